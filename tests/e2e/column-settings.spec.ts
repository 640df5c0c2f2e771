import type { Page, Request } from '@playwright/test';
import type { ImportedPo } from '../../src/shared/contracts/po.ts';
import { expect, testWithOwnServer } from './support/fixtures.ts';
import { indicator, signInControlled } from './support/offline.ts';
import { importAsAdmin } from './support/po-import.ts';
import { apiToken, signIn } from './support/session.ts';

/** List-column settings follow the user to another device, and a change made offline reaches the server later. */
const PO: ImportedPo = {
  poNumber: '4500077001',
  supplierCode: 'V1001',
  supplierName: 'Acme Parts',
  plant: '1000',
  documentDate: '2026-11-20',
  purchasingGroup: 'P01',
  items: [{ itemNumber: '00010', material: 'MAT-00010', orderUnit: 'PC', qty: 10, deliveryDate: '2026-12-15' }],
};

// These tests change users' saved settings: a server of their own.
const test = testWithOwnServer({ prepare: (db) => importAsAdmin(db, [PO]) });

const header = (page: Page, name: string) => page.getByRole('columnheader', { name, exact: true });
const row = (page: Page) => page.getByTestId(`po-row-${PO.poNumber}-00010`);

/** Signs in on a fresh page and waits until the signed-in frame shows. */
async function signInFresh(page: Page, account: string): Promise<void> {
  await page.goto('/login');
  await signIn(page, account);
  await expect(page.getByTestId('user-name')).toBeVisible();
}

async function openList(page: Page, side: 'vendor' | 'buyer'): Promise<void> {
  await page.goto(`/materialTracking/${side}/index`);
  await expect(row(page)).toBeVisible();
}

const serverSave = (page: Page) =>
  page.waitForResponse((res) => res.url().includes('/api/permission/Authority/SetColumnsByModuleId') && res.request().method() === 'PUT');

/** Unticks a column in the drawer and saves. */
async function hideColumn(page: Page, title: string): Promise<void> {
  await page.getByRole('button', { name: 'Columns', exact: true }).click();
  const drawer = page.getByRole('dialog', { name: 'Column settings' });
  await drawer.getByRole('checkbox', { name: title, exact: true }).uncheck();
  await drawer.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(drawer).toBeHidden();
}

async function savedOnServer(baseURL: string, account: string, moduleId: string): Promise<unknown> {
  const headers = { authorization: `Bearer ${await apiToken(baseURL, account)}` };
  const res = await fetch(`${baseURL}/api/permission/Authority/GetColumnsByModuleId/${moduleId}`, { headers });
  const { data } = (await res.json()) as { data: { fieldList: string } | null };
  return data && JSON.parse(data.fieldList);
}

test('a column hidden on one device stays hidden when the same user signs in on another', async ({ page, browser, ownServer }) => {
  // Two browsers sign in and load their PO lists, after this file's own server starts.
  test.setTimeout(120_000);
  await signInFresh(page, 'vendor1');
  await openList(page, 'vendor');
  await expect(header(page, 'Remark')).toBeVisible();
  const saved = serverSave(page);
  await hideColumn(page, 'Remark');
  expect((await saved).status()).toBe(200);
  await expect(header(page, 'Remark')).toHaveCount(0);

  // Another device: a browser with nothing stored.
  const other = await browser.newContext({ baseURL: ownServer.url });
  const page2 = await other.newPage();
  await page2.goto('/login');
  expect(await page2.evaluate(() => Object.keys(localStorage).filter((k) => k.startsWith('supplyline:columns:')))).toEqual([]);
  await signInFresh(page2, 'vendor1');
  await openList(page2, 'vendor');
  await expect(header(page2, 'GR')).toBeVisible();
  await expect(header(page2, 'Remark')).toHaveCount(0);
  await other.close();
  // Nobody else's settings changed (the API tests cover who may read whose).
  expect(await savedOnServer(ownServer.url, 'vendor2', 'po.vendor')).toBeNull();
});

test('offline, a column change shows at once and reaches the server when the connection is back', async ({ context, page, ownServer }) => {
  // Signs in, waits for the service worker, reloads offline and back.
  test.setTimeout(90_000);
  await signInControlled(page, 'uploader1');
  // The online list fetches the server's copy after the table shows; that call must be over before
  // the offline part starts counting calls.
  const fetchedOnline = page.waitForResponse((res) => res.url().includes('/api/permission/Authority/GetColumnsByModuleId/po.buyer'));
  await openList(page, 'buyer');
  await fetchedOnline;
  // Offline the sync asks nothing of the server (a failed call would show an error over the page).
  const askedOffline: string[] = [];
  const onRequest = (req: Request) => void (req.url().includes('ColumnsByModuleId') && askedOffline.push(req.url()));
  page.on('request', onRequest);
  await context.setOffline(true);
  await page.reload();
  await expect(indicator(page)).toHaveAttribute('data-status', 'offline');
  await expect(row(page)).toBeVisible();

  await expect(header(page, 'Balance')).toBeVisible();
  await hideColumn(page, 'Balance');
  await expect(header(page, 'Balance')).toHaveCount(0);
  expect(await savedOnServer(ownServer.url, 'uploader1', 'po.buyer')).toBeNull();
  page.off('request', onRequest);
  expect(askedOffline).toEqual([]);

  // Back online: the pending save goes up without the user doing anything.
  const sentAgain = serverSave(page);
  await context.setOffline(false);
  expect((await sentAgain).status()).toBe(200);
  await expect(header(page, 'Balance')).toHaveCount(0);
  expect(await savedOnServer(ownServer.url, 'uploader1', 'po.buyer')).toEqual(
    expect.arrayContaining([expect.objectContaining({ prop: 'balance', columnVisible: false })]),
  );
});
