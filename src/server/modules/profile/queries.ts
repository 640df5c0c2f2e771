import { and, asc, count, desc, eq, gte, ilike, lte, or, sql } from 'drizzle-orm';
import { queryRows, type Db } from '../../db/client.ts';
import { likePattern } from '../../db/like.ts';
import { localNameSql } from '../../db/local-name.ts';
import type { Language } from '../../../shared/constants.ts';
import { departments, loginLog, organizations, positions, userOrganizations, userPositions, users } from '../../db/schema/index.ts';
import { countWhere, paged } from '../../db/paged.ts';
import { namePinyin } from '../users/name-pinyin.ts';

/** A name column of alias `at` (organizations o, departments d, positions p) for a reader of `language`. */
const named = (at: 'o' | 'd' | 'p', language: Language) => sql`coalesce(nullif(${sql.raw(at)}.full_name_i18n ->> ${language}, ''), ${sql.raw(at)}.full_name)`;

export async function organizationNamesOf(db: Db, userId: string, language: Language) {
  // Full path names ("Group/Manufacturing"), as the organisation picker shows them.
  const result = await queryRows<{ id: string; full_name: string }>(
    db,
    sql`
    with recursive path(leaf, node_id, parent_id, full_name) as (
      select o.id, o.id, o.parent_id, ${named('o', language)}::text from organizations o
        join user_organizations uo on uo.organization_id = o.id and uo.user_id = ${userId}
      union all
      select path.leaf, o.id, o.parent_id, ${named('o', language)} || '/' || path.full_name
        from path join organizations o on o.id = path.parent_id
    )
    select leaf as id, full_name from path where parent_id is null order by full_name`,
  );
  return result.map((r) => ({ id: r.id, fullName: r.full_name }));
}

export async function isMemberOfOrganization(db: Db, userId: string, organizationId: string): Promise<boolean> {
  const [row] = await db
    .select({ n: count() })
    .from(userOrganizations)
    .where(and(eq(userOrganizations.userId, userId), eq(userOrganizations.organizationId, organizationId)));
  return (row?.n ?? 0) > 0;
}

export async function positionsOf(db: Db, userId: string, language: Language) {
  return db
    .select({ id: positions.id, fullName: localNameSql(positions.fullName, positions.fullNameI18n, language) })
    .from(userPositions)
    .innerJoin(positions, eq(positions.id, userPositions.positionId))
    .where(eq(userPositions.userId, userId))
    .orderBy(asc(positions.sortCode), asc(positions.fullName));
}

/** Where the user sits, named for a reader of `language`. */
export async function namesFor(db: Db, user: { organizationId: string | null; departmentId: string | null; positionId: string | null }, language: Language) {
  const name = (table: typeof organizations | typeof departments | typeof positions) => ({ n: localNameSql(table.fullName, table.fullNameI18n, language) });
  const [org] = user.organizationId ? await db.select(name(organizations)).from(organizations).where(eq(organizations.id, user.organizationId)) : [];
  const [dept] = user.departmentId ? await db.select(name(departments)).from(departments).where(eq(departments.id, user.departmentId)) : [];
  const [pos] = user.positionId ? await db.select(name(positions)).from(positions).where(eq(positions.id, user.positionId)) : [];
  return { organizeName: org?.n ?? '', departmentName: dept?.n ?? '', positionName: pos?.n ?? '' };
}

export async function lastSuccessfulLogin(db: Db, userId: string): Promise<Date | null> {
  const [row] = await db
    .select({ at: loginLog.createdAt })
    .from(loginLog)
    .where(and(eq(loginLog.userId, userId), eq(loginLog.success, true)))
    .orderBy(desc(loginLog.createdAt))
    .limit(1);
  return row?.at ?? null;
}

/** Is `candidateId` below `managerId` in the reporting line (at any depth)? */
export async function reportsTo(db: Db, candidateId: string, managerId: string): Promise<boolean> {
  const result = await queryRows<{ found: boolean }>(
    db,
    sql`
    with recursive chain(id, manager_id, depth) as (
      select id, manager_id, 0 from users where id = ${candidateId}
      union all
      select u.id, u.manager_id, chain.depth + 1 from users u join chain on u.id = chain.manager_id where chain.depth < 50
    )
    select exists(select 1 from chain where manager_id = ${managerId}) as found`,
  );
  return Boolean(result[0]?.found);
}

export async function directReports(db: Db, managerId: string, language: Language) {
  const result = await queryRows<{
    id: string;
    account: string;
    real_name: string;
    head_icon: string;
    department_name: string | null;
    position_name: string | null;
    is_leaf: boolean;
  }>(
    db,
    sql`
    select u.id, u.account, u.real_name, u.head_icon, ${named('d', language)} as department_name, ${named('p', language)} as position_name,
      not exists(select 1 from users s where s.manager_id = u.id) as is_leaf
    from users u
    left join departments d on d.id = u.department_id
    left join positions p on p.id = u.position_id
    where u.manager_id = ${managerId} and u.enabled
    order by u.real_name`,
  );
  return result.map((r) => ({
    id: r.id,
    account: r.account,
    realName: r.real_name,
    headIcon: r.head_icon,
    departmentName: r.department_name ?? '',
    positionName: r.position_name ?? '',
    isLeaf: r.is_leaf,
  }));
}

export async function loginLogPage(
  db: Db,
  userId: string,
  q: { currentPage: number; pageSize: number; keyword?: string | undefined; startTime?: number | undefined; endTime?: number | undefined },
) {
  const where = and(
    eq(loginLog.userId, userId),
    q.startTime !== undefined ? gte(loginLog.createdAt, new Date(q.startTime)) : undefined,
    q.endTime !== undefined ? lte(loginLog.createdAt, new Date(q.endTime)) : undefined,
    q.keyword ? or(...[loginLog.ipAddress, loginLog.reason, loginLog.userAgent].map((c) => ilike(c, likePattern(q.keyword!)))) : undefined,
  );
  return paged(
    q,
    (limit, offset) => db.select().from(loginLog).where(where).orderBy(desc(loginLog.createdAt)).limit(limit).offset(offset),
    () => countWhere(db, loginLog, where),
  );
}

export async function emailTaken(db: Db, email: string, exceptUserId: string): Promise<boolean> {
  const [row] = await db
    .select({ n: count() })
    .from(users)
    .where(and(sql`lower(${users.email}) = ${email.toLowerCase()}`, sql`${users.id} <> ${exceptUserId}`));
  return (row?.n ?? 0) > 0;
}

export async function updateUser(db: Db, userId: string, values: Partial<typeof users.$inferInsert>): Promise<void> {
  // The name's pinyin goes with it, so the pickers find the new name by its pinyin too.
  const pinyin = values.realName === undefined ? {} : { namePinyin: namePinyin(values.realName) };
  await db
    .update(users)
    .set({ ...values, ...pinyin })
    .where(eq(users.id, userId));
}

/** The department a position belongs to, if any. */
export async function departmentOfPosition(db: Db, positionId: string): Promise<string | null> {
  const [pos] = await db.select({ departmentId: positions.departmentId }).from(positions).where(eq(positions.id, positionId));
  return pos?.departmentId ?? null;
}
