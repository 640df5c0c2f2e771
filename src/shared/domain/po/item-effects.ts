import type { PoItemRow, ScheduleLineInput } from '../../contracts/po-rows.ts';
import {
  answerRefusal,
  changeRefusal,
  datesRefusal,
  decisionRefusal,
  receiveRefusal,
  recallRefusal,
  splitRefusal,
  tbdRefusal,
  unreceiveRefusal,
  vendorRejectRefusal,
  type Refusal,
} from './rules.ts';
import type { ItemStatus, PoStatus } from './status.ts';

/**
 * Each PO action's effect on an item, once: the rule that may refuse it and the fields it sets. The
 * overlay applies the fields to what the device shows; the server writes the same fields (adding only
 * what a device never sees: the open request's id, the approval's time) and refuses where this does.
 */
export type ItemFacts = Pick<
  PoItemRow,
  'itemStatus' | 'qty' | 'deliveryDate' | 'gr' | 'la' | 'etd' | 'changeKind' | 'requestedQty' | 'requestedDate' | 'requestedLines' | 'statusBeforeRequest'
>;

/** The synced item fields an action may set. */
export type ItemChange = Partial<
  Pick<
    PoItemRow,
    | 'itemStatus'
    | 'qty'
    | 'deliveryDate'
    | 'balance'
    | 'lastDecision'
    | 'tbdStatus'
    | 'tbdResponseDate'
    | 'la'
    | 'etd'
    | 'changeKind'
    | 'requestedQty'
    | 'requestedDate'
    | 'requestedLines'
    | 'changeReasonCode'
    | 'changeRemark'
    | 'approveRemark'
    | 'approvalTbdDate'
    | 'statusBeforeRequest'
  >
>;

export type ItemEffect = { refusal: Refusal; change?: undefined } | { refusal?: undefined; change: ItemChange };

const refused = (refusal: Refusal | null): ItemEffect | null => (refusal ? { refusal } : null);
const changed = (change: ItemChange): ItemEffect => ({ change });

export function confirmEffect(item: ItemFacts): ItemEffect {
  return refused(answerRefusal(item.itemStatus)) ?? changed({ itemStatus: 'confirmed', tbdStatus: '', tbdResponseDate: null });
}

export interface ChangeRequestArgs {
  qty: number;
  deliveryDate: string;
  reasonCode: string;
  remark: string;
}

/** A request (change or split) puts the item in approval and remembers where a recall returns it. */
function requestChange(
  item: ItemFacts,
  kind: 'change' | 'split',
  values: Pick<ItemChange, 'requestedQty' | 'requestedDate' | 'requestedLines'>,
  reasonCode: string,
  remark: string,
) {
  return changed({
    ...values,
    itemStatus: 'changeRequested',
    statusBeforeRequest: item.itemStatus,
    lastDecision: null,
    changeKind: kind,
    changeReasonCode: reasonCode,
    changeRemark: remark,
  });
}

export function requestChangeEffect(item: ItemFacts, a: ChangeRequestArgs): ItemEffect {
  return (
    refused(changeRefusal(item.itemStatus, item, { qty: a.qty, deliveryDate: a.deliveryDate }, a.reasonCode)) ??
    requestChange(item, 'change', { requestedQty: a.qty, requestedDate: a.deliveryDate, requestedLines: null }, a.reasonCode, a.remark)
  );
}

export interface SplitArgs {
  lines: ScheduleLineInput[];
  reasonCode: string;
  remark: string;
}

export function splitEffect(item: ItemFacts, a: SplitArgs): ItemEffect {
  return (
    refused(splitRefusal(item.itemStatus, item.qty, a.lines, a.reasonCode)) ??
    requestChange(item, 'split', { requestedQty: item.qty, requestedDate: null, requestedLines: a.lines }, a.reasonCode, a.remark)
  );
}

export function tbdEffect(item: ItemFacts, a: { tbdStatus: string; responseDate: string | null }): ItemEffect {
  return (
    refused(tbdRefusal(item.itemStatus, a.tbdStatus, a.responseDate)) ?? changed({ itemStatus: 'tbd', tbdStatus: a.tbdStatus, tbdResponseDate: a.responseDate })
  );
}

/** Either date may come alone; the pair it makes with the stored one must still be in order. */
export function datesEffect(item: ItemFacts, a: { la: string | null; etd: string | null }): ItemEffect {
  const la = a.la ?? item.la;
  const etd = a.etd ?? item.etd;
  return refused(datesRefusal(item.itemStatus, a.la, a.etd) ?? datesRefusal(item.itemStatus, la, etd)) ?? changed({ la, etd });
}

export function vendorRejectEffect(item: ItemFacts, a: { tbdStatus: string; remark: string }): ItemEffect {
  return (
    refused(vendorRejectRefusal(item.itemStatus, a.tbdStatus)) ?? changed({ itemStatus: 'rejectedByVendor', tbdStatus: a.tbdStatus, changeRemark: a.remark })
  );
}

export function recallEffect(item: ItemFacts): ItemEffect {
  return refused(recallRefusal(item.itemStatus)) ?? changed({ itemStatus: item.statusBeforeRequest ?? 'received', statusBeforeRequest: null });
}

/**
 * An approved change takes the requested QTY and date; an approved split keeps the QTY and is due
 * with its first partial delivery. The balance follows the QTY.
 */
export function approveEffect(item: ItemFacts, a: { remark: string }): ItemEffect {
  const refusal = decisionRefusal(item.itemStatus, 'approve');
  if (refusal) return { refusal };
  const split = item.changeKind === 'split';
  const qty = split ? item.qty : (item.requestedQty ?? item.qty);
  const firstLine = [...(item.requestedLines ?? [])].map((l) => l.deliveryDate).sort()[0];
  const deliveryDate = split ? (firstLine ?? item.deliveryDate) : (item.requestedDate ?? item.deliveryDate);
  return changed({
    qty,
    deliveryDate,
    balance: Math.max(0, qty - item.gr),
    itemStatus: 'confirmed',
    lastDecision: 'approved',
    approveRemark: a.remark,
    statusBeforeRequest: null,
  });
}

export function rejectChangeEffect(item: ItemFacts, a: { remark: string; tbdStatus: string; tbdDate: string | null }): ItemEffect {
  return (
    refused(decisionRefusal(item.itemStatus, 'reject', a.tbdStatus)) ??
    changed({
      itemStatus: 'changeRejected',
      lastDecision: 'rejected',
      approveRemark: a.remark,
      tbdStatus: a.tbdStatus,
      approvalTbdDate: a.tbdDate,
      statusBeforeRequest: null,
    })
  );
}

/**
 * Receive and unreceive act on a whole PO: the rule reads all its items' statuses, then the items
 * still in the `from` status move to the other.
 */
export function receiptEffect(
  receive: boolean,
  poStatus: PoStatus,
  statuses: readonly ItemStatus[],
): { refusal: Refusal; from?: undefined; to?: undefined } | { refusal?: undefined; from: ItemStatus; to: ItemStatus } {
  const refusal = receive ? receiveRefusal(poStatus, statuses) : unreceiveRefusal(statuses);
  if (refusal) return { refusal };
  return receive ? { from: 'pendingReceipt', to: 'received' } : { from: 'received', to: 'pendingReceipt' };
}
