import { localNameSql } from '../../db/local-name.ts';
import type { Language } from '../../../shared/constants.ts';
import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { GrantItemType, GrantObjectType } from '../permission/queries.ts';
import { grantingObjects } from '../permission/queries.ts';
import { queryRows, type Db } from '../../db/client.ts';
import { moduleButtons, moduleColumns, moduleDataRules, moduleForms, modules, organizations, organizeAdministrators, users } from '../../db/schema/index.ts';
import { ruleSql } from '../permission/data-rules.ts';
import { fieldSql, type RecordFields } from '../permission/record-fields.ts';
import type { DataRuleCondition } from '../../../shared/domain/data-rules.ts';
import { LAYER_RIGHT_COLUMNS } from '../permission/org-reach.ts';

export type SourceRow = {
  objectType: GrantObjectType;
  objectId: string;
  fullName: string;
  enabled: boolean;
};

/** Every role, position and group the user has (enabled or not) and the user themselves, named for a reader of `language`. */
export function sourcesOf(db: Db, userId: string, language: Language): Promise<SourceRow[]> {
  return queryRows<SourceRow>(
    db,
    sql`select 'role' as "objectType", r.id as "objectId", coalesce(nullif(r.full_name_i18n ->> ${language}, ''), r.full_name) as "fullName", r.enabled
      from user_roles ur join roles r on r.id = ur.role_id where ur.user_id = ${userId}
    union all
    select 'position', p.id, coalesce(nullif(p.full_name_i18n ->> ${language}, ''), p.full_name), p.enabled from positions p
      where p.id in (select up.position_id from user_positions up where up.user_id = ${userId}) or p.id = (select u.position_id from users u where u.id = ${userId})
    union all
    select 'group', g.id, g.full_name, g.enabled from user_group_members gm join user_groups g on g.id = gm.group_id where gm.user_id = ${userId}
    union all
    select 'user', u.id, u.real_name, true from users u where u.id = ${userId}
    order by 1, 3`,
  );
}

export type GrantRow = {
  itemType: GrantItemType;
  itemId: string;
  objectType: GrantObjectType;
  objectId: string;
};

/** What the user's enabled objects grant, one row per (item, granting object). */
export function grantsOf(db: Db, userId: string): Promise<GrantRow[]> {
  return queryRows<GrantRow>(
    db,
    sql`select a.item_type as "itemType", a.item_id as "itemId", a.object_type as "objectType", a.object_id as "objectId"
      from authorizations a join ${grantingObjects(userId)} o on o.object_type = a.object_type and o.object_id = a.object_id`,
  );
}

export function modulesByIds(db: Db, ids: string[]) {
  return ids.length === 0 ? Promise.resolve([]) : db.select().from(modules).where(inArray(modules.id, ids));
}

const ITEM_TABLES = { button: moduleButtons, column: moduleColumns, form: moduleForms } as const;

export function itemsByIds(db: Db, kind: keyof typeof ITEM_TABLES, ids: string[]) {
  const table = ITEM_TABLES[kind];
  if (ids.length === 0) return Promise.resolve([]);
  return db
    .select({ id: table.id, moduleId: table.moduleId, enCode: table.enCode, fullName: table.fullName, sortCode: table.sortCode })
    .from(table)
    .where(inArray(table.id, ids));
}

export function dataRulesByIds(db: Db, ids: string[]) {
  if (ids.length === 0) return Promise.resolve([]);
  return db.select().from(moduleDataRules).where(inArray(moduleDataRules.id, ids));
}

export async function moduleById(db: Db, id: string) {
  const [row] = await db.select().from(modules).where(eq(modules.id, id));
  return row;
}

/** Does the record exist, and does it meet the rule's conditions as the user would see them? */
export async function recordMeets(
  db: Db,
  target: RecordFields<string>,
  recordId: string,
  conditions: readonly DataRuleCondition[],
  userId: string,
): Promise<boolean> {
  const { table, id, alive } = target.records;
  const rows = await db
    .select({ one: sql<number>`1` })
    .from(table)
    .where(and(eq(id, recordId), alive, ruleSql(conditions, fieldSql(target), userId)));
  return rows.length > 0;
}

export async function recordExists(db: Db, target: RecordFields<string>, recordId: string): Promise<boolean> {
  const { table, id, alive } = target.records;
  const rows = await db
    .select({ one: sql<number>`1` })
    .from(table)
    .where(and(eq(id, recordId), alive));
  return rows.length > 0;
}

export async function livingUser(db: Db, id: string) {
  const [row] = await db
    .select({ id: users.id, account: users.account, realName: users.realName, isAdministrator: users.isAdministrator, enabled: users.enabled })
    .from(users)
    .where(and(eq(users.id, id), isNull(users.deletedAt)));
  return row;
}

/** The menus of these codes (the ones whose records can be checked). */
export function modulesByCodes(db: Db, codes: string[]) {
  return db
    .select({ id: modules.id, enCode: modules.enCode, fullName: modules.fullName, fullNameI18n: modules.fullNameI18n })
    .from(modules)
    .where(inArray(modules.enCode, codes));
}

/** The organisations the user is a tiered administrator of, with the rights, by name. */
export function administrationOf(db: Db, userId: string, language: Language) {
  return db
    .select({
      organizeId: organizeAdministrators.organizationId,
      fullName: localNameSql(organizations.fullName, organizations.fullNameI18n, language),
      ...LAYER_RIGHT_COLUMNS,
    })
    .from(organizeAdministrators)
    .innerJoin(organizations, eq(organizations.id, organizeAdministrators.organizationId))
    .where(eq(organizeAdministrators.userId, userId))
    .orderBy(organizations.fullName);
}
