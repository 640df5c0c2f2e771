import { and, asc, eq, isNull } from 'drizzle-orm';
import type { PoShippingDocumentRow } from '../../../../shared/contracts/po-rows.ts';
import type { Db } from '../../../db/client.ts';
import { poShippingDocuments } from '../../../db/schema/index.ts';
import { poScope } from '../scope.ts';
import type { Viewer } from '../../../plugins/access.ts';

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
export async function documentsOfPo(db: Db, viewer: Viewer, poId: string): Promise<PoShippingDocumentRow[]> {
  const rows = await db
    .select(DOCUMENT_COLUMNS)
    .from(d)
    .where(and(eq(d.poId, poId), isNull(d.deletedAt), poScope(viewer, d)))
    .orderBy(asc(d.createdAt), asc(d.id));
  return rows.map(documentRowOf);
}

/** Does a live document in the viewer's scope point at this file? */
export async function documentWithFileInScope(db: Db, viewer: Viewer, fileId: string): Promise<boolean> {
  const [row] = await db
    .select({ id: d.id })
    .from(d)
    .where(and(eq(d.fileId, fileId), isNull(d.deletedAt), poScope(viewer, d)))
    .limit(1);
  return row !== undefined;
}
