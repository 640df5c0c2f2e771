import { and, eq, isNull } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { attachShippingDocument, listShippingDocuments } from '../../../../shared/contracts/po-documents.ts';
import type { PoShippingDocumentRow } from '../../../../shared/contracts/po-rows.ts';
import { files, poItems, poShippingDocuments, purchaseOrders } from '../../../db/schema/index.ts';
import { sessionRoute } from '../../../plugins/endpoints.ts';
import { AppError } from '../../../plugins/errors.ts';
import type { FileReadRule } from '../../files/read-access.ts';
import type { Viewer } from '../../../plugins/access.ts';
import { viewerOfUser } from '../../../plugins/access.ts';
import { recordOperation } from '../items.ts';
import { inPoScope } from '../scope.ts';
import { DOCUMENT_COLUMNS, documentRowOf, documentsOfPo, documentWithFileInScope } from './queries.ts';

const poNotFound = (id: string) => new AppError(404, 'po.error.notFound', { id }, 'PO.notFound');

type AttachBody = { itemId: string | null; docType: PoShippingDocumentRow['docType']; remark: string; fileVersionId: string };

/**
 * Attaches the vendor's own stored file to one of its POs (or an item of it), with an operation
 * record, in one transaction. Refusals: a PO or item outside the caller's scope is "no such PO"; a
 * file the caller did not upload (or not as an attachment) is "no such file", as downloads say.
 */
async function attach(app: FastifyInstance, viewer: Viewer, poId: string, body: AttachBody): Promise<PoShippingDocumentRow> {
  return app.db.transaction(async (tx) => {
    // Locked, so two attaches of the same file to this PO cannot both pass the duplicate check.
    const [po] = await tx.select().from(purchaseOrders).where(eq(purchaseOrders.id, poId)).for('update');
    if (!po || po.deletedAt || !inPoScope(viewer, po)) throw poNotFound(poId);
    let itemNumber: string | null = null;
    if (body.itemId) {
      const [item] = await tx
        .select({ itemNumber: poItems.itemNumber })
        .from(poItems)
        .where(and(eq(poItems.id, body.itemId), eq(poItems.poId, po.id), isNull(poItems.deletedAt)));
      if (!item) throw new AppError(404, 'poDocs.error.itemNotFound', { item: body.itemId, po: po.poNumber });
      itemNumber = item.itemNumber;
    }
    const [file] = await tx
      .select({ id: files.id, name: files.name, size: files.size })
      .from(files)
      .where(and(eq(files.id, body.fileVersionId), eq(files.ownerId, viewer.userId), eq(files.purpose, 'annex'), isNull(files.deletedAt)));
    if (!file) throw new AppError(404, 'file.notFound', { id: body.fileVersionId });
    const [already] = await tx
      .select({ id: poShippingDocuments.id })
      .from(poShippingDocuments)
      .where(and(eq(poShippingDocuments.poId, po.id), eq(poShippingDocuments.fileId, file.id), isNull(poShippingDocuments.deletedAt)));
    if (already) throw new AppError(409, 'poDocs.error.duplicate', { file: file.name, po: po.poNumber });
    const [row] = await tx
      .insert(poShippingDocuments)
      .values({
        poId: po.id,
        poNumber: po.poNumber,
        itemId: body.itemId,
        itemNumber,
        supplierCode: po.supplierCode,
        plant: po.plant,
        purchasingGroup: po.purchasingGroup,
        fileId: file.id,
        fileName: file.name,
        fileSize: file.size,
        docType: body.docType,
        remark: body.remark,
        uploadedBy: viewer.userId,
        uploaderName: viewer.realName,
      })
      .returning(DOCUMENT_COLUMNS);
    await recordOperation(tx, { ...po, poId: po.id }, body.itemId, viewer.realName, 'documentAttach', { file: file.name, type: body.docType });
    return documentRowOf(row!);
  });
}

export function poDocumentRoutes(app: FastifyInstance): void {
  sessionRoute(app, attachShippingDocument, async ({ params, body, viewer }) => attach(app, viewer, params.id, body));

  sessionRoute(app, listShippingDocuments, async ({ params, viewer }) => {
    const [po] = await app.db.select().from(purchaseOrders).where(eq(purchaseOrders.id, params.id));
    if (!po || po.deletedAt || !inPoScope(viewer, po)) throw poNotFound(params.id);
    return { list: await documentsOfPo(app.db, viewer, po.id) };
  });
}

/** Everyone whose PO scope covers a live document may read its file: the vendor's accounts, the PO's buyers, administrators. */
export const shippingDocumentReaders: FileReadRule = async (db, reader, fileId) => {
  const viewer = await viewerOfUser(db, reader.userId);
  return viewer !== null && documentWithFileInScope(db, viewer, fileId);
};
