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
  readAllMessages,
  readMessageInfo,
  releaseNotice,
  updateNotice,
} from '../../../shared/contracts/messages.ts';
import { fileRoute, sessionRoute } from '../../plugins/endpoints.ts';
import { notFound } from '../../plugins/errors.ts';
import { sendStoredFile } from '../../plugins/file-download.ts';
import type { FileStorage } from '../../plugins/file-storage.ts';
import { noticeById, noticePage, recipientChoices } from './notice-queries.ts';
import { deleteRecords, openRecord, readAll, recordPage, unreadCounts } from './queries.ts';
import { createNoticeDraft, deleteNoticeEverywhere, editNotice, messageNotFound, openMessageFile, releaseNoticeToAudience } from './service.ts';

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
    const { opened, name, extension } = await openMessageFile(app.db, storage, session, params.id, params.fileId);
    return sendStoredFile(reply, opened, { name, extension });
  });

  // Notice management is the administrators' (spec-silent decision,
  // docs/decisions/0028-messages-and-notices.md; the contracts say so).
  sessionRoute(app, listNotices, async ({ query }) => noticePage(app.db, query));

  sessionRoute(app, listNoticeRecipients, async () => ({ list: await recipientChoices(app.db) }));

  sessionRoute(app, createNotice, ({ body, viewer: admin }) => createNoticeDraft(app.db, admin, body));

  sessionRoute(app, updateNotice, async ({ params, body, viewer: admin }) => {
    await editNotice(app.db, admin, params.id, body);
    return null;
  });

  sessionRoute(app, getNotice, async ({ params }) => {
    const notice = await noticeById(app.db, params.id);
    if (!notice) throw messageNotFound(params.id);
    return notice;
  });

  sessionRoute(app, deleteNotice, async ({ params }) => {
    await deleteNoticeEverywhere(app.db, params.id);
    return null;
  });

  sessionRoute(app, releaseNotice, async ({ params }) => {
    const released = await releaseNoticeToAudience(app.db, params.id);
    // The recipients' devices pull the notice now rather than at their next poll.
    app.hub.syncChanged();
    return released;
  });
}
