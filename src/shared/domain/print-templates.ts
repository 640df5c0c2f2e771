/**
 * Print templates (System → Print Templates): HTML whose `{{field}}` placeholders are filled from a data
 * interface's rows. A placeholder takes the first row's value; an element marked `data-repeat` (a
 * table row, typically) is repeated once per row with that row's values — a document's head and its
 * lines. Values are set as text, never parsed as HTML, and the template itself is sanitised (no
 * script, event handler, form or frame) where it is saved and again where it is shown.
 */
import type { Config, DOMPurify } from 'dompurify';
import { cellText } from './data-interfaces.ts';

export const PAPER_SIZES = ['A4', 'A5', 'Letter'] as const;
export type PaperSize = (typeof PAPER_SIZES)[number];
export const ORIENTATIONS = ['portrait', 'landscape'] as const;

/** Paper in millimetres, portrait. */
export const PAPER_MM: Record<PaperSize, [width: number, height: number]> = { A4: [210, 297], A5: [148, 210], Letter: [216, 279] };

/** Rows a print reads at most (the lines of one document). */
export const PRINT_ROWS = 1000;

export const PRINT_HTML_CONFIG = {
  USE_PROFILES: { html: true },
  FORBID_TAGS: ['style', 'form', 'input', 'button', 'textarea', 'select', 'iframe', 'object', 'embed', 'link', 'meta', 'base'],
  FORBID_ATTR: ['srcset'],
} satisfies Config;

export function sanitizePrintHtml(purify: DOMPurify, html: string): string {
  return purify.sanitize(html, { ...PRINT_HTML_CONFIG, RETURN_TRUSTED_TYPE: false });
}

const PLACEHOLDER = /\{\{\s*([A-Za-z_][A-Za-z0-9_]*)\s*\}\}/g;

/** The distinct `{{field}}` names a template uses. */
export function fieldsOf(html: string): string[] {
  return [...new Set([...html.matchAll(PLACEHOLDER)].map((m) => m[1]!))];
}

const fill = (text: string, row: Readonly<Record<string, unknown>>) => text.replace(PLACEHOLDER, (_, name: string) => cellText(row[name]));

/** Fills the placeholders of `node` (its text and attribute values) from `row`, skipping repeated parts. */
function fillNode(node: Node, row: Readonly<Record<string, unknown>>): void {
  if (node.nodeType === 3) {
    if (node.nodeValue?.includes('{{')) node.nodeValue = fill(node.nodeValue, row);
    return;
  }
  if (node.nodeType !== 1) return;
  const element = node as Element;
  for (const attribute of Array.from(element.attributes)) if (attribute.value.includes('{{')) attribute.value = fill(attribute.value, row);
  for (const child of Array.from(element.childNodes)) if (!(child.nodeType === 1 && (child as Element).hasAttribute('data-repeat'))) fillNode(child, row);
}

/**
 * Fills `root` (the sanitised template, already in a document) from `rows`: each `data-repeat`
 * element becomes one copy per row, the rest takes the first row. An empty answer leaves blanks.
 */
export function fillTemplate(root: Element, rows: readonly Readonly<Record<string, unknown>>[]): void {
  for (const repeated of Array.from(root.querySelectorAll('[data-repeat]'))) {
    if (repeated.parentElement?.closest('[data-repeat]')) continue;
    for (const row of rows) {
      const copy = repeated.cloneNode(true) as Element;
      copy.removeAttribute('data-repeat');
      fillNode(copy, row);
      repeated.parentNode?.insertBefore(copy, repeated);
    }
    repeated.remove();
  }
  fillNode(root, rows[0] ?? {});
}
