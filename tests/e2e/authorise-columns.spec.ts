import type { Page } from '@playwright/test';
import { seriousAxeFindings } from './support/axe.ts';
import { expect, testWithOwnServer } from './support/fixtures.ts';
import { api, apiToken, replaceGivenPassword, SIGN_IN_WORDS, signIn } from './support/session.ts';

// Its own server: it switches the Users page's column and data permissions on for everyone.
const test = testWithOwnServer();

const headers = (page: Page) => page.getByRole('table').getByRole('columnheader');

test('granted four columns and "my department" on Authorise, a clerk sees exactly those columns and her department, in three languages', async ({
  page,
  browser,
  baseURL,
}) => {
  test.setTimeout(120_000);
  const url = baseURL!;
  const admin = await apiToken(url, 'admin');
  // Arranged through the API (organisation.spec walks these pages): two departments, a role, three people.
  const org = (await api<{ id: string }>(url, admin, 'POST', '/api/permission/Organize', { fullName: 'Quayside', enCode: 'QUAY' })).id;
  const department = async (fullName: string, enCode: string) =>
    (await api<{ id: string }>(url, admin, 'POST', '/api/permission/Organize/Department', { fullName, enCode, organizeId: org })).id;
  const dock = await department('Dock', 'QUAY-DOCK');
  const yard = await department('Yard', 'QUAY-YARD');
  const role = (await api<{ id: string }>(url, admin, 'POST', '/api/permission/Role', { fullName: 'Dock Clerk', enCode: 'dockClerk' })).id;
  const person = (account: string, realName: string, departmentId: string, extra: object = {}) =>
    api(url, admin, 'POST', '/api/permission/Users', {
      account,
      realName,
      organizeId: org,
      departmentId,
      email: `${account}@quay.test`,
      userPassword: 'Given2026',
      ...extra,
    });
  await person('dockclerk', 'Dora Clerk', dock, { roleId: role });
  await person('dockmate', 'Milo Mate', dock);
  await person('yardhand', 'Yara Hand', yard);
  await replaceGivenPassword(url, 'dockclerk', 'Given2026', 'Mine2026');

  // The administrator, in Simplified Chinese: Users with four columns and "my department" for the role.
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto('/login');
  await signIn(page, 'admin');
  await expect(page.getByTestId('user-name')).toBeVisible();
  await page.evaluate(() => localStorage.setItem('jnpf_language', 'zh-CN'));
  await page.goto(`/permission/authorize?objectType=role&objectId=${role}`);
  const columns = page.getByRole('group', { name: '列表权限: 用户管理' });
  for (const name of ['账户', '姓名', '部门', '手机']) await columns.getByRole('checkbox', { name: new RegExp(`^${name}`) }).check();
  await page
    .getByRole('group', { name: '数据权限: 用户管理' })
    .getByRole('checkbox', { name: /^本部门/ })
    .check();
  // Until the menu's switches are on the ticks do nothing, and the page says so beside them.
  await expect(columns.getByText('未开启：拥有此菜单的人都能看到所有列；这里的勾选在开启后生效。')).toBeVisible();
  // By keyboard: the switch is a tab stop and Space flips it (after asking).
  await columns.getByRole('switch', { name: '按授权限制列: 用户管理' }).press('Space');
  const confirm = page.getByRole('dialog', { name: '为“用户管理”开启“按授权限制列”？' });
  await expect(confirm).toContainText('所有拥有“用户管理”的人');
  await confirm.getByRole('button', { name: '开启' }).click();
  await expect(columns.getByText('已开启：每人只看到为其勾选的列。')).toBeVisible();
  await page.getByRole('switch', { name: '按授权限制数据: 用户管理' }).press('Space');
  await page.getByRole('dialog').getByRole('button', { name: '开启' }).click();
  await expect(page.getByText(/^已开启：每人只看到为其勾选的规则内的记录/)).toBeVisible();
  const usersCard = page.locator('.mantine-Paper-root', { has: page.getByTestId('menu-user') }).last();
  await usersCard.screenshot({ path: test.info().outputPath('authorise-switches-zh-CN.png') });
  // Switching kept the unsaved ticks.
  await expect(columns.getByRole('checkbox', { name: /^手机/ })).toBeChecked();
  expect(await seriousAxeFindings(page)).toEqual([]);
  await page.getByRole('button', { name: '保存', exact: true }).click();
  await expect(page.getByText('保存成功').first()).toBeVisible();

  // The clerk, in Traditional Chinese on a tablet: her department's people, the granted columns and no others.
  const context = await browser.newContext({ baseURL, viewport: { width: 1024, height: 768 } });
  const clerk = await context.newPage();
  await clerk.goto('/login');
  await clerk.getByRole('combobox', { name: 'Language / 语言' }).selectOption({ label: '繁體中文' });
  await signIn(clerk, 'dockclerk', 'Mine2026', SIGN_IN_WORDS['zh-TW']);
  await expect(clerk.getByTestId('user-name')).toHaveText('Dora Clerk');
  await clerk.goto('/permission/user');
  await expect(clerk.getByTestId('user-dockmate')).toBeVisible();
  await expect(clerk.getByRole('table').getByRole('row')).toHaveCount(3); // the header and the two in Dock
  await expect(clerk.getByTestId('user-dockclerk')).toBeVisible();
  await expect(headers(clerk)).toHaveText(['帳戶', '姓名', '手機', '部門', '角色', '狀態', '建立時間', '操作']);
  await expect(clerk.getByTestId('user-dockmate')).not.toContainText('dockmate@quay.test');
  expect(await seriousAxeFindings(clerk)).toEqual([]);

  // And in English, the same.
  await clerk.evaluate(() => localStorage.setItem('jnpf_language', 'en'));
  await clerk.reload();
  await expect(headers(clerk)).toHaveText(['Account', 'Name', 'Mobile', 'Department', 'Roles', 'Status', 'Created', 'Actions']);
  await expect(clerk.getByRole('table').getByRole('row')).toHaveCount(3);
  await context.close();
});
