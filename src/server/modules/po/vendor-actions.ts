import { eq } from 'drizzle-orm';
import {
  confirmMutation,
  receiveMutation,
  recallMutation,
  requestChangeMutation,
  splitMutation,
  submitDatesMutation,
  submitTbdMutation,
  unreceiveMutation,
  vendorRejectMutation,
} from '../../../shared/domain/po/mutations.ts';
import { pickRefusal, type Refusal } from '../../../shared/domain/po/rules.ts';
import {
  confirmEffect,
  datesEffect,
  recallEffect,
  requestChangeEffect,
  splitEffect,
  tbdEffect,
  vendorRejectEffect,
  type ItemChange,
  type ItemEffect,
} from '../../../shared/domain/po/item-effects.ts';
import { poChangeRequests } from '../../db/schema/index.ts';
import type { MutationContext, SyncRegistry } from '../sync/registry.ts';
import { checkActionForm } from './access.ts';
import { assertFresh, lockItems, recordOperation, refreshPoStatus, refuse, updateItem, type ItemRecord } from './items.ts';
import { applyReceipt, receipts } from './receipts.ts';
import type { PoEventTopic } from './events.ts';
import { byPo, queuePoMail, type PoMailSettings } from './mail.ts';
import { VENDORS } from '../../../shared/domain/access.ts';

/** What the buyer side hears of, per action, when the vendor's answer needs them. */
interface Notice {
  mail: PoMailSettings | undefined;
  topic: PoEventTopic;
}

/** Common path of the item actions: side, pick, lock, freshness, each item's rule and change, then mail. */
async function onItems(
  ctx: MutationContext,
  itemIds: readonly string[],
  expect: Readonly<Record<string, unknown>>,
  mode: 'many' | 'one',
  act: (item: ItemRecord) => Promise<Refusal | null>,
  notice?: Notice,
): Promise<void> {
  const pick = pickRefusal(itemIds.length, mode);
  if (pick) refuse(pick);
  const items = await lockItems(ctx, itemIds);
  assertFresh(ctx, items, expect);
  for (const item of items) {
    const refusal = await act(item);
    if (refusal) refuse(refusal);
  }
  await refreshPoStatus(
    ctx.tx,
    items.map((i) => i.poId),
  );
  if (!notice) return;
  for (const [poId, numbers] of byPo(items)) await queuePoMail(ctx.tx, notice.mail, { topic: notice.topic, poId, items: numbers, actor: ctx.viewer.realName });
}

/** A change or split request: the request row keeps before and after for the buyer, the item points at it. */
async function openRequest(ctx: MutationContext, item: ItemRecord, effect: ItemEffect): Promise<Refusal | null> {
  const change = effect.change;
  if (!change) return effect.refusal;
  const kind = change.changeKind ?? 'change';
  const [request] = await ctx.tx
    .insert(poChangeRequests)
    .values({
      itemId: item.id,
      poId: item.poId,
      supplierCode: item.supplierCode,
      plant: item.plant,
      purchasingGroup: item.purchasingGroup,
      kind,
      before: { qty: item.qty, deliveryDate: item.deliveryDate },
      after: { qty: change.requestedQty ?? item.qty, deliveryDate: change.requestedDate ?? null, lines: change.requestedLines ?? null },
      reasonCode: change.changeReasonCode ?? '',
      remark: change.changeRemark ?? '',
      requestedBy: ctx.viewer.realName,
    })
    .returning({ id: poChangeRequests.id });
  await updateItem(ctx, item, { ...change, openRequestId: request!.id });
  await recordOperation(ctx.tx, item, item.id, ctx.viewer.realName, kind === 'split' ? 'split' : 'requestChange', {
    item: item.itemNumber,
    reason: change.changeReasonCode ?? '',
  });
  return null;
}

/** Writes an action's effect on one item with its operation record, or hands back the rule's refusal. */
async function applyEffect(
  ctx: MutationContext,
  item: ItemRecord,
  effect: ItemEffect,
  action: string,
  detail: (change: ItemChange) => Record<string, string | number>,
  serverOnly: Partial<ItemRecord> = {},
): Promise<Refusal | null> {
  if (!effect.change) return effect.refusal;
  await updateItem(ctx, item, { ...effect.change, ...serverOnly });
  await recordOperation(ctx.tx, item, item.id, ctx.viewer.realName, action, { item: item.itemNumber, ...detail(effect.change) });
  return null;
}

export function registerVendorActions(registry: SyncRegistry, mail?: PoMailSettings): SyncRegistry {
  const changeRequest: Notice = { mail, topic: 'changeRequest' };
  return registry
    .mutation({ spec: receiveMutation, permission: VENDORS, apply: (ctx, a) => applyReceipt(ctx, { receive: true, poIds: a.poIds }), batch: receipts })
    .mutation({ spec: unreceiveMutation, permission: VENDORS, apply: (ctx, a) => applyReceipt(ctx, { receive: false, poIds: a.poIds }), batch: receipts })
    .mutation({
      spec: confirmMutation,
      permission: VENDORS,
      apply: (ctx, a, expect) => onItems(ctx, a.itemIds, expect, 'many', (item) => applyEffect(ctx, item, confirmEffect(item), 'confirm', () => ({}))),
    })
    .mutation({
      spec: requestChangeMutation,
      permission: VENDORS,
      apply: async (ctx, a, expect) => {
        await checkActionForm(ctx, a);
        await onItems(ctx, [a.itemId], expect, 'one', (item) => openRequest(ctx, item, requestChangeEffect(item, a)), changeRequest);
      },
    })
    .mutation({
      spec: splitMutation,
      permission: VENDORS,
      apply: async (ctx, a, expect) => {
        await checkActionForm(ctx, a);
        await onItems(ctx, [a.itemId], expect, 'one', (item) => openRequest(ctx, item, splitEffect(item, a)), changeRequest);
      },
    })
    .mutation({
      spec: submitTbdMutation,
      permission: VENDORS,
      apply: async (ctx, a, expect) => {
        await checkActionForm(ctx, a);
        await onItems(ctx, a.itemIds, expect, 'many', (item) =>
          applyEffect(ctx, item, tbdEffect(item, a), 'submitTbd', () => ({ tbd: a.tbdStatus, date: a.responseDate ?? '' })),
        );
      },
    })
    .mutation({
      spec: submitDatesMutation,
      permission: VENDORS,
      apply: (ctx, a, expect) =>
        onItems(ctx, a.itemIds, expect, 'many', (item) =>
          applyEffect(ctx, item, datesEffect(item, a), 'submitDates', (change) => ({ la: change.la ?? '', etd: change.etd ?? '' })),
        ),
    })
    .mutation({
      spec: vendorRejectMutation,
      permission: VENDORS,
      apply: async (ctx, a, expect) => {
        await checkActionForm(ctx, a);
        await onItems(ctx, a.itemIds, expect, 'many', (item) => applyEffect(ctx, item, vendorRejectEffect(item, a), 'reject', () => ({ tbd: a.tbdStatus })), {
          mail,
          topic: 'vendorReject',
        });
      },
    })
    .mutation({
      spec: recallMutation,
      permission: VENDORS,
      apply: (ctx, a, expect) =>
        onItems(ctx, a.itemIds, expect, 'many', async (item) => {
          const effect = recallEffect(item);
          if (effect.change && item.openRequestId)
            await ctx.tx.update(poChangeRequests).set({ status: 'recalled', decidedAt: new Date() }).where(eq(poChangeRequests.id, item.openRequestId));
          return applyEffect(ctx, item, effect, 'recall', () => ({}), { openRequestId: null });
        }),
    });
}
