import { and, asc, desc, eq, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { countWhere, paged, sortedBy, type PageRequest } from '../../db/paged.ts';
import { likePattern } from '../../db/like.ts';
import { localNameSql, nameOrCodeLike } from '../../db/local-name.ts';
import type { Language } from '../../../shared/constants.ts';
import { roleOrganizations, roles, userRoles } from '../../db/schema/index.ts';
import { grantsNothingBeyond } from '../permission/queries.ts';

export type RoleRecord = typeof roles.$inferSelect;
export type RoleValues = Pick<RoleRecord, 'enCode' | 'fullName' | 'fullNameI18n' | 'description' | 'sortCode' | 'enabled' | 'globalMark' | 'kind'>;

const SORTS = { sortCode: roles.sortCode, fullName: roles.fullName, enCode: roles.enCode, creatorTime: roles.createdAt };
const holders = (roleId: SQL | string) =>
  sql`(select count(*)::int from user_roles ur join users u on u.id = ur.user_id and u.deleted_at is null where ur.role_id = ${roleId})`;

/** Global roles and those offered in the organisation. */
export function offeredIn(organizationIds: readonly string[]): SQL {
  return sql`(${roles.globalMark} or ${roles.id} in (select ro.role_id from role_organizations ro where ro.organization_id in ${
    organizationIds.length > 0
      ? sql`(${sql.join(
          organizationIds.map((id) => sql`${id}`),
          sql`, `,
        )})`
      : sql`(null)`
  }))`;
}

/** A page of roles; the organisations a role is offered in named for a reader of `q.language`. */
export function rolePage(
  db: Db,
  q: PageRequest & { keyword?: string | undefined; sidx: keyof typeof SORTS; sort: 'asc' | 'desc'; language: Language },
  offered: SQL | undefined,
) {
  const where = and(offered, q.keyword ? nameOrCodeLike(roles, likePattern(q.keyword)) : undefined);
  return paged(
    q,
    async (limit, offset) =>
      db
        .select({
          id: roles.id,
          fullName: roles.fullName,
          fullNameI18n: roles.fullNameI18n,
          enCode: roles.enCode,
          globalMark: roles.globalMark,
          enabled: roles.enabled,
          kind: roles.kind,
          description: roles.description,
          sortCode: roles.sortCode,
          createdAt: roles.createdAt,
          organizeInfo: sql<string>`coalesce((select string_agg(coalesce(nullif(o.full_name_i18n ->> ${q.language}, ''), o.full_name), ', ' order by o.sort_code, o.full_name)
            from role_organizations ro join organizations o on o.id = ro.organization_id where ro.role_id = ${roles.id}), '')`,
          userCount: holders(sql`${roles.id}`).mapWith(Number),
        })
        .from(roles)
        .where(where)
        .orderBy(...sortedBy(SORTS, q, desc(roles.id)))
        .limit(limit)
        .offset(offset),
    () => countWhere(db, roles, where),
  );
}

/** Roles someone who is not a full administrator may hand out: no kind, and nothing granted beyond what they hold. */
export function givableBy(userId: string): SQL {
  return and(eq(roles.kind, 'none'), grantsNothingBeyond(userId, 'role', sql`${roles.id}`))!;
}

/** Enabled roles to choose from, named for a reader of `language`. */
export function enabledRoles(db: Db, language: Language, offered?: SQL) {
  return db
    .select({ id: roles.id, fullName: localNameSql(roles.fullName, roles.fullNameI18n, language), enCode: roles.enCode, globalMark: roles.globalMark })
    .from(roles)
    .where(and(eq(roles.enabled, true), offered))
    .orderBy(asc(roles.sortCode), asc(roles.fullName));
}

export async function roleById(db: Db, id: string): Promise<RoleRecord | undefined> {
  const [row] = await db.select().from(roles).where(eq(roles.id, id));
  return row;
}

export async function organizationsOfRole(db: Db, id: string): Promise<string[]> {
  const rows = await db.select({ id: roleOrganizations.organizationId }).from(roleOrganizations).where(eq(roleOrganizations.roleId, id));
  return rows.map((r) => r.id);
}

export async function insertRole(db: Db, values: RoleValues): Promise<string> {
  const [row] = await db.insert(roles).values(values).returning({ id: roles.id });
  return row!.id;
}

export async function updateRoleRow(db: Db, id: string, values: Partial<RoleValues>): Promise<void> {
  await db.update(roles).set(values).where(eq(roles.id, id));
}

export async function setRoleOrganizations(db: Db, id: string, organizationIds: readonly string[]): Promise<void> {
  await db.delete(roleOrganizations).where(eq(roleOrganizations.roleId, id));
  if (organizationIds.length > 0) await db.insert(roleOrganizations).values(organizationIds.map((organizationId) => ({ roleId: id, organizationId })));
}

export async function holderCount(db: Db, id: string): Promise<number> {
  const [row] = await db.select({ n: holders(id).mapWith(Number) }).from(sql`(select 1) as one`);
  return row?.n ?? 0;
}

/** A role goes with its grants and with the memberships deleted users kept. */
export async function deleteRoleRow(db: Db, id: string): Promise<void> {
  await db.execute(sql`delete from authorizations where object_type = 'role' and object_id = ${id}`);
  await db.delete(userRoles).where(eq(userRoles.roleId, id));
  await db.delete(roles).where(eq(roles.id, id));
}
