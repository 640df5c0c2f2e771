import { seriousAxeFindings } from './support/axe.ts';
import { expect, testWithOwnServer } from './support/fixtures.ts';
import { signIn } from './support/session.ts';

// Its own server: the dictionary it builds must not show up in other specs.
const test = testWithOwnServer();

test('an administrator builds a tree dictionary, finds an item by search, exports it and reads the page, the seeded dictionaries, roles and organisations in Simplified Chinese on a phone', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto('/login');
  await signIn(page, 'admin');
  await expect(page.getByTestId('user-name')).toBeVisible();
  await page.goto('/system/dictionary');
  await expect(page.getByText('Choose a dictionary type to see its items.')).toBeVisible();

  // A type whose items nest.
  await page.getByRole('button', { name: 'Add type' }).click();
  const typeDialog = page.getByRole('dialog', { name: 'Add dictionary type' });
  await typeDialog.getByRole('textbox', { name: 'Name', exact: true }).fill('Sales regions');
  await typeDialog.getByRole('textbox', { name: 'Code', exact: true }).fill('SalesRegion');
  // Named for Chinese readers too; Traditional Chinese is left to read the name above.
  await typeDialog.getByRole('textbox', { name: 'Name in Simplified Chinese' }).fill('销售区域');
  await typeDialog.getByRole('switch', { name: 'Items form a tree' }).check();
  await typeDialog.getByRole('button', { name: 'Save' }).click();
  await expect(typeDialog).toBeHidden();
  await expect(page.getByRole('heading', { name: 'Items of Sales regions' })).toBeVisible();

  // A top item, then one below it from its row.
  await page.getByRole('button', { name: 'Add', exact: true }).click();
  const itemDialog = page.getByRole('dialog', { name: 'Add dictionary item' });
  await itemDialog.getByRole('textbox', { name: 'Name', exact: true }).fill('East China');
  await itemDialog.getByRole('textbox', { name: 'Code', exact: true }).fill('EAST');
  await itemDialog.getByRole('button', { name: 'Save' }).click();
  await expect(itemDialog).toBeHidden();
  await page.getByTestId('dictionary-item-EAST').getByRole('button', { name: 'Add below' }).click();
  await expect(itemDialog.getByLabel('Parent')).toHaveValue('East China');
  await itemDialog.getByRole('textbox', { name: 'Name', exact: true }).fill('Shanghai');
  await itemDialog.getByRole('textbox', { name: 'Code', exact: true }).fill('SH');
  await itemDialog.getByRole('textbox', { name: 'Name in Simplified Chinese' }).fill('上海');
  await itemDialog.getByRole('button', { name: 'Save' }).click();
  await expect(itemDialog).toBeHidden();
  await expect(page.getByTestId('dictionary-item-SH')).toContainText('└ Shanghai');

  // A code the dictionary already holds is refused under its field.
  await page.getByRole('button', { name: 'Add', exact: true }).click();
  await itemDialog.getByRole('textbox', { name: 'Name', exact: true }).fill('East again');
  await itemDialog.getByRole('textbox', { name: 'Code', exact: true }).fill('EAST');
  await itemDialog.getByRole('button', { name: 'Save' }).click();
  await expect(itemDialog.getByText('The code EAST is already used by another dictionary item.')).toBeVisible();
  expect(await seriousAxeFindings(page)).toEqual([]);
  await itemDialog.getByRole('button', { name: 'Cancel' }).click();

  // The search keeps the path to each find.
  await page.getByRole('textbox', { name: 'Search', exact: true }).fill('shang');
  await expect(page.getByRole('row').filter({ hasText: 'China' })).toHaveCount(1);
  await expect(page.getByTestId('dictionary-item-SH')).toBeVisible();

  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export', exact: true }).click();
  expect((await download).suggestedFilename()).toBe('SalesRegion.json');

  await page.evaluate(() => localStorage.setItem('jnpf_language', 'zh-CN'));
  await page.setViewportSize({ width: 390, height: 844 });
  await page.reload();
  // The chosen dictionary and the search came back with the page: they live in its address.
  // Each name in the reader's language where it has one.
  await expect(page.getByRole('heading', { name: '销售区域 的字典项' })).toBeVisible();
  await expect(page.getByRole('textbox', { name: '搜索', exact: true })).toHaveValue('shang');
  await expect(page.getByTestId('dictionary-item-SH')).toContainText('└ 上海');
  expect(await seriousAxeFindings(page)).toEqual([]);
  // The seeded dictionaries read in Chinese too.
  await page.goto('/system/dictionary');
  await page.getByTestId('dictionary-type-ReasonCode').click();
  await expect(page.getByRole('heading', { name: '变更原因代码 的字典项' })).toBeVisible();
  await expect(page.getByTestId('dictionary-item-R01')).toContainText('产能不足');
  // So do the seeded roles and organisations.
  await page.goto('/permission/role');
  await expect(page.getByTestId('role-vendor')).toContainText('供应商');
  await page.goto('/permission/organize');
  await expect(page.getByTestId('org-SL-MFG')).toContainText('供应链制造');
});
