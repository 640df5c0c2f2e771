import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { moduleButtons, moduleColumns, moduleForms, modules, roleAuthorizations, roles, userRoles } from '../../db/schema/index.ts';

export async function rolesOf(db: Db, userId: string) {
  return db
    .select({ id: roles.id, enCode: roles.enCode, fullName: roles.fullName })
    .from(userRoles)
    .innerJoin(roles, eq(roles.id, userRoles.roleId))
    .where(and(eq(userRoles.userId, userId), eq(roles.enabled, true)))
    .orderBy(asc(roles.sortCode), asc(roles.fullName));
}

export type ModuleRow = typeof modules.$inferSelect;

/** Modules the user may see: all enabled ones for an administrator, else those granted to a role. */
export async function permittedModules(db: Db, userId: string, isAdministrator: boolean): Promise<ModuleRow[]> {
  const granted = isAdministrator
    ? sql`true`
    : sql`${modules.id} in (
        select ra.item_id from role_authorizations ra
        join user_roles ur on ur.role_id = ra.role_id
        join roles r on r.id = ra.role_id and r.enabled
        where ra.item_type = 'module' and ur.user_id = ${userId})`;
  return db
    .select()
    .from(modules)
    .where(and(eq(modules.enabled, true), granted))
    .orderBy(asc(modules.sortCode));
}

export type ItemKind = 'button' | 'column' | 'form';
const itemTables = { button: moduleButtons, column: moduleColumns, form: moduleForms } as const;

export interface ModuleItem {
  id: string;
  moduleId: string;
  enCode: string;
  fullName: string;
}

/** Buttons, columns or form fields of the given modules that the user's roles grant. */
export async function permittedItems(db: Db, kind: ItemKind, userId: string, isAdministrator: boolean, moduleIds: string[]): Promise<ModuleItem[]> {
  if (moduleIds.length === 0) return [];
  const table = itemTables[kind];
  const granted = isAdministrator
    ? sql`true`
    : sql`${table.id} in (
        select ra.item_id from ${roleAuthorizations} ra
        join ${userRoles} ur on ur.role_id = ra.role_id
        join ${roles} r on r.id = ra.role_id and r.enabled
        where ra.item_type = ${kind} and ur.user_id = ${userId})`;
  return db
    .select({ id: table.id, moduleId: table.moduleId, enCode: table.enCode, fullName: table.fullName })
    .from(table)
    .where(and(inArray(table.moduleId, moduleIds), granted))
    .orderBy(asc(table.sortCode));
}
