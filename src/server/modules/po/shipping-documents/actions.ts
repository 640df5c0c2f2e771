import { eq } from 'drizzle-orm';
import {
  deleteDocumentMutation,
  deleteDocumentRefusal,
  receiveDocumentMutation,
  receiveDocumentRefusal,
  unreceiveDocumentMutation,
  unreceiveDocumentRefusal,
  type DocumentRefusal,
} from '../../../../shared/domain/po/shipping-documents.ts';
import { poShippingDocuments } from '../../../db/schema/index.ts';
import { AppError } from '../../../plugins/errors.ts';
import type { MutationContext, SyncRegistry } from '../../sync/registry.ts';
import { staleFor, writtenBy } from '../../sync/freshness.ts';
import { recordOperation } from '../items.ts';
import { inPoReach, poReach } from '../access.ts';
import type { DocumentRecord } from './queries.ts';
import { BUYERS, VENDORS } from '../../../../shared/domain/access.ts';

const d = poShippingDocuments;

/** The document, locked for this action; one removed or outside the viewer's scope does not exist for them. */
async function lockDocument(ctx: MutationContext, id: string): Promise<DocumentRecord> {
  const [doc] = await ctx.tx.select().from(d).where(eq(d.id, id)).for('update');
  if (!doc || doc.deletedAt || !inPoReach(await poReach(ctx.tx, ctx.viewer), doc))
    throw new AppError(404, 'shippingDocs.error.notFound', { id }, 'PO.documentNotFound');
  return doc;
}

/**
 * The user decided on the document as it was at the rev their device had; if someone else changed it
 * since, the action is refused (409) and they look again. The device's own earlier actions (a receive
 * and its undo, both queued offline) do not count, as for items.
 */
function assertDocumentFresh(ctx: MutationContext, doc: DocumentRecord, expect: Readonly<Record<string, unknown>>): void {
  const seen = ((expect.documents ?? {}) as Record<string, unknown>)[doc.id];
  if (staleFor(doc, seen, ctx.clientId, expect)) throw new AppError(409, 'shippingDocs.error.changed', { file: doc.fileName }, 'PO.documentChanged');
}

function refuse(refusal: DocumentRefusal | null): void {
  if (refusal) throw new AppError(422, `shippingDocs.error.${refusal.key}`, refusal.params, `PO.${refusal.key}`);
}

type Side = 'vendor' | 'buyer';

async function act(
  ctx: MutationContext,
  side: Side,
  id: string,
  expect: Readonly<Record<string, unknown>>,
  rule: (doc: DocumentRecord) => DocumentRefusal | null,
  write: (doc: DocumentRecord) => Partial<DocumentRecord>,
  action: string,
): Promise<void> {
  const doc = await lockDocument(ctx, id);
  assertDocumentFresh(ctx, doc, expect);
  refuse(rule(doc));
  await ctx.tx
    .update(d)
    .set({ ...write(doc), ...writtenBy(ctx.clientId, d) })
    .where(eq(d.id, doc.id));
  await recordOperation(ctx.tx, doc, doc.itemId, ctx.viewer.realName, action, { file: doc.fileName, type: doc.docType });
}

/** Receive and unreceive are the buyer's (and an administrator's); removing a document is the vendor's, while it is not received. */
export function registerDocumentActions(registry: SyncRegistry): SyncRegistry {
  return registry
    .mutation({
      spec: receiveDocumentMutation,
      permission: BUYERS,
      apply: (ctx, a, expect) =>
        act(
          ctx,
          'buyer',
          a.documentId,
          expect,
          receiveDocumentRefusal,
          () => ({ status: 'received', receivedBy: ctx.viewer.realName, receivedAt: new Date() }),
          'documentReceive',
        ),
    })
    .mutation({
      spec: unreceiveDocumentMutation,
      permission: BUYERS,
      apply: (ctx, a, expect) =>
        act(ctx, 'buyer', a.documentId, expect, unreceiveDocumentRefusal, () => ({ status: 'sent', receivedBy: null, receivedAt: null }), 'documentUnreceive'),
    })
    .mutation({
      spec: deleteDocumentMutation,
      permission: VENDORS,
      apply: (ctx, a, expect) => act(ctx, 'vendor', a.documentId, expect, deleteDocumentRefusal, () => ({ deletedAt: new Date() }), 'documentDelete'),
    });
}
