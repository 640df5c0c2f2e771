/**
 * Fills a sanitised print template in a document (shared/domain/print-templates.ts says how a template
 * reads): the browser's part, since it needs the DOM.
 */
import type { DOMPurify } from 'dompurify';
import { cellText } from '../../../shared/domain/data-interfaces.ts';
import { PLACEHOLDER, sanitizeFilledPrintHtml, sanitizePrintHtml, type PrintVariables } from '../../../shared/domain/print-templates.ts';

type Row = Readonly<Record<string, unknown>>;

/** A row's values, with the printing's variables beside them under their `@` names. */
const fill = (text: string, row: Row) => text.replace(PLACEHOLDER, (_, name: string) => cellText(row[name]));

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
export function fillTemplate(root: Element, rows: readonly Row[], variables?: PrintVariables): void {
  const withVariables = (row: Row): Row => (variables ? { ...row, ...variables } : row);
  // The head first, while the repeated parts are still marked: a line's value that reads like a
  // placeholder is then never filled again.
  fillNode(root, withVariables(rows[0] ?? {}));
  for (const repeated of Array.from(root.querySelectorAll('[data-repeat]'))) {
    if (repeated.parentElement?.closest('[data-repeat]')) continue;
    for (const row of rows) {
      const copy = repeated.cloneNode(true) as Element;
      copy.removeAttribute('data-repeat');
      fillNode(copy, withVariables(row));
      repeated.parentNode?.insertBefore(copy, repeated);
    }
    repeated.remove();
  }
}

/**
 * The body HTML of a document: the template sanitised, filled in an inert document of `doc`'s
 * implementation (nothing in it loads or runs), then sanitised again with its addresses checked for
 * a document shown at `origin`.
 */
export function printedBody(purify: DOMPurify, doc: Document, template: string, rows: readonly Row[], origin: string, variables?: PrintVariables): string {
  const sheet = doc.implementation.createHTMLDocument('');
  sheet.body.innerHTML = sanitizePrintHtml(purify, template);
  fillTemplate(sheet.body, rows, variables);
  return sanitizeFilledPrintHtml(purify, sheet.body.innerHTML, origin);
}
