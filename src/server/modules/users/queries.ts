import { and, asc, count, desc, eq, ilike, inArray, isNull, or, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { countWhere, paged, sortedBy, type PageRequest } from '../../db/paged.ts';
import { likePattern } from '../../db/like.ts';
import { departments, organizations, roles, userGroupMembers, userOrganizations, userPositions, userRoles, users } from '../../db/schema/index.ts';
import type { Language } from '../../../shared/constants.ts';
import { localNameSql } from '../../db/local-name.ts';
import type { RoleKindMark } from '../../../shared/domain/roles.ts';
import { reachFilter, type OrgReach } from '../permission/org-reach.ts';

export type UserRecord = typeof users.$inferSelect;

const SORTS = { sortCode: users.sortCode, account: users.account, realName: users.realName, creatorTime: users.createdAt };
export const alive = isNull(users.deletedAt);

/** The keyword within account, name, mobile or e-mail, or within the name's pinyin (张三 by "zs"). */
export function keywordFilter(keyword: string | undefined): SQL | undefined {
  if (!keyword) return undefined;
  const like = likePattern(keyword);
  return or(ilike(users.account, like), ilike(users.realName, like), ilike(users.namePinyin, like), ilike(users.mobile, like), ilike(users.email, like));
}

/** Users of these organisations (a subtree's ids, see subtreeIds). */
export function inOrganizations(ids: readonly string[]): SQL {
  return ids.length > 0 ? inArray(users.organizationId, [...ids]) : sql`false`;
}
/** Users of these departments. */
export function inDepartments(ids: readonly string[]): SQL {
  return ids.length > 0 ? inArray(users.departmentId, [...ids]) : sql`false`;
}

/** The page and count statements of the user list (the benchmark runs them through a bare driver too). */
/** `language`: the reader's, in which role names read. */
export function userPageQueries(db: Db, q: PageRequest & { sidx: keyof typeof SORTS; sort: 'asc' | 'desc'; language: Language }, filter: SQL | undefined) {
  const where = and(alive, filter);
  const page = db
    .select({
      id: users.id,
      account: users.account,
      realName: users.realName,
      gender: users.gender,
      mobilePhone: users.mobile,
      email: users.email,
      organizeId: users.organizationId,
      organize: sql<string>`coalesce(${localNameSql(organizations.fullName, organizations.fullNameI18n, q.language)}, '')`,
      departmentId: users.departmentId,
      department: sql<string>`coalesce(${localNameSql(departments.fullName, departments.fullNameI18n, q.language)}, '')`,
      description: users.description,
      roleName: sql<string>`coalesce((select string_agg(coalesce(nullif(r.full_name_i18n ->> ${q.language}, ''), r.full_name), ',' order by r.sort_code, r.full_name)
        from user_roles ur join roles r on r.id = ur.role_id where ur.user_id = ${users.id}), '')`,
      enabled: users.enabled,
      lockedUntil: sql<Date | null>`case when ${users.lockedUntil} > now() then ${users.lockedUntil} end`,
      sortCode: users.sortCode,
      createdAt: users.createdAt,
    })
    .from(users)
    .leftJoin(organizations, eq(organizations.id, users.organizationId))
    .leftJoin(departments, eq(departments.id, users.departmentId))
    .where(where)
    .orderBy(...sortedBy(SORTS, q, desc(users.id)))
    .limit(q.pageSize)
    .offset((q.currentPage - 1) * q.pageSize);
  const total = db.select({ n: count() }).from(users).where(where);
  return { page, total };
}

export function userPage(db: Db, q: PageRequest & { sidx: keyof typeof SORTS; sort: 'asc' | 'desc'; language: Language }, filter: SQL | undefined) {
  const { page, total } = userPageQueries(db, q, filter);
  return paged(
    q,
    () => page,
    async () => (await total)[0]?.n ?? 0,
  );
}

export function enabledUsers(db: Db) {
  return db
    .select({ id: users.id, account: users.account, realName: users.realName })
    .from(users)
    .where(and(alive, eq(users.enabled, true)))
    .orderBy(asc(users.sortCode), asc(users.account));
}

export async function userById(db: Db, id: string, visible?: SQL): Promise<UserRecord | undefined> {
  const [row] = await db
    .select()
    .from(users)
    .where(and(eq(users.id, id), alive, visible));
  return row;
}

export async function membershipsOf(db: Db, id: string) {
  const [roles, positions, groups] = await Promise.all([
    db.select({ id: userRoles.roleId }).from(userRoles).where(eq(userRoles.userId, id)),
    db.select({ id: userPositions.positionId }).from(userPositions).where(eq(userPositions.userId, id)),
    db.select({ id: userGroupMembers.groupId }).from(userGroupMembers).where(eq(userGroupMembers.userId, id)),
  ]);
  return { roleIds: roles.map((r) => r.id), positionIds: positions.map((p) => p.id), groupIds: groups.map((g) => g.id) };
}

export interface Memberships {
  organizationId: string;
  roleIds: readonly string[];
  positionIds: readonly string[];
  groupIds: readonly string[];
}

/** Replaces the user's roles, positions, groups and organisation membership. */
export async function setMemberships(db: Db, userId: string, m: Memberships): Promise<void> {
  await db.delete(userRoles).where(eq(userRoles.userId, userId));
  await db.delete(userPositions).where(eq(userPositions.userId, userId));
  await db.delete(userGroupMembers).where(eq(userGroupMembers.userId, userId));
  await db.delete(userOrganizations).where(eq(userOrganizations.userId, userId));
  await db.insert(userOrganizations).values({ userId, organizationId: m.organizationId });
  if (m.roleIds.length > 0) await db.insert(userRoles).values(m.roleIds.map((roleId) => ({ userId, roleId })));
  if (m.positionIds.length > 0) await db.insert(userPositions).values(m.positionIds.map((positionId) => ({ userId, positionId })));
  if (m.groupIds.length > 0) await db.insert(userGroupMembers).values(m.groupIds.map((groupId) => ({ userId, groupId })));
}

/** The kinds of these roles, by role id. */
export async function roleKindsOf(db: Db, roleIds: readonly string[]): Promise<Map<string, RoleKindMark>> {
  if (roleIds.length === 0) return new Map();
  const rows = await db
    .select({ id: roles.id, kind: roles.kind })
    .from(roles)
    .where(inArray(roles.id, [...roleIds]));
  return new Map(rows.map((r) => [r.id, r.kind]));
}

export async function accountTaken(db: Db, account: string, exceptId: string | null): Promise<boolean> {
  const [row] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(sql`lower(${users.account}) = lower(${account})`, exceptId ? sql`${users.id} <> ${exceptId}` : undefined));
  return row !== undefined;
}

export async function emailTaken(db: Db, email: string, exceptId: string | null): Promise<boolean> {
  if (email === '') return false;
  const [row] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(sql`lower(${users.email}) = lower(${email})`, exceptId ? sql`${users.id} <> ${exceptId}` : undefined));
  return row !== undefined;
}

export async function subordinateCount(db: Db, id: string): Promise<number> {
  return countWhere(db, users, and(alive, eq(users.managerId, id)));
}

/**
 * Deleting keeps the row (records name its id; the owner's devices sync the tombstone) but frees what
 * identifies a person: the account name, e-mail and mobile can be given to someone new.
 */
export async function retireUser(db: Db, id: string): Promise<void> {
  await db
    .update(users)
    .set({
      deletedAt: sql`now()`,
      enabled: false,
      account: sql`${users.account} || '#deleted#' || ${users.id}`,
      email: '',
      mobile: '',
      managerId: null,
      // Organisation, department and position can then be deleted; the row no longer belongs anywhere.
      organizationId: null,
      departmentId: null,
      positionId: null,
    })
    .where(eq(users.id, id));
  await db.execute(sql`delete from authorizations where object_type = 'user' and object_id = ${id}`);
  await db.delete(userRoles).where(eq(userRoles.userId, id));
  await db.delete(userPositions).where(eq(userPositions.userId, id));
  await db.delete(userGroupMembers).where(eq(userGroupMembers.userId, id));
  await db.delete(userOrganizations).where(eq(userOrganizations.userId, id));
}

/** A batch of users whose name has no pinyin computed yet (rows from before the column, see pinyin-backfill.ts). */
export function usersWithoutPinyin(db: Db, limit: number): Promise<{ id: string; realName: string }[]> {
  return db.select({ id: users.id, realName: users.realName }).from(users).where(isNull(users.namePinyin)).orderBy(asc(users.id)).limit(limit);
}

/** Sets the names' pinyin by user id, in one statement; a row filled meanwhile (its name edited) keeps its own. */
export async function fillNamePinyin(db: Db, pinyinById: ReadonlyMap<string, string>): Promise<void> {
  if (pinyinById.size === 0) return;
  await db.execute(sql`update users u set name_pinyin = m.value
    from jsonb_each_text(${JSON.stringify(Object.fromEntries(pinyinById))}::jsonb) m
    where u.id = m.key and u.name_pinyin is null`);
}

/** The users of the organisations within reach (undefined: all). */
export function inReach(reach: OrgReach): SQL | undefined {
  return reachFilter(reach, users.organizationId);
}
