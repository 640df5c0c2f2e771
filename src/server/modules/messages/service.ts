import type { MessageFile } from '../../../shared/contracts/messages.ts';
import { NOTICE_TYPE } from '../../../shared/contracts/messages.ts';
import type { Db } from '../../db/client.ts';
import type { Viewer } from '../../plugins/access.ts';
import { AppError, notFound } from '../../plugins/errors.ts';
import type { FileStorage } from '../../plugins/file-storage.ts';
import { audienceOf, insertNotice, liveFileExtension, lockNotice, markReleased, ownLiveFiles, removeNotice, updateNoticeContent } from './notice-queries.ts';
import { deliverAll, messageFileOf } from './queries.ts';
import { sanitizeBody } from './sanitize.ts';

export const messageNotFound = (id: string) => notFound('messages.notFound', { id });

type NoticeInput = { title: string; bodyText: string; files: readonly MessageFile[]; toAll: boolean; toUserIds: readonly string[] };

/** The attachments as stored: files the administrator uploaded, named and sized as the server has them. */
async function ownFiles(db: Db, userId: string, wanted: readonly MessageFile[]): Promise<MessageFile[]> {
  if (!wanted.length) return [];
  const ids = [...new Set(wanted.map((f) => f.fileId))];
  const rows = await ownLiveFiles(db, userId, ids);
  const missing = ids.find((id) => !rows.some((row) => row.id === id));
  if (missing) throw new AppError(404, 'file.notFound', { id: missing });
  return ids.map((id) => rows.find((row) => row.id === id)!).map((row) => ({ fileId: row.id, name: row.name, size: row.size }));
}

/** What a notice stores: the body made safe, the attachments as the server has them, no list when it goes to all. */
async function contentOf(db: Db, admin: Viewer, input: NoticeInput) {
  return {
    title: input.title,
    bodyText: await sanitizeBody(input.bodyText),
    files: await ownFiles(db, admin.userId, input.files),
    toAll: input.toAll,
    toUserIds: input.toAll ? [] : [...input.toUserIds],
  };
}

export async function createNoticeDraft(db: Db, admin: Viewer, input: NoticeInput): Promise<{ id: string }> {
  return { id: await insertNotice(db, await contentOf(db, admin, input), admin) };
}

/** Edits a draft; a released notice stays as its recipients read it. */
export async function editNotice(db: Db, admin: Viewer, id: string, input: NoticeInput): Promise<void> {
  const content = await contentOf(db, admin, input);
  await db.transaction(async (tx) => {
    const notice = await lockNotice(tx, id);
    if (!notice) throw messageNotFound(id);
    if (notice.status === 'released') throw new AppError(409, 'messages.alreadyReleased', { title: notice.title });
    await updateNoticeContent(tx, id, content);
  });
}

export async function deleteNoticeEverywhere(db: Db, id: string): Promise<void> {
  await db.transaction(async (tx) => {
    if (!(await lockNotice(tx, id))) throw messageNotFound(id);
    await removeNotice(tx, id);
  });
}

/** Releases a draft to its audience as it stands now: every copy written in the release's transaction. */
export async function releaseNoticeToAudience(db: Db, id: string): Promise<{ recipientCount: number }> {
  return db.transaction(async (tx) => {
    const notice = await lockNotice(tx, id);
    if (!notice) throw messageNotFound(id);
    if (notice.status === 'released') throw new AppError(409, 'messages.alreadyReleased', { title: notice.title });
    const audience = await audienceOf(tx, notice);
    await markReleased(tx, id);
    await deliverAll(tx, [{ message: { id: notice.id, type: NOTICE_TYPE, title: notice.title }, userIds: audience }]);
    return { recipientCount: audience.length };
  });
}

/** A message's attachment the caller may read, opened from storage; anything missing is "no such file". */
export async function openMessageFile(db: Db, storage: FileStorage, caller: { userId: string; isAdministrator: boolean }, messageId: string, fileId: string) {
  const file = await messageFileOf(db, caller, messageId, fileId);
  const extension = file ? await liveFileExtension(db, file.fileId) : undefined;
  const opened = extension !== undefined ? await storage.open(fileId) : null;
  if (!file || extension === undefined || !opened) throw new AppError(404, 'file.notFound', { id: fileId });
  return { opened, name: file.name, extension };
}
