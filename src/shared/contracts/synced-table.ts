import type { z } from 'zod';

/**
 * A table devices keep a copy of, declared once: the row it syncs down (the server's rows are checked
 * against it in tests, the device's Dexie table is typed by it) and the fields the device looks rows up
 * by (its Dexie indexes, besides the primary key `id`). Who sees which rows is the server's part
 * (`scope` where the server registers the table).
 */
export interface SyncedTableSpec<Row extends z.ZodObject> {
  row: Row;
  indexes: readonly (keyof z.infer<Row> & string)[];
}

export function defineSyncedTable<Row extends z.ZodObject>(row: Row, indexes: readonly (keyof z.infer<Row> & string)[] = []): SyncedTableSpec<Row> {
  return { row, indexes };
}
