import { jsonb, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import type { ColumnField } from '../../../shared/contracts/column-settings.ts';
import { users } from './users.ts';

/**
 * Each user's own list-column settings per module key (spec 001's GetColumnsByModuleId), so they follow
 * the user to another device. `fieldList` is the checked column field list; a user's rows go with them.
 */
export const userColumnSettings = pgTable(
  'user_column_settings',
  {
    userId: text()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    moduleId: text().notNull(),
    fieldList: jsonb().$type<ColumnField[]>().notNull(),
    updatedAt: timestamp({ withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.moduleId] })],
);
