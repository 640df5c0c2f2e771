import { answerRefusal, decisionRefusal, manualSendRefusal, receiveRefusal, recallRefusal, unreceiveRefusal, type PoSide, type Refusal } from './rules.ts';
import type { ItemStatus, PoStatus } from './status.ts';

export const VENDOR_ACTIONS = ['receive', 'unreceive', 'confirm', 'change', 'split', 'tbd', 'dates', 'reject', 'recall', 'send'] as const;
export type VendorAction = (typeof VENDOR_ACTIONS)[number];
export const BUYER_ACTIONS = ['approve', 'rejectChange', 'send'] as const;
export type BuyerAction = (typeof BUYER_ACTIONS)[number];

export interface ChosenItem {
  poId: string;
  itemStatus: ItemStatus;
}
/** A chosen item's PO: its status and every item's (receiving acts on whole POs). */
export interface ChosenItemPo {
  status: PoStatus;
  itemStatuses: readonly ItemStatus[];
}

const none = (refusals: Iterable<Refusal | null>) => [...refusals].every((r) => r === null);

/**
 * The actions that can apply to every chosen item, by the same rules the actions check when taken
 * (and the server after them): an action bar offers these and leaves the others out. With nothing
 * chosen every action is offered: taking one says to choose items first.
 */
export function applicableActions(side: PoSide, items: readonly ChosenItem[], pos: ReadonlyMap<string, ChosenItemPo>): Set<VendorAction | BuyerAction> {
  if (items.length === 0) return new Set(side === 'vendor' ? VENDOR_ACTIONS : BUYER_ACTIONS);
  // A PO not known yet (its items are a moment ahead of it) is left to the check when the action is taken.
  const chosenPos = [...new Set(items.map((i) => i.poId))].flatMap((id) => pos.get(id) ?? []);
  const everyItem = (check: (status: ItemStatus) => Refusal | null) => none(items.map((i) => check(i.itemStatus)));
  const send = none(chosenPos.map((po) => manualSendRefusal(side, po.status)));
  if (side === 'buyer') {
    const decide = everyItem((status) => decisionRefusal(status, 'approve'));
    return new Set<BuyerAction>([...(decide ? (['approve', 'rejectChange'] as const) : []), ...(send ? (['send'] as const) : [])]);
  }
  const answer = everyItem(answerRefusal);
  const one = items.length === 1;
  const applies: Record<VendorAction, boolean> = {
    receive: none(chosenPos.map((po) => receiveRefusal(po.status, po.itemStatuses))),
    unreceive: none(chosenPos.map((po) => unreceiveRefusal(po.itemStatuses))),
    confirm: answer,
    change: one && answer,
    split: one && answer,
    tbd: answer,
    // datesRefusal's part about the item: received and not completed (an answer may wait for approval).
    dates: items.every((i) => i.itemStatus !== 'pendingReceipt' && i.itemStatus !== 'completed'),
    reject: answer,
    recall: everyItem(recallRefusal),
    send,
  };
  return new Set(VENDOR_ACTIONS.filter((action) => applies[action]));
}
