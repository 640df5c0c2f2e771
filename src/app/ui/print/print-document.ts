/**
 * A print template made into a document in the browser: sanitised again (whatever the server sent),
 * filled from the rows (values as text), sanitised once more with its addresses checked, laid out on
 * its paper — shown in a sandboxed frame, printed from it, or drawn to a PDF. CJK text is drawn by the
 * browser's own fonts, so it prints and lands in the PDF as it reads on screen.
 */
import createDOMPurify, { type DOMPurify } from 'dompurify';
import type { PageParam } from '../../../shared/contracts/print-templates.ts';
import { PAPER_MM, type PrintVariables } from '../../../shared/domain/print-templates.ts';
import { printedBody } from './fill-template.ts';

export interface PrintSource {
  fullName: string;
  printTemplate: string;
  pageParam: PageParam;
  rows: readonly Record<string, unknown>[];
  /** When and by whom it is printed, for `{{@now}}`, `{{@today}}` and `{{@user}}`. */
  variables?: PrintVariables;
}

let purify: DOMPurify | undefined;

/** The filled body HTML of a document; its pictures may come from the app itself only. */
export function documentBody(source: PrintSource): string {
  purify ??= createDOMPurify(window);
  return printedBody(purify, document, source.printTemplate, source.rows, window.location.origin, source.variables);
}

/** The paper's width and height in millimetres, turned for landscape. */
export function paperOf(page: PageParam): [width: number, height: number] {
  const [w, h] = PAPER_MM[page.size];
  return page.orientation === 'landscape' ? [h, w] : [w, h];
}

/** A document's own look under `scope` (the frame's body, or the PDF's sheet): CJK-capable fonts first, ruled tables, black on white. */
const sheetCss = (scope: string) =>
  `${scope}{margin:0;color:#000;background:#fff;font:14px/1.5 "Noto Sans CJK SC","Noto Sans SC","WenQuanYi Micro Hei","Microsoft YaHei","PingFang SC",system-ui,sans-serif}
${scope} table{border-collapse:collapse;width:100%}${scope} th,${scope} td{border:1px solid #555;padding:4px 6px;text-align:left}${scope} h1,${scope} h2,${scope} h3{margin:0 0 8px}`;

/** The whole page for the preview frame: the paper size for printing, the sheet's margins on screen. */
export function documentPage(source: PrintSource): string {
  const { size, orientation, margin } = source.pageParam;
  const [width] = paperOf(source.pageParam);
  return `<!doctype html><html><head><meta charset="utf-8"><title></title><style>${sheetCss('body')}
@page{size:${size} ${orientation};margin:${margin}mm}
@media screen{body{box-sizing:border-box;width:${width}mm;padding:${margin}mm;margin:0 auto}}
@media screen and (max-width:600px){body{width:auto;padding:4mm}}</style></head><body>${documentBody(source)}</body></html>`;
}

const PX_PER_MM = 96 / 25.4;

/** Draws the document on its paper, page after page, and saves it as `{fullName}.pdf`. */
export async function downloadPdf(source: PrintSource): Promise<void> {
  const [{ toCanvas }, { jsPDF }] = await Promise.all([import('html-to-image'), import('jspdf')]);
  const [width, height] = paperOf(source.pageParam);
  const margin = source.pageParam.margin;
  const inner = width - 2 * margin;
  const holder = document.createElement('div');
  holder.setAttribute('aria-hidden', 'true');
  holder.style.cssText = 'position:fixed;left:-10000px;top:0;background:#fff';
  const style = document.createElement('style');
  style.textContent = sheetCss('.print-sheet');
  const sheet = document.createElement('div');
  sheet.className = 'print-sheet';
  sheet.style.width = `${inner * PX_PER_MM}px`;
  sheet.innerHTML = documentBody(source);
  holder.append(style, sheet);
  document.body.append(holder);
  try {
    const canvas = await toCanvas(sheet, { pixelRatio: 2, backgroundColor: '#ffffff' });
    const pdf = new jsPDF({ unit: 'mm', format: source.pageParam.size.toLowerCase(), orientation: source.pageParam.orientation });
    // JPEG: a page of text as PNG at twice the screen's density made a 5 MB file.
    const image = canvas.toDataURL('image/jpeg', 0.9);
    const imageHeight = (canvas.height * inner) / canvas.width;
    const usable = height - 2 * margin;
    for (let top = 0; top < imageHeight; top += usable) {
      if (top > 0) pdf.addPage();
      pdf.addImage(image, 'JPEG', margin, margin - top, inner, imageHeight);
      // The margins are painted over the parts of the image that belong to the pages before and after.
      pdf.setFillColor(255, 255, 255);
      pdf.rect(0, 0, width, margin, 'F');
      pdf.rect(0, height - margin, width, margin, 'F');
    }
    pdf.save(`${source.fullName}.pdf`);
  } finally {
    holder.remove();
  }
}
