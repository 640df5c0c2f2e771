import { seriousAxeFindings } from './support/axe.ts';
import { expect, testWithOwnServer } from './support/fixtures.ts';
import { signIn } from './support/session.ts';

// Its own server: it changes how long the logs are kept.
const test = testWithOwnServer();

test('an administrator reads the sign-in and operation logs and sets how long each is kept', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto('/login');
  await signIn(page, 'admin');
  await expect(page.getByTestId('user-name')).toBeVisible();
  await page.goto('/system/log');
  await expect(page.getByTestId('log-login-admin').first()).toContainText('Signed in');

  await page.getByRole('button', { name: 'Retention' }).click();
  const dialog = page.getByRole('dialog', { name: 'How long each log is kept' });
  await dialog.getByRole('textbox', { name: 'Requests' }).fill('');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog.getByRole('textbox', { name: 'Requests' })).toHaveAttribute('aria-invalid', 'true');
  await dialog.getByRole('textbox', { name: 'Requests' }).fill('14');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog).toBeHidden();

  // Saving the retention was an operation: the log shows it within a second of the answer (switching
  // tabs reads the list again).
  await page.getByRole('textbox', { name: 'Search' }).fill('Retention');
  await expect(async () => {
    await page.getByText('Requests', { exact: true }).click();
    await page.getByText('Operations', { exact: true }).click();
    await expect(page.getByRole('table')).toContainText('PUT /api/system/Log/Retention', { timeout: 1000 });
  }).toPass();
  // In words first: the page and the button, the request beneath.
  await expect(page.getByRole('row').filter({ hasText: 'PUT /api/system/Log/Retention' }).first()).toContainText('System Logs · Edit');
  expect(await seriousAxeFindings(page)).toEqual([]);

  await page.evaluate(() => localStorage.setItem('jnpf_language', 'zh-TW'));
  await page.setViewportSize({ width: 390, height: 844 });
  await page.reload();
  await expect(page.getByRole('heading', { name: '系統日誌' })).toBeVisible();
  // The log kept its kind and search through the reload: they live in the address.
  await expect(page.getByRole('textbox', { name: '搜尋' })).toHaveValue('Retention');
  await expect(page.getByRole('radio', { name: '操作日誌' })).toBeChecked();
  await expect(page.getByRole('listitem').filter({ hasText: 'PUT /api/system/Log/Retention' }).first()).toContainText('系統日誌 · 編輯');
  await page.goto('/system/log');
  await expect(page.getByTestId('log-login-admin').first()).toContainText('登入成功');
  // The place in words, not its key.
  await expect(page.getByTestId('log-login-admin').first()).toContainText('本地區域網路');
  expect(await seriousAxeFindings(page)).toEqual([]);
});
