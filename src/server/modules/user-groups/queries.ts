import { and, asc, desc, eq, ilike, inArray, notInArray, or, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { countWhere, paged, sortedBy, type PageRequest } from '../../db/paged.ts';
import { likePattern } from '../../db/like.ts';
import { userGroupMembers, userGroups, users } from '../../db/schema/index.ts';

export type GroupRecord = typeof userGroups.$inferSelect;
export type GroupValues = Pick<GroupRecord, 'enCode' | 'fullName' | 'description' | 'sortCode' | 'enabled'>;

const SORTS = { sortCode: userGroups.sortCode, fullName: userGroups.fullName, enCode: userGroups.enCode, creatorTime: userGroups.createdAt };
const members = (groupId: SQL | string) =>
  sql`(select count(*)::int from user_group_members gm join users u on u.id = gm.user_id and u.deleted_at is null where gm.group_id = ${groupId})`;

export function groupPage(db: Db, q: PageRequest & { keyword?: string | undefined; sidx: keyof typeof SORTS; sort: 'asc' | 'desc' }) {
  const where = q.keyword ? or(ilike(userGroups.fullName, likePattern(q.keyword)), ilike(userGroups.enCode, likePattern(q.keyword))) : undefined;
  return paged(
    q,
    async (limit, offset) =>
      db
        .select({
          id: userGroups.id,
          fullName: userGroups.fullName,
          enCode: userGroups.enCode,
          enabled: userGroups.enabled,
          description: userGroups.description,
          sortCode: userGroups.sortCode,
          createdAt: userGroups.createdAt,
          userCount: members(sql`${userGroups.id}`).mapWith(Number),
        })
        .from(userGroups)
        .where(where)
        .orderBy(...sortedBy(SORTS, q, desc(userGroups.id)))
        .limit(limit)
        .offset(offset),
    () => countWhere(db, userGroups, where),
  );
}

export function enabledGroups(db: Db) {
  return db
    .select({ id: userGroups.id, fullName: userGroups.fullName, enCode: userGroups.enCode })
    .from(userGroups)
    .where(eq(userGroups.enabled, true))
    .orderBy(asc(userGroups.sortCode), asc(userGroups.fullName));
}

export async function groupById(db: Db, id: string): Promise<GroupRecord | undefined> {
  const [row] = await db.select().from(userGroups).where(eq(userGroups.id, id));
  return row;
}

export async function insertGroup(db: Db, values: GroupValues): Promise<string> {
  const [row] = await db.insert(userGroups).values(values).returning({ id: userGroups.id });
  return row!.id;
}

export async function updateGroupRow(db: Db, id: string, values: GroupValues): Promise<void> {
  await db.update(userGroups).set(values).where(eq(userGroups.id, id));
}

export async function memberCount(db: Db, id: string): Promise<number> {
  const [row] = await db.select({ n: members(id).mapWith(Number) }).from(sql`(select 1) as one`);
  return row?.n ?? 0;
}

/** The group's members, as a condition on users. */
export const inGroup = (groupId: string): SQL =>
  sql`${users.id} in (select ${userGroupMembers.userId} from ${userGroupMembers} where ${userGroupMembers.groupId} = ${groupId})`;

/** The users whose membership `userIds` would change (joining or leaving), with whether each is an administrator. */
export async function membershipChanges(db: Db, groupId: string, userIds: readonly string[]): Promise<{ id: string; isAdministrator: boolean }[]> {
  const current = await db.select({ id: userGroupMembers.userId }).from(userGroupMembers).where(eq(userGroupMembers.groupId, groupId));
  const staying = new Set(userIds);
  const now = new Set(current.map((r) => r.id));
  const changed = [...current.map((r) => r.id).filter((id) => !staying.has(id)), ...userIds.filter((id) => !now.has(id))];
  if (changed.length === 0) return [];
  return db.select({ id: users.id, isAdministrator: users.isAdministrator }).from(users).where(inArray(users.id, changed));
}

/** Makes `userIds` the group's members: the others leave, the new ones join, the staying rows are kept. */
export async function replaceMembers(db: Db, groupId: string, userIds: readonly string[]): Promise<void> {
  const leaving = userIds.length > 0 ? notInArray(userGroupMembers.userId, [...userIds]) : undefined;
  await db.delete(userGroupMembers).where(and(eq(userGroupMembers.groupId, groupId), leaving));
  if (userIds.length === 0) return;
  await db
    .insert(userGroupMembers)
    .values(userIds.map((userId) => ({ groupId, userId })))
    .onConflictDoNothing();
}

export async function deleteGroupRow(db: Db, id: string): Promise<void> {
  await db.execute(sql`delete from authorizations where object_type = 'group' and object_id = ${id}`);
  await db.delete(userGroupMembers).where(and(eq(userGroupMembers.groupId, id)));
  await db.delete(userGroups).where(eq(userGroups.id, id));
}
