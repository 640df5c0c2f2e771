import { and, asc, eq, sql } from 'drizzle-orm';
import type { ItemKind } from '../../../shared/contracts/module-items.ts';
import type { DataRuleCondition } from '../../../shared/domain/data-rules.ts';
import type { Db } from '../../db/client.ts';
import { moduleButtons, moduleColumns, moduleDataRules, moduleForms } from '../../db/schema/index.ts';

type PlainKind = Exclude<ItemKind, 'resource'>;
const TABLES = { button: moduleButtons, column: moduleColumns, form: moduleForms } as const;

export interface ItemValues {
  moduleId: string;
  enCode: string;
  fullName: string;
  sortCode: number;
}

export function itemsOf(db: Db, kind: PlainKind, moduleId: string) {
  const table = TABLES[kind];
  return db
    .select({ id: table.id, moduleId: table.moduleId, enCode: table.enCode, fullName: table.fullName, sortCode: table.sortCode })
    .from(table)
    .where(eq(table.moduleId, moduleId))
    .orderBy(asc(table.sortCode), asc(table.enCode));
}

export async function itemById(db: Db, kind: PlainKind, id: string): Promise<ItemValues | undefined> {
  const table = TABLES[kind];
  const [row] = await db
    .select({ moduleId: table.moduleId, enCode: table.enCode, fullName: table.fullName, sortCode: table.sortCode })
    .from(table)
    .where(eq(table.id, id));
  return row;
}

export async function insertItem(db: Db, kind: PlainKind, values: ItemValues): Promise<string> {
  const table = TABLES[kind];
  const [row] = await db.insert(table).values(values).returning({ id: table.id });
  return row!.id;
}

/** The item keeps its menu: moving a granted button to another menu would grant it there unasked. */
export async function updateItemRow(db: Db, kind: PlainKind, id: string, values: Omit<ItemValues, 'moduleId'>): Promise<void> {
  const table = TABLES[kind];
  await db.update(table).set(values).where(eq(table.id, id));
}

/** Deletes an item (of any kind) and withdraws it from everyone it was granted to. */
export async function deleteItemRow(db: Db, kind: ItemKind, id: string): Promise<void> {
  await db.execute(sql`delete from authorizations where item_type = ${kind} and item_id = ${id}`);
  const table = kind === 'resource' ? moduleDataRules : TABLES[kind];
  await db.delete(table).where(eq(table.id, id));
}

export function dataRulesOf(db: Db, moduleId: string) {
  return db
    .select({
      id: moduleDataRules.id,
      moduleId: moduleDataRules.moduleId,
      enCode: moduleDataRules.enCode,
      fullName: moduleDataRules.fullName,
      sortCode: moduleDataRules.sortCode,
      conditions: moduleDataRules.conditions,
    })
    .from(moduleDataRules)
    .where(eq(moduleDataRules.moduleId, moduleId))
    .orderBy(asc(moduleDataRules.sortCode), asc(moduleDataRules.enCode));
}

export async function dataRuleById(db: Db, id: string): Promise<ItemValues | undefined> {
  const [row] = await db
    .select({ moduleId: moduleDataRules.moduleId, enCode: moduleDataRules.enCode, fullName: moduleDataRules.fullName, sortCode: moduleDataRules.sortCode })
    .from(moduleDataRules)
    .where(and(eq(moduleDataRules.id, id)));
  return row;
}

export async function insertDataRule(db: Db, values: ItemValues & { conditions: DataRuleCondition[] }): Promise<string> {
  const [row] = await db.insert(moduleDataRules).values(values).returning({ id: moduleDataRules.id });
  return row!.id;
}

export async function updateDataRuleRow(db: Db, id: string, values: Omit<ItemValues, 'moduleId'> & { conditions: DataRuleCondition[] }): Promise<void> {
  await db.update(moduleDataRules).set(values).where(eq(moduleDataRules.id, id));
}
