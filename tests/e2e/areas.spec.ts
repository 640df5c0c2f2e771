import { seriousAxeFindings } from './support/axe.ts';
import { expect, testWithOwnServer } from './support/fixtures.ts';
import { signIn } from './support/session.ts';

// Its own server: the street it adds must not show up in other specs.
const test = testWithOwnServer();

test('an administrator walks down to a district, adds a street under it and finds it by search, in Simplified Chinese on a phone', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto('/login');
  await signIn(page, 'admin');
  await expect(page.getByTestId('user-name')).toBeVisible();
  await page.evaluate(() => localStorage.setItem('jnpf_language', 'zh-CN'));
  await page.goto('/system/area');
  await expect(page.getByRole('heading', { name: '行政区划' })).toBeVisible();

  await page.getByRole('button', { name: '打开 浙江省' }).click();
  await page.getByRole('button', { name: '打开 杭州市' }).click();
  await expect(page.getByRole('navigation', { name: '所在位置' })).toHaveText('顶级/浙江省/杭州市');
  // The level shown is kept in the address: a reload comes back to it, the way down included.
  await page.reload();
  await expect(page.getByRole('navigation', { name: '所在位置' })).toHaveText('顶级/浙江省/杭州市');
  const district = page.getByTestId('area-330106');
  await expect(district).toContainText('西湖区');
  await expect(district).toContainText('区县');

  await district.getByRole('button', { name: '新建下级' }).click();
  const dialog = page.getByRole('dialog', { name: '新建区域' });
  await expect(dialog.getByRole('textbox', { name: '上级' })).toHaveValue('西湖区');
  await dialog.getByRole('textbox', { name: '名称', exact: true }).fill('北山街道');
  await dialog.getByRole('textbox', { name: '编码', exact: true }).fill('330106001');
  await dialog.getByRole('button', { name: '保存' }).click();
  await expect(dialog).toBeHidden();
  expect(await seriousAxeFindings(page)).toEqual([]);

  // A search looks through every level and says where each find lies.
  await page.setViewportSize({ width: 390, height: 844 });
  await page.getByRole('textbox', { name: '搜索' }).fill('北山');
  const street = page.getByTestId('area-330106001');
  await expect(street).toContainText('北山街道');
  await expect(street).toContainText('街道');
  await expect(street).toContainText('西湖区');
  expect(await seriousAxeFindings(page)).toEqual([]);
});
