import { z } from 'zod';
import { SHIPPING_DOCUMENT_STATUSES, SHIPPING_DOCUMENT_TYPES } from '../domain/po/shipping-document-kinds.ts';
import { ITEM_STATUSES, PO_STATUSES } from '../domain/po/status.ts';
import { defineSyncedTable } from './synced-table.ts';

/** Calendar dates travel as ISO `YYYY-MM-DD` (DESIGN: API conventions). */
export const isoDate = z.iso.date('must be a date as YYYY-MM-DD');
/** Quantities: up to three decimals, as the ERP keeps them. */
export const quantity = z.number().finite().min(0).max(1e12);

export const scheduleLineInput = z.strictObject({ qty: quantity, deliveryDate: isoDate });
export type ScheduleLineInput = z.infer<typeof scheduleLineInput>;

/**
 * The rows the PO tables sync down (and the list and detail endpoints answer). A vendor receives the
 * rows of its supplier codes, a buyer those of its plants and purchasing groups. A field a column
 * permission keeps from the viewer (PO_HIDEABLE_FIELDS) is absent.
 */
export const purchaseOrderRow = z.object({
  id: z.string(),
  poNumber: z.string(),
  supplierCode: z.string(),
  supplierName: z.string().optional(),
  plant: z.string(),
  material: z.string(),
  materialDescription: z.string().optional(),
  documentDate: isoDate,
  createdBy: z.string().optional(),
  currency: z.string().optional(),
  purchasingGroup: z.string(),
  mrpController: z.string().optional(),
  status: z.enum(PO_STATUSES),
  remindIndicator: z.boolean(),
  deletionIndicator: z.boolean(),
  remark: z.string().optional(),
  /** Whether each side gets e-mail about this PO (each side switches its own). */
  vendorNotify: z.boolean(),
  buyerNotify: z.boolean(),
  itemCount: z.number().int(),
  updatedAt: z.number(),
});
export type PurchaseOrderRow = z.infer<typeof purchaseOrderRow>;

export const poItemRow = z.object({
  id: z.string(),
  poId: z.string(),
  poNumber: z.string(),
  itemNumber: z.string(),
  supplierCode: z.string(),
  plant: z.string(),
  purchasingGroup: z.string(),
  material: z.string(),
  materialDescription: z.string().optional(),
  orderUnit: z.string(),
  qty: z.number(),
  deliveryDate: isoDate,
  gr: z.number(),
  balance: z.number(),
  deliveryCompleted: z.boolean(),
  itemStatus: z.enum(ITEM_STATUSES),
  /** The buyer's decision on the latest change request. */
  lastDecision: z.enum(['approved', 'rejected']).nullable(),
  tbdStatus: z.string(),
  tbdResponseDate: isoDate.nullable(),
  la: isoDate.nullable(),
  etd: isoDate.nullable(),
  /** The open (or last) change request, for before / after side by side. */
  changeKind: z.enum(['change', 'split']).nullable(),
  requestedQty: z.number().nullable(),
  requestedDate: isoDate.nullable(),
  requestedLines: z.array(scheduleLineInput).nullable(),
  changeReasonCode: z.string(),
  changeRemark: z.string(),
  approveRemark: z.string(),
  approvalTbdDate: isoDate.nullable(),
  approvedAt: z.number().nullable(),
  /** What recall returns the item to. */
  statusBeforeRequest: z.enum(ITEM_STATUSES).nullable(),
  updatedAt: z.number(),
});
export type PoItemRow = z.infer<typeof poItemRow>;

/** Partial deliveries of an item, after an approved split. */
export const poScheduleLineRow = z.object({
  id: z.string(),
  itemId: z.string(),
  poId: z.string(),
  lineNumber: z.number().int(),
  qty: z.number(),
  deliveryDate: isoDate,
});
export type PoScheduleLineRow = z.infer<typeof poScheduleLineRow>;

const recordValues = z.object({
  qty: z.number(),
  deliveryDate: isoDate.nullable(),
  gr: z.number(),
  balance: z.number(),
  deliveryCompleted: z.boolean(),
});
export type RecordValues = z.infer<typeof recordValues>;

/** Before and after of an item's numbers, each time they change (spec 000 §3 change record). */
export const poChangeRecordRow = z.object({
  id: z.string(),
  itemId: z.string(),
  poId: z.string(),
  before: recordValues,
  after: recordValues,
  changedAt: z.number(),
  initiator: z.string(),
  role: z.string(),
});
export type PoChangeRecordRow = z.infer<typeof poChangeRecordRow>;

/** What was done to a PO, by whom: `action` and `detail` are rendered in the reader's language. */
export const poOperationRecordRow = z.object({
  id: z.string(),
  poId: z.string(),
  itemId: z.string().nullable(),
  at: z.number(),
  operator: z.string(),
  action: z.string(),
  detail: z.record(z.string(), z.union([z.string(), z.number()])),
});
export type PoOperationRecordRow = z.infer<typeof poOperationRecordRow>;

/** Every change request an item had, with its outcome (the audit trail of approvals). */
export const poChangeRequestRow = z.object({
  id: z.string(),
  itemId: z.string(),
  poId: z.string(),
  kind: z.enum(['change', 'split']),
  status: z.enum(['inApproval', 'approved', 'rejected', 'recalled']),
  before: z.object({ qty: z.number(), deliveryDate: isoDate }),
  after: z.object({ qty: z.number(), deliveryDate: isoDate.nullable(), lines: z.array(scheduleLineInput).nullable() }),
  reasonCode: z.string(),
  remark: z.string(),
  requestedBy: z.string(),
  requestedAt: z.number(),
  decidedBy: z.string().nullable(),
  decidedAt: z.number().nullable(),
  decisionRemark: z.string(),
  tbdStatus: z.string(),
});
export type PoChangeRequestRow = z.infer<typeof poChangeRequestRow>;

/**
 * A shipping document the vendor attached to a PO (`itemId` null) or one of its items; the buyer
 * receives it (or takes that back). The file downloads through `/api/file/Download/annex/{fileId}`.
 */
export const poShippingDocumentRow = z.object({
  id: z.string(),
  poId: z.string(),
  poNumber: z.string(),
  itemId: z.string().nullable(),
  itemNumber: z.string().nullable(),
  supplierCode: z.string(),
  plant: z.string(),
  purchasingGroup: z.string(),
  fileId: z.string(),
  fileName: z.string(),
  fileSize: z.number().int(),
  docType: z.enum(SHIPPING_DOCUMENT_TYPES),
  remark: z.string(),
  uploaderName: z.string(),
  createdAt: z.number(),
  status: z.enum(SHIPPING_DOCUMENT_STATUSES),
  receivedBy: z.string().nullable(),
  receivedAt: z.number().nullable(),
});
export type PoShippingDocumentRow = z.infer<typeof poShippingDocumentRow>;

/** Supplier master data (spec 000 §1 'vendor master data'). */
export const vendorRow = z.object({
  id: z.string(),
  supplierCode: z.string(),
  name: z.string(),
  contact: z.string(),
  phone: z.string(),
  emails: z.array(z.string()),
  plants: z.array(z.string()),
});
export type VendorRow = z.infer<typeof vendorRow>;

/**
 * The dangerous-goods material list (spec 000 §1): master data every PO user (vendor, buyer,
 * administrator) receives whole, so the lists mark DG items offline.
 */
export const dangerousGoodsRow = z.object({
  id: z.string(),
  material: z.string(),
  description: z.string(),
  /** Four digits, without the "UN" prefix. */
  unNumber: z.string(),
  hazardClass: z.string(),
  /** I, II, III or ''. */
  packingGroup: z.string(),
  remark: z.string(),
  updatedBy: z.string(),
  updatedAt: z.number(),
});
export type DangerousGoodsRow = z.infer<typeof dangerousGoodsRow>;

export const PO_SYNCED_TABLES = {
  vendors: defineSyncedTable(vendorRow, ['supplierCode']),
  purchaseOrders: defineSyncedTable(purchaseOrderRow, ['poNumber', 'status']),
  poItems: defineSyncedTable(poItemRow, ['poId', '[poNumber+itemNumber]']),
  poScheduleLines: defineSyncedTable(poScheduleLineRow, ['itemId', 'poId']),
  poChangeRequests: defineSyncedTable(poChangeRequestRow, ['itemId', 'poId']),
  poChangeRecords: defineSyncedTable(poChangeRecordRow, ['itemId', 'poId']),
  poOperationRecords: defineSyncedTable(poOperationRecordRow, ['poId']),
  dangerousGoods: defineSyncedTable(dangerousGoodsRow, ['material']),
  poShippingDocuments: defineSyncedTable(poShippingDocumentRow, ['poId']),
} as const;
