import ExcelJS from 'exceljs';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { filePreview } from '../../src/shared/contracts/files.ts';
import { body, dataOf, startTestApp, type TestApp } from './support/harness.ts';
import { uploadFile } from './support/upload.ts';

let t: TestApp;
const tokens: Record<string, string> = {};
beforeEach(async () => {
  t = await startTestApp();
  for (const account of ['buyer1', 'vendor1']) tokens[account] = await t.tokenFor(account);
});
afterEach(() => t.close());

const preview = (id: string, account = 'buyer1') => t.request({ method: 'GET', url: `/api/file/Uploader/Preview?fileVersionId=${id}`, token: tokens[account] });

describe('file preview', () => {
  it('shows the first rows of a workbook as a table, and says when there are more', async () => {
    const book = new ExcelJS.Workbook();
    const sheet = book.addWorksheet('Orders');
    sheet.addRow(['PO', 'Item', 'Delivery']);
    for (let n = 1; n <= 250; n++) sheet.addRow([`45${String(n).padStart(8, '0')}`, n * 10, new Date(Date.UTC(2026, 11, 15))]);
    const file = await uploadFile(t, tokens.buyer1!, Buffer.from(await book.xlsx.writeBuffer()), 'orders.xlsx', 'annex');
    const shown = dataOf(filePreview, await preview(file.fileVersionId));
    if (shown.kind !== 'sheet') throw new Error('expected a sheet');
    expect(shown.sheet.name).toBe('Orders');
    expect(shown.sheet.rows).toHaveLength(200);
    expect(shown.sheet.rows.slice(0, 2)).toEqual([['PO', 'Item', 'Delivery'], ['4500000001', '10', '2026-12-15']]);
    expect(shown.sheet.truncated).toBe(true);
    // Not the owner: as if it did not exist.
    expect((await preview(file.fileVersionId, 'vendor1')).statusCode).toBe(404);
  });

  it('lets the browser show images and PDF itself, and asks to download what it cannot show', async () => {
    const png = await uploadFile(t, tokens.buyer1!, Buffer.from('89504e470d0a1a0a', 'hex'), 'scan.png', 'annex');
    expect(dataOf(filePreview, await preview(png.fileVersionId))).toEqual({ kind: 'inline', url: png.url });
    const docx = await uploadFile(t, tokens.buyer1!, Buffer.from('not really a document'), 'spec.docx', 'annex');
    const refused = await preview(docx.fileVersionId);
    expect(refused.statusCode).toBe(400);
    expect(body(refused).msg).toBe('Files of type docx cannot be shown here. Download the file to open it.');
    const broken = await uploadFile(t, tokens.buyer1!, Buffer.from('not a zip'), 'broken.xlsx', 'annex');
    expect(body(await preview(broken.fileVersionId)).msg).toBe('broken.xlsx could not be read as a workbook. Download it to open it.');
  });
});
