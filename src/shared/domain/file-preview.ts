import { extensionOf } from './files.ts';

/**
 * How each previewable type (spec 001 §5) is shown, and so where it is made ready:
 * - `image`: the browser shows the file itself. Spec 001 lists png, jpg, gif and jpeg; bmp joins
 *   them because every browser draws it, where a PDF made of it would need a converter.
 * - `pdf`: the browser's own viewer, in a frame.
 * - `docx`: drawn in the browser from the file (docx-preview, loaded on first use).
 * - `sheet`: the first rows of the first sheet, read on the server within fixed bounds.
 * - `converted`: made into a PDF on the server by LibreOffice when the server has it, since no
 *   well-kept browser library draws legacy Word and Excel or PowerPoint faithfully; otherwise offered
 *   for download.
 */
export const PREVIEW_RENDERING = {
  png: 'image',
  jpg: 'image',
  jpeg: 'image',
  gif: 'image',
  bmp: 'image',
  pdf: 'pdf',
  docx: 'docx',
  xlsx: 'sheet',
  doc: 'converted',
  xls: 'converted',
  ppt: 'converted',
  pptx: 'converted',
} as const satisfies Record<string, 'image' | 'pdf' | 'docx' | 'sheet' | 'converted'>;

export type PreviewRendering = (typeof PREVIEW_RENDERING)[keyof typeof PREVIEW_RENDERING];

/** How a file of this extension is previewed, or null when it is only downloaded. */
export function previewRenderingOf(extension: string): PreviewRendering | null {
  const ext = extension.toLowerCase();
  return Object.hasOwn(PREVIEW_RENDERING, ext) ? PREVIEW_RENDERING[ext as keyof typeof PREVIEW_RENDERING] : null;
}

/** Whether a file of this name is offered for preview (the others are downloaded). */
export const isPreviewable = (fileName: string): boolean => previewRenderingOf(extensionOf(fileName)) !== null;

/**
 * The largest stored file the server converts for a preview: LibreOffice's time and memory grow with
 * the document, and a larger one is better downloaded.
 */
export const MAX_CONVERTED_BYTES = 20 * 1024 * 1024;
