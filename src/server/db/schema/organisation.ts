import { boolean, foreignKey, index, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { createdAt, id } from './columns.ts';

export const organizations = pgTable(
  'organizations',
  {
    id: id(),
    parentId: text(),
    enCode: text().notNull().unique(),
    fullName: text().notNull(),
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
  /** The position's kind, free text (the original takes it from a dictionary). */
  type: text().notNull().default(''),
  description: text().notNull().default(''),
  sortCode: integer().notNull().default(0),
  enabled: boolean().notNull().default(true),
  createdAt: createdAt(),
});
