import { z } from 'zod';
import type { PoShippingDocumentRow } from '../../contracts/po-rows.ts';
import { mutationSpec, type RowsView } from '../sync-mutations.ts';

/**
 * Shipping documents a vendor attaches to a PO or one of its items, and the buyer's receipt of them
 * (spec 000 §1 "shipping-document receive/unreceive"). The server applies these rules for real; the
 * client runs them first, so the buttons and the optimistic view say what the server will decide.
 */

/** Why an action on a document is refused: a key under `shippingDocs.error` and its values. */
export interface DocumentRefusal {
  key: 'alreadyReceived' | 'notYetReceived' | 'receivedNoDelete';
  params: { file: string };
}

type Doc = Pick<PoShippingDocumentRow, 'status' | 'fileName'>;

/** The buyer receives a document the vendor sent, once. */
export function receiveDocumentRefusal(doc: Doc): DocumentRefusal | null {
  return doc.status === 'sent' ? null : { key: 'alreadyReceived', params: { file: doc.fileName } };
}

/** Unreceive takes a received document back to sent, so it can be received again. */
export function unreceiveDocumentRefusal(doc: Doc): DocumentRefusal | null {
  return doc.status === 'received' ? null : { key: 'notYetReceived', params: { file: doc.fileName } };
}

/** Once received the document is part of the buyer's record: the vendor can no longer take it away. */
export function deleteDocumentRefusal(doc: Doc): DocumentRefusal | null {
  return doc.status === 'sent' ? null : { key: 'receivedNoDelete', params: { file: doc.fileName } };
}

const TABLE = 'poShippingDocuments';
const documentArgs = z.strictObject({ documentId: z.string().min(1).max(64) });

/**
 * The document as the view holds it, with `pendingSync` set by the overlays below: the user has an
 * unanswered action on it, so the next one waits until the server has answered (see `expectFrom`).
 */
export type ViewedShippingDocument = PoShippingDocumentRow & { _rev?: number; pendingSync?: true };

function patchDocument(view: RowsView, id: string, patch: (doc: ViewedShippingDocument) => Partial<ViewedShippingDocument> | null): void {
  const rows = view.get(TABLE);
  const doc = rows?.get(id) as ViewedShippingDocument | undefined;
  const change = doc && patch(doc);
  if (rows && doc && change) rows.set(id, { ...doc, ...change, pendingSync: true });
}

/**
 * The rev of the document as this device pulled it. The server refuses the action if someone else
 * changed the document since (received it, the vendor removed it): the user decides again on what is
 * there now. This device's own earlier actions do not count, so a receive and its undo may both wait
 * in the queue (the same rule as items).
 */
function documentRev(view: RowsView, args: { documentId: string }): Record<string, unknown> {
  const doc = view.get(TABLE)?.get(args.documentId) as ViewedShippingDocument | undefined;
  return { documents: { [args.documentId]: doc?._rev ?? null } };
}

export const receiveDocumentMutation = mutationSpec({
  name: 'po.receiveDocument',
  args: documentArgs,
  overlay: (view, a) => patchDocument(view, a.documentId, (doc) => (receiveDocumentRefusal(doc) ? null : { status: 'received' })),
  reads: [TABLE],
  expectFrom: documentRev,
});

export const unreceiveDocumentMutation = mutationSpec({
  name: 'po.unreceiveDocument',
  args: documentArgs,
  overlay: (view, a) =>
    patchDocument(view, a.documentId, (doc) => (unreceiveDocumentRefusal(doc) ? null : { status: 'sent', receivedBy: null, receivedAt: null })),
  reads: [TABLE],
  expectFrom: documentRev,
});

export const deleteDocumentMutation = mutationSpec({
  name: 'po.deleteDocument',
  args: documentArgs,
  overlay: (view, a) => {
    const rows = view.get(TABLE);
    const doc = rows?.get(a.documentId) as ViewedShippingDocument | undefined;
    if (rows && doc && !deleteDocumentRefusal(doc)) rows.delete(a.documentId);
  },
  reads: [TABLE],
  expectFrom: documentRev,
});

export const SHIPPING_DOCUMENT_MUTATIONS = [receiveDocumentMutation, unreceiveDocumentMutation, deleteDocumentMutation] as const;
