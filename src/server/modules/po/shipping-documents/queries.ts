import { and, asc, eq, isNull } from 'drizzle-orm';
import type { PoShippingDocumentRow } from '../../../../shared/contracts/po-rows.ts';
import type { Db } from '../../../db/client.ts';
import { files, poItems, poShippingDocuments, purchaseOrders } from '../../../db/schema/index.ts';
import { poRows, type PoReach } from '../access.ts';

const d = poShippingDocuments;

/** The columns a document answers with (sync and the list endpoint), in the shape of `poShippingDocumentRow`. */
export const DOCUMENT_COLUMNS = {
  id: d.id,
  poId: d.poId,
  poNumber: d.poNumber,
  itemId: d.itemId,
  itemNumber: d.itemNumber,
  supplierCode: d.supplierCode,
  plant: d.plant,
  purchasingGroup: d.purchasingGroup,
  fileId: d.fileId,
  fileName: d.fileName,
  fileSize: d.fileSize,
  docType: d.docType,
  remark: d.remark,
  uploaderName: d.uploaderName,
  createdAt: d.createdAt,
  status: d.status,
  receivedBy: d.receivedBy,
  receivedAt: d.receivedAt,
};

export type DocumentRecord = typeof poShippingDocuments.$inferSelect;

type Selected = Pick<DocumentRecord, keyof typeof DOCUMENT_COLUMNS>;

export function documentRowOf(row: Selected): PoShippingDocumentRow {
  return {
    ...row,
    docType: row.docType as PoShippingDocumentRow['docType'],
    createdAt: row.createdAt.getTime(),
    receivedAt: row.receivedAt?.getTime() ?? null,
  };
}

/** A PO's live documents in the viewer's scope, oldest first. */
export async function documentsOfPo(db: Db, reach: PoReach, poId: string): Promise<PoShippingDocumentRow[]> {
  const rows = await db
    .select(DOCUMENT_COLUMNS)
    .from(d)
    .where(and(eq(d.poId, poId), isNull(d.deletedAt), poRows(reach, d)))
    .orderBy(asc(d.createdAt), asc(d.id));
  return rows.map(documentRowOf);
}

/** Does a live document in the viewer's scope point at this file? */
export async function documentWithFileInScope(db: Db, reach: PoReach, fileId: string): Promise<boolean> {
  const [row] = await db
    .select({ id: d.id })
    .from(d)
    .where(and(eq(d.fileId, fileId), isNull(d.deletedAt), poRows(reach, d)))
    .limit(1);
  return row !== undefined;
}

/** The PO, locked for the rest of the transaction, so two attaches of one file cannot both pass the duplicate check. */
export async function lockedPo(tx: Db, poId: string) {
  const [po] = await tx.select().from(purchaseOrders).where(eq(purchaseOrders.id, poId)).for('update');
  return po;
}

export async function poById(db: Db, poId: string) {
  const [po] = await db.select().from(purchaseOrders).where(eq(purchaseOrders.id, poId));
  return po;
}

/** The item number of a live item of this PO, or undefined. */
export async function liveItemNumber(db: Db, poId: string, itemId: string): Promise<string | undefined> {
  const [item] = await db
    .select({ itemNumber: poItems.itemNumber })
    .from(poItems)
    .where(and(eq(poItems.id, itemId), eq(poItems.poId, poId), isNull(poItems.deletedAt)));
  return item?.itemNumber;
}

/** A live attachment file the user uploaded themselves. */
export async function ownAttachmentFile(db: Db, userId: string, fileId: string) {
  const [file] = await db
    .select({ id: files.id, name: files.name, size: files.size })
    .from(files)
    .where(and(eq(files.id, fileId), eq(files.ownerId, userId), eq(files.purpose, 'annex'), isNull(files.deletedAt)));
  return file;
}

export async function isFileOnPo(db: Db, poId: string, fileId: string): Promise<boolean> {
  const [row] = await db
    .select({ id: d.id })
    .from(d)
    .where(and(eq(d.poId, poId), eq(d.fileId, fileId), isNull(d.deletedAt)))
    .limit(1);
  return row !== undefined;
}

export async function insertDocument(db: Db, values: typeof poShippingDocuments.$inferInsert): Promise<PoShippingDocumentRow> {
  const [row] = await db.insert(d).values(values).returning(DOCUMENT_COLUMNS);
  return documentRowOf(row!);
}
