import { and, asc, desc, eq, ilike, inArray, isNull, sql } from 'drizzle-orm';
import type { MessageFile, NoticeDetail, NoticeListItem } from '../../../shared/contracts/messages.ts';
import { NOTICE_TYPE } from '../../../shared/contracts/messages.ts';
import type { Db } from '../../db/client.ts';
import { likePattern } from '../../db/like.ts';
import { countWhere, paged } from '../../db/paged.ts';
import { files, messageRecipients as r, messages as m, users } from '../../db/schema/index.ts';

/** The notices of the administrators' notice management; the recipients' copies are in queries.ts. */

interface Page {
  currentPage: number;
  pageSize: number;
  keyword?: string | undefined;
}

type NoticeContent = { title: string; bodyText: string; files: MessageFile[]; toAll: boolean; toUserIds: string[] };

const liveNotice = (id: string) => and(eq(m.id, id), eq(m.type, NOTICE_TYPE), isNull(m.deletedAt));

const noticeColumns = {
  id: m.id,
  title: m.title,
  status: m.status,
  creatorUser: m.creatorName,
  lastModifyTime: m.lastModifyTime,
  releasedAt: m.releasedAt,
  toAll: m.toAll,
  // Spelled out: inside a subquery drizzle would leave the outer table's columns unqualified.
  recipientCount: sql<number>`(select count(*)::int from message_recipients mr where mr.message_id = messages.id and mr.deleted_at is null)`,
};

const noticeItemOf = (row: {
  id: string;
  title: string;
  status: 'draft' | 'released';
  creatorUser: string;
  lastModifyTime: Date;
  releasedAt: Date | null;
  toAll: boolean;
  recipientCount: number;
}): NoticeListItem => ({
  id: row.id,
  title: row.title,
  status: row.status,
  creatorUser: row.creatorUser,
  toAll: row.toAll,
  recipientCount: row.recipientCount,
  lastModifyTime: row.lastModifyTime.getTime(),
  releaseTime: row.releasedAt?.getTime() ?? null,
});

export async function noticePage(db: Db, q: Page) {
  const where = and(eq(m.type, NOTICE_TYPE), isNull(m.deletedAt), q.keyword ? ilike(m.title, likePattern(q.keyword)) : undefined);
  return paged(
    q,
    async (limit, offset) =>
      (await db.select(noticeColumns).from(m).where(where).orderBy(desc(m.lastModifyTime), desc(m.id)).limit(limit).offset(offset)).map(noticeItemOf),
    () => countWhere(db, m, where),
  );
}

export async function noticeById(db: Db, id: string): Promise<NoticeDetail | undefined> {
  const [row] = await db
    .select({ ...noticeColumns, bodyText: m.bodyText, files: m.files, toUserIds: m.toUserIds })
    .from(m)
    .where(liveNotice(id));
  return row ? { ...noticeItemOf(row), bodyText: row.bodyText, files: row.files, toUserIds: row.toUserIds } : undefined;
}

/** A notice row locked for the rest of the transaction (edit, release and delete take turns). */
export async function lockNotice(tx: Db, id: string) {
  const [row] = await tx
    .select({ id: m.id, title: m.title, status: m.status, toAll: m.toAll, toUserIds: m.toUserIds })
    .from(m)
    .where(liveNotice(id))
    .for('update');
  return row;
}

/** Who a notice reaches: every enabled user, or those chosen that still are. */
export async function audienceOf(tx: Db, notice: { toAll: boolean; toUserIds: readonly string[] }): Promise<string[]> {
  const live = and(eq(users.enabled, true), isNull(users.deletedAt));
  const rows = await tx
    .select({ id: users.id })
    .from(users)
    .where(notice.toAll ? live : and(live, inArray(users.id, notice.toUserIds.length ? [...notice.toUserIds] : [''])));
  return rows.map((u) => u.id);
}

export async function recipientChoices(db: Db) {
  return db
    .select({ id: users.id, account: users.account, realName: users.realName })
    .from(users)
    .where(and(eq(users.enabled, true), isNull(users.deletedAt)))
    .orderBy(asc(users.account));
}

/** Takes a notice and every copy of it away; the copies' tombstones reach the recipients' devices. */
export async function removeNotice(tx: Db, id: string): Promise<void> {
  const now = new Date();
  await tx
    .update(r)
    .set({ deletedAt: now })
    .where(and(eq(r.messageId, id), isNull(r.deletedAt)));
  await tx.update(m).set({ deletedAt: now }).where(eq(m.id, id));
}

export async function insertNotice(db: Db, content: NoticeContent, creator: { userId: string; realName: string }): Promise<string> {
  const [row] = await db
    .insert(m)
    .values({ type: NOTICE_TYPE, ...content, creatorUserId: creator.userId, creatorName: creator.realName })
    .returning({ id: m.id });
  return row!.id;
}

export async function updateNoticeContent(tx: Db, id: string, content: NoticeContent): Promise<void> {
  await tx
    .update(m)
    .set({ ...content, lastModifyTime: new Date() })
    .where(eq(m.id, id));
}

export async function markReleased(tx: Db, id: string): Promise<void> {
  const now = new Date();
  await tx.update(m).set({ status: 'released', releasedAt: now, lastModifyTime: now }).where(eq(m.id, id));
}

/** Live files among these ids that the user uploaded. */
export async function ownLiveFiles(db: Db, userId: string, ids: readonly string[]) {
  return db
    .select({ id: files.id, name: files.name, size: files.size })
    .from(files)
    .where(and(inArray(files.id, [...ids]), eq(files.ownerId, userId), isNull(files.deletedAt)));
}

/** A live stored file's extension (for the download's type), or undefined when it is gone. */
export async function liveFileExtension(db: Db, fileId: string): Promise<string | undefined> {
  const [row] = await db
    .select({ extension: files.extension })
    .from(files)
    .where(and(eq(files.id, fileId), isNull(files.deletedAt)));
  return row?.extension;
}
