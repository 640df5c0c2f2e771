import { createHash } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { CHAT_IMAGE_MAX_BYTES, chatImage, chatImageUrl, listContacts, listConversations, uploadChatImage } from '../../../shared/contracts/chat.ts';
import { FILE_TYPES, extensionOf } from '../../../shared/domain/files.ts';
import { isImageExtension } from '../../../shared/domain/chat.ts';
import { fileRoute, sessionRoute } from '../../plugins/endpoints.ts';
import { AppError, badRequest } from '../../plugins/errors.ts';
import { sendStoredFile } from '../../plugins/file-download.ts';
import type { FileStorage } from '../../plugins/file-storage.ts';
import { registerMultipart } from '../../plugins/multipart.ts';
import { contactsOf, conversationsOf, insertImageFile, liveFile, sharesImage } from './queries.ts';
import { registerChatSocket } from './socket.ts';

const tooLarge = () => new AppError(413, 'chat.imageTooLarge');

export function chatRoutes(app: FastifyInstance, storage: FileStorage): void {
  registerChatSocket(app);

  sessionRoute(app, listConversations, async ({ session, request }) => ({ list: await conversationsOf(app.db, session.userId, request.lang) }));

  sessionRoute(app, listContacts, async ({ query, viewer, request }) => contactsOf(app.db, viewer, request.lang, query));

  void app.register(async (scope) => {
    await registerMultipart(scope, {
      // One byte over the limit is enough to know the image is too large.
      limits: { fileSize: CHAT_IMAGE_MAX_BYTES + 1, files: 1, fields: 4, fieldSize: 1024 },
      async readFile(part) {
        const bytes = await part.toBuffer().catch((error: unknown) => {
          throw (error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE' ? tooLarge() : error;
        });
        return { filename: part.filename, bytes };
      },
    });
    sessionRoute(scope, uploadChatImage, async ({ body, session }) => {
      const { filename, bytes } = body.file;
      const extension = extensionOf(filename);
      if (!isImageExtension(extension)) throw badRequest('chat.notImage', { types: FILE_TYPES.image.join(', ') });
      if (bytes.byteLength > CHAT_IMAGE_MAX_BYTES) throw tooLarge();
      if (bytes.byteLength === 0) throw badRequest('file.empty');
      // One chunk through the same storage as the chunked upload, so the file is kept the same way.
      const md5 = createHash('md5').update(bytes).digest('hex');
      await storage.putChunk(session.userId, md5, 1, bytes);
      const merged = await storage.merge(session.userId, md5, 1);
      const id = await insertImageFile(app.db, { ownerId: session.userId, name: filename, extension, size: merged.size, md5: merged.md5 });
      await merged.keep(id);
      await storage.discardChunks(session.userId, md5);
      return { name: `${id}.${extension}`, fileVersionId: id, url: chatImageUrl(id) };
    });
  });

  fileRoute(app, chatImage, async ({ params, session, reply }) => {
    const row = await liveFile(app.db, params.id);
    const allowed = row && (row.ownerId === session.userId || session.isAdministrator || (await sharesImage(app.db, session.userId, row.id)));
    // Anyone outside the conversation is told it does not exist: ids reveal nothing.
    const opened = allowed && isImageExtension(row.extension) ? await storage.open(row.id) : null;
    if (!row || !opened) throw new AppError(404, 'file.notFound', { id: params.id });
    return sendStoredFile(reply, opened, row, true);
  });
}
