import { and, asc, eq, ilike, inArray, isNull, or, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { queryRows, type Db } from '../../db/client.ts';
import { likePattern } from '../../db/like.ts';
import { countWhere } from '../../db/paged.ts';
import { areas } from '../../db/schema/index.ts';

export type AreaRecord = typeof areas.$inferSelect;
export type AreaValues = Pick<AreaRecord, 'parentId' | 'enCode' | 'fullName' | 'level' | 'description' | 'sortCode' | 'enabled'>;

const parent = alias(areas, 'parent');
// `areas.id` written out: in a single-table select Drizzle leaves a column unqualified, and inside this
// subquery an unqualified `id` would be the child's own.
const childCount = (enabledOnly: boolean) =>
  sql<number>`(select count(*)::int from areas c where c.parent_id = areas.id${enabledOnly ? sql` and c.enabled` : sql``})`.mapWith(Number);

/** `null` for the top level. */
export const under = (parentId: string | null): SQL => (parentId === null ? isNull(areas.parentId) : eq(areas.parentId, parentId));

/** Areas with their parent's name and how many children they have, by a condition, in order. */
export function areaRows(db: Db, where: SQL | undefined, limit = 5000) {
  return db
    .select({ area: areas, parentName: sql<string>`coalesce(${parent.fullName}, '')`, children: childCount(false) })
    .from(areas)
    .leftJoin(parent, eq(parent.id, areas.parentId))
    .where(where)
    .orderBy(asc(areas.level), asc(areas.sortCode), asc(areas.enCode))
    .limit(limit);
}

export const matching = (keyword: string): SQL => or(ilike(areas.fullName, likePattern(keyword)), ilike(areas.enCode, likePattern(keyword)))!;

/** The enabled children of a node, each saying whether it has enabled children of its own. */
export function enabledChildren(db: Db, parentId: string | null) {
  return db
    .select({ id: areas.id, fullName: areas.fullName, enCode: areas.enCode, level: areas.level, children: childCount(true) })
    .from(areas)
    .where(and(under(parentId), eq(areas.enabled, true)))
    .orderBy(asc(areas.sortCode), asc(areas.enCode));
}

export function namesOf(db: Db, ids: readonly string[]) {
  if (ids.length === 0) return Promise.resolve([]);
  return db
    .select({ id: areas.id, fullName: areas.fullName })
    .from(areas)
    .where(inArray(areas.id, [...ids]));
}

/** The way from the top level down to an area, itself last (empty when no area has the id). */
export async function ancestry(db: Db, id: string): Promise<{ id: string; fullName: string }[]> {
  const rows = await queryRows<{ id: string; full_name: string }>(
    db,
    sql`
    with recursive up(id, full_name, parent_id, level) as (
      select id, full_name, parent_id, level from areas where id = ${id}
      union all
      select a.id, a.full_name, a.parent_id, a.level from areas a join up on a.id = up.parent_id
    )
    select id, full_name from up order by level`,
  );
  return rows.map((r) => ({ id: r.id, fullName: r.full_name }));
}

export async function areaById(db: Db, id: string): Promise<AreaRecord | undefined> {
  const [row] = await db.select().from(areas).where(eq(areas.id, id));
  return row;
}

export async function insertArea(db: Db, values: AreaValues): Promise<string> {
  const [row] = await db.insert(areas).values(values).returning({ id: areas.id });
  return row!.id;
}

export async function updateAreaRow(db: Db, id: string, values: Partial<AreaValues>): Promise<void> {
  await db.update(areas).set(values).where(eq(areas.id, id));
}

export async function deleteAreaRow(db: Db, id: string): Promise<void> {
  await db.delete(areas).where(eq(areas.id, id));
}

export const subAreaCount = (db: Db, id: string): Promise<number> => countWhere(db, areas, eq(areas.parentId, id));

export const byId = (id: string): SQL => eq(areas.id, id);
