import { and, eq, isNull } from 'drizzle-orm';
import { approveMutation, manualSendMutation, rejectChangeMutation, setNotificationMutation } from '../../../shared/domain/po/mutations.ts';
import { manualSendRefusal, pickRefusal } from '../../../shared/domain/po/rules.ts';
import { approveEffect, rejectChangeEffect, type ItemChange, type ItemEffect } from '../../../shared/domain/po/item-effects.ts';
import { poChangeRequests, poScheduleLines, purchaseOrders } from '../../db/schema/index.ts';
import type { MutationContext, SyncRegistry } from '../sync/registry.ts';
import { assertFresh, lockItems, lockPos, recordChange, recordOperation, refreshPoStatus, refuse, updateItem, valuesOf, type ItemRecord } from './items.ts';
import { byPo, queuePoMail, type PoMailSettings } from './mail.ts';
import { BUYERS, VENDORS } from '../../../shared/domain/access.ts';
import { checkActionForm } from './access.ts';

async function decide(
  ctx: MutationContext,
  mail: PoMailSettings | undefined,
  itemIds: readonly string[],
  expect: Readonly<Record<string, unknown>>,
  effectOf: (item: ItemRecord) => ItemEffect,
  act: (item: ItemRecord, effect: ItemEffect & { refusal?: undefined }) => Promise<void>,
  topic: 'approved' | 'rejected',
) {
  const pick = pickRefusal(itemIds.length, 'many');
  if (pick) refuse(pick);
  const items = await lockItems(ctx, itemIds);
  assertFresh(ctx, items, expect);
  for (const item of items) {
    const effect = effectOf(item);
    if (effect.refusal) refuse(effect.refusal);
    await act(item, effect);
  }
  await refreshPoStatus(
    ctx.tx,
    items.map((i) => i.poId),
  );
  for (const [poId, numbers] of byPo(items)) await queuePoMail(ctx.tx, mail, { topic, poId, items: numbers, actor: ctx.viewer.realName });
}

async function closeRequest(ctx: MutationContext, item: ItemRecord, status: 'approved' | 'rejected', remark: string, tbdStatus = '') {
  if (!item.openRequestId) return;
  await ctx.tx
    .update(poChangeRequests)
    .set({ status, decidedBy: ctx.viewer.realName, decidedAt: new Date(), decisionRemark: remark, tbdStatus })
    .where(eq(poChangeRequests.id, item.openRequestId));
}

/** The approved split becomes the item's schedule lines; earlier lines are withdrawn (tombstoned). */
async function replaceScheduleLines(ctx: MutationContext, item: ItemRecord): Promise<void> {
  await ctx.tx
    .update(poScheduleLines)
    .set({ deletedAt: new Date() })
    .where(and(eq(poScheduleLines.itemId, item.id), isNull(poScheduleLines.deletedAt)));
  const lines = item.requestedLines ?? [];
  if (lines.length === 0) return;
  await ctx.tx.insert(poScheduleLines).values(
    lines.map((line, index) => ({
      itemId: item.id,
      poId: item.poId,
      supplierCode: item.supplierCode,
      plant: item.plant,
      purchasingGroup: item.purchasingGroup,
      lineNumber: index + 1,
      qty: line.qty,
      deliveryDate: line.deliveryDate,
    })),
  );
}

async function approve(ctx: MutationContext, item: ItemRecord, change: ItemChange, remark: string): Promise<void> {
  const qty = change.qty ?? item.qty;
  const deliveryDate = change.deliveryDate ?? item.deliveryDate;
  const balance = change.balance ?? item.balance;
  await recordChange(ctx.tx, item, { ...valuesOf(item), qty, deliveryDate, balance }, ctx.viewer.realName, 'Buyer');
  if (item.changeKind === 'split') await replaceScheduleLines(ctx, item);
  await closeRequest(ctx, item, 'approved', remark);
  await updateItem(ctx, item, { ...change, approvedAt: new Date(), openRequestId: null });
  await recordOperation(ctx.tx, item, item.id, ctx.viewer.realName, 'approve', { item: item.itemNumber });
}

/** Manual send: each PO's status must allow it for the sender's side (spec 000 §4.5). */
async function manualSend(ctx: MutationContext, mail: PoMailSettings | undefined, poIds: readonly string[], side: 'vendor' | 'buyer'): Promise<void> {
  const pick = pickRefusal(poIds.length, 'many');
  if (pick) refuse(pick);
  const to = side === 'vendor' ? 'buyer' : 'vendor';
  for (const po of await lockPos(ctx, poIds)) {
    const refusal = manualSendRefusal(side, po.status);
    if (refusal) refuse(refusal);
    await recordOperation(ctx.tx, { ...po, poId: po.id }, null, ctx.viewer.realName, 'manualSend', { side: to });
    await queuePoMail(ctx.tx, mail, { topic: 'manualSend', poId: po.id, actor: ctx.viewer.realName, to });
  }
}

/** Manual send and the mail switches act for the side the arguments name. */
const sidePermission = (a: { side: 'vendor' | 'buyer' }) => (a.side === 'vendor' ? VENDORS : BUYERS);

export function registerBuyerActions(registry: SyncRegistry, mail?: PoMailSettings): SyncRegistry {
  return registry
    .mutation({
      spec: approveMutation,
      permission: BUYERS,
      apply: async (ctx, a, expect) => {
        await checkActionForm(ctx, a);
        await decide(
          ctx,
          mail,
          a.itemIds,
          expect,
          (item) => approveEffect(item, a),
          (item, { change }) => approve(ctx, item, change, a.remark),
          'approved',
        );
      },
    })
    .mutation({ spec: manualSendMutation, permission: sidePermission, apply: (ctx, a) => manualSend(ctx, mail, a.poIds, a.side) })
    .mutation({
      spec: rejectChangeMutation,
      permission: BUYERS,
      apply: async (ctx, a, expect) => {
        await checkActionForm(ctx, a);
        await decide(
          ctx,
          mail,
          a.itemIds,
          expect,
          (item) => rejectChangeEffect(item, a),
          async (item, { change }) => {
            await closeRequest(ctx, item, 'rejected', a.remark, a.tbdStatus);
            await updateItem(ctx, item, { ...change, openRequestId: null });
            await recordOperation(ctx.tx, item, item.id, ctx.viewer.realName, 'rejectChange', { item: item.itemNumber, tbd: a.tbdStatus });
          },
          'rejected',
        );
      },
    })
    .mutation({
      spec: setNotificationMutation,
      // Each side switches only its own mail.
      permission: sidePermission,
      apply: async (ctx, a) => {
        const pick = pickRefusal(a.poIds.length, 'many');
        if (pick) refuse(pick);
        for (const po of await lockPos(ctx, a.poIds)) {
          await ctx.tx
            .update(purchaseOrders)
            .set(a.side === 'vendor' ? { vendorNotify: a.on } : { buyerNotify: a.on })
            .where(eq(purchaseOrders.id, po.id));
          await recordOperation(ctx.tx, { ...po, poId: po.id }, null, ctx.viewer.realName, a.on ? 'notifyOn' : 'notifyOff', { side: a.side });
        }
      },
    });
}
