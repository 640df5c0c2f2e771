import type { Page } from '@playwright/test';
import ExcelJS from 'exceljs';
import { minimalDocx } from '../support/minimal-docx.ts';
import { seriousAxeFindings } from './support/axe.ts';
import { expect, test } from './support/fixtures.ts';
import { signIn } from './support/session.ts';

const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
const DOCX = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document';

async function signedInAsUploader(page: Page) {
  await page.goto('/login');
  await signIn(page, 'uploader1');
  await expect(page.getByTestId('user-name')).toBeVisible();
}

async function upload(page: Page, name: string, mimeType: string, buffer: Buffer) {
  await page.getByTestId('upload-dropzone').locator('input[type=file]').setInputFiles({ name, mimeType, buffer });
  await expect(page.getByRole('button', { name: `Preview ${name}` })).toBeVisible();
}

test('uploaded files open in the full-screen document preview: a workbook as a table, a Word document drawn in a frame', async ({ page }) => {
  const book = new ExcelJS.Workbook();
  const sheet = book.addWorksheet('Deliveries');
  sheet.addRow(['PO', 'Item', 'QTY']);
  sheet.addRow(['4500099401', '00010', 42]);
  const workbook = Buffer.from(await book.xlsx.writeBuffer());
  const document = minimalDocx(['Delivery note', 'PO 4500099401 ships 42 pieces on 15 December.']);

  await signedInAsUploader(page);
  await page.goto('/profile/uploads');
  await upload(page, 'deliveries.xlsx', XLSX, workbook);
  await upload(page, 'delivery-note.docx', DOCX, document);

  await page.getByRole('button', { name: 'Preview deliveries.xlsx' }).click();
  const sheetDialog = page.getByRole('dialog', { name: 'Document preview - deliveries.xlsx' });
  const table = sheetDialog.getByRole('table', { name: 'Sheet Deliveries' });
  // The header names the sheet's columns as a spreadsheet does (#, A, B, C); then the sheet's two rows.
  await expect(table.getByRole('row')).toHaveCount(3);
  await expect(table.getByRole('row').nth(2)).toHaveText(['2', '4500099401', '00010', '42'].join(''));
  expect(await seriousAxeFindings(page)).toEqual([]);
  await sheetDialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(sheetDialog).toBeHidden();

  await page.getByRole('button', { name: 'Preview delivery-note.docx' }).click();
  const wordDialog = page.getByRole('dialog', { name: 'Document preview - delivery-note.docx' });
  const drawn = wordDialog.frameLocator('iframe[title="Contents of delivery-note.docx"]');
  await expect(drawn.getByText('PO 4500099401 ships 42 pieces on 15 December.')).toBeVisible();
  await expect(drawn.getByText('Delivery note')).toBeVisible();
  expect(await seriousAxeFindings(page)).toEqual([]);
  // Escape closes it as Cancel does, back to the list.
  await page.keyboard.press('Escape');
  await expect(wordDialog).toBeHidden();
});

test('the header button enters and leaves full screen, its label following the page, and warns where full screen is not supported', async ({ page }) => {
  await signedInAsUploader(page);
  const toggle = page.getByTestId('fullscreen-toggle');
  await expect(toggle).toHaveAccessibleName('Full screen');
  // Reached from the keyboard like the other header buttons.
  await toggle.focus();
  await page.keyboard.press('Enter');
  await expect(toggle).toHaveAccessibleName('Exit full screen');
  expect(await page.evaluate(() => document.fullscreenElement === document.documentElement)).toBe(true);
  // Leaving by the browser (as Esc does) turns the button back.
  await page.evaluate(() => document.exitFullscreen());
  await expect(toggle).toHaveAccessibleName('Full screen');

  // A browser without the full-screen API (an iPhone, a frame not allowed it) is told what to do instead.
  await page.addInitScript(() => Object.defineProperty(Document.prototype, 'fullscreenEnabled', { get: () => false }));
  await page.reload();
  await page.getByTestId('fullscreen-toggle').click();
  await expect(page.getByText("Full screen is not supported in this browser. Use the browser's own full-screen key instead")).toBeVisible();
  await expect(page.getByTestId('fullscreen-toggle')).toHaveAccessibleName('Full screen');
});
