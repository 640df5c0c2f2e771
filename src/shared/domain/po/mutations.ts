import { z } from 'zod';
import { isoDate, quantity, scheduleLineInput, type PoItemRow } from '../../contracts/po-rows.ts';
import { mutationSpec, type MutationSpec, type RowsView } from '../sync-mutations.ts';
import { SHIPPING_DOCUMENT_MUTATIONS } from './shipping-documents.ts';
import { derivePoStatus, type ItemStatus } from './status.ts';

/**
 * The PO actions as sync mutations: arguments, and the effect the user sees at once (overlay). The
 * server's handlers (src/server/modules/po) apply the same rules from ./rules.ts for real.
 */
const ids = z.array(z.string().min(1).max(64)).max(500);
const text = (max: number) => z.string().trim().max(max);

type ItemPatch = (item: PoItemRow) => Partial<PoItemRow> | null;

/** Patches the named items the view holds, then re-derives their POs' statuses. */
function patchItems(view: RowsView, itemIds: readonly string[], patch: ItemPatch): void {
  const items = view.get('poItems');
  if (!items) return;
  const touched = new Set<string>();
  for (const id of itemIds) {
    const item = items.get(id) as PoItemRow | undefined;
    const change = item && patch(item);
    if (!item || !change) continue;
    items.set(id, { ...item, ...change });
    touched.add(item.poId);
  }
  for (const poId of touched) rederive(view, poId);
}

function rederive(view: RowsView, poId: string): void {
  const pos = view.get('purchaseOrders');
  const po = pos?.get(poId);
  if (!pos || !po) return;
  const items = [...(view.get('poItems')?.values() ?? [])].filter((i) => i.poId === poId) as PoItemRow[];
  pos.set(poId, { ...po, status: derivePoStatus(items) });
}

function itemsOfPos(view: RowsView, poIds: readonly string[]): string[] {
  const wanted = new Set(poIds);
  return [...(view.get('poItems')?.values() ?? [])].filter((i) => wanted.has(String(i.poId))).map((i) => String(i.id));
}

/** What the user acted on: the revs of the items as they saw them (see the server's stale check). */
function itemRevs(view: RowsView, itemIds: readonly string[]): Record<string, unknown> {
  const items = view.get('poItems');
  return { items: Object.fromEntries(itemIds.map((id) => [id, items?.get(id)?._rev ?? null])) };
}

const whenStatus =
  (from: readonly ItemStatus[], patch: Partial<PoItemRow>): ItemPatch =>
  (item) =>
    from.includes(item.itemStatus) ? patch : null;
const ANSWERABLE: readonly ItemStatus[] = ['received', 'confirmed', 'changeRejected', 'tbd', 'rejectedByVendor'];

export const receiveMutation = mutationSpec({
  name: 'po.receive',
  args: z.strictObject({ poIds: ids }),
  overlay: (view, args) => patchItems(view, itemsOfPos(view, args.poIds), whenStatus(['pendingReceipt'], { itemStatus: 'received' })),
});

export const unreceiveMutation = mutationSpec({
  name: 'po.unreceive',
  args: z.strictObject({ poIds: ids }),
  overlay: (view, args) => patchItems(view, itemsOfPos(view, args.poIds), whenStatus(['received'], { itemStatus: 'pendingReceipt' })),
});

export const confirmMutation = mutationSpec({
  name: 'po.confirm',
  args: z.strictObject({ itemIds: ids }),
  overlay: (view, args) => patchItems(view, args.itemIds, whenStatus(ANSWERABLE, { itemStatus: 'confirmed', tbdStatus: '', tbdResponseDate: null })),
  expectFrom: (view, args) => itemRevs(view, args.itemIds),
});

const changeArgs = z.strictObject({ itemId: z.string().min(1).max(64), qty: quantity, deliveryDate: isoDate, reasonCode: text(40), remark: text(500) });

function requestPatch(item: PoItemRow, patch: Partial<PoItemRow>): Partial<PoItemRow> | null {
  if (!ANSWERABLE.includes(item.itemStatus)) return null;
  return { ...patch, itemStatus: 'changeRequested', statusBeforeRequest: item.itemStatus, lastDecision: null };
}

export const requestChangeMutation = mutationSpec({
  name: 'po.requestChange',
  args: changeArgs,
  overlay: (view, a) =>
    patchItems(view, [a.itemId], (item) =>
      requestPatch(item, {
        changeKind: 'change',
        requestedQty: a.qty,
        requestedDate: a.deliveryDate,
        requestedLines: null,
        changeReasonCode: a.reasonCode,
        changeRemark: a.remark,
      }),
    ),
  expectFrom: (view, args) => itemRevs(view, [args.itemId]),
});

export const splitMutation = mutationSpec({
  name: 'po.split',
  args: z.strictObject({ itemId: z.string().min(1).max(64), lines: z.array(scheduleLineInput).max(50), reasonCode: text(40), remark: text(500) }),
  overlay: (view, a) =>
    patchItems(view, [a.itemId], (item) =>
      requestPatch(item, {
        changeKind: 'split',
        requestedQty: item.qty,
        requestedDate: null,
        requestedLines: a.lines,
        changeReasonCode: a.reasonCode,
        changeRemark: a.remark,
      }),
    ),
  expectFrom: (view, args) => itemRevs(view, [args.itemId]),
});

export const submitTbdMutation = mutationSpec({
  name: 'po.submitTbd',
  args: z.strictObject({ itemIds: ids, tbdStatus: text(40), responseDate: isoDate.nullable(), remark: text(500) }),
  overlay: (view, a) => patchItems(view, a.itemIds, whenStatus(ANSWERABLE, { itemStatus: 'tbd', tbdStatus: a.tbdStatus, tbdResponseDate: a.responseDate })),
  expectFrom: (view, args) => itemRevs(view, args.itemIds),
});

export const submitDatesMutation = mutationSpec({
  name: 'po.submitDates',
  args: z.strictObject({ itemIds: ids, la: isoDate.nullable(), etd: isoDate.nullable() }),
  overlay: (view, a) =>
    patchItems(view, a.itemIds, (item) =>
      item.itemStatus === 'pendingReceipt' || item.itemStatus === 'completed' ? null : { ...(a.la ? { la: a.la } : {}), ...(a.etd ? { etd: a.etd } : {}) },
    ),
  expectFrom: (view, args) => itemRevs(view, args.itemIds),
});

export const vendorRejectMutation = mutationSpec({
  name: 'po.reject',
  args: z.strictObject({ itemIds: ids, tbdStatus: text(40), remark: text(500) }),
  overlay: (view, a) => patchItems(view, a.itemIds, whenStatus(ANSWERABLE, { itemStatus: 'rejectedByVendor', tbdStatus: a.tbdStatus })),
  expectFrom: (view, args) => itemRevs(view, args.itemIds),
});

export const recallMutation = mutationSpec({
  name: 'po.recall',
  args: z.strictObject({ itemIds: ids }),
  overlay: (view, a) =>
    patchItems(view, a.itemIds, (item) =>
      item.itemStatus === 'changeRequested' ? { itemStatus: item.statusBeforeRequest ?? 'received', statusBeforeRequest: null } : null,
    ),
  expectFrom: (view, args) => itemRevs(view, args.itemIds),
});

export const approveMutation = mutationSpec({
  name: 'po.approve',
  args: z.strictObject({ itemIds: ids, remark: text(500) }),
  overlay: (view, a) =>
    patchItems(view, a.itemIds, (item) => {
      if (item.itemStatus !== 'changeRequested') return null;
      const dated = item.changeKind === 'change' ? { qty: item.requestedQty ?? item.qty, deliveryDate: item.requestedDate ?? item.deliveryDate } : {};
      return { ...dated, itemStatus: 'confirmed', lastDecision: 'approved', approveRemark: a.remark, statusBeforeRequest: null };
    }),
  expectFrom: (view, args) => itemRevs(view, args.itemIds),
});

export const rejectChangeMutation = mutationSpec({
  name: 'po.rejectChange',
  args: z.strictObject({ itemIds: ids, remark: text(500), tbdStatus: text(40), tbdDate: isoDate.nullable() }),
  overlay: (view, a) =>
    patchItems(
      view,
      a.itemIds,
      whenStatus(['changeRequested'], {
        itemStatus: 'changeRejected',
        lastDecision: 'rejected',
        approveRemark: a.remark,
        tbdStatus: a.tbdStatus,
        approvalTbdDate: a.tbdDate,
      }),
    ),
  expectFrom: (view, args) => itemRevs(view, args.itemIds),
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
