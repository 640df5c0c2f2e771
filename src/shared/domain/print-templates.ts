/**
 * Print templates (System → Print Templates): HTML whose `{{field}}` placeholders are filled from a data
 * interface's rows. A placeholder takes the first row's value; an element marked `data-repeat` (a
 * table row, typically) is repeated once per row with that row's values — a document's head and its
 * lines. Values are set as text, never parsed as HTML, and the template itself is sanitised (no
 * script, event handler, form or frame) where it is saved and again where it is shown.
 */
import type { Config, DOMPurify } from 'dompurify';

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

export const PLACEHOLDER = /\{\{\s*([A-Za-z_][A-Za-z0-9_]*)\s*\}\}/g;

/** The distinct `{{field}}` names a template uses. */
export function fieldsOf(html: string): string[] {
  return [...new Set([...html.matchAll(PLACEHOLDER)].map((m) => m[1]!))];
}
