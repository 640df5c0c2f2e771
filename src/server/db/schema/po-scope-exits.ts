import { index, pgTable, text } from 'drizzle-orm/pg-core';
import { createdAt, rev } from './columns.ts';

/**
 * A row of a PO table that left a scope without being deleted: the ERP moved its PO to another
 * supplier, plant or purchasing group. It keeps the scope the row had, so a pull can tell
 * the devices that had the row to drop it: they would never hear of it again, since a pull reads
 * only rows inside the viewer's scope. `rev` comes from the sync sequence like a synced row's.
 */
export const poScopeExits = pgTable(
  'po_scope_exits',
  {
    /** The synced table's name as clients know it (`poItems`, `poShippingDocuments` …). */
    tableName: text().notNull(),
    rowId: text().notNull(),
    supplierCode: text().notNull(),
    plant: text().notNull(),
    purchasingGroup: text().notNull(),
    movedAt: createdAt(),
    /** Unique: each exit draws its own. */
    rev: rev().primaryKey(),
  },
  (t) => [index().on(t.tableName, t.rev)],
);
