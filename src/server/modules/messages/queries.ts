import { and, asc, count, desc, eq, ilike, inArray, isNull, sql, type SQL } from 'drizzle-orm';
import type { MessageInfo, MessageListItem, NoticeDetail, NoticeListItem } from '../../../shared/contracts/messages.ts';
import { NOTICE_TYPE } from '../../../shared/contracts/messages.ts';
import type { Db } from '../../db/client.ts';
import { likePattern } from '../../db/like.ts';
import { messageRecipients as r, messages as m, users, type MessageLinkRef } from '../../db/schema/index.ts';
import { notifyMessageCreated } from './events.ts';
import { countWhere, paged } from '../../db/paged.ts';

interface Page {
  currentPage: number;
  pageSize: number;
  keyword?: string | undefined;
}

const INSERT_CHUNK = 1000;

interface Delivery {
  message: { id: string; type: number; title: string };
  userIds: readonly string[];
}

/**
 * Addresses written messages to users, all copies in multi-row inserts, and announces each message
 * once the transaction commits. A user already holding a message keeps their copy (and its read state).
 */
export async function deliverAll(tx: Db, deliveries: readonly Delivery[]): Promise<void> {
  const rows = deliveries.flatMap((d) => [...new Set(d.userIds)].map((userId) => ({ messageId: d.message.id, userId })));
  for (let i = 0; i < rows.length; i += INSERT_CHUNK)
    await tx
      .insert(r)
      .values(rows.slice(i, i + INSERT_CHUNK))
      .onConflictDoNothing();
  for (const { message, userIds } of deliveries) {
    if (userIds.length) await notifyMessageCreated(tx, { messageId: message.id, type: message.type, title: message.title, userIds: [...new Set(userIds)] });
  }
}

/** The caller's live copies of live messages. */
const ownRecord = (userId: string): SQL => and(eq(r.userId, userId), isNull(r.deletedAt), isNull(m.deletedAt))!;

const recordColumns = {
  id: m.id,
  type: m.type,
  title: m.title,
  creatorUser: m.creatorName,
  releasedAt: m.releasedAt,
  createdAt: m.createdAt,
  isRead: r.isRead,
  link: m.link,
};
interface RecordRow {
  id: string;
  type: number;
  title: string;
  creatorUser: string;
  releasedAt: Date | null;
  createdAt: Date;
  isRead: '0' | '1';
  link: MessageLinkRef | null;
}

const listItemOf = (row: RecordRow): MessageListItem => ({
  id: row.id,
  type: row.type,
  title: row.title,
  creatorUser: row.creatorUser,
  isRead: row.isRead,
  link: row.link ?? null,
  lastModifyTime: (row.releasedAt ?? row.createdAt).getTime(),
});

export async function recordPage(db: Db, userId: string, q: Page & { sort: 'asc' | 'desc'; type?: number | undefined }) {
  const where = and(ownRecord(userId), q.type ? eq(m.type, q.type) : undefined, q.keyword ? ilike(m.title, likePattern(q.keyword)) : undefined);
  const order = q.sort === 'asc' ? [asc(m.releasedAt), asc(m.id)] : [desc(m.releasedAt), desc(m.id)];
  return paged(
    q,
    async (limit, offset) =>
      (
        await db
          .select(recordColumns)
          .from(r)
          .innerJoin(m, eq(m.id, r.messageId))
          .where(where)
          .orderBy(...order)
          .limit(limit)
          .offset(offset)
      ).map(listItemOf),
    async () => (await db.select({ n: count() }).from(r).innerJoin(m, eq(m.id, r.messageId)).where(where))[0]?.n ?? 0,
  );
}

/** One of the caller's messages, read now if it was not yet; undefined when it is not theirs. */
export async function openRecord(db: Db, userId: string, messageId: string): Promise<MessageInfo | undefined> {
  return db.transaction(async (tx) => {
    const now = new Date();
    await tx
      .update(r)
      .set({ isRead: '1', readTime: now })
      .where(and(eq(r.userId, userId), eq(r.messageId, messageId), eq(r.isRead, '0'), isNull(r.deletedAt)));
    const [row] = await tx
      .select({ ...recordColumns, bodyText: m.bodyText, files: m.files, readTime: r.readTime })
      .from(r)
      .innerJoin(m, eq(m.id, r.messageId))
      .where(and(ownRecord(userId), eq(r.messageId, messageId)));
    if (!row) return undefined;
    return { ...listItemOf(row), bodyText: row.bodyText, files: row.files, readTime: row.readTime?.getTime() ?? null };
  });
}

export async function readAll(db: Db, userId: string): Promise<void> {
  await db
    .update(r)
    .set({ isRead: '1', readTime: new Date() })
    .where(and(eq(r.userId, userId), eq(r.isRead, '0'), isNull(r.deletedAt)));
}

/** Deletes the caller's copies; false (nothing deleted) when any id is not a message in their record. */
export async function deleteRecords(db: Db, userId: string, messageIds: readonly string[]): Promise<boolean> {
  const ids = [...new Set(messageIds)];
  return db.transaction(async (tx) => {
    const owned = await tx
      .select({ id: r.id })
      .from(r)
      .innerJoin(m, eq(m.id, r.messageId))
      .where(and(ownRecord(userId), inArray(r.messageId, ids)))
      .for('update', { of: r });
    if (owned.length !== ids.length) return false;
    await tx
      .update(r)
      .set({ deletedAt: new Date() })
      .where(
        inArray(
          r.id,
          owned.map((o) => o.id),
        ),
      );
    return true;
  });
}

export async function unreadCounts(db: Db, userId: string) {
  const rows = await db
    .select({ type: m.type, n: count() })
    .from(r)
    .innerJoin(m, eq(m.id, r.messageId))
    .where(and(ownRecord(userId), eq(r.isRead, '0')))
    .groupBy(m.type);
  const notices = rows.find((row) => row.type === NOTICE_TYPE)?.n ?? 0;
  const total = rows.reduce((sum, row) => sum + row.n, 0);
  return { unreadNoticeCount: notices, unreadMessageCount: total - notices, unreadTotal: total };
}

/** A file of a message the caller holds (administrators: of any live notice). */
export async function messageFileOf(db: Db, caller: { userId: string; isAdministrator: boolean }, messageId: string, fileId: string) {
  const [row] = await db
    .select({ files: m.files })
    .from(m)
    .where(
      and(
        eq(m.id, messageId),
        isNull(m.deletedAt),
        caller.isAdministrator
          ? undefined
          : sql`exists (select 1 from message_recipients mr where mr.message_id = messages.id and mr.user_id = ${caller.userId} and mr.deleted_at is null)`,
      ),
    );
  return row?.files.find((f) => f.fileId === fileId);
}

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
