import { expect, testWithOwnServer } from './support/fixtures.ts';
import { indicator } from './support/offline.ts';
import { signIn } from './support/session.ts';

/**
 * A vendor with 50,000 PO items (`seed --large`: half of 100,000 generated items are vendor1's). The
 * bench (tests/bench/po-screen.ts) prints how long each step takes; this shows that they work.
 */
const test = testWithOwnServer({
  prepare: async (db) => {
    const { seedLargePos } = await import('../../src/server/seed/large-pos.ts');
    await seedLargePos(db, 100_000);
  },
  // Generating the items takes half a minute here, more on CI.
  startTimeout: 300_000,
});

// The first pull brings about 60,000 rows into the browser: a minute here, more on CI.
test.setTimeout(600_000);
const PULLED = { timeout: 300_000 };

test('a vendor with 50,000 items opens the PO list offline after a reload, and pages through it', async ({ context, page }) => {
  await page.goto('/login');
  await signIn(page, 'vendor1');
  await expect(page.getByTestId('user-name')).toBeVisible();
  await page.goto('/materialTracking/vendor/index');
  // While the first pull runs the list shows what it has and says how far the pull has come.
  await expect(page.getByTestId('po-receiving')).toHaveText(/^Receiving your POs: [\d,]+ rows so far/, PULLED);
  const firstRow = page.getByTestId('po-row-4600000002-00010');
  await expect(firstRow).toBeVisible(PULLED);
  // Every row is on the device and counted: the full answer replaced any first page read off the index.
  await expect(indicator(page)).toHaveAttribute('data-status', 'online', PULLED);
  await expect(page.getByTestId('po-receiving')).toBeHidden();
  await expect(page.getByText(/^50,?000 items$/)).toBeVisible(PULLED);
  // From the next load on, the service worker serves the app: then offline too.
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
  await page.reload();
  await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);
  await expect(firstRow).toBeVisible();

  await context.setOffline(true);
  await page.reload();
  await expect(firstRow).toBeVisible({ timeout: 120_000 });
  await expect(indicator(page)).toHaveAttribute('data-status', 'offline');
  await page.getByRole('button', { name: 'Next page' }).click();
  await expect(page.getByTestId('po-row-4600000010-00010')).toBeVisible();
  // The overview's status chip filters the 50,000 rows in the store's worker.
  await page.getByText(/^PO confirmed · /).click();
  await expect(page).toHaveURL(/status=confirmed/);
  await expect(page.getByTestId(/^po-row-/).first()).toBeVisible();
  await expect(page.getByText(/^\d[\d,]* items$/)).not.toHaveText(/^50,?000 items$/);
});
