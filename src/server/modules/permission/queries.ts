import { and, asc, eq, inArray, SQL, sql } from 'drizzle-orm';
import { queryRows, type Db } from '../../db/client.ts';
import { delegatedButtonIds, delegatedModuleIds } from './org-reach.ts';
import { moduleButtons, moduleColumns, moduleDataRules, moduleForms, modules, roles, userRoles } from '../../db/schema/index.ts';

export async function rolesOf(db: Db, userId: string) {
  return db
    .select({ id: roles.id, enCode: roles.enCode, fullName: roles.fullName, fullNameI18n: roles.fullNameI18n, kind: roles.kind })
    .from(userRoles)
    .innerJoin(roles, eq(roles.id, userRoles.roleId))
    .where(and(eq(userRoles.userId, userId), eq(roles.enabled, true)))
    .orderBy(asc(roles.sortCode), asc(roles.fullName));
}

/** What can be granted: a menu, or one of a menu's buttons, columns, form fields or data rules. */
export type GrantItemType = 'module' | 'button' | 'column' | 'form' | 'resource';
/** Who can be granted: the four objects of spec 000 §6. */
export type GrantObjectType = 'role' | 'position' | 'user' | 'group';

/**
 * The objects that grant this user something: their enabled roles, their enabled positions (the main
 * one and the others), their enabled groups and the user themselves. Read on every call: a change of
 * grants or membership counts on the next request on every instance (no cache to go stale).
 */
export function grantingObjects(userId: string): SQL {
  return sql`(
    select 'role' as object_type, ur.role_id as object_id from user_roles ur join roles r on r.id = ur.role_id and r.enabled where ur.user_id = ${userId}
    union all
    select 'position', p.id from positions p where p.enabled and (p.id in (select up.position_id from user_positions up where up.user_id = ${userId})
      or p.id = (select u.position_id from users u where u.id = ${userId}))
    union all
    select 'group', gm.group_id from user_group_members gm join user_groups g on g.id = gm.group_id and g.enabled where gm.user_id = ${userId}
    union all
    select 'user', ${userId}::text
  )`;
}

/** The ids of the items of one type granted to the user, as a subquery. */
export function grantedItemIds(itemType: GrantItemType, userId: string): SQL {
  return sql`(select a.item_id from authorizations a join ${grantingObjects(userId)} o
    on o.object_type = a.object_type and o.object_id = a.object_id where a.item_type = ${itemType})`;
}

export type ModuleRow = typeof modules.$inferSelect;

/**
 * A module in the user's menu: granted to them, or one of the organisation-tree pages their tiered
 * administration brings (the endpoints' gates admit them there and keep them to their organisations).
 */
function shownModule(userId: string): SQL {
  return sql`(${modules.id} in ${grantedItemIds('module', userId)} or ${modules.id} in ${delegatedModuleIds(userId)})`;
}

/** The statement of permittedModules (the benchmark runs it through a bare driver too). */
export function permittedModulesQuery(db: Db, userId: string, isAdministrator: boolean) {
  const granted = isAdministrator ? sql`true` : shownModule(userId);
  return db
    .select()
    .from(modules)
    .where(and(eq(modules.enabled, true), granted))
    .orderBy(asc(modules.sortCode));
}

/** Modules the user may see: all enabled ones for an administrator, else those granted to them. */
export async function permittedModules(db: Db, userId: string, isAdministrator: boolean): Promise<ModuleRow[]> {
  return permittedModulesQuery(db, userId, isAdministrator);
}

/** The item lists of a menu in CurrentUser's permissionList; `resource` is its data rules. */
export type ItemKind = 'button' | 'column' | 'form' | 'resource';
const itemTables = { button: moduleButtons, column: moduleColumns, form: moduleForms, resource: moduleDataRules } as const;

export interface ModuleItem {
  id: string;
  moduleId: string;
  enCode: string;
  fullName: string;
}

/** The enabled modules granted to the user (every enabled one for an administrator), as a subquery. */
export function grantedModuleIds(userId: string, isAdministrator: boolean): SQL {
  const granted = isAdministrator ? sql`true` : shownModule(userId);
  return sql`(select ${modules.id} from ${modules} where ${modules.enabled} and ${granted})`;
}

/**
 * The statement of permittedItems (the benchmark runs it through a bare driver too). `moduleIds` is a
 * list, or the subquery of grantedModuleIds so the items need not wait for the menu to be read.
 */
export function permittedItemsQuery(db: Db, kind: ItemKind, userId: string, isAdministrator: boolean, moduleIds: readonly string[] | SQL) {
  const table = itemTables[kind];
  const granted = isAdministrator
    ? sql`true`
    : kind === 'button'
      ? sql`(${table.id} in ${grantedItemIds(kind, userId)} or ${table.id} in ${delegatedButtonIds(userId)})`
      : kind === 'resource'
        ? sql`${table.id} in ${grantedItemIds(kind, userId)}`
        : sql`(${table.id} in ${grantedItemIds(kind, userId)} or ${table.moduleId} in ${everyItemHeld(kind, userId)})`;
  const ofModules = moduleIds instanceof SQL ? sql`${table.moduleId} in ${moduleIds}` : inArray(table.moduleId, [...moduleIds]);
  return db
    .select({ id: table.id, moduleId: table.moduleId, enCode: table.enCode, fullName: table.fullName })
    .from(table)
    .where(and(ofModules, granted))
    .orderBy(asc(table.sortCode));
}

/**
 * The modules whose every column (or form field) the user holds, as a subquery: those whose column
 * (form) permission is off, and the organisation-tree pages a tiered administration brings, where
 * the administrator is trusted with the whole record. What the services enforce, so a client that
 * checks a code against the list (spec 000 §6) agrees with the server.
 */
function everyItemHeld(kind: 'column' | 'form', userId: string): SQL {
  const switchOff = kind === 'column' ? sql`not m.column_permission` : sql`not m.form_permission`;
  return sql`(select m.id from modules m where ${switchOff} or m.id in ${delegatedModuleIds(userId)})`;
}

/** Buttons, columns, form fields or data rules of the given modules (a list or a subquery) granted to the user. */
export async function permittedItems(
  db: Db,
  kind: ItemKind,
  userId: string,
  isAdministrator: boolean,
  moduleIds: readonly string[] | SQL,
): Promise<ModuleItem[]> {
  if (!(moduleIds instanceof SQL) && moduleIds.length === 0) return [];
  return permittedItemsQuery(db, kind, userId, isAdministrator, moduleIds);
}

/** The enabled module with this code, when granted to the user (any module for an administrator). */
export async function grantedModule(db: Db, userId: string, isAdministrator: boolean, enCode: string): Promise<ModuleRow | undefined> {
  const granted = isAdministrator ? sql`true` : sql`${modules.id} in ${grantedItemIds('module', userId)}`;
  const [row] = await db
    .select()
    .from(modules)
    .where(and(eq(modules.enCode, enCode), eq(modules.enabled, true), granted));
  return row;
}

/** Does the user hold this button of the module (granted to them directly or through an object)? */
export async function holdsButton(db: Db, userId: string, moduleId: string, button: string): Promise<boolean> {
  const [row] = await db
    .select({ id: moduleButtons.id })
    .from(moduleButtons)
    .where(and(eq(moduleButtons.moduleId, moduleId), eq(moduleButtons.enCode, button), sql`${moduleButtons.id} in ${grantedItemIds('button', userId)}`));
  return row !== undefined;
}

/** The codes of the module's columns or form fields granted to the user. */
export async function grantedItemCodes(db: Db, kind: 'column' | 'form', userId: string, moduleId: string): Promise<Set<string>> {
  const table = itemTables[kind];
  const rows = await db
    .select({ enCode: table.enCode })
    .from(table)
    .where(and(eq(table.moduleId, moduleId), sql`${table.id} in ${grantedItemIds(kind, userId)}`));
  return new Set(rows.map((r) => r.enCode));
}

/** The module's data rules granted to the user. */
export async function grantedDataRules(db: Db, userId: string, moduleId: string) {
  return db
    .select()
    .from(moduleDataRules)
    .where(and(eq(moduleDataRules.moduleId, moduleId), sql`${moduleDataRules.id} in ${grantedItemIds('resource', userId)}`));
}

/** Authorisation `a` grants an item the user does not hold, as a condition. */
function notHeldBy(userId: string): SQL {
  return sql`not exists (select 1 from authorizations mine join ${grantingObjects(userId)} o
    on o.object_type = mine.object_type and o.object_id = mine.object_id
    where mine.item_type = a.item_type and mine.item_id = a.item_id)`;
}

/** How many authorisations `a` meeting `which` grant items the user does not hold. */
async function countNotHeld(db: Db, userId: string, which: SQL): Promise<number> {
  const rows = await queryRows<{ n: number }>(db, sql`select count(*)::int as n from authorizations a where ${which} and ${notHeldBy(userId)}`);
  return rows[0]?.n ?? 0;
}

/**
 * How many items the objects grant that the viewer does not hold: someone who is not an administrator
 * may hand out (assign, authorise) only what they hold themselves, or they could raise their own rights.
 */
export async function grantsBeyond(db: Db, userId: string, objectType: GrantObjectType, objectIds: readonly string[]): Promise<number> {
  if (objectIds.length === 0) return 0;
  const ids = sql.join(
    objectIds.map((id) => sql`${id}`),
    sql`, `,
  );
  return countNotHeld(db, userId, sql`a.object_type = ${objectType} and a.object_id in (${ids})`);
}

/**
 * Object `objectId` (a column of the outer query) grants nothing the user does not hold, as a
 * condition: grantsBeyond's rule for each row of a list, to offer only what the user may hand out.
 */
export function grantsNothingBeyond(userId: string, objectType: GrantObjectType, objectId: SQL): SQL {
  return sql`not exists (select 1 from authorizations a
    where a.object_type = ${objectType} and a.object_id = ${objectId} and ${notHeldBy(userId)})`;
}

/**
 * How many items user `otherId` holds (through their roles, positions, groups or directly) that
 * `userId` does not. Someone who is not an administrator must not set the password or the contact
 * details of such an account: signing in as it would hand them its rights.
 */
export async function heldBeyond(db: Db, userId: string, otherId: string): Promise<number> {
  const theirs = sql`(a.object_type, a.object_id) in (select o.object_type, o.object_id from ${grantingObjects(otherId)} o)`;
  return countNotHeld(db, userId, theirs);
}
