import type { PgColumn } from 'drizzle-orm/pg-core';
import { poChangeRecords, poChangeRequests, poItems, poOperationRecords, poScheduleLines, purchaseOrders, vendors } from '../../db/schema/index.ts';

/**
 * The columns each PO table answers with, in the shapes of src/shared/contracts/po-rows.ts; sync and
 * the list and detail endpoints select the same ones.
 */
const po = purchaseOrders;
export const PO_COLUMNS = {
  id: po.id,
  poNumber: po.poNumber,
  supplierCode: po.supplierCode,
  supplierName: po.supplierName,
  plant: po.plant,
  material: po.material,
  materialDescription: po.materialDescription,
  documentDate: po.documentDate,
  createdBy: po.createdBy,
  currency: po.currency,
  purchasingGroup: po.purchasingGroup,
  mrpController: po.mrpController,
  status: po.status,
  remindIndicator: po.remindIndicator,
  deletionIndicator: po.deletionIndicator,
  remark: po.remark,
  vendorNotify: po.vendorNotify,
  buyerNotify: po.buyerNotify,
  itemCount: po.itemCount,
  updatedAt: po.updatedAt,
} satisfies Record<string, PgColumn>;

const i = poItems;
export const ITEM_COLUMNS = {
  id: i.id,
  poId: i.poId,
  poNumber: i.poNumber,
  itemNumber: i.itemNumber,
  supplierCode: i.supplierCode,
  plant: i.plant,
  purchasingGroup: i.purchasingGroup,
  material: i.material,
  materialDescription: i.materialDescription,
  orderUnit: i.orderUnit,
  qty: i.qty,
  deliveryDate: i.deliveryDate,
  gr: i.gr,
  balance: i.balance,
  deliveryCompleted: i.deliveryCompleted,
  itemStatus: i.itemStatus,
  lastDecision: i.lastDecision,
  tbdStatus: i.tbdStatus,
  tbdResponseDate: i.tbdResponseDate,
  la: i.la,
  etd: i.etd,
  changeKind: i.changeKind,
  requestedQty: i.requestedQty,
  requestedDate: i.requestedDate,
  requestedLines: i.requestedLines,
  changeReasonCode: i.changeReasonCode,
  changeRemark: i.changeRemark,
  approveRemark: i.approveRemark,
  approvalTbdDate: i.approvalTbdDate,
  approvedAt: i.approvedAt,
  statusBeforeRequest: i.statusBeforeRequest,
  updatedAt: i.updatedAt,
} satisfies Record<string, PgColumn>;

const s = poScheduleLines;
export const SCHEDULE_LINE_COLUMNS = { id: s.id, itemId: s.itemId, poId: s.poId, lineNumber: s.lineNumber, qty: s.qty, deliveryDate: s.deliveryDate };

const r = poChangeRequests;
export const CHANGE_REQUEST_COLUMNS = {
  id: r.id,
  itemId: r.itemId,
  poId: r.poId,
  kind: r.kind,
  status: r.status,
  before: r.before,
  after: r.after,
  reasonCode: r.reasonCode,
  remark: r.remark,
  requestedBy: r.requestedBy,
  requestedAt: r.requestedAt,
  decidedBy: r.decidedBy,
  decidedAt: r.decidedAt,
  decisionRemark: r.decisionRemark,
  tbdStatus: r.tbdStatus,
};

const c = poChangeRecords;
export const CHANGE_RECORD_COLUMNS = {
  id: c.id,
  itemId: c.itemId,
  poId: c.poId,
  before: c.before,
  after: c.after,
  changedAt: c.changedAt,
  initiator: c.initiator,
  role: c.role,
};

const o = poOperationRecords;
export const OPERATION_RECORD_COLUMNS = { id: o.id, poId: o.poId, itemId: o.itemId, at: o.at, operator: o.operator, action: o.action, detail: o.detail };

const v = vendors;
export const VENDOR_COLUMNS = { id: v.id, supplierCode: v.supplierCode, name: v.name, contact: v.contact, phone: v.phone, emails: v.emails, plants: v.plants };
