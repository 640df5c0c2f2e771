import { boolean, index, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { createdAt } from './columns.ts';
import { organizations } from './organisation.ts';
import { users } from './users.ts';

/**
 * Tiered organisation administrators (分级管理, the original's organizeAdminIsTrator): a user who may
 * view, add, edit or delete the records of one organisation ("this layer") and of the organisations
 * below it ("sub-layers") — the organisations themselves, their departments, positions and users —
 * without a role granting those pages. Read on every call, like every other grant.
 */
export const organizeAdministrators = pgTable(
  'organize_administrators',
  {
    organizationId: text()
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    userId: text()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    thisLayerSelect: boolean().notNull().default(false),
    thisLayerAdd: boolean().notNull().default(false),
    thisLayerEdit: boolean().notNull().default(false),
    thisLayerDelete: boolean().notNull().default(false),
    subLayerSelect: boolean().notNull().default(false),
    subLayerAdd: boolean().notNull().default(false),
    subLayerEdit: boolean().notNull().default(false),
    subLayerDelete: boolean().notNull().default(false),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.organizationId, t.userId] }), index().on(t.userId)],
);
