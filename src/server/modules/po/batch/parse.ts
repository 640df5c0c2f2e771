import type { Readable } from 'node:stream';
import ExcelJS from 'exceljs';
import { LANGUAGES } from '../../../../shared/constants.ts';
import { BATCH_COLUMNS, type BatchCategory, type CellValue } from '../../../../shared/domain/po/batch.ts';
import { createTranslator } from '../../../../shared/i18n/index.ts';

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

/** exceljs gives formulas, rich text and links as objects: the value a user sees in the cell. */
function cellValue(raw: unknown): CellValue {
  if (raw === null || raw === undefined) return null;
  if (typeof raw === 'string' || typeof raw === 'number' || typeof raw === 'boolean' || raw instanceof Date) return raw;
  if (typeof raw === 'object') {
    const o = raw as { result?: unknown; richText?: { text: string }[]; text?: unknown; error?: unknown };
    if ('richText' in o && Array.isArray(o.richText)) return o.richText.map((r) => r.text).join('');
    if ('result' in o) return cellValue(o.result);
    if ('text' in o) return cellValue(o.text);
  }
  return null;
}

export class WorkbookProblem extends Error {
  constructor(
    readonly key: string,
    readonly params: Record<string, string | number> = {},
  ) {
    super(key);
  }
}

/**
 * Reads the first sheet of an uploaded workbook as a stream, one row at a time (memory stays flat
 * however long the sheet): the header row maps columns, each later non-empty row is handed on with
 * its 1-based row number and its cells by column key.
 */
export async function readBatchRows(
  input: Readable,
  category: BatchCategory,
  onRow: (row: number, cells: Record<string, CellValue>) => void | Promise<void>,
): Promise<void> {
  const lookup = headerLookup(category);
  // Styles are read because they alone tell a date cell from a number (Excel stores dates as numbers).
  const reader = new ExcelJS.stream.xlsx.WorkbookReader(input, {
    sharedStrings: 'cache',
    styles: 'cache',
    hyperlinks: 'ignore',
    worksheets: 'emit',
    entries: 'emit',
  });
  let columns: (string | undefined)[] | null = null;
  try {
    for await (const sheet of reader) {
      for await (const row of sheet) {
        const values = (row.values as unknown[]).map(cellValue);
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
        await onRow(row.number, cells);
      }
      break;
    }
  } catch (error) {
    if (error instanceof WorkbookProblem) throw error;
    throw new WorkbookProblem('po.batch.problem.unreadable');
  }
  if (!columns) throw new WorkbookProblem('po.batch.problem.empty');
}
