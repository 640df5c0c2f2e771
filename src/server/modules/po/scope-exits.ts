import { and, asc, eq, gt, notExists, sql } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client.ts';
import {
  poChangeRecords,
  poChangeRequests,
  poItems,
  poOperationRecords,
  poScheduleLines,
  poScopeExits,
  poShippingDocuments,
  purchaseOrders,
} from '../../db/schema/index.ts';
import { poRows, type PoReach } from './access.ts';
import type { PoScopeValues, ScopedColumns } from './scope.ts';

export type PoTableName =
  'purchaseOrders' | 'poItems' | 'poScheduleLines' | 'poChangeRequests' | 'poChangeRecords' | 'poOperationRecords' | 'poShippingDocuments';

/** A table whose rows carry their PO's scope columns, with the column naming the PO. */
export interface PoScopedTable {
  name: PoTableName;
  table: PgTable & ScopedColumns & { id: PgColumn; rev: PgColumn; deletedAt: PgColumn };
  poId: PgColumn;
}

/** Every table scoped by a PO, by the name clients sync it under. */
export const PO_SCOPED_TABLES: readonly PoScopedTable[] = [
  { name: 'purchaseOrders', table: purchaseOrders, poId: purchaseOrders.id },
  { name: 'poItems', table: poItems, poId: poItems.poId },
  { name: 'poScheduleLines', table: poScheduleLines, poId: poScheduleLines.poId },
  { name: 'poChangeRequests', table: poChangeRequests, poId: poChangeRequests.poId },
  { name: 'poChangeRecords', table: poChangeRecords, poId: poChangeRecords.poId },
  { name: 'poOperationRecords', table: poOperationRecords, poId: poOperationRecords.poId },
  { name: 'poShippingDocuments', table: poShippingDocuments, poId: poShippingDocuments.poId },
];

const sameScope = (a: PoScopeValues, b: PoScopeValues) => a.supplierCode === b.supplierCode && a.plant === b.plant && a.purchasingGroup === b.purchasingGroup;

/**
 * Moves every row of the PO into its new scope, in the caller's transaction:
 * otherwise the old vendor would keep reading, and acting on, the records of a PO no longer its own.
 * Each live row leaves an exit with the scope it had, so devices that pulled it drop it.
 */
export async function followPoScope(tx: Db, poId: string, from: PoScopeValues, to: PoScopeValues): Promise<void> {
  if (sameScope(from, to)) return;
  for (const { name, table, poId: poColumn } of PO_SCOPED_TABLES) {
    await tx.execute(sql`
      insert into ${poScopeExits} (table_name, row_id, supplier_code, plant, purchasing_group)
      select ${name}, ${table.id}, ${table.supplierCode}, ${table.plant}, ${table.purchasingGroup}
      from ${table} where ${poColumn} = ${poId} and ${table.deletedAt} is null
      order by ${table.id}`);
    await tx.execute(sql`
      update ${table} set supplier_code = ${to.supplierCode}, plant = ${to.plant}, purchasing_group = ${to.purchasingGroup}
      where ${poColumn} = ${poId}`);
  }
}

/**
 * Rows of `table` that left the viewer's reach after `cursor` and are not back in it: removals for
 * the viewer's device. An administrator sees every row, so nothing ever leaves their reach.
 */
export async function exitsAfter(
  db: Db,
  { name, table }: PoScopedTable,
  reach: PoReach,
  cursor: number,
  limit: number,
): Promise<{ id: string; rev: number }[]> {
  if (reach.viewer.isAdministrator) return [];
  const e = poScopeExits;
  const stillVisible = db
    .select({ one: sql`1` })
    .from(table)
    .where(and(eq(table.id, e.rowId), poRows(reach, table)));
  return db
    .select({ id: e.rowId, rev: e.rev })
    .from(e)
    .where(and(eq(e.tableName, name), gt(e.rev, cursor), poRows(reach, e), notExists(stillVisible)))
    .orderBy(asc(e.rev))
    .limit(limit);
}
