import type { Page } from '@playwright/test';
import ExcelJS from 'exceljs';
import { BATCH_COLUMNS } from '../../src/shared/domain/po/batch.ts';
import { expect, testWithOwnServer } from './support/fixtures.ts';
import { apiToken, signIn } from './support/session.ts';

// Batches change POs others rely on: a server of their own.
const test = testWithOwnServer();

const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
const row = (poNumber: string, itemNumber: string, qty: number) => ({
  poNumber,
  itemNumber,
  supplierCode: 'V1001',
  supplierName: 'Acme Parts',
  plant: '1000',
  documentDate: '2026-11-20',
  purchasingGroup: 'P01',
  material: `MAT-${itemNumber}`,
  orderUnit: 'PC',
  qty,
  deliveryDate: '2026-12-15',
});

/** A filled template: English titles as the template gives them. */
async function workbook(rows: Record<string, string | number>[]): Promise<Buffer> {
  const book = new ExcelJS.Workbook();
  const sheet = book.addWorksheet('Upload');
  sheet.addRow(BATCH_COLUMNS.poUpload.map((c) => c.key));
  for (const r of rows) sheet.addRow(BATCH_COLUMNS.poUpload.map((c) => r[c.key] ?? ''));
  return Buffer.from(await book.xlsx.writeBuffer());
}

async function upload(page: Page, name: string, buffer: Buffer): Promise<void> {
  await page.getByTestId('upload-dropzone').locator('input[type=file]').setInputFiles({ name, mimeType: XLSX, buffer });
}

test('a workbook with a bad row shows it in the dry run and applies nothing; a correct one applies and the list shows it', async ({ page, ownServer }) => {
  await page.goto('/login');
  await signIn(page, 'buyer1');
  await expect(page.getByTestId('user-name')).toBeVisible();
  await page.goto('/materialTracking/buyer/batchRecord');

  await upload(page, 'bad.xlsx', await workbook([row('4500099301', '00010', 10), row('4500099301', '00020', 0)]));
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByRole('alert')).toContainText('Upload failed. Pls. check the detail in Batch Change Record.');
  await expect(dialog.getByRole('table', { name: 'Dry run' })).toContainText('Row 3: QTY must be greater than 0.');
  await expect(dialog.getByRole('button', { name: 'Confirm and apply' })).toHaveCount(0);
  // Which rows show is kept in the address: a reload opens the same batch, errors only.
  await dialog.getByText('Rows with errors', { exact: true }).click();
  await expect(dialog.getByRole('table', { name: 'Dry run' }).getByRole('row')).toHaveCount(2);
  await page.reload();
  await expect(dialog.getByRole('radio', { name: 'Rows with errors' })).toBeChecked();
  await expect(dialog.getByRole('table', { name: 'Dry run' }).getByRole('row')).toHaveCount(2);
  await expect(dialog.getByRole('table', { name: 'Dry run' })).toContainText('Row 3: QTY must be greater than 0.');
  await page.keyboard.press('Escape');
  await expect(page).not.toHaveURL(/batch=/);
  const headers = { authorization: `Bearer ${await apiToken(ownServer.url, 'buyer1')}` };
  const onServer = async () =>
    ((await (await fetch(`${ownServer.url}/api/po/items?keyword=4500099301`, { headers })).json()) as { data: { pagination: { total: number } } }).data
      .pagination.total;
  expect(await onServer()).toBe(0);

  await upload(page, 'good.xlsx', await workbook([row('4500099301', '00010', 10), row('4500099301', '00020', 20)]));
  await expect(dialog).toContainText('Ready to confirm');
  await expect(dialog.getByRole('table', { name: 'Dry run' }).getByRole('row')).toHaveCount(3);
  await dialog.getByRole('button', { name: 'Confirm and apply' }).click();
  await expect(dialog).toContainText('Confirmed');
  await page.keyboard.press('Escape');
  await expect(page.getByRole('table', { name: 'Batch change record' })).toContainText('bad.xlsx');

  expect(await onServer()).toBe(2);
  await page.goto('/materialTracking/buyer/index');
  await page.getByRole('textbox', { name: 'Search' }).fill('4500099301');
  await expect(page.getByTestId('po-row-4500099301-00020')).toContainText('20');
  await expect(page.getByTestId('po-row-4500099301-00010')).toBeVisible();
});
