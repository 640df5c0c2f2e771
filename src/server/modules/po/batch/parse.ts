import { LANGUAGES } from '../../../../shared/constants.ts';
import { BATCH_COLUMNS, type BatchCategory, type CellValue } from '../../../../shared/domain/po/batch.ts';
import { createTranslator } from '../../../../shared/i18n/index.ts';
import { LimitReached, Unreadable } from '../../../xlsx/errors.ts';
import { sheetRows, type SheetReadLimits } from '../../../xlsx/sheet-rows.ts';
import type { RandomAccess } from '../../../xlsx/zip-reader.ts';

/** A header cell names a column by its key or by its title in any of the three languages, * or not. */
function headerLookup(category: BatchCategory): Map<string, string> {
  const lookup = new Map<string, string>();
  const norm = (s: string) => s.replace(/\*/g, '').trim().toLowerCase();
  for (const column of BATCH_COLUMNS[category]) {
    lookup.set(norm(column.key), column.key);
    for (const language of LANGUAGES) lookup.set(norm(createTranslator(language).t(`po.batch.column.${column.key}`)), column.key);
  }
  return lookup;
}

export class WorkbookProblem extends Error {
  constructor(
    readonly key: string,
    readonly params: Record<string, string | number> = {},
  ) {
    super(key);
  }
}

const MiB = 1024 * 1024;

/**
 * What a batch may read of one workbook, unpacked. The sheet streams, so its bound only keeps a zip
 * bomb from holding the dry run for long; the shared strings are held while the sheet is read.
 */
export const BATCH_READ_LIMITS: SheetReadLimits = {
  directoryBytes: 4 * MiB,
  partBytes: 32 * MiB,
  stringsBytes: 256 * MiB,
  sheetBytes: 2048 * MiB,
  cellText: 32_767,
  columns: 256,
};

/**
 * Reads the first visible sheet of an uploaded workbook one row at a time (memory stays flat however
 * long the sheet): the first row with content maps columns, each later one is handed on with its
 * 1-based row number and its cells by column key.
 */
export async function readBatchRows(
  file: RandomAccess,
  category: BatchCategory,
  onRow: (row: number, cells: Record<string, CellValue>) => void | Promise<void>,
  limits: SheetReadLimits = BATCH_READ_LIMITS,
): Promise<void> {
  const lookup = headerLookup(category);
  let columns: (string | undefined)[] | null = null;
  try {
    for await (const { row, cells: values } of sheetRows(file, limits)) {
      if (!columns) {
        columns = values.map((v) => (v === null ? undefined : lookup.get(String(v).replace(/\*/g, '').trim().toLowerCase())));
        const missing = BATCH_COLUMNS[category].filter((c) => c.required && !columns!.includes(c.key));
        if (missing.length) throw new WorkbookProblem('po.batch.problem.columns', { columns: missing.map((c) => c.key).join(', ') });
        continue;
      }
      const cells: Record<string, CellValue> = {};
      values.forEach((value, index) => {
        const key = columns![index];
        if (key) cells[key] = value;
      });
      if (Object.values(cells).every((v) => v === null || v === '')) continue;
      await onRow(row, cells);
    }
  } catch (error) {
    if (error instanceof LimitReached) throw new WorkbookProblem('po.batch.problem.tooLarge');
    if (error instanceof Unreadable) throw new WorkbookProblem('po.batch.problem.unreadable');
    throw error;
  }
  if (!columns) throw new WorkbookProblem('po.batch.problem.empty');
}
