import { and, asc, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { countWhere, paged, sortedBy, type PageRequest } from '../../db/paged.ts';
import { likePattern } from '../../db/like.ts';
import { localNameSql, nameOrCodeLike } from '../../db/local-name.ts';
import type { Language } from '../../../shared/constants.ts';
import { departments, organizations, positions, userPositions, users } from '../../db/schema/index.ts';
import { reachFilter, type OrgReach } from '../permission/org-reach.ts';

export type PositionRecord = typeof positions.$inferSelect;
export type PositionValues = Pick<
  PositionRecord,
  'organizationId' | 'departmentId' | 'enCode' | 'fullName' | 'fullNameI18n' | 'type' | 'description' | 'sortCode' | 'enabled'
>;

const SORTS = { sortCode: positions.sortCode, fullName: positions.fullName, enCode: positions.enCode, creatorTime: positions.createdAt };

/** Users holding a position: as their main one or among their others. */
const holders = (positionId: SQL | string) =>
  sql`(select count(*)::int from users u where u.deleted_at is null and (u.position_id = ${positionId}
    or u.id in (select up.user_id from user_positions up where up.position_id = ${positionId})))`;

/** A page of positions; their organisation and department named for a reader of `language`. */
export function positionPage(
  db: Db,
  q: PageRequest & { keyword?: string | undefined; sidx: keyof typeof SORTS; sort: 'asc' | 'desc'; language: Language },
  under: SQL | undefined,
) {
  const where = and(under, q.keyword ? nameOrCodeLike(positions, likePattern(q.keyword)) : undefined);
  return paged(
    q,
    async (limit, offset) =>
      db
        .select({
          id: positions.id,
          fullName: positions.fullName,
          fullNameI18n: positions.fullNameI18n,
          enCode: positions.enCode,
          type: positions.type,
          organizeId: positions.organizationId,
          organize: localNameSql(organizations.fullName, organizations.fullNameI18n, q.language),
          departmentId: positions.departmentId,
          department: sql<string>`coalesce(${localNameSql(departments.fullName, departments.fullNameI18n, q.language)}, '')`,
          enabled: positions.enabled,
          description: positions.description,
          sortCode: positions.sortCode,
          createdAt: positions.createdAt,
          userCount: holders(sql`${positions.id}`).mapWith(Number),
        })
        .from(positions)
        .innerJoin(organizations, eq(organizations.id, positions.organizationId))
        .leftJoin(departments, eq(departments.id, positions.departmentId))
        .where(where)
        .orderBy(...sortedBy(SORTS, q, desc(positions.id)))
        .limit(limit)
        .offset(offset),
    () => countWhere(db, positions, where),
  );
}

export function organizationFilter(subtree: SQL): SQL {
  return sql`${positions.organizationId} in ${subtree}`;
}
/** The positions of the organisations within reach (undefined: all). */
export function reachedFilter(reach: OrgReach): SQL | undefined {
  return reachFilter(reach, positions.organizationId);
}
export function departmentFilter(subtree: SQL): SQL {
  return sql`${positions.departmentId} in ${subtree}`;
}

/** Enabled positions to choose from, named for a reader of `language`. */
export function enabledPositions(db: Db, language: Language, organizationIds?: readonly string[]) {
  return db
    .select({
      id: positions.id,
      fullName: localNameSql(positions.fullName, positions.fullNameI18n, language),
      enCode: positions.enCode,
      organizeId: positions.organizationId,
      departmentId: positions.departmentId,
    })
    .from(positions)
    .where(and(eq(positions.enabled, true), organizationIds ? inArray(positions.organizationId, [...organizationIds]) : undefined))
    .orderBy(asc(positions.sortCode), asc(positions.fullName));
}

export async function positionById(db: Db, id: string): Promise<PositionRecord | undefined> {
  const [row] = await db.select().from(positions).where(eq(positions.id, id));
  return row;
}

export async function insertPosition(db: Db, values: PositionValues): Promise<string> {
  const [row] = await db.insert(positions).values(values).returning({ id: positions.id });
  return row!.id;
}

export async function updatePositionRow(db: Db, id: string, values: PositionValues): Promise<void> {
  await db.update(positions).set(values).where(eq(positions.id, id));
}

export async function holderCount(db: Db, id: string): Promise<number> {
  const [row] = await db.select({ n: holders(id).mapWith(Number) }).from(sql`(select 1) as one`);
  return row?.n ?? 0;
}

/** A position goes with its grants (authorizations name it without a foreign key). */
export async function deletePositionRow(db: Db, id: string): Promise<void> {
  await db.execute(sql`delete from authorizations where object_type = 'position' and object_id = ${id}`);
  await db.delete(userPositions).where(eq(userPositions.positionId, id));
  await db.update(users).set({ positionId: null }).where(eq(users.positionId, id));
  await db.delete(positions).where(eq(positions.id, id));
}
