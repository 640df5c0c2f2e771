import { and, asc, count, desc, eq, ilike, inArray, isNull, sql, type SQL } from 'drizzle-orm';
import type { MessageInfo, MessageListItem } from '../../../shared/contracts/messages.ts';
import { NOTICE_TYPE } from '../../../shared/contracts/messages.ts';
import type { Db } from '../../db/client.ts';
import { likePattern } from '../../db/like.ts';
import { messageRecipients as r, messages as m, type MessageLinkRef } from '../../db/schema/index.ts';
import { notifyMessageCreated } from './events.ts';
import { paged } from '../../db/paged.ts';

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
