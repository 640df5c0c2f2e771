import { and, eq, inArray, isNull } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import {
  createNotice,
  deleteMessageRecords,
  deleteNotice,
  downloadMessageFile,
  getNotice,
  listMessages,
  listNoticeRecipients,
  listNotices,
  messageUnreadCounts,
  NOTICE_TYPE,
  readAllMessages,
  readMessageInfo,
  releaseNotice,
  updateNotice,
  type MessageFile,
} from '../../../shared/contracts/messages.ts';
import type { Db } from '../../db/client.ts';
import { files, messages } from '../../db/schema/index.ts';
import { fileRoute, sessionRoute } from '../../plugins/endpoints.ts';
import { AppError, notFound } from '../../plugins/errors.ts';
import { sendStoredFile } from '../../plugins/file-download.ts';
import type { FileStorage } from '../../plugins/file-storage.ts';
import {
  audienceOf,
  deleteRecords,
  deliverAll,
  lockNotice,
  messageFileOf,
  noticeById,
  noticePage,
  openRecord,
  readAll,
  recipientChoices,
  recordPage,
  removeNotice,
  unreadCounts,
} from './queries.ts';
import { sanitizeBody } from './sanitize.ts';

const messageNotFound = (id: string) => notFound('messages.notFound', { id });

/** The attachments as stored: files the administrator uploaded, named and sized as the server has them. */
async function ownFiles(db: Db, userId: string, wanted: readonly MessageFile[]): Promise<MessageFile[]> {
  if (!wanted.length) return [];
  const ids = [...new Set(wanted.map((f) => f.fileId))];
  const rows = await db
    .select({ id: files.id, name: files.name, size: files.size })
    .from(files)
    .where(and(inArray(files.id, ids), eq(files.ownerId, userId), isNull(files.deletedAt)));
  const missing = ids.find((id) => !rows.some((row) => row.id === id));
  if (missing) throw new AppError(404, 'file.notFound', { id: missing });
  return ids.map((id) => rows.find((row) => row.id === id)!).map((row) => ({ fileId: row.id, name: row.name, size: row.size }));
}

export function messageRoutes(app: FastifyInstance, storage: FileStorage): void {
  // The socket's first frame counts the user's unread messages (REFERENCE initMessage).
  app.hub.addInitPart(async (userId) => {
    const { unreadNoticeCount, unreadMessageCount } = await unreadCounts(app.db, userId);
    return { unreadNoticeCount, unreadMessageCount };
  });

  sessionRoute(app, listMessages, async ({ query, session }) => recordPage(app.db, session.userId, query));

  sessionRoute(app, readAllMessages, async ({ session }) => {
    await readAll(app.db, session.userId);
    return null;
  });

  sessionRoute(app, readMessageInfo, async ({ params, session }) => {
    const info = await openRecord(app.db, session.userId, params.id);
    if (!info) throw messageNotFound(params.id);
    return info;
  });

  sessionRoute(app, deleteMessageRecords, async ({ body, session }) => {
    if (!(await deleteRecords(app.db, session.userId, body.ids))) throw notFound('messages.notInRecord');
    return null;
  });

  sessionRoute(app, messageUnreadCounts, async ({ session }) => unreadCounts(app.db, session.userId));

  fileRoute(app, downloadMessageFile, async ({ params, session, reply }) => {
    const file = await messageFileOf(app.db, session, params.id, params.fileId);
    const [row] = file
      ? await app.db
          .select({ name: files.name, extension: files.extension })
          .from(files)
          .where(and(eq(files.id, file.fileId), isNull(files.deletedAt)))
      : [];
    const opened = row ? await storage.open(params.fileId) : null;
    if (!file || !row || !opened) throw new AppError(404, 'file.notFound', { id: params.fileId });
    return sendStoredFile(reply, opened, { name: file.name, extension: row.extension });
  });

  // Notice management is the administrators' (spec-silent decision, see README "Messages"; the contracts say so).
  sessionRoute(app, listNotices, async ({ query }) => noticePage(app.db, query));

  sessionRoute(app, listNoticeRecipients, async () => ({ list: await recipientChoices(app.db) }));

  sessionRoute(app, createNotice, async ({ body, viewer: admin }) => {
    const attachments = await ownFiles(app.db, admin.userId, body.files);
    const [row] = await app.db
      .insert(messages)
      .values({
        type: NOTICE_TYPE,
        title: body.title,
        bodyText: sanitizeBody(body.bodyText),
        files: attachments,
        creatorUserId: admin.userId,
        creatorName: admin.realName,
        toAll: body.toAll,
        toUserIds: body.toAll ? [] : body.toUserIds,
      })
      .returning({ id: messages.id });
    return { id: row!.id };
  });

  sessionRoute(app, updateNotice, async ({ params, body, viewer: admin }) => {
    const attachments = await ownFiles(app.db, admin.userId, body.files);
    await app.db.transaction(async (tx) => {
      const notice = await lockNotice(tx, params.id);
      if (!notice) throw messageNotFound(params.id);
      if (notice.status === 'released') throw new AppError(409, 'messages.alreadyReleased', { title: notice.title });
      await tx
        .update(messages)
        .set({
          title: body.title,
          bodyText: sanitizeBody(body.bodyText),
          files: attachments,
          toAll: body.toAll,
          toUserIds: body.toAll ? [] : body.toUserIds,
          lastModifyTime: new Date(),
        })
        .where(eq(messages.id, params.id));
    });
    return null;
  });

  sessionRoute(app, getNotice, async ({ params }) => {
    const notice = await noticeById(app.db, params.id);
    if (!notice) throw messageNotFound(params.id);
    return notice;
  });

  sessionRoute(app, deleteNotice, async ({ params }) => {
    await app.db.transaction(async (tx) => {
      if (!(await lockNotice(tx, params.id))) throw messageNotFound(params.id);
      await removeNotice(tx, params.id);
    });
    return null;
  });

  sessionRoute(app, releaseNotice, async ({ params }) => {
    const released = await app.db.transaction(async (tx) => {
      const notice = await lockNotice(tx, params.id);
      if (!notice) throw messageNotFound(params.id);
      if (notice.status === 'released') throw new AppError(409, 'messages.alreadyReleased', { title: notice.title });
      const audience = await audienceOf(tx, notice);
      const now = new Date();
      await tx.update(messages).set({ status: 'released', releasedAt: now, lastModifyTime: now }).where(eq(messages.id, params.id));
      await deliverAll(tx, [{ message: { id: notice.id, type: NOTICE_TYPE, title: notice.title }, userIds: audience }]);
      return { recipientCount: audience.length };
    });
    // The recipients' devices pull the notice now rather than at their next poll.
    app.hub.syncChanged();
    return released;
  });
}
