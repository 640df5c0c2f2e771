import { localNameSql } from '../../db/local-name.ts';
import type { Language } from '../../../shared/constants.ts';
import { and, asc, count, desc, eq, ilike, inArray, isNull, or, sql, type SQL } from 'drizzle-orm';
import type { ChatContact, ChatConversation } from '../../../shared/contracts/chat.ts';
import type { ChatMessage } from '../../../shared/contracts/realtime.ts';
import { contactFenceOf, type ContactFence } from '../../../shared/domain/chat.ts';
import { accountKindOf, type RoleKindMark } from '../../../shared/domain/roles.ts';
import { queryRows, type Db } from '../../db/client.ts';
import { likePattern } from '../../db/like.ts';
import { chatMessages, departments, files, roles, userRoles, users } from '../../db/schema/index.ts';
import type { Viewer } from '../../plugins/access.ts';
import { countWhere, paged } from '../../db/paged.ts';

export type ChatRow = typeof chatMessages.$inferSelect;

export const chatMessageOf = (row: ChatRow): ChatMessage => ({
  id: row.id,
  clientMessageId: row.clientMessageId,
  sendUserId: row.sendUserId,
  receiveUserId: row.receiveUserId,
  contentType: row.contentType,
  content: row.content,
  sendTime: row.sendTime.getTime(),
  readTime: row.readTime?.getTime() ?? null,
});

const textArray = (values: readonly string[]): SQL =>
  sql`array[${sql.join(
    values.map((v) => sql`${v}`),
    sql`, `,
  )}]::text[]`;

/**
 * Who the viewer may chat with (spec-silent, docs/decisions/0032-chat-contacts-and-delivery.md):
 * the contact fence in SQL (`fenceShows` is the same test in memory, for presence), among enabled
 * accounts other than the viewer's own.
 */
function contactScope(viewer: Viewer): SQL {
  const base = sql`${users.deletedAt} is null and ${users.enabled} and ${users.id} <> ${viewer.userId}`;
  const fence = contactFenceOf(viewer);
  if (!fence.fenced) return base;
  const own = fence.supplierCodes.length ? sql` or ${users.supplierCodes} && ${textArray(fence.supplierCodes)}` : sql``;
  return sql`${base} and (cardinality(${users.supplierCodes}) = 0${own})`;
}

/** What presence needs of a user: the fence of its own contact list, and its supplier codes for others' fences. */
export interface ContactProfile {
  fence: ContactFence;
  supplierCodes: string[];
}

/** The contact profiles of these users in one query (a socket's on connect, every local user's on refresh). */
export async function contactProfilesOf(db: Db, userIds: readonly string[]): Promise<Map<string, ContactProfile>> {
  if (userIds.length === 0) return new Map();
  const rows = await db
    .select({
      id: users.id,
      isAdministrator: users.isAdministrator,
      supplierCodes: users.supplierCodes,
      // The kinds of the user's enabled roles, as a viewer's are read (sync viewerOfUser).
      roleKinds: sql<RoleKindMark[]>`coalesce(json_agg(${roles.kind}) filter (where ${roles.kind} is not null), '[]'::json)`,
    })
    .from(users)
    .leftJoin(userRoles, eq(userRoles.userId, users.id))
    .leftJoin(roles, and(eq(roles.id, userRoles.roleId), eq(roles.enabled, true)))
    .where(inArray(users.id, [...userIds]))
    .groupBy(users.id);
  return new Map(rows.map((r) => [r.id, { fence: contactFenceOf({ ...r, roleKind: accountKindOf(r.roleKinds) }), supplierCodes: r.supplierCodes }]));
}

/** A contact as the chat lists them, their department named for a reader of `language`. */
const contactColumns = (language: Language) => ({
  id: users.id,
  account: users.account,
  realName: users.realName,
  headIcon: users.headIcon,
  department: sql<string>`coalesce(${localNameSql(departments.fullName, departments.fullNameI18n, language)}, '')`,
});

export async function contactsOf(db: Db, viewer: Viewer, language: Language, page: { currentPage: number; pageSize: number; keyword?: string }) {
  const keyword = page.keyword ? likePattern(page.keyword) : null;
  // A Chinese name is found by its pinyin and initials too, as in the user pickers (张三 by "zs").
  const where = and(
    contactScope(viewer),
    keyword ? or(ilike(users.account, keyword), ilike(users.realName, keyword), ilike(users.namePinyin, keyword)) : undefined,
  );
  return paged(
    page,
    (limit, offset): Promise<ChatContact[]> =>
      db
        .select(contactColumns(language))
        .from(users)
        .leftJoin(departments, eq(departments.id, users.departmentId))
        .where(where)
        .orderBy(asc(sql`lower(${users.account})`), asc(users.id))
        .limit(limit)
        .offset(offset),
    () => countWhere(db, users, where),
  );
}

/** Whether the viewer may chat with the user. */
export async function isContact(db: Db, viewer: Viewer, userId: string): Promise<boolean> {
  const [row] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(contactScope(viewer), eq(users.id, userId)));
  return row !== undefined;
}

/** Every conversation the user takes part in, with its latest message and the user's unread count. */
export async function conversationsOf(db: Db, userId: string, language: Language): Promise<ChatConversation[]> {
  const rows = await queryRows<{
    id: string;
    account: string;
    real_name: string;
    head_icon: string;
    department: string;
    unread: number;
    content: string;
    content_type: 'text' | 'image';
    send_time: Date | string;
  }>(
    db,
    sql`
    with mine as (
      select case when m.send_user_id = ${userId} then m.receive_user_id else m.send_user_id end as other,
        m.id, m.content, m.content_type, m.send_time, (m.receive_user_id = ${userId} and m.read_time is null) as unread
      from chat_messages m
      where m.send_user_id = ${userId} or m.receive_user_id = ${userId}
    ), latest as (
      select distinct on (other) other, content, content_type, send_time from mine order by other, send_time desc, id desc
    ), unread as (
      select other, count(*)::int as n from mine where unread group by other
    )
    select u.id, u.account, u.real_name, u.head_icon, coalesce(nullif(d.full_name_i18n ->> ${language}, ''), d.full_name, '') as department,
      coalesce(unread.n, 0) as unread,
      latest.content, latest.content_type, latest.send_time
    from latest
    join users u on u.id = latest.other
    left join departments d on d.id = u.department_id
    left join unread on unread.other = latest.other
    order by latest.send_time desc, u.id`,
  );
  return rows.map((r) => ({
    id: r.id,
    account: r.account,
    realName: r.real_name,
    headIcon: r.head_icon,
    department: r.department,
    unreadMessage: Number(r.unread),
    latestMessage: r.content,
    messageType: r.content_type,
    latestDate: new Date(r.send_time).getTime(),
  }));
}

/** Unread messages per sender, for initMessage. */
export async function unreadCountsOf(db: Db, userId: string) {
  const rows = await db
    .select({ formUserId: chatMessages.sendUserId, unreadNum: count() })
    .from(chatMessages)
    .where(and(eq(chatMessages.receiveUserId, userId), isNull(chatMessages.readTime)))
    .groupBy(chatMessages.sendUserId);
  return rows;
}

const between = (a: string, b: string) =>
  or(and(eq(chatMessages.sendUserId, a), eq(chatMessages.receiveUserId, b)), and(eq(chatMessages.sendUserId, b), eq(chatMessages.receiveUserId, a)));

/** A page of the conversation between the two users (spec 000 §7.3 MessageList). */
export async function conversationPage(
  db: Db,
  userId: string,
  otherId: string,
  page: { currentPage: number; pageSize: number; sord: 'asc' | 'desc'; keyword?: string },
) {
  const where = and(
    between(userId, otherId),
    page.keyword ? and(eq(chatMessages.contentType, 'text'), ilike(chatMessages.content, likePattern(page.keyword))) : undefined,
  );
  const order = page.sord === 'asc' ? [asc(chatMessages.sendTime), asc(chatMessages.id)] : [desc(chatMessages.sendTime), desc(chatMessages.id)];
  return paged(
    page,
    async (limit, offset) =>
      (
        await db
          .select()
          .from(chatMessages)
          .where(where)
          .orderBy(...order)
          .limit(limit)
          .offset(offset)
      ).map(chatMessageOf),
    () => countWhere(db, chatMessages, where),
  );
}

/** Marks what `fromUserId` sent to the user as read; answers how many were unread. */
export async function markRead(db: Db, userId: string, fromUserId: string): Promise<number> {
  const rows = await db
    .update(chatMessages)
    .set({ readTime: sql`now()` })
    .where(and(eq(chatMessages.receiveUserId, userId), eq(chatMessages.sendUserId, fromUserId), isNull(chatMessages.readTime)))
    .returning({ id: chatMessages.id });
  return rows.length;
}

/** Whether the user sent or received an image message with this file. */
export async function sharesImage(db: Db, userId: string, fileId: string): Promise<boolean> {
  const [row] = await db
    .select({ id: chatMessages.id })
    .from(chatMessages)
    .where(and(eq(chatMessages.imageFileId, fileId), or(eq(chatMessages.sendUserId, userId), eq(chatMessages.receiveUserId, userId))))
    .limit(1);
  return Boolean(row);
}

/** A stored file that is not deleted. */
export async function liveFile(db: Db, id: string) {
  const [row] = await db
    .select()
    .from(files)
    .where(and(eq(files.id, id), isNull(files.deletedAt)));
  return row;
}

/** Records a chat image stored through the file storage; its id. */
export async function insertImageFile(db: Db, file: { ownerId: string; name: string; extension: string; size: number; md5: string }): Promise<string> {
  const [row] = await db
    .insert(files)
    .values({ ...file, purpose: 'image' })
    .returning({ id: files.id });
  return row!.id;
}
