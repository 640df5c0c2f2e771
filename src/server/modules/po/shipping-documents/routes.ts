import type { FastifyInstance } from 'fastify';
import { attachShippingDocument, listShippingDocuments } from '../../../../shared/contracts/shipping-documents.ts';
import { sessionRoute } from '../../../plugins/endpoints.ts';
import type { FileReadRule } from '../../files/read-access.ts';
import { viewerOfUser } from '../../../plugins/access.ts';
import { poReach } from '../access.ts';
import { documentWithFileInScope } from './queries.ts';
import { attachDocument, documentsOf } from './service.ts';

export function shippingDocumentRoutes(app: FastifyInstance): void {
  sessionRoute(app, attachShippingDocument, ({ params, body, viewer }) => attachDocument(app.db, viewer, params.id, body));
  sessionRoute(app, listShippingDocuments, async ({ params, viewer }) => ({ list: await documentsOf(app.db, viewer, params.id) }));
}

/** Everyone whose PO reach (scope and data rules) covers a live document may read its file: the vendor's accounts, the PO's buyers, administrators. */
export const shippingDocumentReaders: FileReadRule = async (db, reader, fileId) => {
  const viewer = await viewerOfUser(db, reader.userId);
  return viewer !== null && documentWithFileInScope(db, await poReach(db, viewer), fileId);
};
