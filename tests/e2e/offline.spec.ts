import type { BrowserContext, Page } from '@playwright/test';
import { expect, testWithOwnServer } from './support/fixtures.ts';
import { signIn } from './support/session.ts';
import { chooseLayout, indicator, signInControlled } from './support/offline.ts';

// These tests change their users' settings and sessions: a server of their own.
const test = testWithOwnServer();

/** What the server holds for the signed-in user of `page`: the layout, and how many actions of this device it applied. */
async function serverView(page: Page, baseURL: string) {
  const { token, clientId } = await page.evaluate(async () => {
    const db = await new Promise<IDBDatabase>((resolve, reject) => {
      const open = indexedDB.open('supplyline');
      open.onsuccess = () => resolve(open.result);
      open.onerror = () => reject(new Error(open.error?.message ?? 'indexedDB.open failed'));
    });
    const states = await new Promise<{ clientId: string }[]>((resolve) => {
      const request = db.transaction('syncState').objectStore('syncState').getAll();
      request.onsuccess = () => resolve(request.result as { clientId: string }[]);
    });
    db.close();
    return { token: localStorage.getItem('token') ?? '', clientId: states[0]?.clientId ?? '' };
  });
  const headers = { authorization: `Bearer ${token}`, 'content-type': 'application/json' };
  const user = (await (await fetch(`${baseURL}/api/oauth/CurrentUser`, { headers })).json()) as { data: { userInfo: { theme: string } } };
  const pull = (await (await fetch(`${baseURL}/api/sync/pull`, { method: 'POST', headers, body: JSON.stringify({ clientId, cursor: 0 }) })).json()) as {
    code: number;
    msg: string;
    data: { lastMutationId: number } | null;
  };
  // A refusal is answered as what it said, so a failing poll shows it.
  return { theme: user.data.userInfo.theme, applied: pull.data?.lastMutationId ?? `pull refused: ${pull.code} ${pull.msg}` };
}

async function goOffline(context: BrowserContext, page: Page): Promise<void> {
  await context.setOffline(true);
  await page.reload();
  await expect(page.getByTestId('user-name')).toBeVisible();
  await expect(indicator(page)).toHaveAttribute('data-status', 'offline');
}

test('opens offline with the last data; settings changed offline in two tabs reach the server once each', async ({ context, page, ownServer }) => {
  await signInControlled(page, 'vendor1');
  // A page opens offline with the data it last showed online.
  await page.goto('/profile');
  await expect(page.getByRole('heading', { name: 'Account information' })).toBeVisible();
  await goOffline(context, page);
  await expect(page.getByTestId('user-name')).toHaveText('Victor Vendor');

  await chooseLayout(page, 'Top');
  const second = await context.newPage();
  await second.goto('/profile');
  await expect(second.getByTestId('user-name')).toHaveText('Victor Vendor');
  await chooseLayout(second, 'Hybrid');
  for (const tab of [page, second]) await expect(indicator(tab)).toHaveAttribute('data-unsent', '2');

  await context.setOffline(false);
  for (const tab of [page, second]) {
    await expect(indicator(tab)).toHaveAttribute('data-unsent', '0');
    await expect(indicator(tab)).toHaveAttribute('data-status', 'online');
  }
  await expect.poll(() => serverView(page, ownServer.url)).toEqual({ theme: 'blend', applied: 2 });
  // The rounds ran in the leading tab's sync worker, and in one only.
  const syncWorkers = [...page.workers(), ...second.workers()].filter((worker) => /sync\.worker/.test(worker.url()));
  expect(syncWorkers).toHaveLength(1);
});

test('an answer lost after the server committed causes no duplicate', async ({ context, page, ownServer }) => {
  await signInControlled(page, 'vendor2');
  let dropped = false;
  // The server does the work; the answer never arrives. Only the first push: later ones pass.
  await context.route(
    /\/api\/sync\/push/,
    async (route) => {
      await route.fetch();
      dropped = true;
      await route.abort('connectionreset');
    },
    { times: 1 },
  );
  await chooseLayout(page, 'Top');
  await expect.poll(() => dropped).toBe(true);
  await page.getByTestId('sync-indicator').click();
  await page.getByRole('button', { name: 'Sync now' }).click();
  await expect(indicator(page)).toHaveAttribute('data-unsent', '0');
  await expect.poll(() => serverView(page, ownServer.url)).toEqual({ theme: 'functional', applied: 1 });
});

test('a session that expired while offline: sign in again and the queue resumes', async ({ context, page, ownServer }) => {
  await signInControlled(page, 'buyer1');
  const token = await page.evaluate(() => localStorage.getItem('token') ?? '');
  await goOffline(context, page);
  await chooseLayout(page, 'Reduced');
  await expect(indicator(page)).toHaveAttribute('data-unsent', '1');
  // The session ends on the server meanwhile (as when it expires).
  await fetch(`${ownServer.url}/api/oauth/Logout`, { headers: { authorization: `Bearer ${token}` } });

  await context.setOffline(false);
  await expect(page).toHaveURL(/\/login/);
  await signIn(page, 'buyer1');
  await expect(indicator(page)).toHaveAttribute('data-unsent', '0');
  await expect.poll(() => serverView(page, ownServer.url)).toEqual({ theme: 'plain', applied: 1 });
});
