import { and, asc, eq, inArray, isNull, sql, type SQL } from 'drizzle-orm';
import { PICKER_LIMIT } from '../../../shared/contracts/user-pickers.ts';
import type { LocalNames } from '../../../shared/domain/local-names.ts';
import type { Db } from '../../db/client.ts';
import { countWhere, paged, sortedBy, type Paged, type PageRequest } from '../../db/paged.ts';
import { departments, organizations, userPositions, userRoles, users } from '../../db/schema/index.ts';

/** Only these are offered: a picker never proposes a disabled or deleted user. */
const offered = and(isNull(users.deletedAt), eq(users.enabled, true))!;

const userColumns = {
  id: users.id,
  account: users.account,
  realName: users.realName,
  headIcon: users.headIcon,
  organizationId: users.organizationId,
  departmentId: users.departmentId,
  department: sql<string>`coalesce(${departments.fullName}, '')`,
  departmentNames: departments.fullNameI18n,
};
export interface PickerUserRow {
  id: string;
  account: string;
  realName: string;
  headIcon: string;
  organizationId: string | null;
  departmentId: string | null;
  /** The department's name as entered, and per language (the service names it for the reader). */
  department: string;
  departmentNames: Partial<LocalNames> | null;
}

function userRows(db: Db, where: SQL | undefined) {
  return db.select(userColumns).from(users).leftJoin(departments, eq(departments.id, users.departmentId)).where(where);
}
const offeredUsers = (db: Db, where: SQL | undefined) => userRows(db, and(offered, where));

/** The offered users matching `where`, by name then account, at most PICKER_LIMIT. */
export function pickerUsers(db: Db, where: SQL | undefined): Promise<PickerUserRow[]> {
  return offeredUsers(db, where).orderBy(asc(users.realName), asc(users.account), asc(users.id)).limit(PICKER_LIMIT);
}

const PAGE_SORTS = { realName: users.realName, account: users.account };

/** A page of the offered users matching `where`, sorted as asked, then by account. */
export function pickerUserPage(
  db: Db,
  q: PageRequest & { sidx: keyof typeof PAGE_SORTS; sort: 'asc' | 'desc' },
  where: SQL | undefined,
): Promise<Paged<PickerUserRow>> {
  const filter = and(offered, where);
  return paged(
    q,
    (limit, offset) =>
      userRows(db, filter)
        .orderBy(...sortedBy(PAGE_SORTS, q, asc(users.account), asc(users.id)))
        .limit(limit)
        .offset(offset),
    () => countWhere(db, users, filter),
  );
}

/** Every offered user, for the whole tree (Users/All answers every one too). */
export function allPickerUsers(db: Db): Promise<PickerUserRow[]> {
  return offeredUsers(db, undefined).orderBy(asc(users.sortCode), asc(users.realName), asc(users.account), asc(users.id));
}

/**
 * The living users matching `where`, disabled ones too, by name then account and unbounded: a list
 * of members rather than a choice (a group's members stay listed while their account is disabled).
 */
export function livingUsers(db: Db, where: SQL): Promise<PickerUserRow[]> {
  return userRows(db, and(isNull(users.deletedAt), where)).orderBy(asc(users.realName), asc(users.account), asc(users.id));
}

/** The offered users with these ids, in no particular order (the contract bounds the list). */
export function pickerUsersByIds(db: Db, ids: readonly string[]): Promise<PickerUserRow[]> {
  if (ids.length === 0) return Promise.resolve([]);
  return offeredUsers(db, inArray(users.id, [...ids]));
}

/** Every organisation's name and parent: few rows, read once per answer to spell users' paths. */
export function organizationNames(db: Db): Promise<{ id: string; parentId: string | null; fullName: string; fullNameI18n: Partial<LocalNames> | null }[]> {
  return db
    .select({ id: organizations.id, parentId: organizations.parentId, fullName: organizations.fullName, fullNameI18n: organizations.fullNameI18n })
    .from(organizations);
}

export async function organizationOf(db: Db, userId: string): Promise<string | null> {
  const [row] = await db.select({ organizationId: users.organizationId }).from(users).where(eq(users.id, userId));
  return row?.organizationId ?? null;
}

/** Users directly in the organisation, outside any department (they hang under the organisation itself). */
export const outsideDepartments = (organizationId: string): SQL => and(eq(users.organizationId, organizationId), isNull(users.departmentId))!;
export const inDepartment = (departmentId: string): SQL => eq(users.departmentId, departmentId);
export const inOrganization = (organizationId: string): SQL => eq(users.organizationId, organizationId);

/** Everyone below `userId` down the manager chain; `union` drops rows seen before, so a cycle ends. */
export const belowInManagerChain = (userId: string): SQL =>
  sql`${users.id} in (with recursive below(id) as (
      select id from users where manager_id = ${userId}
      union select u.id from users u join below b on u.manager_id = b.id
    ) select id from below where id <> ${userId})`;

/** Holders of the position, as their main one (users.position_id) or another (user_positions). */
export const holdingPosition = (positionId: string): SQL =>
  sql`(${users.positionId} = ${positionId} or ${users.id} in (select ${userPositions.userId} from ${userPositions} where ${userPositions.positionId} = ${positionId}))`;

export const holdingRole = (roleId: string): SQL => sql`${users.id} in (select ${userRoles.userId} from ${userRoles} where ${userRoles.roleId} = ${roleId})`;

const hasOfferedUser = (where: SQL) => sql`exists (select 1 from users u where ${where} and u.enabled and u.deleted_at is null)`;

/** Organisations under `parentId` (null: the top ones), each with whether anything hangs under it. */
export function organizationLevel(db: Db, parentId: string | null) {
  return db
    .select({
      id: organizations.id,
      parentId: organizations.parentId,
      fullName: organizations.fullName,
      fullNameI18n: organizations.fullNameI18n,
      // Spelled out: Drizzle writes a selected field's column unqualified ("id"), which inside these
      // subqueries would name the subquery's own row.
      hasChildren: sql<boolean>`(exists (select 1 from organizations c where c.parent_id = organizations.id)
        or exists (select 1 from departments d where d.organization_id = organizations.id and d.parent_id is null)
        or ${hasOfferedUser(sql`u.organization_id = organizations.id and u.department_id is null`)})`,
    })
    .from(organizations)
    .where(parentId === null ? isNull(organizations.parentId) : eq(organizations.parentId, parentId))
    .orderBy(asc(organizations.sortCode), asc(organizations.fullName), asc(organizations.id));
}

/** The top departments of an organisation, or the sub-departments of a department, each with whether anything hangs under it. */
export function departmentLevel(db: Db, under: { organizationId: string } | { departmentId: string }) {
  return db
    .select({
      id: departments.id,
      organizationId: departments.organizationId,
      parentId: departments.parentId,
      fullName: departments.fullName,
      fullNameI18n: departments.fullNameI18n,
      hasChildren: sql<boolean>`(exists (select 1 from departments c where c.parent_id = departments.id)
        or ${hasOfferedUser(sql`u.department_id = departments.id`)})`,
    })
    .from(departments)
    .where(
      'organizationId' in under
        ? and(eq(departments.organizationId, under.organizationId), isNull(departments.parentId))
        : eq(departments.parentId, under.departmentId),
    )
    .orderBy(asc(departments.sortCode), asc(departments.fullName), asc(departments.id));
}
