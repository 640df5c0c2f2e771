import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import { poChangeRecords, poChangeRequests, poItems, poOperationRecords, poScheduleLines, purchaseOrders, vendors } from '../../db/schema/index.ts';
import type { SyncRegistry } from '../sync/registry.ts';
import { registerBuyerActions } from './buyer-actions.ts';
import { poScope, vendorScope, type ScopedColumns } from './scope.ts';
import { registerVendorActions } from './vendor-actions.ts';

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
export function registerPo(registry: SyncRegistry): SyncRegistry {
  const po = purchaseOrders;
  scoped(registry, 'purchaseOrders', po, {
    id: po.id, poNumber: po.poNumber, supplierCode: po.supplierCode, supplierName: po.supplierName, plant: po.plant, material: po.material,
    materialDescription: po.materialDescription, documentDate: po.documentDate, createdBy: po.createdBy, currency: po.currency,
    purchasingGroup: po.purchasingGroup, mrpController: po.mrpController, status: po.status, remindIndicator: po.remindIndicator,
    deletionIndicator: po.deletionIndicator, remark: po.remark, vendorNotify: po.vendorNotify, buyerNotify: po.buyerNotify,
    itemCount: po.itemCount, updatedAt: po.updatedAt,
  });
  const i = poItems;
  scoped(registry, 'poItems', i, {
    id: i.id, poId: i.poId, poNumber: i.poNumber, itemNumber: i.itemNumber, supplierCode: i.supplierCode, plant: i.plant,
    purchasingGroup: i.purchasingGroup, material: i.material, materialDescription: i.materialDescription, orderUnit: i.orderUnit, qty: i.qty,
    deliveryDate: i.deliveryDate, gr: i.gr, balance: i.balance, deliveryCompleted: i.deliveryCompleted, itemStatus: i.itemStatus,
    lastDecision: i.lastDecision, tbdStatus: i.tbdStatus, tbdResponseDate: i.tbdResponseDate, la: i.la, etd: i.etd, changeKind: i.changeKind,
    requestedQty: i.requestedQty, requestedDate: i.requestedDate, requestedLines: i.requestedLines, changeReasonCode: i.changeReasonCode,
    changeRemark: i.changeRemark, approveRemark: i.approveRemark, approvalTbdDate: i.approvalTbdDate, approvedAt: i.approvedAt,
    statusBeforeRequest: i.statusBeforeRequest, updatedAt: i.updatedAt,
  });
  const s = poScheduleLines;
  scoped(registry, 'poScheduleLines', s, { id: s.id, itemId: s.itemId, poId: s.poId, lineNumber: s.lineNumber, qty: s.qty, deliveryDate: s.deliveryDate });
  const r = poChangeRequests;
  scoped(registry, 'poChangeRequests', r, {
    id: r.id, itemId: r.itemId, poId: r.poId, kind: r.kind, status: r.status, before: r.before, after: r.after, reasonCode: r.reasonCode,
    remark: r.remark, requestedBy: r.requestedBy, requestedAt: r.requestedAt, decidedBy: r.decidedBy, decidedAt: r.decidedAt,
    decisionRemark: r.decisionRemark, tbdStatus: r.tbdStatus,
  });
  const c = poChangeRecords;
  scoped(registry, 'poChangeRecords', c, { id: c.id, itemId: c.itemId, poId: c.poId, before: c.before, after: c.after, changedAt: c.changedAt, initiator: c.initiator, role: c.role });
  const o = poOperationRecords;
  scoped(registry, 'poOperationRecords', o, { id: o.id, poId: o.poId, itemId: o.itemId, at: o.at, operator: o.operator, action: o.action, detail: o.detail });
  const v = vendors;
  registry.table({
    name: 'vendors', table: v, id: v.id, rev: v.rev, deletedAt: v.deletedAt,
    columns: { id: v.id, supplierCode: v.supplierCode, name: v.name, contact: v.contact, phone: v.phone, emails: v.emails, plants: v.plants },
    scope: (viewer) => vendorScope(viewer, v.supplierCode, v.plants),
  });
  return registerBuyerActions(registerVendorActions(registry));
}
