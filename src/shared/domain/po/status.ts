/**
 * The purchase-order state model. The spec names the PO statuses and a few guards but leaves the item
 * statuses and how they make a PO status open (spec 000 §4.5); this is the model we chose, the one
 * place both server and client read it from.
 *
 * Item statuses:
 *   pendingReceipt ──receive──▶ received ──confirm──▶ confirmed
 *                                  │ requestChange / split (reason code) ──▶ changeRequested
 *                                  │ submitTbd (TBD status + response date) ──▶ tbd
 *                                  │ reject (TBD status) ──▶ rejectedByVendor
 *   changeRequested ──approve──▶ confirmed (new values apply)   ──rejectChange──▶ changeRejected
 *                   ──recall──▶ the status it had before the request
 *   changeRejected, tbd: the vendor answers again (confirm, change, split, TBD, reject)
 *   confirmed: the vendor may still propose a change or give a TBD
 *   any ──GR reaches the quantity, or delivery completed (import)──▶ completed
 */
export const ITEM_STATUSES = ['pendingReceipt', 'received', 'confirmed', 'changeRequested', 'changeRejected', 'tbd', 'rejectedByVendor', 'completed'] as const;
export type ItemStatus = (typeof ITEM_STATUSES)[number];

/** The seven PO statuses of spec 000 §4.5. */
export const PO_STATUSES = [
  'pendingReceiving',
  'confirmed',
  'pendingBuyerApproval',
  'changeRejectedByVendor',
  'completed',
  'partialFeedbackByBuyer',
  'partialFeedbackByVendor',
] as const;
export type PoStatus = (typeof PO_STATUSES)[number];

/** What the status derivation needs of an item: its status and whether the buyer decided on its last request. */
export interface ItemState {
  itemStatus: ItemStatus;
  /** The buyer's decision on the item's latest change request, if any. */
  lastDecision: 'approved' | 'rejected' | null;
}

/** The vendor owes an answer: not yet received or answered, or the buyer sent the change back. */
export function waitsForVendor(item: ItemState): boolean {
  return item.itemStatus === 'pendingReceipt' || item.itemStatus === 'received' || item.itemStatus === 'changeRejected';
}

/** The vendor has answered (a TBD counts: it is an answer, if not a commitment). */
export function answeredByVendor(item: ItemState): boolean {
  return ['confirmed', 'changeRequested', 'tbd', 'rejectedByVendor'].includes(item.itemStatus);
}

export function waitsForBuyer(item: ItemState): boolean {
  return item.itemStatus === 'changeRequested';
}

/** The buyer decided on this item's request and nothing newer waits for them. */
export function answeredByBuyer(item: ItemState): boolean {
  return item.lastDecision !== null && item.itemStatus !== 'changeRequested' && item.itemStatus !== 'completed';
}

/**
 * The PO's status from its items. Completed items have nothing left to say, so once not every item
 * is completed the rules read the open ones, first rule that holds:
 * 1. nothing answered yet (every open item pending receipt or received) → pendingReceiving
 * 2. every open item confirmed → confirmed
 * 3. some items answered by the vendor while others still wait for the vendor → partialFeedbackByVendor
 * 4. some change requests answered by the buyer while others still wait → partialFeedbackByBuyer
 * 5. a change request waits for the buyer → pendingBuyerApproval
 * 6. the vendor rejected items → changeRejectedByVendor
 * 7. what is left: the buyer sent changes back (partialFeedbackByBuyer), or a TBD stands among
 *    confirmed items (partialFeedbackByVendor).
 * A PO without items is pendingReceiving.
 */
export function derivePoStatus(items: readonly ItemState[]): PoStatus {
  if (items.length > 0 && items.every((i) => i.itemStatus === 'completed')) return 'completed';
  const open = items.filter((i) => i.itemStatus !== 'completed');
  const all = (test: (i: ItemState) => boolean) => open.every(test);
  const some = (test: (i: ItemState) => boolean) => open.some(test);
  if (all((i) => i.itemStatus === 'pendingReceipt' || i.itemStatus === 'received')) return 'pendingReceiving';
  if (all((i) => i.itemStatus === 'confirmed')) return 'confirmed';
  if (some(waitsForVendor) && some(answeredByVendor)) return 'partialFeedbackByVendor';
  if (some(waitsForBuyer) && some(answeredByBuyer)) return 'partialFeedbackByBuyer';
  if (some(waitsForBuyer)) return 'pendingBuyerApproval';
  if (some((i) => i.itemStatus === 'rejectedByVendor')) return 'changeRejectedByVendor';
  if (some(waitsForVendor)) return 'partialFeedbackByBuyer';
  return 'partialFeedbackByVendor';
}

/** Spec 000 §4.5: the buyer may not push these by hand. */
export const BUYER_SEND_REFUSED: readonly PoStatus[] = ['confirmed', 'pendingBuyerApproval', 'changeRejectedByVendor', 'completed'];
/** Spec 000 §4.5: the vendor may push only these by hand. */
export const VENDOR_SEND_ALLOWED: readonly PoStatus[] = ['changeRejectedByVendor', 'pendingBuyerApproval', 'partialFeedbackByBuyer', 'partialFeedbackByVendor'];
