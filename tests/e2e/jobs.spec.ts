import { jobs } from '../../src/server/db/schema/index.ts';
import { seriousAxeFindings } from './support/axe.ts';
import { expect, testWithOwnServer } from './support/fixtures.ts';
import { signIn } from './support/session.ts';

// Its own server: it holds a job that failed for good (a log sweep that found the disk full).
const test = testWithOwnServer({
  prepare: async (db) => {
    await db.insert(jobs).values({
      name: 'system.sweepLogs',
      payload: { scheduledFor: new Date().toISOString() },
      state: 'failed',
      attempts: 3,
      maxAttempts: 3,
      timeoutSeconds: 300,
      lastError: 'could not remove old logs: disk full',
      finishedAt: new Date(),
    });
  },
});

test('an administrator finds a failed job, runs it again and sees it done, in Simplified Chinese on a tablet', async ({ page }) => {
  await page.setViewportSize({ width: 1024, height: 800 });
  await page.goto('/login');
  await signIn(page, 'admin');
  await expect(page.getByTestId('user-name')).toBeVisible();
  await page.evaluate(() => localStorage.setItem('jnpf_language', 'zh-CN'));
  await page.goto('/system/jobs');
  await expect(page.getByRole('heading', { name: '后台任务' })).toBeVisible();

  await page.getByRole('combobox', { name: '状态' }).click();
  await page.getByRole('option', { name: '失败 (1)' }).click();
  await expect(page).toHaveURL(/state=failed/);
  const failed = page.getByRole('row').filter({ hasText: 'disk full' });
  await expect(failed).toContainText('清理过期日志');
  await expect(failed).toContainText('3 / 3');
  // The filter lives in the address: a reload shows the same list.
  await page.reload();
  await expect(failed).toContainText('失败');
  expect(await seriousAxeFindings(page)).toEqual([]);

  await failed.getByRole('button', { name: '重新运行' }).click();
  await expect(page.getByText('任务即将重新运行')).toBeVisible();
  await page.getByRole('combobox', { name: '状态' }).click();
  await page.getByRole('option', { name: '已完成' }).click();
  // The runner takes it within moments; the list shows it when read again.
  await expect(async () => {
    await page.getByRole('button', { name: '刷新' }).click();
    await expect(page.getByRole('row').filter({ hasText: 'disk full' })).toContainText('已完成', { timeout: 1000 });
  }).toPass();

  // The schedules below name the recurring jobs and when each runs next.
  await expect(page.getByRole('table', { name: '定时计划' })).toContainText('0 */6 * * *');
});
