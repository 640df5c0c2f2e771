import { columnOf, dateStyles, partTokens, positiveInteger, serialDate, sharedStrings, workbookFacts } from './workbook-parts.ts';
import { openZip, type RandomAccess } from './zip-reader.ts';

/** A cell's value as the workbook's user sees it: a date-formatted number is a Date, an error cell null. */
export type SheetValue = string | number | boolean | Date | null;

export interface SheetRow {
  /** The 1-based row number Excel shows. */
  row: number;
  /** The cells by 0-based column (A is 0); a column without content is null. */
  cells: SheetValue[];
}

/** What reading one sheet may cost: inflated bytes per part (a zip bomb declares little and inflates a thousandfold). */
export interface SheetReadLimits {
  directoryBytes: number;
  /** The workbook part, its relationships and the styles. */
  partBytes: number;
  /** The shared strings, all of which are kept while the sheet is read. */
  stringsBytes: number;
  /** The sheet itself: read as a stream, so only time grows with it. */
  sheetBytes: number;
  /** Characters kept of one cell (Excel's own limit is 32,767). */
  cellText: number;
  /** Columns read (A is 1); cells further right are passed over. */
  columns: number;
}

interface OpenCell {
  column: number;
  /** The cell's `t`: s (shared string), inlineStr, str (formula text), b, e, d, n (the default). */
  type: string;
  style: number;
  text: string;
}

interface SheetFacts {
  strings: Map<number, string>;
  dates: Set<number>;
  date1904: boolean;
}

function valueOf(cell: OpenCell, facts: SheetFacts): SheetValue {
  switch (cell.type) {
    case 's':
      return facts.strings.get(Number(cell.text)) ?? '';
    case 'inlineStr':
    case 'str':
      return cell.text;
    case 'b':
      return cell.text === '1' || cell.text === 'true';
    case 'e':
      return null;
    case 'd': {
      const date = new Date(cell.text);
      return Number.isNaN(date.getTime()) ? cell.text : date;
    }
    default: {
      if (cell.text.trim() === '') return null;
      const value = Number(cell.text);
      if (!Number.isFinite(value)) return cell.text;
      return (facts.dates.has(cell.style) && serialDate(value, facts.date1904)) || value;
    }
  }
}

/**
 * The rows of the first visible sheet of an xlsx that hold anything, in order, one at a time: the
 * zip is read from its directory (parts in the order needed, whatever order the zip holds them in),
 * the sheet as a stream, so memory holds the shared strings and one row however long the sheet.
 * Throws Unreadable for what is not such a workbook and LimitReached past a bound.
 */
export async function* sheetRows(file: RandomAccess, limits: SheetReadLimits): AsyncGenerator<SheetRow> {
  const zip = await openZip(file, limits.directoryBytes);
  const book = await workbookFacts(zip, limits.partBytes, Infinity);
  const facts: SheetFacts = {
    strings: await sharedStrings(zip, book.sharedStringsPath, 'all', { maxBytes: limits.stringsBytes, maxText: limits.cellText, deadline: Infinity }),
    dates: await dateStyles(zip, book.stylesPath, limits.partBytes, Infinity),
    date1904: book.date1904,
  };
  let row = 0;
  let cells: SheetValue[] = [];
  let column = 0;
  let cell: OpenCell | null = null;
  let capturing = false;
  let phonetic = 0;
  const finished = (): SheetRow | null => {
    const filled = cells.some((value) => value !== null && value !== '');
    const done = filled ? { row, cells } : null;
    cells = [];
    return done;
  };
  let ended = false;
  for await (const tokens of partTokens(zip, book.sheetPath, limits.sheetBytes, Infinity)) {
    const ready: SheetRow[] = [];
    for (const token of tokens) {
      if (token.kind === 'text') {
        if (cell && capturing && phonetic === 0 && cell.text.length < limits.cellText) cell.text += token.text.slice(0, limits.cellText - cell.text.length);
      } else if (token.kind === 'close') {
        if (token.name === 'v' || token.name === 't') capturing = false;
        else if (token.name === 'rPh') phonetic = Math.max(0, phonetic - 1);
        else if (token.name === 'c' && cell) {
          cells[cell.column - 1] = valueOf(cell, facts);
          cell = null;
        } else if (token.name === 'row') {
          const done = finished();
          if (done) ready.push(done);
        } else if (token.name === 'sheetData') {
          ended = true;
          break;
        }
      } else if (token.name === 'row') {
        row = positiveInteger(token.attributes.get('r')) ?? row + 1;
        column = 0;
        cells = [];
      } else if (token.name === 'c') {
        cell = null;
        column = columnOf(token.attributes.get('r')) ?? column + 1;
        if (!token.selfClosing && column <= limits.columns) {
          cell = { column, type: token.attributes.get('t') ?? 'n', style: Number(token.attributes.get('s') ?? 0), text: '' };
        }
      } else if (token.name === 'v' || token.name === 't') capturing = !token.selfClosing;
      else if (token.name === 'rPh' && !token.selfClosing) phonetic += 1;
    }
    // Holes left by absent columns read as empty cells.
    for (const done of ready) yield { row: done.row, cells: Array.from(done.cells, (value) => value ?? null) };
    if (ended) return;
  }
}
