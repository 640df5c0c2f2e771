import type { z } from 'zod';

/**
 * A table devices keep a copy of, declared once: the row it syncs down (the server's rows are checked
 * against it in tests, the device's Dexie table is typed by it) and the fields the device looks rows up
 * by (its Dexie indexes, besides the primary key `id`). Who sees which rows is the server's part
 * (`scope` where the server registers the table).
 */
export interface SyncedTableSpec<Row extends z.ZodObject> {
  row: Row;
  indexes: readonly IndexOf<Row>[];
}

type FieldOf<Row extends z.ZodObject> = keyof z.infer<Row> & string;
/** A field, or two as one compound index (`[poNumber+itemNumber]`: rows in that order, for a page read straight off the index). */
export type IndexOf<Row extends z.ZodObject> = FieldOf<Row> | `[${FieldOf<Row>}+${FieldOf<Row>}]`;

export function defineSyncedTable<Row extends z.ZodObject>(row: Row, indexes: readonly IndexOf<Row>[] = []): SyncedTableSpec<Row> {
  return { row, indexes };
}
