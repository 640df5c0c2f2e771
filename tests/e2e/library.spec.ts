import fs from 'node:fs';
import type { Browser, Page } from '@playwright/test';
import { expect, testWithOwnServer } from './support/fixtures.ts';
import { indicator, signInControlled } from './support/offline.ts';
import { apiToken, signIn } from './support/session.ts';

// Folders, favourites and the download log are shared state: a server of this file's own.
const test = testWithOwnServer();

const FOLDER = 'Quality manuals';
const FILE_NAME = 'inspection plan.pdf';
const BYTES = Buffer.from('%PDF-1.4\ninspection plan for the supplier line\n%%EOF\n');

async function signedIn(browser: Browser, baseURL: string, account: string): Promise<Page> {
  const context = await browser.newContext({ baseURL, viewport: { width: 1024, height: 768 }, acceptDownloads: true });
  const page = await context.newPage();
  await page.goto('/login');
  await signIn(page, account);
  await expect(page.getByTestId('user-name')).toBeVisible();
  return page;
}

const row = (page: Page, name: string) => page.getByTestId('library-row').filter({ hasText: name });

test('a buyer files a document in a new folder; a vendor finds, collects and downloads it, and the download is logged', async ({ browser, ownServer }) => {
  test.setTimeout(90_000);
  const buyer = await signedIn(browser, ownServer.url, 'buyer1');
  await buyer.goto('/materialTracking/buyer/files');
  await buyer.getByRole('button', { name: 'New folder' }).click();
  const naming = buyer.getByRole('dialog', { name: 'New folder' });
  // A blank name is named under the field before anything is sent.
  await naming.getByRole('button', { name: 'Create' }).click();
  await expect(naming.getByLabel('Folder name')).toHaveAccessibleDescription(/Folder name/);
  await naming.getByLabel('Folder name').fill(FOLDER);
  await naming.getByRole('button', { name: 'Create' }).click();
  await expect(naming).toBeHidden();
  // The same name again: the server's refusal shows in the dialog, which stays open.
  await buyer.getByRole('button', { name: 'New folder' }).click();
  await naming.getByLabel('Folder name').fill(FOLDER);
  await naming.getByRole('button', { name: 'Create' }).click();
  await expect(naming.getByRole('alert')).toHaveText(`A folder named ${FOLDER} is already here.`);
  await naming.getByRole('button', { name: 'Cancel' }).click();
  await buyer.getByRole('button', { name: `Open folder ${FOLDER}` }).click();
  await expect(buyer.getByRole('navigation', { name: 'Folder path' })).toContainText(FOLDER);
  await buyer.getByTestId('upload-dropzone').locator('input[type=file]').setInputFiles({ name: FILE_NAME, mimeType: 'application/pdf', buffer: BYTES });
  await expect(row(buyer, FILE_NAME)).toContainText('Bella Buyer');
  await expect(row(buyer, FILE_NAME)).toContainText('File');
  await buyer.context().close();

  const vendor = await signedIn(browser, ownServer.url, 'vendor1');
  await vendor.goto('/materialTracking/vendor/files');
  // The vendor side reads: no folder or upload tools.
  await expect(vendor.getByRole('button', { name: 'New folder' })).toHaveCount(0);
  await vendor.getByRole('button', { name: `Open folder ${FOLDER}` }).click();
  await expect(row(vendor, FILE_NAME)).toBeVisible();
  // The folder is in the address: a reload opens it again.
  await vendor.reload();
  await expect(vendor.getByRole('navigation', { name: 'Folder path' })).toContainText(FOLDER);
  await expect(row(vendor, FILE_NAME)).toBeVisible();
  await vendor.getByRole('button', { name: `Add ${FILE_NAME} to My Collection` }).click();
  await expect(vendor.getByRole('button', { name: `Remove ${FILE_NAME} from My Collection` })).toHaveAttribute('aria-pressed', 'true');

  await vendor.getByRole('tab', { name: 'My Collection' }).click();
  await expect(row(vendor, FILE_NAME)).toBeVisible();
  const download = vendor.waitForEvent('download');
  await row(vendor, FILE_NAME)
    .getByRole('button', { name: `Download ${FILE_NAME}` })
    .click();
  const saved = await download;
  expect(saved.suggestedFilename()).toBe(FILE_NAME);
  expect(fs.readFileSync(await saved.path()).equals(BYTES)).toBe(true);

  await vendor.getByRole('tab', { name: 'User Download Log' }).click();
  const log = vendor.getByRole('table', { name: 'User Download Log' });
  await expect(log).toContainText(FILE_NAME);
  await expect(log).toContainText('Victor Vendor (vendor1)');
  await vendor.context().close();
});

test('offline, the library opens with the listing last loaded and says downloads need a connection', async ({ browser, ownServer }) => {
  const shelf = 'Offline shelf';
  const token = await apiToken(ownServer.url, 'buyer1');
  const made = await fetch(`${ownServer.url}/api/library/Folders`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: JSON.stringify({ parentId: null, name: shelf }),
  });
  expect(made.status).toBe(200);
  const context = await browser.newContext({ baseURL: ownServer.url });
  const page = await context.newPage();
  await signInControlled(page, 'vendor2');
  await page.goto('/materialTracking/vendor/files');
  await expect(page.getByRole('button', { name: `Open folder ${shelf}` })).toBeVisible();

  await context.setOffline(true);
  await page.reload();
  await expect(indicator(page)).toHaveAttribute('data-status', 'offline');
  await expect(page.getByRole('status').filter({ hasText: 'Downloads and changes need a connection' })).toBeVisible();
  await expect(page.getByRole('button', { name: `Open folder ${shelf}` })).toBeVisible();
  await context.close();
});
