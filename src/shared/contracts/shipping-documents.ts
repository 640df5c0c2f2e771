/**
 * Shipping documents on POs (spec 000 §1 "shipping-document receive/unreceive"; the paths are ours,
 * in the API's style). The vendor uploads the file through the chunk API (purpose `annex`), then
 * attaches it here to one of its POs, whole or one item. Receiving, unreceiving and removing a
 * document are sync mutations (`src/shared/domain/po/shipping-documents.ts`), so they work offline;
 * devices read the documents from the synced table `poShippingDocuments`.
 */
import { z } from 'zod';
import { SHIPPING_DOCUMENT_REMARK_MAX, SHIPPING_DOCUMENT_TYPES } from '../domain/po/shipping-document-kinds.ts';
import { bareQuery, endpoint } from './endpoint.ts';
import { poShippingDocumentRow } from './po-rows.ts';

const entityId = z.string().trim().min(1).max(64);
const poParams = z.strictObject({ id: entityId });

/**
 * Attaches a stored file the caller uploaded to a PO in the caller's scope. Vendors (and
 * administrators) only; `itemId` null or absent means the whole PO. The same file twice on one PO is
 * refused (409).
 */
export const attachShippingDocument = endpoint({
  method: 'POST',
  path: '/api/po/:id/ShippingDocuments',
  logAs: 'shippingDocument',
  access: 'unlocked',
  permission: { roles: ['vendor'], refusal: 'shippingDocs.error.vendorOnly' },
  params: poParams,
  body: z.strictObject({
    itemId: entityId.nullable().default(null),
    docType: z.enum(SHIPPING_DOCUMENT_TYPES),
    remark: z.string().trim().max(SHIPPING_DOCUMENT_REMARK_MAX).default(''),
    fileVersionId: entityId,
  }),
  data: poShippingDocumentRow,
});

/** The PO's documents, oldest first, for integrations (devices have them synced); a PO outside the caller's scope is 404. */
export const listShippingDocuments = endpoint({
  method: 'GET',
  path: '/api/po/:id/ShippingDocuments',
  access: 'unlocked',
  params: poParams,
  query: bareQuery,
  data: z.object({ list: z.array(poShippingDocumentRow) }),
});
