import { and, asc, eq, isNotNull, isNull, or, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { countWhere } from '../../db/paged.ts';
import { dictionaryData, dictionaryTypes } from '../../db/schema/index.ts';

export type TypeRecord = typeof dictionaryTypes.$inferSelect;
export type TypeValues = Pick<TypeRecord, 'parentId' | 'enCode' | 'fullName' | 'fullNameI18n' | 'isTree' | 'description' | 'sortCode'>;
export type ItemRecord = typeof dictionaryData.$inferSelect;
export type ItemValues = Pick<ItemRecord, 'typeId' | 'parentId' | 'enCode' | 'fullName' | 'fullNameI18n' | 'description' | 'sortCode' | 'enabled'>;

// Deleting leaves a tombstone for the devices (deletedAt): every read here takes living rows only.
const livingType = isNull(dictionaryTypes.deletedAt);
const livingItem = isNull(dictionaryData.deletedAt);

export function allTypes(db: Db): Promise<TypeRecord[]> {
  return db.select().from(dictionaryTypes).where(livingType).orderBy(asc(dictionaryTypes.sortCode), asc(dictionaryTypes.fullName));
}

export async function typeById(db: Db, id: string): Promise<TypeRecord | undefined> {
  const [row] = await db
    .select()
    .from(dictionaryTypes)
    .where(and(eq(dictionaryTypes.id, id), livingType));
  return row;
}

/** A type named by its id or its code (`PlantLA`), as the original's paths accept either. */
export async function typeByRef(db: Db, ref: string): Promise<TypeRecord | undefined> {
  const [row] = await db
    .select()
    .from(dictionaryTypes)
    .where(and(or(eq(dictionaryTypes.id, ref), eq(dictionaryTypes.enCode, ref)), livingType))
    .orderBy(sql`${dictionaryTypes.id} = ${ref} desc`)
    .limit(1);
  return row;
}

export async function insertType(db: Db, values: TypeValues): Promise<string> {
  const [row] = await db.insert(dictionaryTypes).values(values).returning({ id: dictionaryTypes.id });
  return row!.id;
}

export async function updateTypeRow(db: Db, id: string, values: TypeValues): Promise<void> {
  await db.update(dictionaryTypes).set(values).where(eq(dictionaryTypes.id, id));
}

export async function deleteTypeRow(db: Db, id: string): Promise<void> {
  await db.update(dictionaryTypes).set({ deletedAt: new Date() }).where(eq(dictionaryTypes.id, id));
}

export async function subTypeCount(db: Db, id: string): Promise<number> {
  return countWhere(db, dictionaryTypes, and(eq(dictionaryTypes.parentId, id), livingType));
}

export async function itemCount(db: Db, typeId: string): Promise<number> {
  return countWhere(db, dictionaryData, and(eq(dictionaryData.typeId, typeId), livingItem));
}

/** How many of a type's items hang under another item. */
export async function nestedItemCount(db: Db, typeId: string): Promise<number> {
  return countWhere(db, dictionaryData, and(eq(dictionaryData.typeId, typeId), isNotNull(dictionaryData.parentId), livingItem));
}

/** A type's items in their order; `enabledOnly` for what widgets offer. */
/** A type's living items (`enabledOnly`: those a widget offers; `within`: a viewer's data rules). */
export function itemsOfType(db: Db, typeId: string, enabledOnly = false, within?: SQL): Promise<ItemRecord[]> {
  return db
    .select()
    .from(dictionaryData)
    .where(and(eq(dictionaryData.typeId, typeId), livingItem, enabledOnly ? eq(dictionaryData.enabled, true) : undefined, within))
    .orderBy(asc(dictionaryData.sortCode), asc(dictionaryData.fullName));
}

/** Every enabled item of every living type (the client's dictionary store). */
export function allEnabledItems(db: Db): Promise<ItemRecord[]> {
  return db
    .select({ item: dictionaryData })
    .from(dictionaryData)
    .innerJoin(dictionaryTypes, and(eq(dictionaryTypes.id, dictionaryData.typeId), livingType))
    .where(and(livingItem, eq(dictionaryData.enabled, true)))
    .orderBy(asc(dictionaryData.sortCode), asc(dictionaryData.fullName))
    .then((rows) => rows.map((r) => r.item));
}

export async function itemById(db: Db, id: string, within?: SQL): Promise<ItemRecord | undefined> {
  const [row] = await db
    .select()
    .from(dictionaryData)
    .where(and(eq(dictionaryData.id, id), livingItem, within));
  return row;
}

export async function insertItem(db: Db, values: ItemValues): Promise<string> {
  const [row] = await db.insert(dictionaryData).values(values).returning({ id: dictionaryData.id });
  return row!.id;
}

export async function updateItemRow(db: Db, id: string, values: Partial<ItemValues>): Promise<void> {
  await db.update(dictionaryData).set(values).where(eq(dictionaryData.id, id));
}

export async function deleteItemRow(db: Db, id: string): Promise<void> {
  await db.update(dictionaryData).set({ deletedAt: new Date() }).where(eq(dictionaryData.id, id));
}

export async function childItemCount(db: Db, id: string): Promise<number> {
  return countWhere(db, dictionaryData, and(eq(dictionaryData.parentId, id), livingItem));
}
