import type { Page } from '@playwright/test';
import type { ImportedPo } from '../../src/shared/contracts/po.ts';
import { expect, testWithOwnServer } from './support/fixtures.ts';
import { indicator } from './support/offline.ts';
import { importAsAdmin } from './support/po-import.ts';
import { signIn } from './support/session.ts';

const po = (poNumber: string, deliveryDate: string): ImportedPo => ({
  poNumber,
  supplierCode: 'V1001',
  supplierName: 'Acme Parts',
  plant: '1000',
  documentDate: '2026-11-20',
  purchasingGroup: 'P01',
  items: ['00010', '00020'].map((itemNumber) => ({ itemNumber, material: `MAT-${poNumber}-${itemNumber}`, orderUnit: 'PC', qty: 10, deliveryDate })),
});

const test = testWithOwnServer({ prepare: (db) => importAsAdmin(db, [po('4500098001', '2026-12-20'), po('4500098002', '2026-12-05')]) });
const LIST = '/materialTracking/vendor/index';
const row = (page: Page, poNumber: string, item: string) => page.getByTestId(`po-row-${poNumber}-${item}`);
const rowNumbers = (page: Page) => page.locator('[data-testid^="po-row-45000980"]').evaluateAll((rows) => rows.map((r) => r.getAttribute('data-testid')));

test('a filtered, sorted PO list survives a reload and opens the same from a shared link', async ({ page, browser, ownServer }) => {
  await page.goto('/login');
  await signIn(page, 'vendor1');
  await expect(page.getByTestId('user-name')).toBeVisible();
  await page.goto(LIST);
  await expect(row(page, '4500098001', '00010')).toBeVisible();

  await page.getByRole('textbox', { name: 'Search' }).fill('45000980');
  await page.getByRole('combobox', { name: 'Item status' }).selectOption({ label: 'Pending receiving' });
  await page
    .getByRole('main')
    .getByRole('table')
    .getByRole('button', { name: /^Deliv\. date\/ETA/ })
    .click();
  // The later-numbered PO delivers first, so sorting by date puts it on top.
  await expect
    .poll(() => rowNumbers(page))
    .toEqual(['po-row-4500098002-00010', 'po-row-4500098002-00020', 'po-row-4500098001-00010', 'po-row-4500098001-00020']);
  await expect(page).toHaveURL(/keyword=45000980/);
  await expect(page).toHaveURL(/itemStatus=pendingReceipt/);
  await expect(page).toHaveURL(/sidx=deliveryDate/);

  await page.reload();
  await expect(page.getByRole('textbox', { name: 'Search' })).toHaveValue('45000980');
  await expect(page.getByRole('combobox', { name: 'Item status' }).locator('option:checked')).toHaveText('Pending receiving');
  await expect
    .poll(() => rowNumbers(page))
    .toEqual(['po-row-4500098002-00010', 'po-row-4500098002-00020', 'po-row-4500098001-00010', 'po-row-4500098001-00020']);

  // A colleague with the same rights opens the link: the same list, not the default one.
  const shared = page.url();
  const other = await browser.newPage({ baseURL: ownServer.url });
  await other.goto('/login');
  await signIn(other, 'vendor1');
  await expect(other.getByTestId('user-name')).toBeVisible();
  await other.goto(shared);
  await expect(other.getByRole('textbox', { name: 'Search' })).toHaveValue('45000980');
  await expect
    .poll(() => rowNumbers(other))
    .toEqual(['po-row-4500098002-00010', 'po-row-4500098002-00020', 'po-row-4500098001-00010', 'po-row-4500098001-00020']);

  // An old or hand-edited link still opens the list: what does not parse is left out.
  await other.goto(`${LIST}?status=noSuchStatus&keyword=4500098001&pageSize=7`);
  await expect(other.getByRole('textbox', { name: 'Search' })).toHaveValue('4500098001');
  await expect.poll(() => rowNumbers(other)).toEqual(['po-row-4500098001-00010', 'po-row-4500098001-00020']);
  await other.close();
});

test('a PO number typed in the header search opens that PO, whose items are answered in its panel; it opens again after it was closed', async ({ page }) => {
  await page.goto('/login');
  await signIn(page, 'vendor1');
  await expect(page.getByTestId('user-name')).toBeVisible();
  await page.goto(LIST);
  await expect(row(page, '4500098001', '00010')).toBeVisible();
  const search = async () => {
    await page.getByRole('button', { name: 'Search pages' }).click();
    await page.getByRole('dialog', { name: 'Search pages' }).getByRole('textbox').fill('4500098002');
    const results = page.getByRole('listbox', { name: 'Matching pages and POs' });
    await expect(results.getByRole('option')).toHaveText(['PO 4500098002Acme Parts · Pending receiving']);
    await page.keyboard.press('Enter');
  };
  for (let time = 0; time < 2; time++) {
    await search();
    // The list shows that PO's items, and its panel is open.
    const panel = page.getByRole('dialog', { name: /4500098002/ });
    await expect(panel).toBeVisible();
    await expect(row(page, '4500098001', '00010')).toBeHidden();
    await expect(row(page, '4500098002', '00010')).toBeVisible();
    if (time === 0) {
      // The panel has the list's actions, for the items chosen in it.
      await panel.getByRole('checkbox', { name: 'Select item 00020 of PO 4500098002' }).check();
      await panel.getByRole('button', { name: 'Receive', exact: true }).click();
      await expect(panel.getByTestId('po-panel-row-00020')).toContainText('Received');
      await expect(panel.getByRole('checkbox', { name: 'Select item 00020 of PO 4500098002' })).not.toBeChecked();
    }
    await page.keyboard.press('Escape');
    await expect(panel).toBeHidden();
    await expect(page).not.toHaveURL(/PO=/);
  }
});

test('on a new device the first POs show, with the count so far, while the rest of the first pull is on its way', async ({ context, page }) => {
  // The pull comes in pages of three changes; once one has brought PO items, the next waits until
  // the test lets it go.
  let release: () => void = () => undefined;
  const released = new Promise<void>((resolve) => (release = resolve));
  let itemsArrived = false;
  await context.route(/\/api\/sync\/pull/, async (route) => {
    const body = JSON.parse(route.request().postData() ?? '{}') as { limit?: number };
    // The sign-in's check of the device's last acknowledged action asks for one change: not the pull.
    if (body.limit === 1) return route.fallback();
    if (itemsArrived) await released;
    const response = await route.fetch({ postData: JSON.stringify({ ...body, limit: 3 }) });
    const { data } = (await response.json()) as { data: { changes: { table: string }[] } };
    itemsArrived ||= data.changes.some((change) => change.table === 'poItems');
    return route.fulfill({ response });
  });
  await page.goto('/login');
  await signIn(page, 'vendor1');
  await expect(page.getByTestId('user-name')).toBeVisible();
  await page.goto(LIST);
  await expect(page.getByTestId('po-receiving')).toHaveText(/^Receiving your POs: [\d,]+ rows so far/);
  await expect(row(page, '4500098001', '00010')).toBeVisible();
  await expect(indicator(page)).toHaveAttribute('data-status', 'syncing');

  release();
  await expect(page.getByTestId('po-receiving')).toBeHidden();
  await expect(indicator(page)).toHaveAttribute('data-status', 'online');
  await expect(row(page, '4500098002', '00020')).toBeVisible();
});

test("at 1280 px the buyer's list shows the delivery date whole beside its pinned status, the PO's status beneath the item's", async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto('/login');
  await signIn(page, 'buyer1');
  await expect(page.getByTestId('user-name')).toBeVisible();
  await page.goto('/materialTracking/buyer/index');
  await expect(row(page, '4500098001', '00010')).toBeVisible();
  const table = page.getByRole('main').getByRole('table');
  const date = await table.getByRole('columnheader', { name: /^Deliv\. date\/ETA/ }).boundingBox();
  const status = await table.getByRole('columnheader', { name: 'Status', exact: true }).boundingBox();
  expect(date!.x + date!.width).toBeLessThanOrEqual(status!.x);
  await expect(row(page, '4500098001', '00010').getByText('PO: Pending receiving')).toBeVisible();
});
