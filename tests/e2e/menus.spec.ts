import type { Page } from '@playwright/test';
import { seriousAxeFindings } from './support/axe.ts';
import { expect, testWithOwnServer } from './support/fixtures.ts';
import { signIn } from './support/session.ts';

// Its own server: the menus it adds would show in every other spec's navigation.
const test = testWithOwnServer();

async function choose(page: Page, label: string, option: string | RegExp): Promise<void> {
  await page.getByRole('dialog').getByRole('combobox', { name: label, exact: true }).last().click();
  await page.getByRole('option', { name: option }).click();
}

async function save(page: Page): Promise<void> {
  await page.getByRole('dialog').last().getByRole('button', { name: 'Save' }).click();
}

test('an administrator adds a directory and a page with titles in three languages, its button and a data rule; the navigation shows them in the user’s language', async ({
  page,
}) => {
  test.setTimeout(90_000);
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto('/login');
  await signIn(page, 'admin');
  await expect(page.getByTestId('user-name')).toBeVisible();
  await page.goto('/system/menu');
  await expect(page.getByTestId('menu-menu')).toContainText('Platform');
  // The platform's own pages keep their place: no Delete, no Disable.
  await expect(page.getByTestId('menu-menu').getByRole('button', { name: /^Delete/ })).toHaveCount(0);

  await page.getByRole('button', { name: 'Add', exact: true }).click();
  await choose(page, 'Type', 'Directory');
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('textbox', { name: 'Name', exact: true }).fill('Quality');
  await dialog.getByRole('textbox', { name: 'Code', exact: true }).fill('quality');
  await dialog.getByRole('textbox', { name: '简体中文' }).fill('质量');
  await dialog.getByRole('textbox', { name: '繁體中文' }).fill('品質');
  await save(page);
  await expect(page.getByRole('dialog')).toBeHidden();

  await page.getByTestId('menu-quality').getByRole('button', { name: 'Add below' }).click();
  await expect(dialog.getByRole('combobox', { name: 'Parent', exact: true })).toHaveValue('Quality');
  await dialog.getByRole('textbox', { name: 'Name', exact: true }).fill('Inspections');
  await dialog.getByRole('textbox', { name: 'Code', exact: true }).fill('inspections');
  await dialog.getByRole('textbox', { name: '简体中文' }).fill('检验记录');
  await dialog.getByRole('textbox', { name: '繁體中文' }).fill('檢驗記錄');
  // A page without its address is refused, naming the field, before anything is sent.
  await save(page);
  await expect(dialog.getByRole('textbox', { name: 'Address' })).toHaveAttribute('aria-invalid', 'true');
  await dialog.getByRole('textbox', { name: 'Address' }).fill('quality/inspections');
  await dialog.getByRole('switch', { name: /Data rules/ }).check();
  await save(page);
  await expect(page.getByRole('dialog')).toBeHidden();
  await expect(page.getByTestId('menu-inspections')).toContainText('quality/inspections');

  // Its items: a button, and a data rule "own records".
  await page.getByRole('button', { name: 'Permission items of Inspections' }).click();
  const drawer = page.getByRole('dialog', { name: 'Permission items: Inspections' });
  await drawer.getByRole('button', { name: 'Add button' }).click();
  const itemDialog = page.getByRole('dialog', { name: 'Add button' });
  await itemDialog.getByRole('textbox', { name: 'Code', exact: true }).fill('btn_approve');
  await itemDialog.getByRole('textbox', { name: 'Name', exact: true }).fill('Approve');
  await itemDialog.getByRole('button', { name: 'Save' }).click();
  await expect(drawer.getByTestId('item-button-btn_approve')).toContainText('Approve');

  await drawer.getByRole('tab', { name: 'Data rules' }).click();
  await drawer.getByRole('button', { name: 'Add data rule' }).click();
  const ruleDialog = page.getByRole('dialog', { name: 'Add data rule' });
  await ruleDialog.getByRole('textbox', { name: 'Code', exact: true }).fill('own');
  await ruleDialog.getByRole('textbox', { name: 'Name', exact: true }).fill('Own records');
  await ruleDialog.getByRole('button', { name: 'Add a condition' }).click();
  await ruleDialog.getByRole('group', { name: 'Condition 1' }).getByRole('textbox', { name: 'Field' }).fill('inspector');
  expect(await seriousAxeFindings(page)).toEqual([]);
  await ruleDialog.getByRole('button', { name: 'Save' }).click();
  await expect(drawer.getByTestId('item-resource-own')).toContainText('inspector is Current user');
  expect(await seriousAxeFindings(page)).toEqual([]);
  await page.keyboard.press('Escape');
  await expect(page.getByTestId('menu-inspections')).toContainText('2');

  // In Chinese, on a phone: the new directory and page carry their titles in the navigation and the list.
  await page.evaluate(() => localStorage.setItem('jnpf_language', 'zh-CN'));
  await page.setViewportSize({ width: 390, height: 844 });
  await page.reload();
  await expect(page.getByTestId('menu-inspections')).toContainText('检验记录');
  // Its form names it in the screen's language too.
  await page.getByTestId('menu-inspections').getByRole('button', { name: '编辑', exact: true }).click();
  await expect(page.getByRole('dialog', { name: '编辑“检验记录”' })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog')).toBeHidden();
  await page.getByRole('button', { name: '打开菜单' }).click();
  await expect(page.getByRole('navigation').getByText('质量')).toBeVisible();
  expect(await seriousAxeFindings(page)).toEqual([]);
});
