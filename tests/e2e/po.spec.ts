import type { BrowserContext, Locator, Page } from '@playwright/test';
import dayjs from 'dayjs';
import type { ImportedPo } from '../../src/shared/contracts/po.ts';
import { expect, testWithOwnServer } from './support/fixtures.ts';
import { importAsAdmin } from './support/po-import.ts';
import { indicator, signInControlled } from './support/offline.ts';
import { apiToken, signIn } from './support/session.ts';
import { seriousAxeFindings } from './support/axe.ts';
import { transitionsEnded } from './support/settled.ts';

const DELIVERY = '2026-12-15';
const items = ['00010', '00020', '00030', '00040'].map((itemNumber) => ({
  itemNumber,
  material: `MAT-${itemNumber}`,
  orderUnit: 'PC',
  qty: 100,
  deliveryDate: DELIVERY,
}));
const po = (poNumber: string): ImportedPo => ({
  poNumber,
  supplierCode: 'V1001',
  supplierName: 'Acme Parts',
  plant: '1000',
  documentDate: '2026-11-20',
  purchasingGroup: 'P01',
  items,
});

// These tests act on their own POs and users' outboxes: a server of their own.
const test = testWithOwnServer({ prepare: (db) => importAsAdmin(db, [po('4500099001'), po('4500099002')]) });

const row = (page: Page, poNumber: string, item: string) => page.getByTestId(`po-row-${poNumber}-${item}`);
const pick = (page: Page, poNumber: string, item: string) => page.getByRole('checkbox', { name: `Select item ${item} of PO ${poNumber}` }).check();
const dialog = (page: Page) => page.getByRole('dialog');

async function choose(scope: Locator, page: Page, label: string, option: RegExp): Promise<void> {
  await scope.getByRole('combobox', { name: label }).click();
  await page.getByRole('option', { name: option }).click();
}
async function typeDate(scope: Locator, label: string, value: string): Promise<void> {
  const input = scope.getByRole('textbox', { name: label });
  await input.fill(value);
  await input.press('Tab');
}

async function openList(page: Page, side: 'vendor' | 'buyer', poNumber: string): Promise<void> {
  await page.goto(`/materialTracking/${side}/index`);
  await page.getByRole('textbox', { name: 'Search' }).fill(poNumber);
  await expect(row(page, poNumber, '00010')).toBeVisible();
}

async function goOffline(context: BrowserContext, page: Page): Promise<void> {
  await context.setOffline(true);
  await page.reload();
  await expect(indicator(page)).toHaveAttribute('data-status', 'offline');
}

async function detailOf(baseURL: string, account: string, poNumber: string) {
  const headers = { authorization: `Bearer ${await apiToken(baseURL, account)}` };
  const list = (await (await fetch(`${baseURL}/api/po/items?keyword=${poNumber}&pageSize=1`, { headers })).json()) as { data: { list: { poId: string }[] } };
  const detail = (await (await fetch(`${baseURL}/api/po/${list.data.list[0]!.poId}`, { headers })).json()) as {
    data: { items: { itemNumber: string; itemStatus: string; qty: number }[]; operationRecords: { action: string }[] };
  };
  return detail.data;
}

test('a vendor answers offline, the buyer decides on a tablet, the vendor sees the outcome', async ({ context, page, browser, ownServer }) => {
  const P = '4500099001';
  await signInControlled(page, 'vendor1');
  await openList(page, 'vendor', P);
  await goOffline(context, page);
  await page.getByRole('textbox', { name: 'Search' }).fill(P);

  await pick(page, P, '00010');
  await page.getByRole('button', { name: 'Receive', exact: true }).click();
  await expect(row(page, P, '00040')).toContainText('Received');

  await pick(page, P, '00010');
  await page.getByRole('button', { name: 'Confirm', exact: true }).click();
  await expect(row(page, P, '00010')).toContainText('Confirmed');

  // Change asks for a reason: the form says so in the spec's words and saves nothing.
  await pick(page, P, '00020');
  await page.getByRole('button', { name: 'Change', exact: true }).click();
  await dialog(page).getByRole('textbox', { name: 'New QTY' }).fill('80');
  await dialog(page).getByRole('button', { name: 'Submit' }).click();
  await expect(dialog(page).getByRole('alert')).toHaveText('Pls. select a change reason.');
  await choose(dialog(page), page, 'Change reason', /^R01/);
  await dialog(page).getByRole('textbox', { name: 'Remark' }).fill('Line 2 is down this week');
  await dialog(page).getByRole('button', { name: 'Submit' }).click();
  await expect(dialog(page)).toBeHidden();
  await expect(row(page, P, '00020')).toContainText('In approval');

  await pick(page, P, '00030');
  await page.getByRole('button', { name: 'Partial delivery' }).click();
  await dialog(page).getByRole('textbox', { name: 'QTY of delivery 1' }).fill('60');
  await expect(dialog(page).getByTestId('split-remainder')).toHaveText('Left to assign: 40 of 100');
  await dialog(page).getByRole('textbox', { name: 'QTY of delivery 2' }).fill('40');
  await typeDate(dialog(page), 'Date of delivery 2', '2027-01-10');
  await expect(dialog(page).getByTestId('split-remainder')).toHaveText('Left to assign: 0 of 100');
  await choose(dialog(page), page, 'Change reason', /^R02/);
  await dialog(page).getByRole('button', { name: 'Submit' }).click();
  await expect(dialog(page)).toBeHidden();
  await expect(row(page, P, '00030')).toContainText('In approval');

  await pick(page, P, '00040');
  await page.getByRole('button', { name: 'TBD', exact: true }).click();
  await choose(dialog(page), page, 'TBD status', /^TBD01/);
  await typeDate(dialog(page), 'Response date', dayjs().add(10, 'day').format('YYYY-MM-DD'));
  await dialog(page).getByRole('button', { name: 'Submit' }).click();
  await expect(dialog(page)).toBeHidden();
  await expect(row(page, P, '00040')).toContainText('TBD');
  await expect(indicator(page)).toHaveAttribute('data-unsent', '5');

  await context.setOffline(false);
  await expect(indicator(page)).toHaveAttribute('data-unsent', '0');
  const applied = await detailOf(ownServer.url, 'vendor1', P);
  expect(applied.items.map((i) => i.itemStatus)).toEqual(['confirmed', 'changeRequested', 'changeRequested', 'tbd']);
  expect(applied.operationRecords.map((o) => o.action)).toEqual(['import', 'receive', 'confirm', 'requestChange', 'split', 'submitTbd']);

  // The buyer, on a 1024 px tablet, approves the change and rejects the split with a TBD status.
  const tablet = await browser.newContext({ viewport: { width: 1024, height: 768 }, baseURL: ownServer.url });
  const buyer = await tablet.newPage();
  await buyer.goto('/login');
  await signIn(buyer, 'buyer1');
  await expect(buyer.getByTestId('user-name')).toBeVisible();
  await openList(buyer, 'buyer', P);
  await expect(row(buyer, P, '00020')).toContainText('80 PC · 2026-12-15');
  await pick(buyer, P, '00020');
  await buyer.getByRole('button', { name: 'Approve' }).click();
  await expect(dialog(buyer).getByRole('table')).toContainText('100 PC · 2026-12-15');
  // The reason is named, not only coded.
  await expect(dialog(buyer).getByRole('table')).toContainText('R01 Capacity shortage');
  await dialog(buyer).getByRole('button', { name: 'Approve' }).click();
  await expect(dialog(buyer)).toBeHidden();
  await pick(buyer, P, '00030');
  await buyer.getByRole('button', { name: 'Reject' }).click();
  await dialog(buyer).getByRole('button', { name: 'Reject' }).click();
  await expect(dialog(buyer).getByRole('alert')).toHaveText('Pls. specify the TBD status for rejected PO.');
  await choose(dialog(buyer), buyer, 'TBD status', /^TBD02/);
  await dialog(buyer).getByRole('button', { name: 'Reject' }).click();
  await expect(dialog(buyer)).toBeHidden();
  await expect(indicator(buyer)).toHaveAttribute('data-unsent', '0');
  await tablet.close();

  await page.reload();
  await page.getByRole('textbox', { name: 'Search' }).fill(P);
  await expect(row(page, P, '00020')).toContainText('Confirmed');
  await expect(row(page, P, '00020')).toContainText('80 PC');
  await expect(row(page, P, '00030')).toContainText('Change rejected');
  await page
    .getByRole('button', { name: `Open PO ${P}` })
    .first()
    .click();
  await dialog(page).getByRole('tab', { name: 'Operation record' }).click();
  await expect(dialog(page).getByRole('table', { name: 'Operation record' })).toContainText('Rejected the change of item 00030 (TBD02)');
  // The change requests name the reason, as the dialog offered it, and carry the vendor's remark.
  await dialog(page).getByRole('tab', { name: 'Change requests' }).click();
  const changeRequest = dialog(page).getByRole('table', { name: 'Change requests' }).getByRole('row').filter({ hasText: 'Line 2 is down this week' });
  await expect(changeRequest).toContainText('R01 Capacity shortage');
});

test('an offline answer on an item the ERP changed meanwhile is refused with the reason, then retried or discarded', async ({ context, page, ownServer }) => {
  const P = '4500099002';
  await signInControlled(page, 'vendor1');
  await openList(page, 'vendor', P);
  await pick(page, P, '00010');
  await page.getByRole('button', { name: 'Receive', exact: true }).click();
  await expect.poll(async () => (await detailOf(ownServer.url, 'vendor1', P)).items[0]!.itemStatus).toBe('received');

  await goOffline(context, page);
  await page.getByRole('textbox', { name: 'Search' }).fill(P);
  for (const item of ['00010', '00020']) {
    await pick(page, P, item);
    await page.getByRole('button', { name: 'Confirm', exact: true }).click();
    await expect(row(page, P, item)).toContainText('Confirmed');
    // Each row says its answer has not reached the server yet.
    await expect(row(page, P, item).getByTestId('action-mark-pending')).toHaveText('Waiting to send');
  }
  // Meanwhile the ERP changes both items' quantities.
  const token = await apiToken(ownServer.url, 'admin');
  const changed = { ...po(P), items: items.map((i, n) => (n < 2 ? { ...i, qty: 90 } : i)) };
  const res = await fetch(`${ownServer.url}/api/po/import`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: JSON.stringify({ pos: [changed] }),
  });
  expect(res.status).toBe(200);

  await context.setOffline(false);
  await expect(indicator(page)).toHaveAttribute('data-unsent', '0');
  // The refusal is not a silent revert: a notice names the items, and the rows say so until resolved.
  const notice = page.getByRole('alert').filter({ has: page.getByTestId('refusal-notice') });
  await expect(notice).toContainText('2 actions were refused');
  await expect(notice).toContainText(`Item 00010 of PO ${P} and 1 more`);
  // Below the header: toasts covered the connection badge and the search (measured once it has slid in).
  await transitionsEnded(page);
  const header = (await page.getByRole('banner').boundingBox())!;
  expect((await notice.boundingBox())!.y).toBeGreaterThanOrEqual(header.y + header.height);
  for (const item of ['00010', '00020']) {
    await expect(row(page, P, item)).toContainText('Received');
    await expect(row(page, P, item).getByTestId('action-mark-refused')).toHaveText('Refused');
  }
  await notice.getByRole('button', { name: 'Review' }).click();
  const refused = page.getByRole('list', { name: 'Refused actions' }).getByRole('listitem');
  await expect(refused).toHaveCount(2);
  await expect(refused.first()).toContainText(`Item 00010 of PO ${P} was changed by someone else after you acted.`);
  // Before and after: what the vendor saw and wanted, and what the item is now.
  const compared = refused.first().getByRole('table', { name: 'What you wanted and what is there now' });
  await expect(compared.getByRole('row').filter({ hasText: 'Item status' }).getByRole('cell')).toHaveText([
    'Item status',
    'Received, to answer',
    'Confirmed',
    'Received, to answer',
  ]);
  await expect(compared.getByRole('row').filter({ hasText: 'QTY' }).getByRole('cell')).toHaveText(['QTY', '100', '100', '90']);
  expect(await seriousAxeFindings(page)).toEqual([]);
  await refused.first().getByRole('button', { name: 'Retry' }).click();
  await expect(refused).toHaveCount(1);
  await refused.first().getByRole('button', { name: 'Discard' }).click();
  await expect(refused).toHaveCount(0);
  await page.keyboard.press('Escape');
  await expect(row(page, P, '00010')).toContainText('Confirmed');
  await expect(page.getByTestId('action-mark-refused')).toHaveCount(0);
  await expect(page.getByTestId('action-mark-pending')).toHaveCount(0);
  await expect(indicator(page)).toHaveAttribute('data-unsent', '0');
  const after = await detailOf(ownServer.url, 'vendor1', P);
  expect(after.items.slice(0, 2).map((i) => [i.itemStatus, i.qty])).toEqual([
    ['confirmed', 90],
    ['received', 90],
  ]);
});
