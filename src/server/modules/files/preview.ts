import type { Readable } from 'node:stream';
import { and, eq, isNull } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import type { FastifyInstance } from 'fastify';
import { filePreview, PREVIEW_LIMITS, type FilePreview } from '../../../shared/contracts/files.ts';
import { files } from '../../db/schema/index.ts';
import { sessionRoute } from '../../plugins/endpoints.ts';
import { AppError, badRequest } from '../../plugins/errors.ts';
import type { FileStorage } from '../../plugins/file-storage.ts';
import type { FileReaders } from './read-access.ts';

const INLINE = ['jpg', 'jpeg', 'gif', 'png', 'pdf'];

function text(value: unknown): string {
  if (value === null || value === undefined) return '';
  if (value instanceof Date) return value.toISOString().slice(0, 10);
  if (typeof value === 'object') {
    const o = value as { richText?: { text: string }[]; result?: unknown; text?: unknown };
    if (Array.isArray(o.richText)) return o.richText.map((r) => r.text).join('');
    if ('result' in o) return text(o.result);
    if ('text' in o) return text(o.text);
    return '';
  }
  return typeof value === 'string' ? value : typeof value === 'number' || typeof value === 'boolean' ? String(value) : '';
}

/** The first rows of the first sheet, read as a stream and left as soon as enough are read. */
async function sheetPreview(stream: Readable): Promise<Extract<FilePreview, { kind: 'sheet' }>['sheet']> {
  const reader = new ExcelJS.stream.xlsx.WorkbookReader(stream, { sharedStrings: 'cache', styles: 'cache', hyperlinks: 'ignore', worksheets: 'emit', entries: 'emit' });
  const rows: string[][] = [];
  let truncated = false;
  let name = '';
  try {
    for await (const sheet of reader) {
      name = (sheet as unknown as { name?: string }).name ?? '';
      for await (const row of sheet) {
        if (rows.length === PREVIEW_LIMITS.rows) {
          truncated = true;
          break;
        }
        const values = (row.values as unknown[]).slice(1, PREVIEW_LIMITS.columns + 1).map(text);
        while (rows.length < row.number - 1) rows.push([]);
        rows.push(values);
      }
      break;
    }
  } finally {
    stream.destroy();
  }
  return { name, rows, truncated };
}

export function filePreviewRoute(app: FastifyInstance, storage: FileStorage, readers: FileReaders): void {
  sessionRoute(app, filePreview, async ({ query, session }): Promise<FilePreview> => {
    const [row] = await app.db.select().from(files).where(and(eq(files.id, query.fileVersionId), isNull(files.deletedAt)));
    // A file the caller may not read is answered like a missing one, as downloads are.
    if (!row || !(await readers.mayRead(app.db, session, row))) throw new AppError(404, 'file.notFound', { id: query.fileVersionId });
    if (INLINE.includes(row.extension)) return { kind: 'inline', url: `/api/file/Download/${row.purpose}/${row.id}` };
    if (row.extension !== 'xlsx') throw badRequest('file.noPreview', { type: row.extension });
    const opened = await storage.open(row.id);
    if (!opened) throw new AppError(404, 'file.notFound', { id: row.id });
    try {
      return { kind: 'sheet', sheet: await sheetPreview(opened.stream) };
    } catch {
      throw badRequest('file.unreadable', { name: row.name });
    }
  });
}
