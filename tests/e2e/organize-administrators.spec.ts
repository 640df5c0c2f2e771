import { seriousAxeFindings } from './support/axe.ts';
import { expect, testWithOwnServer } from './support/fixtures.ts';
import { api, apiToken, replaceGivenPassword, signIn } from './support/session.ts';

// Its own server: the organisations and the appointment must not show up in other specs.
const test = testWithOwnServer();

test('an administrator appoints a tiered administrator, who then manages only her organisation', async ({ page, browser, baseURL }) => {
  test.setTimeout(120_000);
  const url = baseURL!;
  const admin = await apiToken(url, 'admin');
  const organisation = async (fullName: string, enCode: string, parentId: string | null) =>
    (await api<{ id: string }>(url, admin, 'POST', '/api/permission/Organize', { fullName, enCode, parentId })).id;
  const harbour = await organisation('Harbour', 'HARBOUR', null);
  const east = await organisation('Harbour East', 'HARBOUR-E', harbour);
  const inland = await organisation('Inland', 'INLAND', null);
  const person = (account: string, realName: string, organizeId: string) =>
    api(url, admin, 'POST', '/api/permission/Users', { account, realName, organizeId, userPassword: 'Given2026' });
  await person('hana', 'Hana Harbour', east);
  await person('ivan', 'Ivan Inland', inland);
  await replaceGivenPassword(url, 'hana', 'Given2026', 'Mine2026');

  // The administrator appoints Hana to Harbour East: view, add and edit there, view below.
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto('/login');
  await signIn(page, 'admin');
  await expect(page.getByTestId('user-name')).toBeVisible();
  await page.goto('/permission/organize');
  await page.getByTestId('org-HARBOUR-E').getByRole('button', { name: 'Administrators' }).click();
  const dialog = page.getByRole('dialog', { name: 'Administrators of Harbour East' });
  await dialog.getByRole('button', { name: 'Administrators', exact: true }).click();
  const picker = page.getByRole('dialog', { name: 'Choose users' });
  await picker.getByRole('textbox').fill('hana');
  await picker
    .getByRole('tabpanel')
    .getByRole('button', { name: /^Hana Harbour\/hana/ })
    .click();
  await expect(picker.getByRole('list', { name: /^Chosen/ }).getByRole('listitem')).toHaveText([/Hana Harbour\/hana/]);
  await picker.getByRole('button', { name: 'Confirm' }).click();
  await expect(picker).toBeHidden();
  const here = dialog.getByRole('group', { name: 'This organisation' });
  for (const right of ['View', 'Add', 'Edit']) await here.getByRole('checkbox', { name: right }).check();
  await dialog.getByRole('group', { name: 'Organisations below it' }).getByRole('checkbox', { name: 'View' }).check();
  expect(await seriousAxeFindings(page)).toEqual([]);
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog).toBeHidden();

  // Read back in Simplified Chinese on a phone.
  await page.evaluate(() => localStorage.setItem('jnpf_language', 'zh-CN'));
  await page.setViewportSize({ width: 390, height: 844 });
  await page.reload();
  await page.getByTestId('org-HARBOUR-E').getByRole('button', { name: '分级管理' }).click();
  const read = page.getByRole('dialog', { name: 'Harbour East 的分级管理员' });
  await expect(read.getByRole('button', { name: '管理员', exact: true })).toHaveText(/Hana Harbour\/hana/);
  await expect(read.getByRole('group', { name: '本组织' }).getByRole('checkbox', { name: '编辑' })).toBeChecked();
  await expect(read.getByRole('group', { name: '本组织' }).getByRole('checkbox', { name: '删除' })).not.toBeChecked();
  expect(await seriousAxeFindings(page)).toEqual([]);

  // "See why": her effective permissions name the appointment.
  await page.goto('/permission/authorize?objectType=user');
  await page.getByRole('combobox', { name: '用户', exact: true }).click();
  await page.getByRole('option', { name: /^Hana Harbour/ }).click();
  await page.getByRole('button', { name: '有效权限' }).click();
  const why = page.getByRole('dialog', { name: '有效权限：Hana Harbour' }).getByTestId('effective-administers');
  await expect(why).toContainText('Harbour East — 本组织：查看、新建、编辑 · 下级组织：查看');
  expect(await seriousAxeFindings(page)).toEqual([]);

  // Hana, with no role at all, gets the organisation pages and only her organisation on them.
  const context = await browser.newContext({ baseURL: url, viewport: { width: 1024, height: 768 } });
  const hana = await context.newPage();
  await hana.goto('/login');
  await signIn(hana, 'hana', 'Mine2026');
  await expect(hana.getByTestId('user-name')).toHaveText('Hana Harbour');
  const menu = hana.getByRole('navigation');
  await expect(menu.getByRole('link', { name: 'Organisations' })).toBeVisible();
  await expect(menu.getByRole('link', { name: 'Users' })).toBeVisible();
  await hana.goto('/permission/organize');
  await expect(hana.getByTestId('org-HARBOUR-E')).toBeVisible();
  await expect(hana.getByTestId('org-INLAND')).toHaveCount(0);
  await expect(hana.getByTestId('org-HARBOUR')).toHaveCount(0);
  await expect(hana.getByRole('button', { name: /^Delete/ })).toHaveCount(0);
  // Only what her rights allow is offered: edit East, nothing at the top or below it.
  await expect(hana.getByTestId('org-HARBOUR-E').getByRole('button', { name: 'Edit' })).toBeVisible();
  await expect(hana.getByRole('button', { name: 'Add sub-organisation' })).toHaveCount(0);
  await expect(hana.getByRole('button', { name: 'Add', exact: true })).toHaveCount(0);
  await expect(hana.getByRole('button', { name: 'Administrators' })).toHaveCount(0);
  await hana.goto('/permission/user');
  await expect(hana.getByTestId('user-hana')).toBeVisible();
  await expect(hana.getByTestId('user-ivan')).toHaveCount(0);
  expect(await seriousAxeFindings(hana)).toEqual([]);
  await context.close();
});
