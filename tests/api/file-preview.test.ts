import ExcelJS from 'exceljs';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { filePreview } from '../../src/shared/contracts/file-preview.ts';
import { body, dataOf, startTestApp, type TestApp } from './support/harness.ts';
import { craftedWorkbook, inflatingTo, sheetXml } from './support/crafted-xlsx.ts';
import { uploadFile } from './support/upload.ts';

let t: TestApp;
const tokens: Record<string, string> = {};
beforeEach(async () => {
  t = await startTestApp();
  for (const account of ['buyer1', 'vendor1']) tokens[account] = await t.tokenFor(account);
});
afterEach(() => t.close());

const preview = (id: string, account = 'buyer1') => t.request({ method: 'GET', url: `/api/file/Uploader/Preview?fileVersionId=${id}`, token: tokens[account] });

/** Uploads the bytes as buyer1 and asks for their preview. */
async function previewOf(bytes: Buffer, name = 'crafted.xlsx') {
  const file = await uploadFile(t, tokens.buyer1!, bytes, name, 'annex');
  return preview(file.fileVersionId);
}
async function sheetOf(bytes: Buffer) {
  const shown = dataOf(filePreview, await previewOf(bytes));
  if (shown.kind !== 'sheet') throw new Error('expected a sheet');
  return shown.sheet;
}
const bookBytes = async (book: ExcelJS.Workbook) => Buffer.from(await book.xlsx.writeBuffer());
/** 1 MiB of spaces: XML allows them between elements, and they compress ~1000 to 1. */
const MiB_OF_SPACES = Buffer.alloc(1024 * 1024, 0x20);

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
    expect(shown.sheet.rows.slice(0, 2)).toEqual([
      ['PO', 'Item', 'Delivery'],
      ['4500000001', '10', '2026-12-15'],
    ]);
    expect(shown.sheet.truncated).toBe(true);
    // Not the owner: as if it did not exist.
    expect((await preview(file.fileVersionId, 'vendor1')).statusCode).toBe(404);
  });

  it('says how the browser shows images, PDF and Word documents, and names a workbook it cannot read', async () => {
    const png = await uploadFile(t, tokens.buyer1!, Buffer.from('89504e470d0a1a0a', 'hex'), 'scan.png', 'annex');
    expect(dataOf(filePreview, await preview(png.fileVersionId))).toEqual({ kind: 'image', name: 'scan.png', url: png.url, downloadUrl: png.url });
    const pdf = await uploadFile(t, tokens.buyer1!, Buffer.from('%PDF-1.4'), 'spec.pdf', 'annex');
    expect(dataOf(filePreview, await preview(pdf.fileVersionId))).toMatchObject({ kind: 'pdf', converted: false, url: pdf.url });
    const docx = await uploadFile(t, tokens.buyer1!, Buffer.from('drawn by the browser'), 'spec.docx', 'annex');
    expect(dataOf(filePreview, await preview(docx.fileVersionId))).toMatchObject({ kind: 'docx', url: docx.url });
    const broken = await uploadFile(t, tokens.buyer1!, Buffer.from('not a zip'), 'broken.xlsx', 'annex');
    expect(body(await preview(broken.fileVersionId)).msg).toBe('broken.xlsx could not be read as a workbook. Download it to open it.');
  });

  it('shows blank cells between filled ones as empty text', async () => {
    const book = new ExcelJS.Workbook();
    const sheet = book.addWorksheet('Gaps');
    sheet.getCell('A1').value = 'PO';
    sheet.getCell('C1').value = 'Quantity';
    sheet.getCell('B3').value = 5;
    expect(await sheetOf(await bookBytes(book))).toEqual({ name: 'Gaps', rows: [['PO', '', 'Quantity'], [], ['', '5']], truncated: false });
  });

  it('shows each kind of cell as the text a spreadsheet shows', async () => {
    const book = new ExcelJS.Workbook();
    const sheet = book.addWorksheet('Kinds');
    sheet.addRow([
      { richText: [{ text: 'rich ', font: { bold: true } }, { text: 'text' }] },
      { formula: 'B2*2', result: 14 },
      true,
      { text: 'link', hyperlink: 'https://example.com' },
      3.5,
      new Date(Date.UTC(2026, 0, 31)),
      'a < b & "c"',
    ]);
    sheet.getCell('F1').numFmt = 'yyyy/mm/dd';
    expect((await sheetOf(await bookBytes(book))).rows).toEqual([['rich text', '14', 'true', 'link', '3.5', '2026-01-31', 'a < b & "c"']]);
  });

  it('reads only the first 200 rows and 30 columns of a sparse sheet reaching A1048576 and XFD1, and says it was cut', async () => {
    const book = new ExcelJS.Workbook();
    const sheet = book.addWorksheet('Sparse');
    for (const [address, value] of [
      ['A1', 'a'],
      ['C1', 'c'],
      ['AD1', 'column 30'],
      ['AE1', 'column 31'],
      ['XFD1', 'right'],
      ['A200', 'row 200'],
      ['A201', 'row 201'],
      ['A1048576', 'bottom'],
    ]) {
      sheet.getCell(address!).value = value!;
    }
    const shown = await sheetOf(await bookBytes(book));
    expect(shown.rows).toHaveLength(200);
    expect(shown.rows[0]).toEqual(['a', '', 'c', ...Array<string>(26).fill(''), 'column 30']);
    expect(shown.rows[199]).toEqual(['row 200']);
    expect(shown.rows.slice(1, 199).every((row) => row.length === 0)).toBe(true);
    expect(shown.truncated).toBe(true);
  });

  it('shows at most 30 columns of a wide sheet and says the rest was cut', async () => {
    const book = new ExcelJS.Workbook();
    book.addWorksheet('Wide').addRow(Array.from({ length: 40 }, (_, n) => `c${n + 1}`));
    const shown = await sheetOf(await bookBytes(book));
    expect(shown.rows).toEqual([Array.from({ length: 30 }, (_, n) => `c${n + 1}`)]);
    expect(shown.truncated).toBe(true);
  });

  it('stops reading rows that hold more cells than a preview reads, showing the rows read whole', async () => {
    // 200 rows of 16,384 cells each (every column to XFD): 3 million cells to walk for 6,000 shown.
    const row = `<row>${'<c><v>1</v></c>'.repeat(16_384)}</row>`;
    const sheet = inflatingTo(sheetXml('').replace('</sheetData></worksheet>', ''), Buffer.from(row), 200, '</sheetData></worksheet>');
    const shown = await sheetOf(craftedWorkbook(sheet));
    expect(shown.truncated).toBe(true);
    expect(shown.rows.length).toBeGreaterThan(0);
    expect(shown.rows.length).toBeLessThan(200);
    expect(shown.rows.every((cells) => cells.length === 30 && cells.every((cell) => cell === '1'))).toBe(true);
  });

  it('cuts a sheet that inflates far beyond what a preview reads (a zip bomb) after the rows read before it', async () => {
    const head = sheetXml('<row r="1"><c r="A1" t="inlineStr"><is><t>first</t></is></c></row>').replace('</sheetData></worksheet>', '');
    const bomb = inflatingTo(head, MiB_OF_SPACES, 64, '<row r="2"><c r="A2" t="inlineStr"><is><t>second</t></is></c></row></sheetData></worksheet>');
    expect(await sheetOf(craftedWorkbook(bomb))).toEqual({ name: 'Crafted', rows: [['first']], truncated: true });
  });

  it('reads shared strings only as far as the shown cells need, and refuses a workbook whose needed strings lie past what a preview reads', async () => {
    const strings = inflatingTo(
      '<?xml version="1.0" encoding="UTF-8"?><sst xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main"><si><t>first</t></si>',
      MiB_OF_SPACES,
      64,
      '<si><t>past the filler</t></si></sst>',
    );
    const cellWithString = (index: number) => sheetXml(`<row r="1"><c r="A1" t="s"><v>${index}</v></c></row>`);
    expect(await sheetOf(craftedWorkbook(cellWithString(0), strings))).toEqual({ name: 'Crafted', rows: [['first']], truncated: false });
    const refused = await previewOf(craftedWorkbook(cellWithString(1), strings));
    expect(refused.statusCode).toBe(400);
    expect(body(refused).msg).toBe('crafted.xlsx is too large to preview. Download it to open it.');
  });
});
