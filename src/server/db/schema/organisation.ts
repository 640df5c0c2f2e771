import { boolean, foreignKey, index, integer, jsonb, pgTable, text } from 'drizzle-orm/pg-core';
import type { LocalNames } from '../../../shared/domain/local-names.ts';
import { createdAt, id } from './columns.ts';

export const organizations = pgTable(
  'organizations',
  {
    id: id(),
    parentId: text(),
    enCode: text().notNull().unique(),
    fullName: text().notNull(),
    /** The name in each language a reader may have (shared/domain/local-names.ts); `fullName` where none. */
    fullNameI18n: jsonb('full_name_i18n').$type<Partial<LocalNames>>(),
    description: text().notNull().default(''),
    sortCode: integer().notNull().default(0),
    enabled: boolean().notNull().default(true),
    createdAt: createdAt(),
  },
  (t) => [foreignKey({ columns: [t.parentId], foreignColumns: [t.id] }), index().on(t.parentId)],
);

export const departments = pgTable(
  'departments',
  {
    id: id(),
    organizationId: text()
      .notNull()
      .references(() => organizations.id),
    parentId: text(),
    enCode: text().notNull().unique(),
    fullName: text().notNull(),
    /** The name in each language a reader may have (shared/domain/local-names.ts); `fullName` where none. */
    fullNameI18n: jsonb('full_name_i18n').$type<Partial<LocalNames>>(),
    managerId: text(),
    description: text().notNull().default(''),
    sortCode: integer().notNull().default(0),
    enabled: boolean().notNull().default(true),
    createdAt: createdAt(),
  },
  (t) => [foreignKey({ columns: [t.parentId], foreignColumns: [t.id] }), index().on(t.organizationId)],
);

export const positions = pgTable('positions', {
  id: id(),
  organizationId: text()
    .notNull()
    .references(() => organizations.id),
  departmentId: text().references(() => departments.id),
  enCode: text().notNull().unique(),
  fullName: text().notNull(),
  fullNameI18n: jsonb('full_name_i18n').$type<Partial<LocalNames>>(),
  /** The position's kind, free text (the original takes it from a dictionary). */
  type: text().notNull().default(''),
  description: text().notNull().default(''),
  sortCode: integer().notNull().default(0),
  enabled: boolean().notNull().default(true),
  createdAt: createdAt(),
});
