import { Readable } from 'node:stream';
import { LANGUAGES } from '../../../shared/constants.ts';
import { USER_IMPORT_COLUMNS, USER_IMPORT_MAX_ROWS, type UserImportColumn } from '../../../shared/contracts/user-transfer.ts';
import { createTranslator } from '../../../shared/i18n/index.ts';
import { AppError, fieldError } from '../../plugins/errors.ts';
import { LimitReached, Unreadable } from '../../xlsx/errors.ts';
import { sheetRows, type SheetReadLimits, type SheetValue } from '../../xlsx/sheet-rows.ts';
import type { RandomAccess } from '../../xlsx/zip-reader.ts';

/** A row as read: its Excel row number and its cells as trimmed text by column key. */
export interface ReadRow {
  row: number;
  cells: Partial<Record<UserImportColumn, string>>;
}

const MiB = 1024 * 1024;
const LIMITS: SheetReadLimits = {
  directoryBytes: 4 * MiB,
  partBytes: 16 * MiB,
  stringsBytes: 128 * MiB,
  sheetBytes: 512 * MiB,
  cellText: 2000,
  columns: 64,
};

const norm = (s: string) => s.replace(/\*/g, '').trim().toLowerCase();

/** A header cell names a column by its key or by its title in any of the three languages. */
function headerLookup(): Map<string, UserImportColumn> {
  const lookup = new Map<string, UserImportColumn>();
  for (const column of USER_IMPORT_COLUMNS) {
    lookup.set(norm(column.key), column.key);
    for (const language of LANGUAGES) lookup.set(norm(createTranslator(language).t(`admin.user.transfer.column.${column.key}`)), column.key);
  }
  return lookup;
}

function textOf(value: SheetValue): string {
  if (value === null) return '';
  if (value instanceof Date) return value.toISOString().slice(0, 10);
  return String(value).trim();
}

function bytesAsFile(bytes: Uint8Array): RandomAccess {
  const buffer = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  return { size: buffer.length, range: (start, end) => Readable.from([buffer.subarray(start, end)]) };
}

/**
 * The rows of the workbook's first visible sheet: the first row with content names the columns (a
 * title in any language, or the key, as the template's hidden second row holds them); a later row
 * holding only keys is that row and is passed over; empty rows are too. Refusals are 400s.
 */
export async function readUserRows(bytes: Uint8Array): Promise<ReadRow[]> {
  const lookup = headerLookup();
  let columns: (UserImportColumn | undefined)[] | null = null;
  const rows: ReadRow[] = [];
  try {
    for await (const { row, cells: values } of sheetRows(bytesAsFile(bytes), LIMITS)) {
      if (!columns) {
        columns = values.map((v) => (v === null ? undefined : lookup.get(norm(textOf(v)))));
        const missing = USER_IMPORT_COLUMNS.filter((c) => c.required && !columns!.includes(c.key));
        if (missing.length) throw fieldError('file', 'admin.refusal.userImport.columns', { columns: missing.map((c) => c.key).join(', ') });
        continue;
      }
      const cells: ReadRow['cells'] = {};
      values.forEach((value, index) => {
        const key = columns![index];
        if (key) cells[key] = textOf(value);
      });
      const texts = Object.entries(cells).filter(([, v]) => v !== '');
      if (texts.length === 0) continue;
      if (texts.every(([key, v]) => key === v)) continue;
      if (rows.length >= USER_IMPORT_MAX_ROWS)
        throw fieldError('file', 'admin.refusal.userImport.tooMany', { rows: `> ${USER_IMPORT_MAX_ROWS}`, max: USER_IMPORT_MAX_ROWS });
      rows.push({ row, cells });
    }
  } catch (error) {
    if (error instanceof AppError) throw error;
    if (error instanceof LimitReached) throw new AppError(413, 'admin.refusal.userImport.tooLarge', { max: 10 });
    if (error instanceof Unreadable) throw fieldError('file', 'admin.refusal.userImport.unreadable');
    throw error;
  }
  if (rows.length === 0) throw fieldError('file', 'admin.refusal.userImport.empty');
  return rows;
}
