import type { Locator, Page } from '@playwright/test';
import { seriousAxeFindings } from './support/axe.ts';
import { transitionsEnded } from './support/settled.ts';
import { expect, testWithOwnServer } from './support/fixtures.ts';
import { apiToken, signIn } from './support/session.ts';

// Its own server: it adds a user other specs must not meet.
const test = testWithOwnServer();

/** Adds 张三 in Information Technology, reporting to the administrator, through the API. */
async function addZhangSan(baseURL: string): Promise<void> {
  const token = await apiToken(baseURL, 'admin');
  const headers = { authorization: `Bearer ${token}`, 'content-type': 'application/json' };
  const get = async <T>(path: string) => ((await (await fetch(`${baseURL}${path}`, { headers })).json()) as { data: T }).data;
  const [admin] = (await get<{ list: { id: string; account: string }[] }>('/api/permission/Users?keyword=admin')).list.filter((u) => u.account === 'admin');
  const tree = (await get<{ list: { id: string; enCode: string; children: { id: string; enCode: string }[] }[] }>('/api/permission/Organize/Tree')).list;
  const group = tree.find((n) => n.enCode === 'SL')!;
  const it = group.children.find((n) => n.enCode === 'IT')!;
  const res = await fetch(`${baseURL}/api/permission/Users`, {
    method: 'POST',
    headers,
    body: JSON.stringify({ account: 'zhangsan', realName: '张三', organizeId: group.id, departmentId: it.id, managerId: admin!.id, userPassword: 'Given2026' }),
  });
  expect(res.status).toBe(200);
}

/** The list of what a picker holds chosen so far. */
const chosen = (picker: Locator) => picker.getByRole('list', { name: /^Chosen/ }).getByRole('listitem');
const field = (page: Page, label: string) => page.getByRole('dialog', { name: 'Add user' }).getByRole('button', { name: label, exact: true });

test('an administrator chooses a manager by pinyin, from the organisation tree and among their subordinates, and positions without duplicates', async ({
  page,
  baseURL,
}) => {
  await addZhangSan(baseURL!);
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto('/login');
  await signIn(page, 'admin');
  await expect(page.getByTestId('user-name')).toBeVisible();
  await page.goto('/permission/user');
  await page.getByRole('button', { name: 'Add', exact: true }).click();

  // A choice is required: an empty confirm says so, naming the field.
  await field(page, 'Manager').click();
  const picker = page.getByRole('dialog', { name: 'Choose a user' });
  await picker.getByRole('button', { name: 'Confirm' }).click();
  await expect(picker.getByRole('alert')).toHaveText('Please choose Manager');

  // Pinyin initials find 张三.
  await picker.getByRole('textbox', { name: /Name, account, pinyin/ }).fill('zs');
  await picker.getByRole('button', { name: /张三\/zhangsan/ }).click();
  await expect(chosen(picker).filter({ hasText: '张三/zhangsan' })).toBeVisible();
  expect(await seriousAxeFindings(page)).toEqual([]);
  await picker.getByRole('button', { name: 'Confirm' }).click();
  await expect(picker).toBeHidden();
  await expect(field(page, 'Manager')).toHaveText('张三/zhangsan');

  // The organisation tree opens one level at a time; the administrator's subordinates have a tab.
  await field(page, 'Manager').click();
  await picker.getByRole('tab', { name: 'My subordinates' }).click();
  await expect(picker.getByRole('tabpanel').getByRole('button', { name: /^张三\/zhangsan/ })).toHaveAttribute('aria-pressed', 'true');
  await picker.getByRole('tab', { name: 'All' }).click();
  const tree = picker.getByRole('tree');
  await tree.getByText('Supplyline Group', { exact: true }).click();
  await tree.getByText('Information Technology', { exact: true }).click();
  await tree.getByText('Administrator/admin', { exact: true }).click();
  // Single mode: the new choice replaces the old one.
  await expect(chosen(picker)).toHaveCount(1);
  await expect(chosen(picker)).toContainText('Administrator/admin');
  await picker.getByRole('button', { name: 'Confirm' }).click();
  await expect(field(page, 'Manager')).toHaveText('Administrator/admin');

  // Positions: several, each with its path, never twice.
  await field(page, 'Positions').click();
  const positions = page.getByRole('dialog', { name: 'Choose positions' });
  await positions.getByRole('textbox').fill('planner');
  await positions.getByRole('tree').getByText('Material Planner', { exact: true }).click();
  await positions.getByRole('textbox').fill('');
  await positions.getByRole('tree').getByText('Supplyline Manufacturing', { exact: true }).click();
  await positions.getByRole('tree').getByText('Purchasing', { exact: true }).click();
  await positions.getByRole('tree').getByText('Buyer', { exact: true }).click();
  await positions.getByRole('tree').getByText('Material Planner', { exact: true }).click();
  await expect(chosen(positions)).toHaveText([
    /Supplyline Group\/Supplyline Manufacturing\/Purchasing\/Material Planner/,
    /Supplyline Group\/Supplyline Manufacturing\/Purchasing\/Buyer/,
  ]);
  expect(await seriousAxeFindings(page)).toEqual([]);
  await positions.getByRole('button', { name: 'Confirm' }).click();
  await expect(field(page, 'Positions')).toHaveText(
    'Supplyline Group/Supplyline Manufacturing/Purchasing/Material Planner, Supplyline Group/Supplyline Manufacturing/Purchasing/Buyer',
  );
});

test('the user picker speaks Simplified Chinese and fills a phone screen', async ({ page }) => {
  await page.goto('/login');
  await signIn(page, 'admin');
  await expect(page.getByTestId('user-name')).toBeVisible();
  await page.evaluate(() => localStorage.setItem('jnpf_language', 'zh-CN'));
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/permission/user');
  await page.getByRole('button', { name: '新建', exact: true }).click();
  await page.getByRole('dialog').getByRole('button', { name: '直属主管', exact: true }).click();
  const picker = page.getByRole('dialog', { name: '选择用户' });
  await expect(picker.getByRole('tab')).toHaveText(['全部数据', '当前组织', '我的下属']);
  await picker.getByRole('tab', { name: '当前组织' }).click();
  await expect(picker.getByRole('button', { name: /Administrator\/admin/ })).toBeVisible();
  await transitionsEnded(page);
  const box = await picker.boundingBox();
  expect(box?.width).toBeGreaterThanOrEqual(389);
  expect(await seriousAxeFindings(page)).toEqual([]);
  await picker.getByRole('button', { name: '确定' }).click();
  await expect(picker.getByRole('alert')).toHaveText('请选择直属主管');
});
