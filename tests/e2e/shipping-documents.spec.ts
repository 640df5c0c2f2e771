import fs from 'node:fs';
import type { Browser, Locator, Page } from '@playwright/test';
import type { ImportedPo } from '../../src/shared/contracts/po.ts';
import { expect, testWithOwnServer } from './support/fixtures.ts';
import { importAsAdmin } from './support/po-import.ts';
import { uploadFile, over } from '../api/support/upload.ts';
import { indicator, signInControlled } from './support/offline.ts';
import { apiToken, signIn } from './support/session.ts';

const P = '4500099501';
const OFFLINE_PO = '4500099502';
const po = (poNumber: string): ImportedPo => ({
  poNumber,
  supplierCode: 'V1001',
  supplierName: 'Acme Parts',
  plant: '1000',
  documentDate: '2026-11-20',
  purchasingGroup: 'P01',
  items: ['00010', '00020'].map((itemNumber) => ({ itemNumber, material: `MAT-${itemNumber}`, orderUnit: 'PC', qty: 100, deliveryDate: '2026-12-15' })),
});
const FILE = 'packing list.pdf';
const BYTES = Buffer.from('%PDF-1.4\npacking list: 2 pallets, 200 PC\n%%EOF\n');

// Documents and their receipt are this file's own state: a server of its own.
const test = testWithOwnServer({ prepare: (db) => importAsAdmin(db, [po(P), po(OFFLINE_PO)]) });

/** A 1024 px tablet signed in as `account`. */
async function tablet(browser: Browser, baseURL: string, account: string): Promise<Page> {
  const context = await browser.newContext({ baseURL, viewport: { width: 1024, height: 768 }, acceptDownloads: true });
  const page = await context.newPage();
  await page.goto('/login');
  await signIn(page, account);
  await expect(page.getByTestId('user-name')).toBeVisible();
  return page;
}

/** Opens the PO's drawer on its shipping documents tab; answers the drawer. */
async function openDocuments(page: Page, side: 'vendor' | 'buyer', count: number, poNumber = P): Promise<Locator> {
  await page.goto(`/materialTracking/${side}/index`);
  await page.getByRole('textbox', { name: 'Search' }).fill(poNumber);
  await page
    .getByRole('button', { name: `Open PO ${poNumber}` })
    .first()
    .click();
  const drawer = page.getByRole('dialog');
  await drawer.getByRole('tab', { name: `Shipping documents (${count})` }).click();
  return drawer;
}

const documentRow = (drawer: Locator) => drawer.getByTestId(`document-${FILE}`);

test('the vendor attaches a packing list to an item; the buyer downloads, receives and unreceives it; the vendor sees each status', async ({
  browser,
  ownServer,
}) => {
  test.setTimeout(120_000);
  const vendor = await tablet(browser, ownServer.url, 'vendor1');
  let drawer = await openDocuments(vendor, 'vendor', 0);
  await expect(drawer).toContainText('No shipping documents yet.');
  await drawer.getByRole('button', { name: 'Add a shipping document' }).click();
  // Attach says what is missing before anything is sent.
  await drawer.getByRole('button', { name: 'Attach' }).click();
  await expect(drawer.getByText('Document type: pick one.')).toBeVisible();
  await expect(drawer.getByText('File: choose a file and wait until it is uploaded.')).toBeVisible();

  await drawer.getByRole('combobox', { name: 'Document type' }).click();
  await vendor.getByRole('option', { name: 'Packing list' }).click();
  await drawer.getByRole('combobox', { name: 'For' }).click();
  await vendor.getByRole('option', { name: 'Item 00020 · MAT-00020' }).click();
  await drawer.getByRole('textbox', { name: 'Remark' }).fill('2 pallets');
  await drawer.getByTestId('upload-dropzone').locator('input[type=file]').setInputFiles({ name: FILE, mimeType: 'application/pdf', buffer: BYTES });
  await expect(drawer.getByText('Uploaded', { exact: true })).toBeVisible();
  await expect(drawer.getByText('File: choose a file and wait until it is uploaded.')).toHaveCount(0);
  await drawer.getByRole('button', { name: 'Attach' }).click();
  await expect(documentRow(drawer)).toContainText('Item 00020');
  await expect(documentRow(drawer)).toContainText('Victor Vendor');
  await expect(documentRow(drawer)).toContainText('Sent');
  await expect(drawer.getByRole('tab', { name: 'Shipping documents (1)' })).toBeVisible();

  // The buyer's list marks the PO, and the document downloads with its bytes.
  const buyer = await tablet(browser, ownServer.url, 'buyer1');
  await buyer.goto('/materialTracking/buyer/index');
  await buyer.getByRole('textbox', { name: 'Search' }).fill(P);
  await expect(buyer.getByLabel('Shipping documents to receive: 1').first()).toBeVisible();
  const buyerDrawer = await openDocuments(buyer, 'buyer', 1);
  await expect(documentRow(buyerDrawer)).toContainText('Packing list');
  await expect(documentRow(buyerDrawer)).toContainText('2 pallets');
  const download = buyer.waitForEvent('download');
  await buyerDrawer.getByRole('button', { name: `Download ${FILE}` }).click();
  expect(fs.readFileSync(await (await download).path()).equals(BYTES)).toBe(true);

  // Receive, from the keyboard.
  await buyerDrawer.getByRole('button', { name: `Receive ${FILE}` }).focus();
  await buyer.keyboard.press('Enter');
  await expect(documentRow(buyerDrawer)).toContainText('Received');
  await expect(indicator(buyer)).toHaveAttribute('data-unsent', '0');
  await expect(documentRow(buyerDrawer)).toContainText('Bella Buyer');

  await vendor.reload();
  drawer = await openDocuments(vendor, 'vendor', 1);
  await expect(documentRow(drawer)).toContainText('Received');
  await expect(documentRow(drawer)).toContainText('Bella Buyer');
  // Received: the vendor can no longer remove it.
  await expect(drawer.getByRole('button', { name: `Remove ${FILE}` })).toHaveCount(0);

  // Unreceive asks first.
  await buyerDrawer.getByRole('button', { name: `Unreceive ${FILE}` }).click();
  const confirm = buyer.getByRole('dialog').filter({ hasText: 'goes back to "sent"' });
  await confirm.getByRole('button', { name: 'Confirm' }).click();
  await expect(documentRow(buyerDrawer)).toContainText('Sent');
  await expect(indicator(buyer)).toHaveAttribute('data-unsent', '0');
  await buyerDrawer.getByRole('tab', { name: 'Operation record' }).click();
  const record = buyerDrawer.getByRole('table', { name: 'Operation record' });
  await expect(record).toContainText(`Attached ${FILE} (Packing list)`);
  await expect(record).toContainText(`Received ${FILE} (Packing list)`);
  await expect(record).toContainText(`Unreceived ${FILE} (Packing list): back to sent`);
  await buyer.context().close();

  await vendor.reload();
  drawer = await openDocuments(vendor, 'vendor', 1);
  await expect(documentRow(drawer)).toContainText('Sent');
  await expect(documentRow(drawer)).not.toContainText('Bella Buyer');
  await expect(drawer.getByRole('button', { name: `Remove ${FILE}` })).toBeEnabled();
  await vendor.context().close();
});

test('a buyer receives a document offline and takes it back; both reach the server once the tablet is back online', async ({ browser, ownServer }) => {
  // The vendor attaches through the API, as an integration would.
  const token = await apiToken(ownServer.url, 'vendor1');
  const headers = { authorization: `Bearer ${token}`, 'content-type': 'application/json' };
  const found = (await (await fetch(`${ownServer.url}/api/po/items?keyword=${OFFLINE_PO}&pageSize=1`, { headers })).json()) as {
    data: { list: { poId: string }[] };
  };
  const poId = found.data.list[0]!.poId;
  const stored = await uploadFile(over(ownServer.url), token, Buffer.from('%PDF-1.4\ninvoice 42\n%%EOF\n'), 'invoice.pdf', 'annex');
  const attached = await fetch(`${ownServer.url}/api/po/${poId}/ShippingDocuments`, {
    method: 'POST',
    headers,
    body: JSON.stringify({ docType: 'commercialInvoice', fileVersionId: stored.fileVersionId }),
  });
  expect(attached.status).toBe(200);

  const context = await browser.newContext({ baseURL: ownServer.url, viewport: { width: 1024, height: 768 } });
  const page = await context.newPage();
  await signInControlled(page, 'uploader1');
  await openDocuments(page, 'buyer', 1, OFFLINE_PO);
  await context.setOffline(true);
  await page.reload();
  await expect(indicator(page)).toHaveAttribute('data-status', 'offline');
  const drawer = await openDocuments(page, 'buyer', 1, OFFLINE_PO);
  const row = drawer.getByTestId('document-invoice.pdf');
  await drawer.getByRole('button', { name: 'Receive invoice.pdf' }).click();
  await expect(row).toContainText('Received');
  await expect(row).toContainText('waiting to be sent');
  await expect(indicator(page)).toHaveAttribute('data-unsent', '1');
  // A mistake: taken back before the first action has even left the tablet.
  await drawer.getByRole('button', { name: 'Unreceive invoice.pdf' }).click();
  await page.getByRole('dialog').filter({ hasText: 'goes back to "sent"' }).getByRole('button', { name: 'Confirm' }).click();
  await expect(drawer.getByRole('button', { name: 'Receive invoice.pdf' })).toBeVisible();
  await expect(indicator(page)).toHaveAttribute('data-unsent', '2');

  await context.setOffline(false);
  await expect(indicator(page)).toHaveAttribute('data-unsent', '0');
  await expect(row).not.toContainText('waiting to be sent');
  await expect(drawer.getByRole('button', { name: 'Receive invoice.pdf' })).toBeEnabled();
  const listed = (await (await fetch(`${ownServer.url}/api/po/${poId}/ShippingDocuments`, { headers })).json()) as {
    data: { list: { status: string; receivedBy: string | null }[] };
  };
  expect(listed.data.list).toEqual([expect.objectContaining({ status: 'sent', receivedBy: null })]);
  await context.close();
});
