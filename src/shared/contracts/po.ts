/**
 * PO endpoints beyond sync. The spec does not show the PO endpoints (spec 000 §7.4); these follow the
 * platform's style (DESIGN: API conventions).
 */
import { z } from 'zod';
import { PO_STATUSES } from '../domain/po/status.ts';
import { BATCH_CATEGORIES } from '../domain/po/batch-categories.ts';
import { poListFilter } from '../domain/po/list-query.ts';
import { bareQuery, endpoint, pageOf, timestampParam } from './endpoint.ts';
import { isoDate, poChangeRecordRow, poChangeRequestRow, poItemRow, poOperationRecordRow, poScheduleLineRow, purchaseOrderRow, quantity } from './po-rows.ts';
import { BUYERS } from '../domain/access.ts';
import { code, optionalCode } from './codes.ts';

const optionalText = (max: number) => z.string().trim().max(max).optional();

export const importedItem = z.strictObject({
  itemNumber: code(10),
  material: code(40),
  materialDescription: optionalText(200),
  orderUnit: code(10),
  qty: quantity.refine((q) => q > 0, 'must be greater than 0'),
  deliveryDate: isoDate,
  /** Goods received so far; reaching the quantity completes the item. */
  gr: quantity.optional(),
  deliveryCompleted: z.boolean().optional(),
});

export const importedPo = z.strictObject({
  poNumber: code(20),
  supplierCode: code(20),
  supplierName: optionalText(120),
  plant: code(10),
  documentDate: isoDate,
  createdBy: optionalText(60),
  currency: optionalCode(5),
  purchasingGroup: optionalCode(10),
  mrpController: optionalCode(10),
  remark: optionalText(500),
  remindIndicator: z.boolean().optional(),
  deletionIndicator: z.boolean().optional(),
  items: z.array(importedItem).min(1).max(500),
});
export type ImportedPo = z.infer<typeof importedPo>;

/**
 * `POST /api/po/import`: a JSON batch from the ERP, upserted by PO number and item number in one
 * transaction (all or nothing). Uploaders, buyers (their plants only) and administrators. A changed
 * QTY or date on an item the vendor already answered re-opens it (received again, any open change
 * request withdrawn) and leaves a change record; GR reaching the QTY, or delivery completed, completes it.
 * A PO or item sent again as it is stays as it is (no write, no record, no mail) and is counted unchanged.
 */
export const poImport = endpoint({
  method: 'POST',
  path: '/api/po/import',
  logAs: 'poImport',
  access: 'unlocked',
  permission: BUYERS,
  body: z.strictObject({ pos: z.array(importedPo).min(1).max(1000) }),
  data: z.object({
    createdPos: z.number().int(),
    updatedPos: z.number().int(),
    /** Re-sent as they are: nothing written, no rev moved, so answers made meanwhile still apply. */
    unchangedPos: z.number().int(),
    createdItems: z.number().int(),
    updatedItems: z.number().int(),
    unchangedItems: z.number().int(),
    reopenedItems: z.number().int(),
    completedItems: z.number().int(),
  }),
});
export type ImportSummary = z.infer<typeof poImport.data>;

/** A PO-list row; a field a column permission keeps from the caller is absent (PO_HIDEABLE_FIELDS). */
export const poListRow = poItemRow.extend({
  poStatus: z.enum(PO_STATUSES),
  supplierName: z.string().optional(),
  documentDate: isoDate,
  currency: z.string().optional(),
  remark: z.string().optional(),
});

/**
 * `GET /api/po/items`: the PO list, one row per item (filters, sort and paging of
 * src/shared/domain/po/list-query.ts), within the caller's row scope. The screens run the same query
 * on the device's synced copy; this serves integrations and scopes too large to keep on a device.
 */
export const poList = endpoint({
  method: 'GET',
  path: '/api/po/items',
  access: 'unlocked',
  query: poListFilter.extend(timestampParam),
  data: pageOf(poListRow),
});

/** `GET /api/po/overview`: how many of the caller's POs are in each status. */
export const poOverview = endpoint({
  method: 'GET',
  path: '/api/po/overview',
  access: 'unlocked',
  query: bareQuery,
  data: z.object({ counts: z.record(z.enum(PO_STATUSES), z.number().int()), total: z.number().int() }),
});

/** `GET /api/po/:id`: one PO with its items, schedule lines, change requests and both records. 404 outside the caller's scope. */
export const poDetail = endpoint({
  method: 'GET',
  path: '/api/po/:id',
  access: 'unlocked',
  params: z.strictObject({ id: z.string().min(1).max(64) }),
  query: bareQuery,
  data: z.object({
    po: purchaseOrderRow,
    items: z.array(poItemRow),
    scheduleLines: z.array(poScheduleLineRow),
    changeRequests: z.array(poChangeRequestRow),
    changeRecords: z.array(poChangeRecordRow),
    operationRecords: z.array(poOperationRecordRow),
  }),
});
export type PoDetail = z.infer<typeof poDetail.data>;

/** Rows one export may hold: past this the user narrows the filter (Excel itself stops near 1M). */
export const PO_EXPORT_MAX_ROWS = 100_000;

/**
 * `GET /api/po/items/Actions/Export`: the filtered, sorted PO list (all pages, in the caller's scope)
 * as an xlsx workbook, streamed; column titles and statuses in the caller's language. Not an envelope
 * on success; a refusal (too many rows) is.
 */
export const poExport = endpoint({
  method: 'GET',
  path: '/api/po/items/Actions/Export',
  access: 'unlocked',
  query: poListFilter.omit({ currentPage: true, pageSize: true }).extend(timestampParam),
  data: z.unknown(),
});

/**
 * `GET /api/po/batch/Template/:category`: the upload workbook of a batch category (header row in the
 * caller's language, required columns marked *, an example sheet). Uploaders, buyers and administrators.
 */
export const poBatchTemplate = endpoint({
  method: 'GET',
  path: '/api/po/batch/Template/:category',
  access: 'unlocked',
  permission: BUYERS,
  params: z.strictObject({ category: z.enum(BATCH_CATEGORIES) }),
  query: bareQuery,
  data: z.unknown(),
});
