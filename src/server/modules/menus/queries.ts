import { asc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { modules } from '../../db/schema/index.ts';

export type MenuRecord = typeof modules.$inferSelect;
export type MenuValues = Omit<MenuRecord, 'id' | 'createdAt'>;

// Spelled out: drizzle names a column without its table in a one-table select, which inside these
// subqueries would mean the item's own id.
const itemCount = sql<number>`(
  (select count(*) from module_buttons b where b.module_id = modules.id) +
  (select count(*) from module_columns c where c.module_id = modules.id) +
  (select count(*) from module_forms f where f.module_id = modules.id) +
  (select count(*) from module_data_rules r where r.module_id = modules.id))::int`.mapWith(Number);

/** Every menu with the number of its permission items (hundreds of rows: the screen shows them all as a tree). */
export function allMenus(db: Db) {
  return db.select({ menu: modules, itemCount }).from(modules).orderBy(asc(modules.sortCode), asc(modules.fullName));
}

/** The shape of the whole tree, for what depends on ancestry (the platform's pages, loops). */
export function menuOutline(db: Db) {
  return db.select({ id: modules.id, parentId: modules.parentId, enCode: modules.enCode, type: modules.type }).from(modules);
}
export type MenuOutline = Awaited<ReturnType<typeof menuOutline>>[number];

export async function menuById(db: Db, id: string): Promise<MenuRecord | undefined> {
  const [row] = await db.select().from(modules).where(eq(modules.id, id));
  return row;
}

export async function insertMenu(db: Db, values: MenuValues): Promise<string> {
  const [row] = await db.insert(modules).values(values).returning({ id: modules.id });
  return row!.id;
}

export async function updateMenuRow(db: Db, id: string, values: Partial<MenuValues>): Promise<void> {
  await db.update(modules).set(values).where(eq(modules.id, id));
}

export async function childCount(db: Db, id: string): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int`.mapWith(Number) })
    .from(modules)
    .where(eq(modules.parentId, id));
  return row?.n ?? 0;
}

/** Deletes the menu, its items (by cascade) and every grant of either. */
export async function deleteMenuRow(db: Db, id: string): Promise<void> {
  await db.execute(sql`delete from authorizations where (item_type = 'module' and item_id = ${id})
    or (item_type = 'button' and item_id in (select id from module_buttons where module_id = ${id}))
    or (item_type = 'column' and item_id in (select id from module_columns where module_id = ${id}))
    or (item_type = 'form' and item_id in (select id from module_forms where module_id = ${id}))
    or (item_type = 'resource' and item_id in (select id from module_data_rules where module_id = ${id}))`);
  await db.delete(modules).where(eq(modules.id, id));
}
