import { and, eq, isNull } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { filePreview, type FilePreview } from '../../../shared/contracts/files.ts';
import { files } from '../../db/schema/index.ts';
import { sessionRoute } from '../../plugins/endpoints.ts';
import { AppError, badRequest } from '../../plugins/errors.ts';
import type { FileStorage } from '../../plugins/file-storage.ts';
import type { FileReaders } from './read-access.ts';
import { LimitReached, Unreadable } from '../../xlsx/errors.ts';
import { previewWorkbook } from './sheet-preview.ts';

const INLINE = ['jpg', 'jpeg', 'gif', 'png', 'pdf'];

export function filePreviewRoute(app: FastifyInstance, storage: FileStorage, readers: FileReaders): void {
  sessionRoute(app, filePreview, async ({ query, session }): Promise<FilePreview> => {
    const [row] = await app.db
      .select()
      .from(files)
      .where(and(eq(files.id, query.fileVersionId), isNull(files.deletedAt)));
    // A file the caller may not read is answered like a missing one, as downloads are.
    if (!row || !(await readers.mayRead(app.db, session, row))) throw new AppError(404, 'file.notFound', { id: query.fileVersionId });
    if (INLINE.includes(row.extension)) return { kind: 'inline', url: `/api/file/Download/${row.purpose}/${row.id}` };
    if (row.extension !== 'xlsx') throw badRequest('file.noPreview', { type: row.extension });
    const opened = await storage.openRandom(row.id);
    if (!opened) throw new AppError(404, 'file.notFound', { id: row.id });
    try {
      return { kind: 'sheet', sheet: await previewWorkbook(opened) };
    } catch (error) {
      if (error instanceof Unreadable) throw badRequest('file.unreadable', { name: row.name });
      if (error instanceof LimitReached) throw badRequest('file.previewTooLarge', { name: row.name });
      throw error;
    }
  });
}
