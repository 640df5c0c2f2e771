import { PREVIEW_LIMITS, type FilePreview } from '../../../shared/contracts/file-preview.ts';
import { LimitReached } from '../../xlsx/errors.ts';
import { columnOf, dateStyles, partTokens, positiveInteger, serialDate, sharedStrings, workbookFacts } from '../../xlsx/workbook-parts.ts';
import { openZip, type OpenZip, type RandomAccess } from '../../xlsx/zip-reader.ts';

export type SheetPreview = Extract<FilePreview, { kind: 'sheet' }>['sheet'];

const MiB = 1024 * 1024;

/**
 * What one preview may cost, whatever the workbook. Rows and columns shown are PREVIEW_LIMITS
 * (200 by row number, 30 by column letter); past these the preview is cut (the sheet) or refused
 * (the other parts), so no workbook holds the server for long or fills its memory.
 */
export const PREVIEW_WORK = {
  /** Cells walked in the sheet, those beyond the shown columns included. */
  cells: 60_000,
  /** Characters shown of one cell. */
  cellText: 1_000,
  /** Inflated bytes read of the sheet and of the shared strings (a zip bomb inflates a thousandfold). */
  sheetBytes: 16 * MiB,
  stringsBytes: 16 * MiB,
  /** Inflated bytes read of the workbook part, its relationships and the styles. */
  partBytes: 2 * MiB,
  /** Bytes of the zip's directory. */
  directoryBytes: 2 * MiB,
  /** Wall-clock time of one preview. */
  ms: 2_000,
} as const;

interface RawCell {
  /** The cell's `t`: s (shared string), inlineStr, str (formula text), b, e, d, n (the default). */
  type: string;
  style: number;
  /** The text of `<v>`, or of the inline string. */
  text: string;
}

/**
 * The shown cells of the sheet, by row and column. Reading stops at the first cell with content
 * past the shown rows, at the end of the sheet data, or at a bound (cells walked, bytes, time): then
 * the row being read is left out, so every row shown is whole.
 */
async function readCells(zip: OpenZip, path: string, deadline: number): Promise<{ rows: Map<number, Map<number, RawCell>>; cut: boolean }> {
  const rows = new Map<number, Map<number, RawCell>>();
  let cut = false;
  let row = 0;
  let column = 0;
  let walked = 0;
  let rowOpen = false;
  let cell: RawCell | null = null;
  let capturing = false;
  let phonetic = 0;
  try {
    reading: for await (const tokens of partTokens(zip, path, PREVIEW_WORK.sheetBytes, deadline)) {
      for (const token of tokens) {
        if (token.kind === 'text') {
          if (cell && capturing && phonetic === 0 && cell.text.length <= PREVIEW_WORK.cellText)
            cell.text += token.text.slice(0, PREVIEW_WORK.cellText + 1 - cell.text.length);
        } else if (token.kind === 'close') {
          if (token.name === 'v' || token.name === 't') capturing = false;
          else if (token.name === 'rPh') phonetic = Math.max(0, phonetic - 1);
          else if (token.name === 'row') rowOpen = false;
          else if (token.name === 'sheetData') break reading;
          else if (token.name === 'c' && cell) {
            if (!rows.has(row)) rows.set(row, new Map());
            rows.get(row)!.set(column, cell);
            cell = null;
          }
        } else if (token.name === 'row') {
          row = positiveInteger(token.attributes.get('r')) ?? row + 1;
          column = 0;
          rowOpen = !token.selfClosing;
        } else if (token.name === 'c') {
          cell = null;
          column = columnOf(token.attributes.get('r')) ?? column + 1;
          walked += 1;
          if (walked > PREVIEW_WORK.cells) throw new LimitReached('cells');
          // A cell without content (only a style) shows nothing, wherever it is.
          if (token.selfClosing || row < 1) continue;
          if (row > PREVIEW_LIMITS.rows) {
            cut = true;
            break reading;
          }
          if (column > PREVIEW_LIMITS.columns) cut = true;
          else cell = { type: token.attributes.get('t') ?? 'n', style: Number(token.attributes.get('s') ?? 0), text: '' };
        } else if (token.name === 'v' || token.name === 't') capturing = !token.selfClosing;
        else if (token.name === 'rPh' && !token.selfClosing) phonetic += 1;
      }
    }
  } catch (error) {
    if (!(error instanceof LimitReached)) throw error;
    cut = true;
    if (rowOpen) rows.delete(row);
  }
  return { rows, cut };
}

/** The cell as a spreadsheet shows it, near enough to recognise the file. */
function cellText(cell: RawCell, strings: Map<number, string>, dates: Set<number>, date1904: boolean): string {
  switch (cell.type) {
    case 's':
      return strings.get(Number(cell.text)) ?? '';
    case 'b':
      return cell.text === '1' ? 'true' : cell.text === '0' ? 'false' : cell.text;
    case 'd':
      return cell.text.slice(0, 10);
    case 'n': {
      const value = cell.text.trim() === '' ? NaN : Number(cell.text);
      if (!Number.isFinite(value)) return cell.text;
      return (dates.has(cell.style) && serialDate(value, date1904)?.toISOString().slice(0, 10)) || String(value);
    }
    default:
      return cell.text;
  }
}

/**
 * The first rows of the first visible sheet of an xlsx, read from the zip's directory (only the parts
 * needed, in the order needed) within PREVIEW_WORK. Throws Unreadable for what is not such a
 * workbook, and LimitReached when a part other than the sheet is past its bounds.
 */
export async function previewWorkbook(file: RandomAccess): Promise<SheetPreview> {
  const deadline = Date.now() + PREVIEW_WORK.ms;
  const zip = await openZip(file, PREVIEW_WORK.directoryBytes);
  const book = await workbookFacts(zip, PREVIEW_WORK.partBytes, deadline);
  const { rows, cut } = await readCells(zip, book.sheetPath, deadline);
  const cells = [...rows.values()].flatMap((row) => [...row.values()]);
  const needed = new Set(cells.filter((c) => c.type === 's' && /^\d{1,9}$/.test(c.text)).map((c) => Number(c.text)));
  const strings = await sharedStrings(zip, book.sharedStringsPath, needed, { maxBytes: PREVIEW_WORK.stringsBytes, maxText: PREVIEW_WORK.cellText, deadline });
  const dates = cells.some((c) => c.type === 'n') ? await dateStyles(zip, book.stylesPath, PREVIEW_WORK.partBytes, deadline) : new Set<number>();
  let clipped = false;
  const shown = (cell: RawCell | undefined) => {
    const text = cell ? cellText(cell, strings, dates, book.date1904) : '';
    if (text.length <= PREVIEW_WORK.cellText) return text;
    clipped = true;
    return `${text.slice(0, PREVIEW_WORK.cellText)}…`;
  };
  const lastRow = Math.max(0, ...rows.keys());
  const table = Array.from({ length: lastRow }, (_, r) => {
    const row = rows.get(r + 1);
    return row ? Array.from({ length: Math.max(...row.keys()) }, (_, c) => shown(row.get(c + 1))) : [];
  });
  return { name: book.sheetName, rows: table, truncated: cut || clipped };
}
