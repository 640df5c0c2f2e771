import { boolean, index, integer, jsonb, pgTable, primaryKey, text, unique } from 'drizzle-orm/pg-core';
import type { MenuTitles } from '../../../shared/contracts/current-user.ts';
import { createdAt, id } from './columns.ts';
import { users } from './users.ts';

/** Roles are recognised by name (spec 000 §6): a name containing Vendor, Buyer or Uploader. */
export const roles = pgTable('roles', {
  id: id(),
  enCode: text().notNull().unique(),
  fullName: text().notNull(),
  description: text().notNull().default(''),
  sortCode: integer().notNull().default(0),
  enabled: boolean().notNull().default(true),
  createdAt: createdAt(),
});

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
  (t) => [primaryKey({ columns: [t.userId, t.roleId] })],
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

/** What a role may use: itemType module | button | column | form, itemId the row in that table. */
export const roleAuthorizations = pgTable(
  'role_authorizations',
  {
    roleId: text()
      .notNull()
      .references(() => roles.id, { onDelete: 'cascade' }),
    itemType: text().notNull(),
    itemId: text().notNull(),
  },
  (t) => [primaryKey({ columns: [t.roleId, t.itemType, t.itemId] }), index().on(t.itemType, t.itemId)],
);
