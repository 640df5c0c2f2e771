import { and, eq, inArray, isNull } from 'drizzle-orm';
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
import {
  answerRefusal,
  changeRefusal,
  datesRefusal,
  pickRefusal,
  receiveRefusal,
  recallRefusal,
  splitRefusal,
  tbdRefusal,
  unreceiveRefusal,
  vendorRejectRefusal,
  type Refusal,
} from '../../../shared/domain/po/rules.ts';
import { poChangeRequests, poItems } from '../../db/schema/index.ts';
import type { MutationContext, SyncRegistry } from '../sync/registry.ts';
import { assertFresh, lockItems, lockPos, recordOperation, refreshPoStatus, refuse, updateItem, writtenBy, type ItemRecord } from './items.ts';
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

/** Receive / unreceive act on whole POs. */
async function onPos(ctx: MutationContext, poIds: readonly string[], receive: boolean): Promise<void> {
  const pick = pickRefusal(poIds.length, 'many');
  if (pick) refuse(pick);
  for (const po of await lockPos(ctx, poIds)) {
    const items = await ctx.tx
      .select()
      .from(poItems)
      .where(and(eq(poItems.poId, po.id), isNull(poItems.deletedAt)));
    const statuses = items.map((i) => i.itemStatus);
    const refusal = receive ? receiveRefusal(po.status, statuses) : unreceiveRefusal(statuses);
    if (refusal) refuse(refusal);
    const from = receive ? 'pendingReceipt' : 'received';
    const ids = items.filter((i) => i.itemStatus === from).map((i) => i.id);
    await ctx.tx
      .update(poItems)
      .set({ itemStatus: receive ? 'received' : 'pendingReceipt', ...writtenBy(ctx.clientId) })
      .where(inArray(poItems.id, ids));
    await recordOperation(ctx.tx, { ...po, poId: po.id }, null, ctx.viewer.realName, receive ? 'receive' : 'unreceive', { items: ids.length });
    await refreshPoStatus(ctx.tx, [po.id]);
  }
}

async function openRequest(
  ctx: MutationContext,
  item: ItemRecord,
  kind: 'change' | 'split',
  after: (typeof poChangeRequests.$inferInsert)['after'],
  reasonCode: string,
  remark: string,
) {
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
      after,
      reasonCode,
      remark,
      requestedBy: ctx.viewer.realName,
    })
    .returning({ id: poChangeRequests.id });
  await updateItem(ctx, item, {
    itemStatus: 'changeRequested',
    statusBeforeRequest: item.itemStatus,
    lastDecision: null,
    changeKind: kind,
    requestedQty: after.qty,
    requestedDate: after.deliveryDate,
    requestedLines: after.lines,
    changeReasonCode: reasonCode,
    changeRemark: remark,
    openRequestId: request!.id,
  });
  await recordOperation(ctx.tx, item, item.id, ctx.viewer.realName, kind === 'split' ? 'split' : 'requestChange', {
    item: item.itemNumber,
    reason: reasonCode,
  });
}

export function registerVendorActions(registry: SyncRegistry, mail?: PoMailSettings): SyncRegistry {
  const changeRequest: Notice = { mail, topic: 'changeRequest' };
  return registry
    .mutation({ spec: receiveMutation, permission: VENDORS, apply: (ctx, a) => onPos(ctx, a.poIds, true) })
    .mutation({ spec: unreceiveMutation, permission: VENDORS, apply: (ctx, a) => onPos(ctx, a.poIds, false) })
    .mutation({
      spec: confirmMutation,
      permission: VENDORS,
      apply: (ctx, a, expect) =>
        onItems(ctx, a.itemIds, expect, 'many', async (item) => {
          const refusal = answerRefusal(item.itemStatus);
          if (refusal) return refusal;
          await updateItem(ctx, item, { itemStatus: 'confirmed', tbdStatus: '', tbdResponseDate: null });
          await recordOperation(ctx.tx, item, item.id, ctx.viewer.realName, 'confirm', { item: item.itemNumber });
          return null;
        }),
    })
    .mutation({
      spec: requestChangeMutation,
      permission: VENDORS,
      apply: (ctx, a, expect) =>
        onItems(
          ctx,
          [a.itemId],
          expect,
          'one',
          async (item) => {
            const refusal = changeRefusal(item.itemStatus, item, { qty: a.qty, deliveryDate: a.deliveryDate }, a.reasonCode);
            if (refusal) return refusal;
            await openRequest(ctx, item, 'change', { qty: a.qty, deliveryDate: a.deliveryDate, lines: null }, a.reasonCode, a.remark);
            return null;
          },
          changeRequest,
        ),
    })
    .mutation({
      spec: splitMutation,
      permission: VENDORS,
      apply: (ctx, a, expect) =>
        onItems(
          ctx,
          [a.itemId],
          expect,
          'one',
          async (item) => {
            const refusal = splitRefusal(item.itemStatus, item.qty, a.lines, a.reasonCode);
            if (refusal) return refusal;
            await openRequest(ctx, item, 'split', { qty: item.qty, deliveryDate: null, lines: a.lines }, a.reasonCode, a.remark);
            return null;
          },
          changeRequest,
        ),
    })
    .mutation({
      spec: submitTbdMutation,
      permission: VENDORS,
      apply: (ctx, a, expect) =>
        onItems(ctx, a.itemIds, expect, 'many', async (item) => {
          const refusal = tbdRefusal(item.itemStatus, a.tbdStatus, a.responseDate);
          if (refusal) return refusal;
          await updateItem(ctx, item, { itemStatus: 'tbd', tbdStatus: a.tbdStatus, tbdResponseDate: a.responseDate });
          await recordOperation(ctx.tx, item, item.id, ctx.viewer.realName, 'submitTbd', {
            item: item.itemNumber,
            tbd: a.tbdStatus,
            date: a.responseDate ?? '',
          });
          return null;
        }),
    })
    .mutation({
      spec: submitDatesMutation,
      permission: VENDORS,
      apply: (ctx, a, expect) =>
        onItems(ctx, a.itemIds, expect, 'many', async (item) => {
          const la = a.la ?? item.la;
          const etd = a.etd ?? item.etd;
          // Either date may come alone; the pair it makes with the stored one must still be in order.
          const refusal = datesRefusal(item.itemStatus, a.la, a.etd) ?? datesRefusal(item.itemStatus, la, etd);
          if (refusal) return refusal;
          await updateItem(ctx, item, { la, etd });
          await recordOperation(ctx.tx, item, item.id, ctx.viewer.realName, 'submitDates', { item: item.itemNumber, la: la ?? '', etd: etd ?? '' });
          return null;
        }),
    })
    .mutation({
      spec: vendorRejectMutation,
      permission: VENDORS,
      apply: (ctx, a, expect) =>
        onItems(
          ctx,
          a.itemIds,
          expect,
          'many',
          async (item) => {
            const refusal = vendorRejectRefusal(item.itemStatus, a.tbdStatus);
            if (refusal) return refusal;
            await updateItem(ctx, item, { itemStatus: 'rejectedByVendor', tbdStatus: a.tbdStatus, changeRemark: a.remark });
            await recordOperation(ctx.tx, item, item.id, ctx.viewer.realName, 'reject', { item: item.itemNumber, tbd: a.tbdStatus });
            return null;
          },
          { mail, topic: 'vendorReject' },
        ),
    })
    .mutation({
      spec: recallMutation,
      permission: VENDORS,
      apply: (ctx, a, expect) =>
        onItems(ctx, a.itemIds, expect, 'many', async (item) => {
          const refusal = recallRefusal(item.itemStatus);
          if (refusal) return refusal;
          if (item.openRequestId)
            await ctx.tx.update(poChangeRequests).set({ status: 'recalled', decidedAt: new Date() }).where(eq(poChangeRequests.id, item.openRequestId));
          await updateItem(ctx, item, { itemStatus: item.statusBeforeRequest ?? 'received', statusBeforeRequest: null, openRequestId: null });
          await recordOperation(ctx.tx, item, item.id, ctx.viewer.realName, 'recall', { item: item.itemNumber });
          return null;
        }),
    });
}
