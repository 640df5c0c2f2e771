import type { PgColumn } from 'drizzle-orm/pg-core';
import { PO_HIDEABLE_FIELDS, type PoHideableField } from '../../../shared/domain/po/po-menus.ts';
import { vendors } from '../../db/schema/index.ts';
import type { SyncRegistry } from '../sync/registry.ts';
import {
  CHANGE_RECORD_COLUMNS,
  CHANGE_REQUEST_COLUMNS,
  ITEM_COLUMNS,
  OPERATION_RECORD_COLUMNS,
  PO_COLUMNS,
  SCHEDULE_LINE_COLUMNS,
  VENDOR_COLUMNS,
} from './columns.ts';
import { poReach, poRulesOn } from './access.ts';
import { registerBuyerActions } from './buyer-actions.ts';
import { registerDangerousGoods } from './dangerous-goods/sync.ts';
import type { PoMailSettings } from './mail.ts';
import { poScope, vendorScope } from './scope.ts';
import { exitsAfter, PO_SCOPED_TABLES, type PoScopedTable, type PoTableName } from './scope-exits.ts';
import { registerVendorActions } from './vendor-actions.ts';
import { registerDocumentActions } from './shipping-documents/actions.ts';
import { DOCUMENT_COLUMNS } from './shipping-documents/queries.ts';

const COLUMNS: Record<PoTableName, Record<string, PgColumn>> = {
  purchaseOrders: PO_COLUMNS,
  poItems: ITEM_COLUMNS,
  poScheduleLines: SCHEDULE_LINE_COLUMNS,
  poChangeRequests: CHANGE_REQUEST_COLUMNS,
  poChangeRecords: CHANGE_RECORD_COLUMNS,
  poOperationRecords: OPERATION_RECORD_COLUMNS,
  poShippingDocuments: DOCUMENT_COLUMNS,
};

/**
 * The tables holding the PO fields a column permission hides: the PO all of them, its items their
 * description. (Other tables' fields of the same name, a change request's remark, are their own.)
 */
const HIDEABLE_IN: Partial<Record<PoTableName, readonly PoHideableField[]>> = {
  purchaseOrders: Object.keys(PO_HIDEABLE_FIELDS) as PoHideableField[],
  poItems: ['materialDescription'],
};

/**
 * A PO table in PO scope and under the PO list's data rules; rows that left a viewer's reach with their
 * PO (a new supplier, plant or group) reach its device as removals.
 */
function scoped(registry: SyncRegistry, scopedTable: PoScopedTable): void {
  const { name, table } = scopedTable;
  registry.table({
    name,
    table,
    id: table.id,
    rev: table.rev,
    deletedAt: table.deletedAt,
    columns: COLUMNS[name],
    scope: (viewer) => poScope(viewer, table),
    access: async (db, viewer) => {
      const reach = await poReach(db, viewer);
      const hidden = new Set((HIDEABLE_IN[name] ?? []).filter((field) => reach.hidden.has(field)));
      return { rows: poRulesOn(reach, table), hidden, fingerprint: reach.fingerprint };
    },
    exits: async (db, viewer, cursor, limit) => exitsAfter(db, scopedTable, await poReach(db, viewer), cursor, limit),
  });
}

/** The PO tables and actions on the sync engine; the rows' shapes are `src/shared/contracts/po-rows.ts`. */
export function registerPo(registry: SyncRegistry, mail?: PoMailSettings): SyncRegistry {
  for (const table of PO_SCOPED_TABLES) scoped(registry, table);
  registerDocumentActions(registry);
  const v = vendors;
  registry.table({
    name: 'vendors',
    table: v,
    id: v.id,
    rev: v.rev,
    deletedAt: v.deletedAt,
    columns: VENDOR_COLUMNS,
    scope: (viewer) => vendorScope(viewer, v.supplierCode, v.plants),
  });
  registerDangerousGoods(registry);
  return registerBuyerActions(registerVendorActions(registry, mail), mail);
}
