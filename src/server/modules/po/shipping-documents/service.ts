import type { PoShippingDocumentRow } from '../../../../shared/contracts/po-rows.ts';
import type { Db } from '../../../db/client.ts';
import type { Viewer } from '../../../plugins/access.ts';
import { AppError } from '../../../plugins/errors.ts';
import { recordOperation } from '../items.ts';
import { inPoReach, poReach } from '../access.ts';
import { documentsOfPo, insertDocument, isFileOnPo, liveItemNumber, lockedPo, ownAttachmentFile, poById } from './queries.ts';

const poNotFound = (id: string) => new AppError(404, 'po.error.notFound', { id }, 'PO.notFound');

export type AttachRequest = { itemId: string | null; docType: PoShippingDocumentRow['docType']; remark: string; fileVersionId: string };

/**
 * Attaches the vendor's own stored file to one of its POs (or an item of it), with an operation
 * record, in one transaction. Refusals: a PO or item outside the caller's scope is "no such PO"; a
 * file the caller did not upload (or not as an attachment) is "no such file", as downloads say.
 */
export async function attachDocument(db: Db, viewer: Viewer, poId: string, request: AttachRequest): Promise<PoShippingDocumentRow> {
  return db.transaction(async (tx) => {
    const po = await lockedPo(tx, poId);
    if (!po || po.deletedAt || !inPoReach(await poReach(tx, viewer), po)) throw poNotFound(poId);
    let itemNumber: string | null = null;
    if (request.itemId) {
      const found = await liveItemNumber(tx, po.id, request.itemId);
      if (found === undefined) throw new AppError(404, 'shippingDocs.error.itemNotFound', { item: request.itemId, po: po.poNumber });
      itemNumber = found;
    }
    const file = await ownAttachmentFile(tx, viewer.userId, request.fileVersionId);
    if (!file) throw new AppError(404, 'file.notFound', { id: request.fileVersionId });
    if (await isFileOnPo(tx, po.id, file.id)) throw new AppError(409, 'shippingDocs.error.duplicate', { file: file.name, po: po.poNumber });
    const row = await insertDocument(tx, {
      poId: po.id,
      poNumber: po.poNumber,
      itemId: request.itemId,
      itemNumber,
      supplierCode: po.supplierCode,
      plant: po.plant,
      purchasingGroup: po.purchasingGroup,
      fileId: file.id,
      fileName: file.name,
      fileSize: file.size,
      docType: request.docType,
      remark: request.remark,
      uploadedBy: viewer.userId,
      uploaderName: viewer.realName,
    });
    await recordOperation(tx, { ...po, poId: po.id }, request.itemId, viewer.realName, 'documentAttach', { file: file.name, type: request.docType });
    return row;
  });
}

/** A PO's documents; a PO outside the viewer's scope does not exist for them. */
export async function documentsOf(db: Db, viewer: Viewer, poId: string): Promise<PoShippingDocumentRow[]> {
  const po = await poById(db, poId);
  const reach = await poReach(db, viewer);
  if (!po || po.deletedAt || !inPoReach(reach, po)) throw poNotFound(poId);
  return documentsOfPo(db, reach, po.id);
}
