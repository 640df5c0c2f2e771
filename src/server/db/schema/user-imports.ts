import { index, integer, jsonb, pgTable, text } from 'drizzle-orm/pg-core';
import { createdAt, id, instant } from './columns.ts';
import { users } from './users.ts';

/** A problem of one cell of an imported row, in the catalogue's terms (translated when read). */
export interface UserImportProblem {
  /** The import column it is about (USER_IMPORT_COLUMNS' key). */
  column: string;
  /** Under admin.refusal.userImport.problem. */
  key: string;
  params?: Record<string, string | number>;
}

/** One row of an uploaded user workbook: its cells as text by column key, and what is wrong with it. */
export interface UserImportRow {
  row: number;
  cells: Record<string, string>;
  problems: UserImportProblem[];
}

export type UserImportStatus = 'ready' | 'applied';

/**
 * A user import's dry run (spec 001 Users ImportPreview): the rows read from the workbook and their
 * problems, kept until the uploader applies the valid ones (ImportData). Nothing is written to users
 * before then.
 */
export const userImports = pgTable(
  'user_imports',
  {
    id: id(),
    uploadedBy: text()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    fileName: text().notNull(),
    status: text().$type<UserImportStatus>().notNull().default('ready'),
    rowCount: integer().notNull().default(0),
    validCount: integer().notNull().default(0),
    badCount: integer().notNull().default(0),
    /** Valid rows needing the generic password rule and those needing the PO rule (vendors, buyers). */
    genericCount: integer().notNull().default(0),
    poCount: integer().notNull().default(0),
    /** Every row as read, with its problems. */
    rows: jsonb().$type<UserImportRow[]>().notNull(),
    /** The rows with problems only: what the preview pages and the exception workbook read. */
    badRows: jsonb().$type<UserImportRow[]>().notNull(),
    createdCount: integer().notNull().default(0),
    createdAt: createdAt(),
    appliedAt: instant(),
  },
  (t) => [index().on(t.uploadedBy, t.createdAt)],
);
