import { bigint, index, pgTable, text } from 'drizzle-orm/pg-core';
import { createdAt, deletedAt, id } from './columns.ts';
import { users } from './users.ts';

/**
 * A stored file. Its bytes live in the file storage under `id` (never a client's path); `name` is the
 * original file name, kept for the download's Content-Disposition.
 */
export const files = pgTable(
  'files',
  {
    id: id(),
    ownerId: text()
      .notNull()
      .references(() => users.id),
    name: text().notNull(),
    extension: text().notNull(),
    size: bigint({ mode: 'number' }).notNull(),
    md5: text().notNull(),
    /** What it was uploaded for (`UPLOAD_PURPOSES`), which set its limits. */
    purpose: text().notNull(),
    createdAt: createdAt(),
    deletedAt: deletedAt(),
  },
  (t) => [index().on(t.ownerId, t.md5)],
);
