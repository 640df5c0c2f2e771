import { LimitReached, Unreadable } from './errors.ts';
import { XmlTokenizer, type XmlToken } from './xml-tokens.ts';
import { entryChunks, type OpenZip } from './zip-reader.ts';

/**
 * A part's XML tokens, a chunk's worth at a time. Past `maxBytes` inflated, or past the deadline
 * (epoch ms), it throws LimitReached; a part the zip does not hold has no tokens.
 */
export async function* partTokens(zip: OpenZip, path: string, maxBytes: number, deadline: number): AsyncGenerator<XmlToken[]> {
  const entry = zip.entries.get(path);
  if (!entry) return;
  const tokenizer = new XmlTokenizer();
  for await (const chunk of entryChunks(zip, entry, maxBytes)) {
    if (Date.now() > deadline) throw new LimitReached('reading time');
    yield tokenizer.push(chunk);
  }
}

export interface WorkbookFacts {
  sheetName: string;
  sheetPath: string;
  stylesPath: string;
  sharedStringsPath: string;
  /** Serial dates count from 1904 rather than 1900 (old Mac workbooks). */
  date1904: boolean;
}

/** A relationship target as a zip path: relative to xl/, where the workbook part is. */
function partPath(target: string): string {
  const path: string[] = [];
  for (const step of (target.startsWith('/') ? target : `xl/${target}`).split('/')) {
    if (step === '..') path.pop();
    else if (step !== '.' && step !== '') path.push(step);
  }
  return path.join('/');
}

/** The first visible sheet (name and part), where the styles and shared strings are, and the date system. */
export async function workbookFacts(zip: OpenZip, maxBytes: number, deadline: number): Promise<WorkbookFacts> {
  if (!zip.entries.has('xl/workbook.xml')) throw new Unreadable('no workbook part');
  let date1904 = false;
  let first: { name: string; id: string } | undefined;
  let firstVisible: { name: string; id: string } | undefined;
  reading: for await (const tokens of partTokens(zip, 'xl/workbook.xml', maxBytes, deadline)) {
    for (const token of tokens) {
      if (token.kind === 'close' && token.name === 'sheets') break reading;
      if (token.kind !== 'open') continue;
      const attribute = (name: string) => token.attributes.get(name) ?? '';
      if (token.name === 'workbookPr') date1904 = attribute('date1904') === '1' || attribute('date1904') === 'true';
      if (token.name !== 'sheet') continue;
      const sheet = { name: attribute('name'), id: attribute('id') };
      first ??= sheet;
      if (!firstVisible && (attribute('state') || 'visible') === 'visible') firstVisible = sheet;
    }
  }
  const shown = firstVisible ?? first;
  const targets = new Map<string, string>();
  let stylesPath = 'xl/styles.xml';
  let sharedStringsPath = 'xl/sharedStrings.xml';
  for await (const tokens of partTokens(zip, 'xl/_rels/workbook.xml.rels', maxBytes, deadline)) {
    for (const token of tokens) {
      if (token.kind !== 'open' || token.name !== 'Relationship') continue;
      const path = partPath(token.attributes.get('Target') ?? '');
      const type = token.attributes.get('Type') ?? '';
      targets.set(token.attributes.get('Id') ?? '', path);
      if (type.endsWith('/styles')) stylesPath = path;
      if (type.endsWith('/sharedStrings')) sharedStringsPath = path;
    }
  }
  return { sheetName: shown?.name ?? '', sheetPath: (shown && targets.get(shown.id)) ?? 'xl/worksheets/sheet1.xml', stylesPath, sharedStringsPath, date1904 };
}

/** Built-in number formats that show dates or times (ECMA-376 §18.8.30, with the East Asian ones). */
const BUILT_IN_DATES = new Set([14, 15, 16, 17, 18, 19, 20, 21, 22, 27, 28, 29, 30, 31, 32, 33, 34, 35, 36, 45, 46, 47, 50, 51, 52, 53, 54, 55, 56, 57, 58]);

/** A format code shows a date when, past quoted text, escapes, fill and padding characters and [colours], it has a date or time letter. */
const isDateCode = (code: string) => /[dmyhs]/i.test(code.replace(/"[^"]*"|\\.|[_*].|\[[^\]]*\]/g, ''));

/** The cell styles, by index, whose number format shows a date (Excel stores dates as numbers). */
export async function dateStyles(zip: OpenZip, path: string, maxBytes: number, deadline: number): Promise<Set<number>> {
  const custom = new Map<number, string>();
  const formats: number[] = [];
  let inCellFormats = false;
  reading: for await (const tokens of partTokens(zip, path, maxBytes, deadline)) {
    for (const token of tokens) {
      if (token.kind === 'close' && token.name === 'cellXfs') break reading;
      if (token.kind !== 'open') continue;
      if (token.name === 'numFmt') custom.set(Number(token.attributes.get('numFmtId')), token.attributes.get('formatCode') ?? '');
      else if (token.name === 'cellXfs') inCellFormats = !token.selfClosing;
      else if (token.name === 'xf' && inCellFormats) formats.push(Number(token.attributes.get('numFmtId') ?? 0));
    }
  }
  const dates = new Set<number>();
  formats.forEach((id, index) => {
    const code = custom.get(id);
    if (code === undefined ? BUILT_IN_DATES.has(id) : isDateCode(code)) dates.add(index);
  });
  return dates;
}

export const positiveInteger = (value: string | undefined) => (value && /^\d{1,7}$/.test(value) && Number(value) > 0 ? Number(value) : undefined);

/** A1-style reference to its 1-based column: XFD1 is 16384. */
export function columnOf(reference: string | undefined): number | undefined {
  const letters = reference && /^([A-Z]{1,3})\d+$/.exec(reference)?.[1];
  return letters ? [...letters].reduce((n, letter) => n * 26 + letter.charCodeAt(0) - 64, 0) : undefined;
}

/** Excel's serial day number as a date (the 1900 system counts from 1899-12-30, the 1904 one from 1904-01-01). */
export function serialDate(serial: number, date1904: boolean): Date | undefined {
  const date = new Date(Math.round((serial - 25569 + (date1904 ? 1462 : 0)) * 86_400_000));
  return Number.isNaN(date.getTime()) ? undefined : date;
}

/**
 * The shared strings at the `needed` indices (or all of them), each cut after `maxText` + 1
 * characters; reading stops past the last needed one. Phonetic guides (rPh) are not part of the text.
 */
export async function sharedStrings(
  zip: OpenZip,
  path: string,
  needed: Set<number> | 'all',
  limits: { maxBytes: number; maxText: number; deadline: number },
): Promise<Map<number, string>> {
  const found = new Map<number, string>();
  if (needed !== 'all' && needed.size === 0) return found;
  const last = needed === 'all' ? Infinity : Math.max(...needed);
  let index = -1;
  let text: string | null = null;
  let inText = false;
  let phonetic = 0;
  reading: for await (const tokens of partTokens(zip, path, limits.maxBytes, limits.deadline)) {
    for (const token of tokens) {
      if (token.kind === 'text') {
        if (inText && phonetic === 0 && text !== null && text.length <= limits.maxText) text += token.text.slice(0, limits.maxText + 1 - text.length);
      } else if (token.kind === 'open') {
        if (token.name === 'si') {
          index += 1;
          text = needed === 'all' || needed.has(index) ? '' : null;
          if (token.selfClosing && text !== null) found.set(index, text);
        } else if (token.name === 'rPh' && !token.selfClosing) phonetic += 1;
        else if (token.name === 't') inText = !token.selfClosing;
      } else if (token.name === 't') inText = false;
      else if (token.name === 'rPh') phonetic = Math.max(0, phonetic - 1);
      else if (token.name === 'si') {
        if (text !== null) found.set(index, text);
        if (index >= last) break reading;
        text = null;
      }
    }
  }
  return found;
}
