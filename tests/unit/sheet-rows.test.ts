import { Readable } from 'node:stream';
import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { BATCH_READ_LIMITS, readBatchRows, WorkbookProblem } from '../../src/server/modules/po/batch/parse.ts';
import { LimitReached } from '../../src/server/xlsx/errors.ts';
import { sheetRows, type SheetRow } from '../../src/server/xlsx/sheet-rows.ts';
import { entryChunks, openZip, type RandomAccess } from '../../src/server/xlsx/zip-reader.ts';
import { craftedWorkbook, inflatingTo, sheetXml, zipOf } from '../api/support/crafted-xlsx.ts';

const inMemory = (bytes: Buffer): RandomAccess => ({ size: bytes.length, range: (start, end) => Readable.from([bytes.subarray(start, end)]) });

async function rowsOf(bytes: Buffer, limits = BATCH_READ_LIMITS): Promise<SheetRow[]> {
  const rows: SheetRow[] = [];
  for await (const row of sheetRows(inMemory(bytes), limits)) rows.push(row);
  return rows;
}

describe('xlsx sheet rows', () => {
  it('reads each kind of cell as the value a spreadsheet shows, skipping rows without content', async () => {
    const book = new ExcelJS.Workbook();
    book.addWorksheet('Hidden', { state: 'hidden' }).addRow(['not this sheet']);
    const sheet = book.addWorksheet('Upload');
    sheet.addRow(['text', 42.5, new Date(Date.UTC(2026, 11, 15)), true, { formula: 'B1*2', result: 85 }]);
    sheet.getRow(3).getCell(2).style = { font: { bold: true } }; // a styled row with no value
    sheet.getRow(3).commit();
    sheet.addRow([{ richText: [{ text: 'rich ' }, { text: 'text', font: { bold: true } }] }, { error: '#N/A' }, null, 'after a hole']);
    const rows = await rowsOf(Buffer.from(await book.xlsx.writeBuffer()));
    expect(rows).toEqual([
      { row: 1, cells: ['text', 42.5, new Date(Date.UTC(2026, 11, 15)), true, 85] },
      { row: 4, cells: ['rich text', null, null, 'after a hole'] },
    ]);
  });

  it('reads a workbook whatever order its zip holds the parts in: the sheet first, the workbook part last', async () => {
    const sheet = sheetXml('<row r="2"><c r="B2" t="s"><v>1</v></c><c r="C2" t="inlineStr"><is><t>inline</t></is></c></row><row><c t="s"><v>0</v></c></row>');
    const strings =
      '<sst xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main"><si><t>first</t></si><si><r><t>sec</t></r><r><t>ond</t></r><rPh><t>ふりがな</t></rPh></si></sst>';
    const inOrder = await rowsOf(craftedWorkbook(sheet, strings));
    const parts = Object.entries(await partsOf(craftedWorkbook(sheet, strings)));
    const reversed = await rowsOf(zipOf(Object.fromEntries(parts.reverse())));
    expect(inOrder).toEqual([
      { row: 2, cells: [null, 'second', 'inline'] },
      { row: 3, cells: ['first'] },
    ]);
    expect(reversed).toEqual(inOrder);
  });

  it('stops at the bound of a sheet that inflates far beyond it, and a batch says the workbook is too large', async () => {
    const opening =
      '<worksheet xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main"><sheetData><row r="1"><c r="A1" t="inlineStr"><is><t>Material';
    const bomb = craftedWorkbook(inflatingTo(opening, Buffer.alloc(1 << 20, 32), 64, '</t></is></c></row></sheetData></worksheet>'));
    const limits = { ...BATCH_READ_LIMITS, sheetBytes: 8 << 20 };
    await expect(rowsOf(bomb, limits)).rejects.toBeInstanceOf(LimitReached);
    const refusal = await readBatchRows(inMemory(bomb), 'dangerousGoods', () => undefined, limits).catch((error: unknown) => error);
    expect(refusal).toBeInstanceOf(WorkbookProblem);
    expect((refusal as WorkbookProblem).key).toBe('po.batch.problem.tooLarge');
  });

  it('a batch names what it cannot read at all, and a workbook without rows', async () => {
    const notZip = await readBatchRows(inMemory(Buffer.from('name,qty\nbolt,3\n')), 'dangerousGoods', () => undefined).catch((error: unknown) => error);
    expect((notZip as WorkbookProblem).key).toBe('po.batch.problem.unreadable');
    const empty = await readBatchRows(inMemory(craftedWorkbook(sheetXml('<row r="1"><c r="A1" s="1"/></row>'))), 'dangerousGoods', () => undefined).catch(
      (error: unknown) => error,
    );
    expect((empty as WorkbookProblem).key).toBe('po.batch.problem.empty');
  });
});

/** The parts of a zip, as text, by name, in the zip's order. */
async function partsOf(zip: Buffer): Promise<Record<string, string>> {
  const opened = await openZip(inMemory(zip), 1 << 20);
  const parts: Record<string, string> = {};
  for (const [name, entry] of opened.entries) {
    const chunks: Buffer[] = [];
    for await (const chunk of entryChunks(opened, entry, 1 << 20)) chunks.push(chunk);
    parts[name] = Buffer.concat(chunks).toString('utf8');
  }
  return parts;
}
