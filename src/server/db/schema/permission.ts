import { sql } from 'drizzle-orm';
import { bigint, boolean, check, index, integer, jsonb, pgTable, primaryKey, text, unique } from 'drizzle-orm/pg-core';
import type { MenuTitles } from '../../../shared/contracts/current-user.ts';
import type { LocalNames } from '../../../shared/domain/local-names.ts';
import type { DataRuleCondition } from '../../../shared/domain/data-rules.ts';
import type { RoleKindMark } from '../../../shared/domain/roles.ts';
import { createdAt, id } from './columns.ts';
import { organizations } from './organisation.ts';
import { users } from './users.ts';

/** Roles; `kind` says whether holders are vendors, buyers, uploaders or none of these (spec 000 §6). */
export const roles = pgTable(
  'roles',
  {
    id: id(),
    enCode: text().notNull().unique(),
    fullName: text().notNull(),
    /** The name in each language a reader may have (shared/domain/local-names.ts); `fullName` where none. */
    fullNameI18n: jsonb('full_name_i18n').$type<Partial<LocalNames>>(),
    description: text().notNull().default(''),
    /** A global role is offered everywhere; otherwise only in the organisations of role_organizations. */
    globalMark: boolean().notNull().default(true),
    sortCode: integer().notNull().default(0),
    enabled: boolean().notNull().default(true),
    /** What the role makes its holders (roles.ts); only a full administrator sets it. */
    kind: text().$type<RoleKindMark>().notNull().default('none'),
    createdAt: createdAt(),
  },
  (t) => [check('roles_kind', sql`${t.kind} in ('none', 'vendor', 'buyer', 'uploader')`)],
);

export const roleOrganizations = pgTable(
  'role_organizations',
  {
    roleId: text()
      .notNull()
      .references(() => roles.id, { onDelete: 'cascade' }),
    organizationId: text()
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.roleId, t.organizationId] }), index().on(t.organizationId)],
);

/** User groups: people across the organisation tree granted permissions together. */
export const userGroups = pgTable('user_groups', {
  id: id(),
  enCode: text().notNull().unique(),
  fullName: text().notNull(),
  description: text().notNull().default(''),
  sortCode: integer().notNull().default(0),
  enabled: boolean().notNull().default(true),
  createdAt: createdAt(),
});

export const userGroupMembers = pgTable(
  'user_group_members',
  {
    groupId: text()
      .notNull()
      .references(() => userGroups.id, { onDelete: 'cascade' }),
    userId: text()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.groupId, t.userId] }), index().on(t.userId)],
);

export const userRoles = pgTable(
  'user_roles',
  {
    userId: text()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    roleId: text()
      .notNull()
      .references(() => roles.id, { onDelete: 'cascade' }),
  },
  // By role too: a role's holders (pickers, member counts, the cascade when a role goes).
  (t) => [primaryKey({ columns: [t.userId, t.roleId] }), index('user_roles_role_id_idx').on(t.roleId)],
);

/** Menu entries ("modules"): type 1-8 as in spec 000 §2.4. */
export const modules = pgTable(
  'modules',
  {
    id: id(),
    parentId: text(),
    type: integer().notNull(),
    enCode: text().notNull().unique(),
    fullName: text().notNull(),
    /** The title in each language the menu is shown in; `fullName` where one is missing. */
    fullNameI18n: jsonb('full_name_i18n').$type<MenuTitles>(),
    urlAddress: text().notNull().default(''),
    icon: text().notNull().default(''),
    linkTarget: text().notNull().default('_self'),
    category: text().notNull().default('Web'),
    propertyJson: text().notNull().default('{}'),
    sortCode: integer().notNull().default(0),
    hidden: boolean().notNull().default(false),
    /** When on, a user sees only the list columns granted to them (dropped from API answers), else all. */
    columnPermission: boolean().notNull().default(false),
    /** When on, a user fills only the form fields granted to them, else all. */
    formPermission: boolean().notNull().default(false),
    /** When on, a user sees the rows of the data rules granted to them (their union), none without one. */
    dataPermission: boolean().notNull().default(false),
    enabled: boolean().notNull().default(true),
    createdAt: createdAt(),
  },
  (t) => [index().on(t.parentId)],
);

function moduleItemTable<N extends string>(name: N) {
  return pgTable(
    name,
    {
      id: id(),
      moduleId: text()
        .notNull()
        .references(() => modules.id, { onDelete: 'cascade' }),
      enCode: text().notNull(),
      fullName: text().notNull(),
      sortCode: integer().notNull().default(0),
    },
    (t) => [unique().on(t.moduleId, t.enCode)],
  );
}
export const moduleButtons = moduleItemTable('module_buttons');
export const moduleColumns = moduleItemTable('module_columns');
export const moduleForms = moduleItemTable('module_forms');

/**
 * A module's data rule ("resource"): conditions on the module's fields, all of which a row meets,
 * with variables resolved for the viewer (shared/domain/data-rules.ts), applied in SQL by the module's
 * queries. A rule with no conditions is "all records".
 */
export const moduleDataRules = pgTable(
  'module_data_rules',
  {
    id: id(),
    moduleId: text()
      .notNull()
      .references(() => modules.id, { onDelete: 'cascade' }),
    enCode: text().notNull(),
    fullName: text().notNull(),
    conditions: jsonb().$type<DataRuleCondition[]>().notNull().default([]),
    sortCode: integer().notNull().default(0),
  },
  (t) => [unique().on(t.moduleId, t.enCode)],
);

/**
 * What a role, position, user or group (objectType, objectId) may use: itemType module | button |
 * column | form | resource (a data rule), itemId the row in that table. A user's effective set is the
 * union over their enabled roles, their positions, their groups and themselves (permission/grants.ts).
 * objectId names a row of the object's table; deleting that row deletes its authorizations (services).
 */
export const authorizations = pgTable(
  'authorizations',
  {
    objectType: text().notNull(),
    objectId: text().notNull(),
    itemType: text().notNull(),
    itemId: text().notNull(),
  },
  (t) => [primaryKey({ columns: [t.objectType, t.objectId, t.itemType, t.itemId] }), index().on(t.itemType, t.itemId)],
);

/**
 * One row (id 1): a counter that every change to what grants anyone something moves forward, in the
 * changing transaction (triggers of migration 0040 on the grant, membership, menu and item tables,
 * and on a user's main position or administrator flag). Each request reads it with its session, so
 * an answer cached for an older revision (permission/grants-cache.ts) is never served, on any instance.
 */
export const permissionRevision = pgTable('permission_revision', {
  id: integer().primaryKey(),
  rev: bigint({ mode: 'number' }).notNull().default(0),
});
