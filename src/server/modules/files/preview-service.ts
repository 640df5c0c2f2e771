import { convertedPreview, type FilePreview } from '../../../shared/contracts/file-preview.ts';
import { MAX_CONVERTED_BYTES, previewRenderingOf } from '../../../shared/domain/file-preview.ts';
import type { Db } from '../../db/client.ts';
import { AppError, badRequest } from '../../plugins/errors.ts';
import type { FileStorage } from '../../plugins/file-storage.ts';
import { ConversionFailed, type PdfConverter } from '../../plugins/pdf-converter.ts';
import { LimitReached, Unreadable } from '../../xlsx/errors.ts';
import type { Caller, DownloadRoutes, Reached, ReachedFile } from './download-routes.ts';
import { fileUrlOf, liveFileById } from './queries.ts';
import { previewWorkbook, type SheetPreview } from './sheet-preview.ts';

export interface PreviewContext {
  db: Db;
  storage: FileStorage;
  downloads: DownloadRoutes;
  converter: PdfConverter;
}

interface PreviewQuery {
  fileVersionId: string;
  fileDownloadUrl?: string | undefined;
}

const notFound = (id: string) => new AppError(404, 'file.notFound', { id });

/**
 * The file, reached through the download route the caller names (its own download when none): the
 * preview is allowed exactly where that download is, and the route must serve this very file. Every
 * refusal but the route's permission reads as a missing file, as downloads answer.
 */
async function reach(ctx: PreviewContext, caller: Caller, query: PreviewQuery): Promise<Reached & { downloadUrl: string }> {
  let downloadUrl = query.fileDownloadUrl;
  if (!downloadUrl) {
    const row = await liveFileById(ctx.db, query.fileVersionId);
    if (!row) throw notFound(query.fileVersionId);
    downloadUrl = fileUrlOf(row.purpose, row.id);
  }
  const reached = await ctx.downloads.reach(ctx.db, caller, downloadUrl);
  if (!reached || reached.file.id !== query.fileVersionId) throw notFound(query.fileVersionId);
  return { ...reached, downloadUrl };
}

async function readSheet(storage: FileStorage, file: ReachedFile): Promise<SheetPreview> {
  const opened = await storage.openRandom(file.id);
  if (!opened) throw notFound(file.id);
  try {
    return await previewWorkbook(opened);
  } catch (error) {
    if (error instanceof Unreadable) throw badRequest('file.unreadable', { name: file.name });
    if (error instanceof LimitReached) throw badRequest('file.previewTooLarge', { name: file.name });
    throw error;
  }
}

/** How the dialog shows the file (shared/domain/file-preview.ts), with what it needs to. */
export async function previewOf(ctx: PreviewContext, caller: Caller, query: PreviewQuery): Promise<FilePreview> {
  const { file, delivered, downloadUrl } = await reach(ctx, caller, query);
  const base = { name: file.name, downloadUrl, url: downloadUrl };
  switch (previewRenderingOf(file.extension)) {
    case null:
      throw badRequest('file.noPreview', { type: file.extension });
    case 'image':
      return { kind: 'image', ...base };
    case 'pdf':
      return { kind: 'pdf', converted: false, ...base };
    case 'docx':
      return { kind: 'docx', ...base };
    case 'sheet': {
      const sheet = await readSheet(ctx.storage, file);
      // The answer carries the content itself.
      await delivered();
      return { kind: 'sheet', sheet, ...base };
    }
    case 'converted': {
      if (!(await ctx.converter.available())) return { kind: 'download', reason: 'noConverter', ...base };
      if (file.size > MAX_CONVERTED_BYTES) return { kind: 'download', reason: 'tooLarge', ...base };
      const pdfQuery = new URLSearchParams({ fileVersionId: file.id, fileDownloadUrl: downloadUrl });
      return { kind: 'pdf', converted: true, ...base, url: `${convertedPreview.path}?${pdfQuery.toString()}` };
    }
  }
}

/** What each failure is answered, naming the file. */
const CONVERSION_REFUSAL: Record<ConversionFailed['reason'], { status: number; key: string }> = {
  failed: { status: 422, key: 'file.convertFailed' },
  tooLarge: { status: 422, key: 'file.convertFailed' },
  timedOut: { status: 422, key: 'file.convertTimedOut' },
  busy: { status: 503, key: 'file.convertBusy' },
};

/** The PDF LibreOffice makes of the file, for the caller the preview would answer; nothing is kept. */
export async function convertedPdfOf(ctx: PreviewContext, caller: Caller, query: PreviewQuery): Promise<{ pdf: Buffer; name: string }> {
  const { file, delivered } = await reach(ctx, caller, query);
  if (previewRenderingOf(file.extension) !== 'converted') throw badRequest('file.notConverted', { type: file.extension });
  if (!(await ctx.converter.available())) throw badRequest('file.noConverter', { type: file.extension });
  if (file.size > MAX_CONVERTED_BYTES) throw badRequest('file.previewTooLarge', { name: file.name });
  const open = async () => {
    const opened = await ctx.storage.open(file.id);
    if (!opened) throw notFound(file.id);
    return opened.stream;
  };
  let pdf: Buffer;
  try {
    pdf = await ctx.converter.convert(open, file.extension);
  } catch (error) {
    if (error instanceof ConversionFailed) {
      const refusal = CONVERSION_REFUSAL[error.reason];
      throw new AppError(refusal.status, refusal.key, { name: file.name });
    }
    throw error;
  }
  await delivered();
  return { pdf, name: `${file.name.replace(/\.[^.]*$/, '')}.pdf` };
}
