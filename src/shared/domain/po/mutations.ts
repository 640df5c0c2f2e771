import { z } from 'zod';
import { isoDate, quantity, scheduleLineInput, type PoItemRow, type PurchaseOrderRow } from '../../contracts/po-rows.ts';
import { mutationSpec, type MutationSpec, type RowsView } from '../sync-mutations.ts';
import {
  approveEffect,
  confirmEffect,
  datesEffect,
  receiptEffect,
  recallEffect,
  rejectChangeEffect,
  requestChangeEffect,
  splitEffect,
  tbdEffect,
  vendorRejectEffect,
  type ItemChange,
  type ItemEffect,
} from './item-effects.ts';
import { itemsShown, poItemsShown } from './action-subjects.ts';
import { SHIPPING_DOCUMENT_MUTATIONS } from './shipping-documents.ts';
import { derivePoStatus } from './status.ts';

/**
 * The PO actions as sync mutations: arguments, and the effect the user sees at once (overlay). The
 * overlay and the server's handlers (src/server/modules/po) run the same effect from ./item-effects.ts.
 */
const ids = z.array(z.string().min(1).max(64)).max(500);
const text = (max: number) => z.string().trim().max(max);

/**
 * Applies an action to the named items the view holds, all or nothing as the server does: if its rule
 * refuses any of them, or one is not on the device, the view stays as it is. Then re-derives their POs.
 */
function patchItems(view: RowsView, itemIds: readonly string[], effect: (item: PoItemRow) => ItemEffect): void {
  const items = view.get('poItems');
  if (!items) return;
  const changes: [PoItemRow, ItemChange][] = [];
  for (const id of new Set(itemIds)) {
    const item = items.get(id) as PoItemRow | undefined;
    const outcome = item && effect(item);
    if (!item || !outcome?.change) return;
    changes.push([item, outcome.change]);
  }
  for (const [item, change] of changes) items.set(item.id, { ...item, ...change });
  for (const poId of new Set(changes.map(([item]) => item.poId))) rederive(view, poId);
}

function rederive(view: RowsView, poId: string): void {
  const pos = view.get('purchaseOrders');
  const po = pos?.get(poId);
  if (!pos || !po) return;
  pos.set(poId, { ...po, status: derivePoStatus(itemsOfPo(view, poId)) });
}

function itemsOfPo(view: RowsView, poId: string): PoItemRow[] {
  return [...(view.get('poItems')?.values() ?? [])].filter((i) => i.poId === poId) as PoItemRow[];
}

/** Receive / unreceive: per PO, by the same rule as the server; a refused PO is left as it is. */
function receipt(view: RowsView, poIds: readonly string[], receive: boolean): void {
  const items = view.get('poItems');
  for (const poId of new Set(poIds)) {
    const po = view.get('purchaseOrders')?.get(poId) as PurchaseOrderRow | undefined;
    const ofPo = itemsOfPo(view, poId);
    const outcome =
      po &&
      receiptEffect(
        receive,
        po.status,
        ofPo.map((i) => i.itemStatus),
      );
    if (!items || !outcome?.to) continue;
    for (const item of ofPo) if (item.itemStatus === outcome.from) items.set(item.id, { ...item, itemStatus: outcome.to });
    rederive(view, poId);
  }
}

/** What the user acted on: the revs of the items as they saw them (see the server's stale check). */
function itemRevs(view: RowsView, itemIds: readonly string[]): Record<string, unknown> {
  const items = view.get('poItems');
  return { items: Object.fromEntries(itemIds.map((id) => [id, items?.get(id)?._rev ?? null])) };
}

/** The item actions decide on the items' revs, so the device reads only its items to say which it saw. */
const ITEM_READS = ['poItems'] as const;

export const receiveMutation = mutationSpec({
  name: 'po.receive',
  args: z.strictObject({ poIds: ids }),
  overlay: (view, args) => receipt(view, args.poIds, true),
  shows: poItemsShown(),
});

export const unreceiveMutation = mutationSpec({
  name: 'po.unreceive',
  args: z.strictObject({ poIds: ids }),
  overlay: (view, args) => receipt(view, args.poIds, false),
  shows: poItemsShown(),
});

export const confirmMutation = mutationSpec({
  name: 'po.confirm',
  args: z.strictObject({ itemIds: ids }),
  overlay: (view, args) => patchItems(view, args.itemIds, confirmEffect),
  reads: ITEM_READS,
  expectFrom: (view, args) => itemRevs(view, args.itemIds),
  shows: itemsShown('itemIds'),
});

const changeArgs = z.strictObject({ itemId: z.string().min(1).max(64), qty: quantity, deliveryDate: isoDate, reasonCode: text(40), remark: text(500) });

export const requestChangeMutation = mutationSpec({
  name: 'po.requestChange',
  args: changeArgs,
  overlay: (view, a) => patchItems(view, [a.itemId], (item) => requestChangeEffect(item, a)),
  reads: ITEM_READS,
  expectFrom: (view, args) => itemRevs(view, [args.itemId]),
  shows: itemsShown('itemId'),
});

export const splitMutation = mutationSpec({
  name: 'po.split',
  args: z.strictObject({ itemId: z.string().min(1).max(64), lines: z.array(scheduleLineInput).max(50), reasonCode: text(40), remark: text(500) }),
  overlay: (view, a) => patchItems(view, [a.itemId], (item) => splitEffect(item, a)),
  reads: ITEM_READS,
  expectFrom: (view, args) => itemRevs(view, [args.itemId]),
  shows: itemsShown('itemId'),
});

export const submitTbdMutation = mutationSpec({
  name: 'po.submitTbd',
  args: z.strictObject({ itemIds: ids, tbdStatus: text(40), responseDate: isoDate.nullable(), remark: text(500) }),
  overlay: (view, a) => patchItems(view, a.itemIds, (item) => tbdEffect(item, a)),
  reads: ITEM_READS,
  expectFrom: (view, args) => itemRevs(view, args.itemIds),
  shows: itemsShown('itemIds'),
});

export const submitDatesMutation = mutationSpec({
  name: 'po.submitDates',
  args: z.strictObject({ itemIds: ids, la: isoDate.nullable(), etd: isoDate.nullable() }),
  overlay: (view, a) => patchItems(view, a.itemIds, (item) => datesEffect(item, a)),
  reads: ITEM_READS,
  expectFrom: (view, args) => itemRevs(view, args.itemIds),
  shows: itemsShown('itemIds'),
});

export const vendorRejectMutation = mutationSpec({
  name: 'po.reject',
  args: z.strictObject({ itemIds: ids, tbdStatus: text(40), remark: text(500) }),
  overlay: (view, a) => patchItems(view, a.itemIds, (item) => vendorRejectEffect(item, a)),
  reads: ITEM_READS,
  expectFrom: (view, args) => itemRevs(view, args.itemIds),
  shows: itemsShown('itemIds'),
});

export const recallMutation = mutationSpec({
  name: 'po.recall',
  args: z.strictObject({ itemIds: ids }),
  overlay: (view, a) => patchItems(view, a.itemIds, recallEffect),
  reads: ITEM_READS,
  expectFrom: (view, args) => itemRevs(view, args.itemIds),
  shows: itemsShown('itemIds'),
});

export const approveMutation = mutationSpec({
  name: 'po.approve',
  args: z.strictObject({ itemIds: ids, remark: text(500) }),
  overlay: (view, a) => patchItems(view, a.itemIds, (item) => approveEffect(item, a)),
  reads: ITEM_READS,
  expectFrom: (view, args) => itemRevs(view, args.itemIds),
  shows: itemsShown('itemIds'),
});

export const rejectChangeMutation = mutationSpec({
  name: 'po.rejectChange',
  args: z.strictObject({ itemIds: ids, remark: text(500), tbdStatus: text(40), tbdDate: isoDate.nullable() }),
  overlay: (view, a) => patchItems(view, a.itemIds, (item) => rejectChangeEffect(item, a)),
  reads: ITEM_READS,
  expectFrom: (view, args) => itemRevs(view, args.itemIds),
  shows: itemsShown('itemIds'),
});

/** Switches e-mail about these POs on or off for the acting side. */
export const setNotificationMutation = mutationSpec({
  name: 'po.setNotification',
  args: z.strictObject({ poIds: ids, side: z.enum(['vendor', 'buyer']), on: z.boolean() }),
  overlay: (view, a) => {
    const pos = view.get('purchaseOrders');
    for (const id of a.poIds) {
      const po = pos?.get(id);
      if (pos && po) pos.set(id, { ...po, [a.side === 'vendor' ? 'vendorNotify' : 'buyerNotify']: a.on });
    }
  },
});

/**
 * Manual send: e-mails the chosen POs to the other side now. It changes no row the device keeps
 * (the operation record arrives with the next pull), so its overlay is empty.
 */
export const manualSendMutation = mutationSpec({
  name: 'po.manualSend',
  args: z.strictObject({ poIds: ids, side: z.enum(['vendor', 'buyer']) }),
  overlay: () => undefined,
});

export const PO_MUTATIONS: readonly MutationSpec<z.ZodType>[] = [
  receiveMutation,
  unreceiveMutation,
  confirmMutation,
  requestChangeMutation,
  splitMutation,
  submitTbdMutation,
  submitDatesMutation,
  vendorRejectMutation,
  recallMutation,
  approveMutation,
  rejectChangeMutation,
  setNotificationMutation,
  manualSendMutation,
  ...SHIPPING_DOCUMENT_MUTATIONS,
];
