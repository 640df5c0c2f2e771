import ExcelJS from 'exceljs';
import { expect, test } from './support/fixtures.ts';
import { signIn } from './support/session.ts';

test('an uploaded workbook can be previewed as a table without downloading it', async ({ page }) => {
  const book = new ExcelJS.Workbook();
  const sheet = book.addWorksheet('Deliveries');
  sheet.addRow(['PO', 'Item', 'QTY']);
  sheet.addRow(['4500099401', '00010', 42]);
  const buffer = Buffer.from(await book.xlsx.writeBuffer());

  await page.goto('/login');
  await signIn(page, 'uploader1');
  await expect(page.getByTestId('user-name')).toBeVisible();
  await page.goto('/profile/uploads');
  await page
    .getByTestId('upload-dropzone')
    .locator('input[type=file]')
    .setInputFiles({ name: 'deliveries.xlsx', mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet', buffer });
  await page.getByRole('button', { name: 'Preview deliveries.xlsx' }).click();
  const table = page.getByRole('dialog').getByRole('table', { name: 'Sheet Deliveries' });
  // The header names the sheet's columns as a spreadsheet does (#, A, B, C); then the sheet's two rows.
  await expect(table.getByRole('row')).toHaveCount(3);
  await expect(table.getByRole('row').nth(2)).toHaveText(['2', '4500099401', '00010', '42'].join(''));
});
