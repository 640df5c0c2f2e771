import type { FastifyInstance } from 'fastify';
import { downloadFile, listMyFiles, mergeChunks, testChunks, uploadChunk } from '../../../shared/contracts/files.ts';
import { CHUNK_SIZE, chunkCount, chunkRange } from '../../../shared/domain/files.ts';
import { fileRoute, sessionRoute } from '../../plugins/endpoints.ts';
import { badRequest } from '../../plugins/errors.ts';
import { sendStoredFile } from '../../plugins/file-download.ts';
import type { FileStorage } from '../../plugins/file-storage.ts';
import { registerMultipart } from '../../plugins/multipart.ts';
import { myFilesPage } from './queries.ts';
import type { FileReaders } from './read-access.ts';
import { checkFile, mergeUpload, openReadableFile, uploadStatus } from './service.ts';

export function fileRoutes(app: FastifyInstance, storage: FileStorage, readers: FileReaders): void {
  sessionRoute(app, testChunks, async ({ query, session }) => {
    checkFile(query);
    return uploadStatus(app.db, storage, session.userId, query);
  });

  // Multipart only here: a chunk is at most CHUNK_SIZE bytes, one file part, a few fields.
  void app.register(async (scope) => {
    await registerMultipart(scope, { limits: { fileSize: CHUNK_SIZE, files: 1, fields: 16, fieldSize: 1024 } });
    sessionRoute(scope, uploadChunk, async ({ body, session }) => {
      checkFile(body);
      if (body.chunkNumber > body.totalChunks) throw badRequest('file.chunkNumber', { n: body.chunkNumber, count: body.totalChunks });
      const { start, end } = chunkRange(body.totalSize, body.chunkNumber);
      if (body.file.byteLength !== end - start)
        throw badRequest('file.chunkSize', { n: body.chunkNumber, actual: body.file.byteLength, expected: end - start });
      await storage.putChunk(session.userId, body.identifier, body.chunkNumber, body.file);
      return uploadStatus(app.db, storage, session.userId, body);
    });
  });

  sessionRoute(app, mergeChunks, ({ body, session }) =>
    mergeUpload(app.db, storage, session.userId, {
      identifier: body.identifier,
      filename: body.fileName,
      totalSize: body.fileSize,
      totalChunks: chunkCount(body.fileSize),
      fileType: body.fileType,
      extension: body.extension,
    }),
  );

  fileRoute(app, downloadFile, async ({ params, query, session, reply }) => {
    const { row, opened } = await openReadableFile(app.db, storage, readers, session, params.id, params.type);
    return sendStoredFile(reply, opened, row, query.inline);
  });

  // The caller's own files only, whatever their role: an administrator reaches others' by id.
  sessionRoute(app, listMyFiles, ({ query, session }) => myFilesPage(app.db, session.userId, query));
}
