import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import {
  poChangeRecords, poChangeRequests, poItems, poOperationRecords, poScheduleLines, poShippingDocuments, purchaseOrders, vendors,
} from '../../db/schema/index.ts';
import type { SyncRegistry } from '../sync/registry.ts';
import {
  CHANGE_RECORD_COLUMNS, CHANGE_REQUEST_COLUMNS, ITEM_COLUMNS, OPERATION_RECORD_COLUMNS, PO_COLUMNS, SCHEDULE_LINE_COLUMNS, VENDOR_COLUMNS,
} from './columns.ts';
import { registerBuyerActions } from './buyer-actions.ts';
import { registerDangerousGoods } from './dangerous-goods/sync.ts';
import type { PoMailSettings } from './mail.ts';
import { poScope, vendorScope, type ScopedColumns } from './scope.ts';
import { registerVendorActions } from './vendor-actions.ts';
import { registerDocumentActions } from './documents/actions.ts';
import { DOCUMENT_COLUMNS } from './documents/queries.ts';

/** Instants travel as epoch milliseconds (DESIGN: API conventions). */
export function instantsAsMs(row: Record<string, unknown>): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(row)) out[key] = value instanceof Date ? value.getTime() : value;
  return out;
}

type PoTable = PgTable & ScopedColumns & { id: PgColumn; rev: PgColumn; deletedAt: PgColumn };

function scoped(registry: SyncRegistry, name: string, table: PoTable, columns: Record<string, PgColumn>): void {
  registry.table({ name, table, id: table.id, rev: table.rev, deletedAt: table.deletedAt, columns, scope: (viewer) => poScope(viewer, table), toRow: instantsAsMs });
}

/** The PO tables and actions on the sync engine; the rows' shapes are `src/shared/contracts/po-rows.ts`. */
export function registerPo(registry: SyncRegistry, mail?: PoMailSettings): SyncRegistry {
  scoped(registry, 'purchaseOrders', purchaseOrders, PO_COLUMNS);
  scoped(registry, 'poItems', poItems, ITEM_COLUMNS);
  scoped(registry, 'poScheduleLines', poScheduleLines, SCHEDULE_LINE_COLUMNS);
  scoped(registry, 'poChangeRequests', poChangeRequests, CHANGE_REQUEST_COLUMNS);
  scoped(registry, 'poChangeRecords', poChangeRecords, CHANGE_RECORD_COLUMNS);
  scoped(registry, 'poOperationRecords', poOperationRecords, OPERATION_RECORD_COLUMNS);
  scoped(registry, 'poShippingDocuments', poShippingDocuments, DOCUMENT_COLUMNS);
  registerDocumentActions(registry);
  const v = vendors;
  registry.table({
    name: 'vendors', table: v, id: v.id, rev: v.rev, deletedAt: v.deletedAt, columns: VENDOR_COLUMNS,
    scope: (viewer) => vendorScope(viewer, v.supplierCode, v.plants),
  });
  registerDangerousGoods(registry);
  return registerBuyerActions(registerVendorActions(registry, mail), mail);
}
