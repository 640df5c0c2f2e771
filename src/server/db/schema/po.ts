import { sql } from 'drizzle-orm';
import { bigint, boolean, date, index, integer, jsonb, numeric, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import type { ScheduleLineInput, RecordValues } from '../../../shared/contracts/po-rows.ts';
import type { ItemStatus, PoStatus } from '../../../shared/domain/po/status.ts';
import { createdAt, deletedAt, id, rev } from './columns.ts';

/** Quantities as the ERP keeps them: three decimals, read as numbers. */
const qty = () => numeric({ precision: 15, scale: 3, mode: 'number' });
const day = () => date({ mode: 'string' });
const updatedAt = () => timestamp({ withTimezone: true, mode: 'date' }).notNull().defaultNow();

/** Supplier master data; vendor accounts reach it through `users.supplier_codes`. */
export const vendors = pgTable(
  'vendors',
  {
    id: id(),
    supplierCode: text().notNull(),
    name: text().notNull(),
    contact: text().notNull().default(''),
    phone: text().notNull().default(''),
    emails: text()
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    plants: text()
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    language: text().notNull().default('en'),
    createdAt: createdAt(),
    rev: rev(),
    deletedAt: deletedAt(),
  },
  (t) => [uniqueIndex().on(t.supplierCode), index().on(t.rev)],
);

/**
 * Every PO table carries the PO's supplier code, plant and purchasing group, so the row scope (a
 * vendor: its supplier codes; a buyer: its plants and groups) is one filter on each synced table.
 */
export const purchaseOrders = pgTable(
  'purchase_orders',
  {
    id: id(),
    poNumber: text().notNull(),
    supplierCode: text().notNull(),
    supplierName: text().notNull().default(''),
    plant: text().notNull(),
    material: text().notNull().default(''),
    materialDescription: text().notNull().default(''),
    documentDate: day().notNull(),
    createdBy: text().notNull().default(''),
    currency: text().notNull().default(''),
    purchasingGroup: text().notNull().default(''),
    mrpController: text().notNull().default(''),
    status: text().$type<PoStatus>().notNull().default('pendingReceiving'),
    remindIndicator: boolean().notNull().default(false),
    deletionIndicator: boolean().notNull().default(false),
    remark: text().notNull().default(''),
    vendorNotify: boolean().notNull().default(true),
    buyerNotify: boolean().notNull().default(true),
    itemCount: integer().notNull().default(0),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    rev: rev(),
    deletedAt: deletedAt(),
  },
  (t) => [
    uniqueIndex().on(t.poNumber),
    index().on(t.rev),
    index('purchase_orders_plant_status').on(t.plant, t.status, t.poNumber),
    index('purchase_orders_supplier_status').on(t.supplierCode, t.status, t.poNumber),
  ],
);

export const poItems = pgTable(
  'po_items',
  {
    id: id(),
    poId: text()
      .notNull()
      .references(() => purchaseOrders.id),
    poNumber: text().notNull(),
    itemNumber: text().notNull(),
    supplierCode: text().notNull(),
    plant: text().notNull(),
    purchasingGroup: text().notNull().default(''),
    material: text().notNull().default(''),
    materialDescription: text().notNull().default(''),
    orderUnit: text().notNull().default(''),
    qty: qty().notNull(),
    deliveryDate: day().notNull(),
    gr: qty().notNull().default(0),
    balance: qty().notNull(),
    deliveryCompleted: boolean().notNull().default(false),
    itemStatus: text().$type<ItemStatus>().notNull().default('pendingReceipt'),
    lastDecision: text().$type<'approved' | 'rejected'>(),
    tbdStatus: text().notNull().default(''),
    tbdResponseDate: day(),
    la: day(),
    etd: day(),
    changeKind: text().$type<'change' | 'split'>(),
    requestedQty: qty(),
    requestedDate: day(),
    requestedLines: jsonb().$type<ScheduleLineInput[]>(),
    changeReasonCode: text().notNull().default(''),
    changeRemark: text().notNull().default(''),
    approveRemark: text().notNull().default(''),
    approvalTbdDate: day(),
    approvedAt: timestamp({ withTimezone: true, mode: 'date' }),
    statusBeforeRequest: text().$type<ItemStatus>(),
    openRequestId: text(),
    /**
     * The sync client that wrote the item last (null: an import or the server), and the rev the item
     * had before that client's unbroken run of writes began. An offline action whose item rev is stale
     * still applies when every newer write was that same device's: its rev is at least the run's start.
     */
    lastClientId: text(),
    clientRunFromRev: bigint({ mode: 'number' }),
    /**
     * The PO's status, copied here by triggers (migration 0010) so the PO list filters, sorts and counts
     * on one index of this table instead of joining every matching item to its PO. Server-side only:
     * not synced, and changing it draws no rev.
     */
    poStatus: text().$type<PoStatus>().notNull().default('pendingReceiving'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    rev: rev(),
    deletedAt: deletedAt(),
  },
  (t) => [
    uniqueIndex().on(t.poId, t.itemNumber),
    index().on(t.rev),
    index('po_items_supplier_rev').on(t.supplierCode, t.rev),
    index('po_items_plant_rev').on(t.plant, t.rev),
    // The PO list (src/server/modules/po/queries.ts): a buyer's page by plant, a vendor's by supplier,
    // in PO-number order; the scope columns at the end let the total be counted from the index alone.
    index('po_items_plant_list')
      .on(t.plant, t.poStatus, t.poNumber, t.itemNumber, t.purchasingGroup, t.supplierCode)
      .where(sql`${t.deletedAt} is null`),
    index('po_items_supplier_list')
      .on(t.supplierCode, t.poStatus, t.poNumber, t.itemNumber, t.plant, t.purchasingGroup)
      .where(sql`${t.deletedAt} is null`),
  ],
);

export const poScheduleLines = pgTable(
  'po_schedule_lines',
  {
    id: id(),
    itemId: text()
      .notNull()
      .references(() => poItems.id),
    poId: text().notNull(),
    supplierCode: text().notNull(),
    plant: text().notNull(),
    purchasingGroup: text().notNull().default(''),
    lineNumber: integer().notNull(),
    qty: qty().notNull(),
    deliveryDate: day().notNull(),
    rev: rev(),
    deletedAt: deletedAt(),
  },
  (t) => [index().on(t.itemId), index().on(t.rev)],
);

export const poChangeRequests = pgTable(
  'po_change_requests',
  {
    id: id(),
    itemId: text()
      .notNull()
      .references(() => poItems.id),
    poId: text().notNull(),
    supplierCode: text().notNull(),
    plant: text().notNull(),
    purchasingGroup: text().notNull().default(''),
    kind: text().$type<'change' | 'split'>().notNull(),
    status: text().$type<'inApproval' | 'approved' | 'rejected' | 'recalled'>().notNull().default('inApproval'),
    before: jsonb().$type<{ qty: number; deliveryDate: string }>().notNull(),
    after: jsonb().$type<{ qty: number; deliveryDate: string | null; lines: ScheduleLineInput[] | null }>().notNull(),
    reasonCode: text().notNull(),
    remark: text().notNull().default(''),
    requestedBy: text().notNull(),
    requestedAt: createdAt(),
    decidedBy: text(),
    decidedAt: timestamp({ withTimezone: true, mode: 'date' }),
    decisionRemark: text().notNull().default(''),
    tbdStatus: text().notNull().default(''),
    rev: rev(),
    deletedAt: deletedAt(),
  },
  (t) => [index().on(t.itemId), index().on(t.rev)],
);

export const poChangeRecords = pgTable(
  'po_change_records',
  {
    id: id(),
    itemId: text()
      .notNull()
      .references(() => poItems.id),
    poId: text().notNull(),
    supplierCode: text().notNull(),
    plant: text().notNull(),
    purchasingGroup: text().notNull().default(''),
    before: jsonb().$type<RecordValues>().notNull(),
    after: jsonb().$type<RecordValues>().notNull(),
    changedAt: createdAt(),
    initiator: text().notNull(),
    role: text().notNull(),
    rev: rev(),
    deletedAt: deletedAt(),
  },
  (t) => [index().on(t.itemId), index().on(t.rev)],
);

export const poOperationRecords = pgTable(
  'po_operation_records',
  {
    id: id(),
    poId: text()
      .notNull()
      .references(() => purchaseOrders.id),
    itemId: text(),
    supplierCode: text().notNull(),
    plant: text().notNull(),
    purchasingGroup: text().notNull().default(''),
    at: createdAt(),
    operator: text().notNull(),
    action: text().notNull(),
    detail: jsonb().$type<Record<string, string | number>>().notNull().default({}),
    rev: rev(),
    deletedAt: deletedAt(),
  },
  (t) => [index().on(t.poId), index().on(t.rev)],
);
