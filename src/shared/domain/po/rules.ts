import { BUYER_SEND_REFUSED, VENDOR_SEND_ALLOWED, type ItemStatus, type PoStatus } from './status.ts';

/**
 * Why an action is refused: a message key under `po.error` (every spec message has one) and its
 * values. The server turns it into a rejection, the client shows it before anything is queued.
 */
export interface Refusal {
  key: PoErrorKey;
  params?: Record<string, string | number>;
}

export type PoErrorKey =
  | 'atLeastOne'
  | 'onlyOne'
  | 'completedNoSplit'
  | 'recallFirst'
  | 'onlyInApprovalRecall'
  | 'tbdStatusRequired'
  | 'tbdDateRequired'
  | 'noChange'
  | 'reasonRequired'
  | 'splitSum'
  | 'splitPositive'
  | 'splitLines'
  | 'receiveOnlyPending'
  | 'notReceived'
  | 'unreceiveAnswered'
  | 'itemCompleted'
  | 'notInApproval'
  | 'buyerSendRefused'
  | 'vendorSendRefused'
  | 'datesRequired'
  | 'laBeforeEtd'
  | 'itemChanged'
  | 'notFound'
  | 'roleOnly';

const refuse = (key: PoErrorKey, params?: Refusal['params']): Refusal => (params ? { key, params } : { key });

/** Quantities carry three decimals; compared in thousandths so 0.1 + 0.2 splits 0.3 exactly. */
export function thousandths(quantity: number): number {
  return Math.round(quantity * 1000);
}

/** Spec 000 §5: at least one row; some actions take exactly one. */
export function pickRefusal(count: number, mode: 'many' | 'one'): Refusal | null {
  if (count === 0) return refuse('atLeastOne');
  if (mode === 'one' && count > 1) return refuse('onlyOne');
  return null;
}

/** May the vendor answer this item now (confirm, change, split, TBD, reject)? */
export function answerRefusal(status: ItemStatus): Refusal | null {
  if (status === 'pendingReceipt') return refuse('notReceived');
  if (status === 'completed') return refuse('itemCompleted');
  if (status === 'changeRequested') return refuse('recallFirst');
  return null;
}

export interface ItemValues {
  qty: number;
  deliveryDate: string;
}

/** A change request: it must alter QTY or the date, with a reason code. */
export function changeRefusal(status: ItemStatus, current: ItemValues, proposed: ItemValues, reasonCode: string): Refusal | null {
  const byStatus = answerRefusal(status);
  if (byStatus) return byStatus;
  if (thousandths(proposed.qty) <= 0) return refuse('splitPositive');
  if (thousandths(proposed.qty) === thousandths(current.qty) && proposed.deliveryDate === current.deliveryDate) return refuse('noChange');
  if (!reasonCode.trim()) return refuse('reasonRequired');
  return null;
}

/** A split into partial deliveries: two or more, each above 0, adding up to the item's QTY exactly. */
export function splitRefusal(status: ItemStatus, qty: number, lines: readonly ItemValues[], reasonCode: string): Refusal | null {
  if (status === 'completed') return refuse('completedNoSplit');
  const byStatus = answerRefusal(status);
  if (byStatus) return byStatus;
  if (lines.length < 2) return refuse('splitLines');
  if (lines.some((l) => thousandths(l.qty) <= 0)) return refuse('splitPositive');
  const sum = lines.reduce((total, l) => total + thousandths(l.qty), 0);
  if (sum !== thousandths(qty)) return refuse('splitSum', { qty });
  if (!reasonCode.trim()) return refuse('reasonRequired');
  return null;
}

/** TBD (no commitment yet) needs a TBD status and the date the vendor will answer by. */
export function tbdRefusal(status: ItemStatus, tbdStatus: string, responseDate: string | null): Refusal | null {
  const byStatus = answerRefusal(status);
  if (byStatus) return byStatus;
  if (!tbdStatus.trim()) return refuse('tbdStatusRequired');
  if (!responseDate) return refuse('tbdDateRequired');
  return null;
}

/** The vendor rejects the item: a TBD status says why. */
export function vendorRejectRefusal(status: ItemStatus, tbdStatus: string): Refusal | null {
  return answerRefusal(status) ?? (tbdStatus.trim() ? null : refuse('tbdStatusRequired'));
}

/** LA / ETD: at least one; departure (ETD) cannot come after the latest arrival (LA). */
export function datesRefusal(status: ItemStatus, la: string | null, etd: string | null): Refusal | null {
  if (status === 'pendingReceipt') return refuse('notReceived');
  if (status === 'completed') return refuse('itemCompleted');
  if (!la && !etd) return refuse('datesRequired');
  if (la && etd && la < etd) return refuse('laBeforeEtd');
  return null;
}

export function recallRefusal(status: ItemStatus): Refusal | null {
  return status === 'changeRequested' ? null : refuse('onlyInApprovalRecall');
}

/** The buyer approves or rejects only a request in approval; rejecting needs a TBD status. */
export function decisionRefusal(status: ItemStatus, decision: 'approve' | 'reject', tbdStatus = ''): Refusal | null {
  if (status !== 'changeRequested') return refuse('notInApproval');
  if (decision === 'reject' && !tbdStatus.trim()) return refuse('tbdStatusRequired');
  return null;
}

/** Receive only a PO in Pending receiving with something left to receive. */
export function receiveRefusal(poStatus: PoStatus, statuses: readonly ItemStatus[]): Refusal | null {
  return poStatus === 'pendingReceiving' && statuses.includes('pendingReceipt') ? null : refuse('receiveOnlyPending');
}

/** Unreceive only while no item has been answered (answers would lose their ground). */
export function unreceiveRefusal(statuses: readonly ItemStatus[]): Refusal | null {
  const untouched = statuses.every((s) => s === 'received' || s === 'pendingReceipt' || s === 'completed');
  return untouched && statuses.includes('received') ? null : refuse('unreceiveAnswered');
}

export type PoSide = 'vendor' | 'buyer';

/** Manual send (push a reminder mail to the other side), spec 000 §4.5. */
export function manualSendRefusal(side: PoSide, status: PoStatus): Refusal | null {
  if (side === 'buyer') return BUYER_SEND_REFUSED.includes(status) ? refuse('buyerSendRefused', { status }) : null;
  return VENDOR_SEND_ALLOWED.includes(status) ? null : refuse('vendorSendRefused', { status });
}
