import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { ItemType, ObjectType } from '../../../shared/contracts/authorize.ts';
import type { Db } from '../../db/client.ts';
import {
  authorizations,
  moduleButtons,
  moduleColumns,
  moduleDataRules,
  moduleForms,
  modules,
  roles,
  positions,
  userGroups,
  users,
} from '../../db/schema/index.ts';
import { grantedItemIds } from '../permission/queries.ts';

const ITEM_TABLES = { button: moduleButtons, column: moduleColumns, form: moduleForms, resource: moduleDataRules } as const;

/** Every enabled menu, or those the user holds. */
export function catalogueModules(db: Db, heldBy: string | null) {
  return db
    .select({
      id: modules.id,
      parentId: modules.parentId,
      fullName: modules.fullName,
      fullNameI18n: modules.fullNameI18n,
      enCode: modules.enCode,
      type: modules.type,
      sortCode: modules.sortCode,
      columnPermission: modules.columnPermission,
      formPermission: modules.formPermission,
      dataPermission: modules.dataPermission,
    })
    .from(modules)
    .where(and(eq(modules.enabled, true), heldBy ? sql`${modules.id} in ${grantedItemIds('module', heldBy)}` : undefined))
    .orderBy(asc(modules.sortCode));
}

/** The items of one type (all, or those the user holds), with their module. */
export function catalogueItems(db: Db, type: Exclude<ItemType, 'module'>, heldBy: string | null) {
  const table = ITEM_TABLES[type];
  return db
    .select({ id: table.id, moduleId: table.moduleId, fullName: table.fullName, enCode: table.enCode })
    .from(table)
    .where(heldBy ? sql`${table.id} in ${grantedItemIds(type, heldBy)}` : undefined)
    .orderBy(asc(table.sortCode));
}

export function dataRulesOf(db: Db, heldBy: string | null) {
  return db
    .select({
      id: moduleDataRules.id,
      moduleId: moduleDataRules.moduleId,
      fullName: moduleDataRules.fullName,
      enCode: moduleDataRules.enCode,
      conditions: moduleDataRules.conditions,
    })
    .from(moduleDataRules)
    .where(heldBy ? sql`${moduleDataRules.id} in ${grantedItemIds('resource', heldBy)}` : undefined)
    .orderBy(asc(moduleDataRules.sortCode));
}

/** The module of each item id that exists (unknown ids are absent). */
export async function modulesOfItems(db: Db, type: ItemType, ids: readonly string[]): Promise<Map<string, string>> {
  if (ids.length === 0) return new Map();
  if (type === 'module') {
    const rows = await db
      .select({ id: modules.id })
      .from(modules)
      .where(inArray(modules.id, [...ids]));
    return new Map(rows.map((r) => [r.id, r.id]));
  }
  const table = ITEM_TABLES[type];
  const rows = await db
    .select({ id: table.id, moduleId: table.moduleId })
    .from(table)
    .where(inArray(table.id, [...ids]));
  return new Map(rows.map((r) => [r.id, r.moduleId]));
}

const OBJECT_TABLES = { role: roles, position: positions, group: userGroups, user: users } as const;

export async function objectExists(db: Db, type: ObjectType, id: string): Promise<boolean> {
  const table = OBJECT_TABLES[type];
  const [row] = await db
    .select({ id: table.id })
    .from(table)
    .where(and(eq(table.id, id), type === 'user' ? sql`${users.deletedAt} is null` : undefined));
  return row !== undefined;
}

export function grantsOf(db: Db, type: ObjectType, id: string) {
  return db
    .select({ itemType: authorizations.itemType, itemId: authorizations.itemId })
    .from(authorizations)
    .where(and(eq(authorizations.objectType, type), eq(authorizations.objectId, id)));
}

/** Replaces the object's grants; with `within` (the ids the saver holds), only among those. */
export async function replaceGrants(
  db: Db,
  type: ObjectType,
  id: string,
  grants: ReadonlyArray<{ itemType: ItemType; itemId: string }>,
  within: ReadonlySet<string> | null,
): Promise<void> {
  const mine = and(eq(authorizations.objectType, type), eq(authorizations.objectId, id));
  if (within === null) await db.delete(authorizations).where(mine);
  else if (within.size > 0) await db.delete(authorizations).where(and(mine, inArray(authorizations.itemId, [...within])));
  if (grants.length > 0)
    await db
      .insert(authorizations)
      .values(grants.map((g) => ({ objectType: type, objectId: id, itemType: g.itemType, itemId: g.itemId })))
      .onConflictDoNothing();
}
