import { useCallback } from 'react';
import type { ViewedShippingDocument } from '../../../shared/domain/po/shipping-documents.ts';
import type { PoSide } from '../../../shared/domain/po/rules.ts';
import { useLiveQuery } from '../../offline/live.ts';
import { currentView } from '../../offline/outbox.ts';
import { mutationSpecs, offlineDb } from '../../offline/store.ts';

const TABLE = ['poShippingDocuments'];

/** Every shipping document the user sees: the synced rows with their own unanswered actions applied. */
async function documentsOf(userId: string): Promise<ViewedShippingDocument[]> {
  const view = await currentView(offlineDb, userId, mutationSpecs, TABLE);
  return [...(view.get('poShippingDocuments')?.values() ?? [])] as ViewedShippingDocument[];
}

/** One PO's shipping documents, oldest first; live as any tab changes them. */
export function usePoShippingDocuments(userId: string, poId: string | undefined): ViewedShippingDocument[] {
  const query = useCallback(async () => {
    if (!poId) return [];
    const docs = (await documentsOf(userId)).filter((d) => d.poId === poId);
    return docs.sort((a, b) => a.createdAt - b.createdAt || (a.id < b.id ? -1 : 1));
  }, [userId, poId]);
  return useLiveQuery(query) ?? [];
}

/**
 * Per PO, how many of its documents wait for the buyer to receive them; none asked for another side
 * (a vendor's list reads nothing, and no change to the documents renders it again).
 */
export function useDocumentsToReceive(userId: string, side: PoSide): ReadonlyMap<string, number> {
  const query = useCallback(async () => {
    if (side !== 'buyer') return EMPTY;
    const counts = new Map<string, number>();
    for (const doc of await documentsOf(userId)) if (doc.status === 'sent') counts.set(doc.poId, (counts.get(doc.poId) ?? 0) + 1);
    return counts;
  }, [userId, side]);
  return useLiveQuery(query) ?? EMPTY;
}
const EMPTY: ReadonlyMap<string, number> = new Map();
