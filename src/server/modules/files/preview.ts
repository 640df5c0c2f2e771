import type { FastifyInstance } from 'fastify';
import { convertedPreview, filePreview } from '../../../shared/contracts/file-preview.ts';
import { downloadFile } from '../../../shared/contracts/files.ts';
import { fileRoute, sessionRoute } from '../../plugins/endpoints.ts';
import { contentDisposition } from '../../plugins/file-download.ts';
import { downloadRoute } from './download-routes.ts';
import { liveFileOf } from './queries.ts';
import { convertedPdfOf, previewOf, type PreviewContext } from './preview-service.ts';

/** A stored file's own download: its owner, an administrator, or whoever a module's read rule lets in. */
export const fileDownloadRoute = downloadRoute({
  endpoint: downloadFile,
  async fileFor(db, caller, params, readers) {
    const row = await liveFileOf(db, params.id, params.type);
    if (!row || !(await readers.mayRead(db, caller.session, row))) return null;
    return { id: row.id, name: row.name, extension: row.extension, size: row.size };
  },
});

export function filePreviewRoutes(app: FastifyInstance, ctx: PreviewContext): void {
  sessionRoute(app, filePreview, ({ query, session, viewer, request }) => previewOf(ctx, { session, viewer, ip: request.ip }, query));

  fileRoute(app, convertedPreview, async ({ query, session, viewer, request, reply }) => {
    const { pdf, name } = await convertedPdfOf(ctx, { session, viewer, ip: request.ip }, query);
    return reply.type('application/pdf').header('content-disposition', contentDisposition(name, true)).header('x-content-type-options', 'nosniff').send(pdf);
  });
}
