import type { FastifyInstance } from 'fastify';
import * as c from '../../../shared/contracts/user-transfer.ts';
import { fileRoute, sessionRoute } from '../../plugins/endpoints.ts';
import { AppError } from '../../plugins/errors.ts';
import { registerMultipart } from '../../plugins/multipart.ts';
import * as s from './service.ts';
import { sendExceptions, sendExport, sendTemplate } from './workbooks.ts';

const tooLarge = () => new AppError(413, 'admin.refusal.userImport.tooLarge', { max: c.USER_IMPORT_MAX_BYTES / 1024 / 1024 });

/** Users to and from workbooks: template, export, and the import's preview, apply and exception workbook. */
export function userTransferRoutes(app: FastifyInstance): void {
  const { db } = app;
  fileRoute(app, c.userImportTemplate, ({ request, reply }) => sendTemplate(reply, request.t));
  fileRoute(app, c.userExport, ({ query, request, reply, viewer }) =>
    sendExport(db, reply, request.t, viewer, { ...query, language: request.lang }, (err) => request.log.error({ err }, 'user export failed while streaming')),
  );
  fileRoute(app, c.userImportErrors, ({ body, request, reply, viewer }) => sendExceptions(db, reply, request.t, viewer, body.id));
  sessionRoute(app, c.userImportPreviewPage, ({ query, request, viewer }) => s.previewPage(db, request.t, viewer, query));
  sessionRoute(app, c.userImportApply, ({ body, viewer }) => s.applyImport(app, viewer, body));

  void app.register(async (scope) => {
    await registerMultipart(scope, {
      // One byte over the limit is enough to know the workbook is too large.
      limits: { fileSize: c.USER_IMPORT_MAX_BYTES + 1, files: 1, fields: 2, fieldSize: 1024 },
      async readFile(part) {
        const bytes = await part.toBuffer().catch((error: unknown) => {
          throw (error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE' ? tooLarge() : error;
        });
        if (bytes.byteLength > c.USER_IMPORT_MAX_BYTES) throw tooLarge();
        return { filename: part.filename, bytes };
      },
    });
    sessionRoute(scope, c.userImportUpload, ({ body, request, viewer }) => s.previewUpload(db, request.t, viewer, body.file));
  });
}
