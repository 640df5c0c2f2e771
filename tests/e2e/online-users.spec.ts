import { seriousAxeFindings } from './support/axe.ts';
import { expect, testWithOwnServer } from './support/fixtures.ts';
import { expectSignedOut, signIn } from './support/session.ts';

// Its own server: it signs a demo user out.
const test = testWithOwnServer();

test('an administrator sees who is online, from where and with which client, and signs one of them out', async ({ page, browser, baseURL }) => {
  const vendorContext = await browser.newContext({ baseURL });
  const vendor = await vendorContext.newPage();
  await vendor.goto('/login');
  await signIn(vendor, 'vendor1');
  await expect(vendor.getByTestId('user-name')).toBeVisible();

  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto('/login');
  await signIn(page, 'admin');
  await expect(page.getByTestId('user-name')).toBeVisible();
  await page.goto('/permission/userOnline');
  const row = page.getByTestId('online-vendor1');
  await expect(row).toContainText('Victor Vendor');
  // Playwright's desktop Chrome says it runs on Windows.
  await expect(row).toContainText('Chrome on Windows');
  await expect(page.getByTestId('online-admin')).toBeVisible();
  expect(await seriousAxeFindings(page)).toEqual([]);

  await row.getByRole('button', { name: 'Force offline' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Force offline' }).click();
  await expect(row).toHaveCount(0);
  await expectSignedOut(vendor);
  await vendorContext.close();

  await page.evaluate(() => localStorage.setItem('jnpf_language', 'zh-CN'));
  await page.setViewportSize({ width: 390, height: 844 });
  await page.reload();
  await expect(page.getByRole('heading', { name: '在线用户' })).toBeVisible();
  await expect(page.getByTestId('online-admin')).toContainText('Administrator');
  // One's own session ends by signing out, not from here.
  await expect(page.getByTestId('online-admin').getByRole('button', { name: '强制下线' })).toHaveCount(0);
  expect(await seriousAxeFindings(page)).toEqual([]);
});
