import { type AnyPgColumn, index, pgTable, primaryKey, text, unique } from 'drizzle-orm/pg-core';
import { createdAt, deletedAt, id } from './columns.ts';
import { files } from './files.ts';
import { users } from './users.ts';

/**
 * The PO area's shared file library (spec 000 §2.5 "file manager", §3 "File (library)"). A folder
 * with no parent sits at the root; names are unique among siblings, the root included.
 */
export const libraryFolders = pgTable(
  'library_folders',
  {
    id: id(),
    parentId: text().references((): AnyPgColumn => libraryFolders.id),
    name: text().notNull(),
    createdBy: text()
      .notNull()
      .references(() => users.id),
    createdAt: createdAt(),
  },
  (t) => [unique('library_folders_parent_name').on(t.parentId, t.name).nullsNotDistinct()],
);

/**
 * A stored file placed in the library. Removing one marks it (`deletedAt`) so the download log keeps
 * pointing at what was downloaded.
 */
export const libraryEntries = pgTable(
  'library_entries',
  {
    id: id(),
    folderId: text().references(() => libraryFolders.id),
    fileId: text()
      .notNull()
      .references(() => files.id),
    addedBy: text()
      .notNull()
      .references(() => users.id),
    createdAt: createdAt(),
    deletedAt: deletedAt(),
  },
  (t) => [index().on(t.folderId)],
);

/** My Collection: one row per user and entry. */
export const libraryFavourites = pgTable(
  'library_favourites',
  {
    userId: text()
      .notNull()
      .references(() => users.id),
    entryId: text()
      .notNull()
      .references(() => libraryEntries.id),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.entryId] })],
);

/** User Download Log: who downloaded which entry, when and from where. */
export const libraryDownloads = pgTable(
  'library_downloads',
  {
    id: id(),
    userId: text()
      .notNull()
      .references(() => users.id),
    entryId: text()
      .notNull()
      .references(() => libraryEntries.id),
    ip: text().notNull(),
    createdAt: createdAt(),
  },
  (t) => [index().on(t.userId, t.createdAt)],
);
