import { bigint, index, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { createdAt, deletedAt, id, instant, rev } from './columns.ts';
import { files } from './files.ts';
import { poItems, purchaseOrders } from './po.ts';
import { users } from './users.ts';

const updatedAt = () => timestamp({ withTimezone: true, mode: 'date' }).notNull().defaultNow();

/**
 * The dangerous-goods material list (spec 000 §1 "imported dangerous-goods material"): materials that
 * ship under transport rules, imported by buyers through the batch upload. PO lists mark items of
 * these materials. Master data for every PO user, so it syncs unscoped.
 */
export const dangerousGoods = pgTable(
  'dangerous_goods',
  {
    id: id(),
    material: text().notNull(),
    description: text().notNull().default(''),
    /** UN number, four digits (UN 1263). */
    unNumber: text().notNull(),
    /** Transport hazard class or division (3, 2.1, 6.1 …). */
    hazardClass: text().notNull(),
    /** I, II, III, or empty where the class has none. */
    packingGroup: text().notNull().default(''),
    remark: text().notNull().default(''),
    /** The batch that last wrote the row. */
    batchId: text(),
    updatedBy: text().notNull().default(''),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    rev: rev(),
    deletedAt: deletedAt(),
  },
  (t) => [
    uniqueIndex('dangerous_goods_material')
      .on(t.material)
      .where(sql`${t.deletedAt} is null`),
    index().on(t.rev),
  ],
);

export type ShippingDocumentStatus = 'sent' | 'received';

/**
 * A shipping document (packing list, invoice, DG declaration …) a vendor attached to a PO or one of
 * its items; the buyer marks it received, or takes that back. Carries the PO's scope columns.
 */
export const poShippingDocuments = pgTable(
  'po_shipping_documents',
  {
    id: id(),
    poId: text()
      .notNull()
      .references(() => purchaseOrders.id),
    poNumber: text().notNull(),
    /** Null: the document is for the whole PO. */
    itemId: text().references(() => poItems.id),
    itemNumber: text(),
    supplierCode: text().notNull(),
    plant: text().notNull(),
    purchasingGroup: text().notNull().default(''),
    fileId: text()
      .notNull()
      .references(() => files.id),
    fileName: text().notNull(),
    fileSize: integer().notNull(),
    docType: text().notNull(),
    remark: text().notNull().default(''),
    uploadedBy: text()
      .notNull()
      .references(() => users.id),
    uploaderName: text().notNull(),
    status: text().$type<ShippingDocumentStatus>().notNull().default('sent'),
    receivedBy: text(),
    receivedAt: instant(),
    /** The device whose actions wrote the document last, and the rev its run of writes started from (as po_items). */
    lastClientId: text(),
    clientRunFromRev: bigint({ mode: 'number' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    rev: rev(),
    deletedAt: deletedAt(),
  },
  (t) => [index().on(t.poId), index().on(t.rev), index().on(t.fileId)],
);
