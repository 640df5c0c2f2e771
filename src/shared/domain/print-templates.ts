/**
 * Print templates (System → Print Templates): HTML whose `{{field}}` placeholders are filled from a data
 * interface's rows. A placeholder takes the first row's value; an element marked `data-repeat` (a
 * table row, typically) is repeated once per row with that row's values — a document's head and its
 * lines. The template is sanitised (no script, event handler, form or frame) where it is saved and
 * again where it is shown; there it is filled first, each value set as a text node's or an
 * attribute's value (so written escaped for where it stands, never parsed as markup), and the filled
 * document is sanitised once more with its addresses checked (print-urls.ts), since a value can be one.
 */
import type { Config, DOMPurify, UponSanitizeAttributeHook } from 'dompurify';
import { printAttributeAllowed } from './print-urls.ts';

export const PAPER_SIZES = ['A4', 'A5', 'Letter'] as const;
export type PaperSize = (typeof PAPER_SIZES)[number];
export const ORIENTATIONS = ['portrait', 'landscape'] as const;
/** The categories the form offers, named in each language; one saved before (any text) still shows as saved. */
export const PRINT_CATEGORIES = ['report', 'bill', 'label', 'other'] as const;

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

/** A filled document sanitised, every address checked for a document shown at `origin`. */
export function sanitizeFilledPrintHtml(purify: DOMPurify, html: string, origin: string): string {
  const checkAddress: UponSanitizeAttributeHook = (_node, attribute) => {
    if (!printAttributeAllowed(attribute.attrName, attribute.attrValue, origin)) attribute.keepAttr = false;
  };
  // The hook is this call's only: sanitising is synchronous, and it is removed before anything else runs.
  purify.addHook('uponSanitizeAttribute', checkAddress);
  try {
    return sanitizePrintHtml(purify, html);
  } finally {
    purify.removeHook('uponSanitizeAttribute', checkAddress);
  }
}

/** `{{field}}` of the interface's rows, or `{{@variable}}` of the printing (PRINT_VARIABLES). */
export const PLACEHOLDER = /\{\{\s*(@?[A-Za-z_][A-Za-z0-9_]*)\s*\}\}/g;

/** What a template may print besides its rows: when it was printed, and by whom. */
export const PRINT_VARIABLES = ['@now', '@today', '@user'] as const;
export type PrintVariables = Readonly<Record<(typeof PRINT_VARIABLES)[number], string>>;

/** The distinct `{{field}}` names a template uses (its variables are not the interface's). */
export function fieldsOf(html: string): string[] {
  return [...new Set([...html.matchAll(PLACEHOLDER)].map((m) => m[1]!))].filter((name) => !name.startsWith('@'));
}
