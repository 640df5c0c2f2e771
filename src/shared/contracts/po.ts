/**
 * PO endpoints beyond sync. The spec does not show the PO endpoints (spec 000 §7.4); these follow the
 * platform's style (DESIGN: API conventions).
 */
import { z } from 'zod';
import { endpoint } from './endpoint.ts';
import { isoDate, quantity } from './po-rows.ts';

const code = (max: number) => z.string().trim().min(1).max(max);
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
  currency: optionalText(5),
  purchasingGroup: optionalText(10),
  mrpController: optionalText(10),
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
 */
export const poImport = endpoint({
  method: 'POST',
  path: '/api/po/import',
  access: 'unlocked',
  body: z.strictObject({ pos: z.array(importedPo).min(1).max(1000) }),
  data: z.object({
    createdPos: z.number().int(),
    updatedPos: z.number().int(),
    createdItems: z.number().int(),
    updatedItems: z.number().int(),
    reopenedItems: z.number().int(),
    completedItems: z.number().int(),
  }),
});
export type ImportSummary = z.infer<typeof poImport.data>;
