import { seriousAxeFindings } from './support/axe.ts';
import { expect, testWithOwnServer } from './support/fixtures.ts';
import { api, apiToken, replaceGivenPassword, signIn } from './support/session.ts';

// Its own server: the Users page's form switch must not reach other specs.
const test = testWithOwnServer();

interface Item {
  id: string;
  enCode: string;
}
interface Catalogue {
  list: { children: { id: string; enCode: string; button: Item[]; column: Item[]; form: Item[] }[] }[];
}

test('a clerk granted part of the Users form edits those fields and sees the rest read-only', async ({ page, browser, baseURL }) => {
  test.setTimeout(120_000);
  const url = baseURL!;
  const admin = await apiToken(url, 'admin');
  // Arranged through the API: the Authorise and Users pages are walked through in organisation.spec.
  const users = (await api<Catalogue>(url, admin, 'GET', '/api/permission/Authority/Catalogue')).list
    .flatMap((m) => m.children)
    .find((m) => m.enCode === 'user')!;
  const org = (await api<{ id: string }>(url, admin, 'POST', '/api/permission/Organize', { fullName: 'Quayside', enCode: 'QUAY' })).id;
  const role = (await api<{ id: string }>(url, admin, 'POST', '/api/permission/Role', { fullName: 'HR Clerk', enCode: 'hrClerk' })).id;
  await api(url, admin, 'PUT', `/api/permission/Authority/Data/${role}`, {
    objectType: 'role',
    module: [users.id],
    button: users.button.filter((b) => b.enCode === 'btn_edit').map((b) => b.id),
    column: users.column.map((c) => c.id),
    form: users.form.filter((f) => ['realName', 'mobilePhone', 'email'].includes(f.enCode)).map((f) => f.id),
  });
  const person = (account: string, realName: string, roleId = '') =>
    api(url, admin, 'POST', '/api/permission/Users', { account, realName, organizeId: org, roleId, userPassword: 'Given2026' });
  await person('hrclerk', 'Hedda Clerk', role);
  await person('quayhand', 'Quinn Hand');
  await replaceGivenPassword(url, 'hrclerk', 'Given2026', 'Mine2026');

  // The administrator switches the Users page's form permission on, on the Menus page.
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto('/login');
  await signIn(page, 'admin');
  await expect(page.getByTestId('user-name')).toBeVisible();
  await page.goto('/system/menu');
  await page.getByTestId('menu-user').getByRole('button', { name: /^Edit/ }).click();
  const menuDialog = page.getByRole('dialog');
  await menuDialog.getByRole('switch', { name: /^Form fields/ }).check();
  await menuDialog.getByRole('button', { name: 'Save' }).click();
  await expect(menuDialog).toBeHidden();

  // The clerk, on a tablet, edits a colleague: name, mobile and e-mail are hers to change, the rest is shown read-only.
  const context = await browser.newContext({ baseURL, viewport: { width: 1024, height: 768 } });
  const clerk = await context.newPage();
  await clerk.goto('/login');
  await signIn(clerk, 'hrclerk', 'Mine2026');
  await expect(clerk.getByTestId('user-name')).toHaveText('Hedda Clerk');
  await clerk.goto('/permission/user');
  await clerk.getByTestId('user-quayhand').getByRole('button', { name: 'Edit Quinn Hand' }).click();
  const dialog = clerk.getByRole('dialog', { name: /Quinn Hand/ });
  await expect(dialog.getByText('Greyed-out fields are read-only for you')).toBeVisible();
  await expect(dialog.getByRole('textbox', { name: 'Account', exact: true })).toBeDisabled();
  await expect(dialog.getByRole('combobox', { name: 'Roles', exact: true })).toBeDisabled();
  await expect(dialog.getByRole('button', { name: 'Organisation', exact: true })).toBeDisabled();
  await expect(dialog.getByRole('combobox', { name: 'Supplier codes', exact: true })).toBeDisabled();
  await expect(dialog.getByRole('textbox', { name: 'E-mail', exact: true })).toBeEnabled();
  await dialog.getByRole('textbox', { name: 'Mobile', exact: true }).fill('13800138000');
  expect(await seriousAxeFindings(clerk)).toEqual([]);
  await clerk.screenshot({ path: test.info().outputPath('clerk-edits-user.png') });
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog).toBeHidden();
  await expect(clerk.getByTestId('user-quayhand')).toContainText('13800138000');
  await context.close();
});
