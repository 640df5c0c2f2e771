import { Unreadable } from './errors.ts';

/** Element names without their namespace prefix (`x:row` is `row`); attributes likewise (`r:id` is `id`). */
export type XmlToken =
  | { kind: 'open'; name: string; attributes: ReadonlyMap<string, string>; selfClosing: boolean }
  | { kind: 'close'; name: string }
  | { kind: 'text'; text: string };

/**
 * One tag (or comment, CDATA section, processing instruction) longer than this is not a
 * spreadsheet's: refusing it keeps the text held between chunks, and the rescans, small.
 */
const MAX_MARKUP = 64 * 1024;

/** The longest entity the pattern below reads: `&#`, ten digits and `;`. */
const MAX_ENTITY = 13;
const ENTITY = /&(#x[0-9a-fA-F]{1,8}|#[0-9]{1,10}|lt|gt|amp|quot|apos);/g;
const NAMED: Record<string, string> = { lt: '<', gt: '>', amp: '&', quot: '"', apos: "'" };
const ATTRIBUTE = /([^\s=/>]+)\s*=\s*(?:"([^"]*)"|'([^']*)')/g;
const NAME_END = /[\s/]/;

function decode(text: string): string {
  if (!text.includes('&')) return text;
  return text.replace(ENTITY, (_, name: string) => {
    if (!name.startsWith('#')) return NAMED[name] ?? '';
    const code = name[1] === 'x' ? parseInt(name.slice(2), 16) : parseInt(name.slice(1), 10);
    return code >= 0 && code <= 0x10ffff ? String.fromCodePoint(code) : '\ufffd';
  });
}

const localName = (name: string) => name.slice(name.indexOf(':') + 1);

function endOf(s: string, close: string, from: number): number {
  const at = s.indexOf(close, from);
  return at === -1 ? -1 : at + close.length;
}

/** Where the markup starting at `lt` ends (just past it), or -1 when the text so far holds only its start. */
function markupEnd(s: string, lt: number): number {
  if (s.startsWith('<!--', lt)) return endOf(s, '-->', lt + 4);
  if (s.startsWith('<![CDATA[', lt)) return endOf(s, ']]>', lt + 9);
  if (s.startsWith('<?', lt)) return endOf(s, '?>', lt + 2);
  if (s.startsWith('<!', lt)) {
    const start = s.slice(lt, lt + 9);
    if ('<![CDATA['.startsWith(start) || '<!--'.startsWith(start)) return -1; // only its first characters have arrived
    // A document type can declare entities that expand without end: OOXML has none, so none is read.
    throw new Unreadable('XML declarations are not read');
  }
  let quote = '';
  for (let i = lt + 1; i < s.length; i++) {
    const c = s[i];
    if (quote) {
      if (c === quote) quote = '';
    } else if (c === '"' || c === "'") quote = c;
    else if (c === '>') return i + 1;
  }
  return -1;
}

const NO_ATTRIBUTES: ReadonlyMap<string, string> = new Map();

function attributesOf(inner: string, from: number): ReadonlyMap<string, string> {
  const attributes = new Map<string, string>();
  // exec on one shared pattern: matchAll would copy the pattern for every tag.
  ATTRIBUTE.lastIndex = from;
  for (let match = ATTRIBUTE.exec(inner); match; match = ATTRIBUTE.exec(inner)) attributes.set(localName(match[1]!), decode(match[2] ?? match[3] ?? ''));
  return attributes;
}

function tokenOf(markup: string): XmlToken | null {
  if (markup.startsWith('<![CDATA[')) return { kind: 'text', text: markup.slice(9, -3) };
  if (markup.startsWith('<!') || markup.startsWith('<?')) return null;
  if (markup.startsWith('</')) return { kind: 'close', name: localName(markup.slice(2, -1).trim()) };
  const selfClosing = markup.endsWith('/>');
  const inner = markup.slice(1, selfClosing ? -2 : -1);
  const nameEnd = NAME_END.exec(inner)?.index ?? inner.length;
  return {
    kind: 'open',
    name: localName(inner.slice(0, nameEnd)),
    attributes: inner.includes('=', nameEnd) ? attributesOf(inner, nameEnd) : NO_ATTRIBUTES,
    selfClosing,
  };
}

/**
 * A streaming tokenizer for the machine-written XML of a workbook's parts: fed UTF-8 chunks, it
 * answers the tokens they complete. Text may come in several tokens; entities are decoded, and a
 * document type (with its entity declarations) is refused rather than expanded.
 */
export class XmlTokenizer {
  private pending = '';
  private readonly decoder = new TextDecoder('utf-8');

  push(chunk: Uint8Array): XmlToken[] {
    const s = this.pending + this.decoder.decode(chunk, { stream: true });
    const tokens: XmlToken[] = [];
    let at = 0;
    while (at < s.length) {
      const lt = s.indexOf('<', at);
      if (lt === -1) {
        // Text up to a possibly unfinished entity goes now: a long text is never held whole.
        const amp = s.lastIndexOf('&');
        const keep = amp >= at && s.length - amp <= MAX_ENTITY && !s.includes(';', amp) ? amp : s.length;
        if (keep > at) tokens.push({ kind: 'text', text: decode(s.slice(at, keep)) });
        at = keep;
        break;
      }
      if (lt > at) tokens.push({ kind: 'text', text: decode(s.slice(at, lt)) });
      const end = markupEnd(s, lt);
      if (end === -1) {
        at = lt;
        break;
      }
      const token = tokenOf(s.slice(lt, end));
      if (token) tokens.push(token);
      at = end;
    }
    this.pending = s.slice(at);
    if (this.pending.length > MAX_MARKUP) throw new Unreadable('XML markup too long');
    return tokens;
  }
}
