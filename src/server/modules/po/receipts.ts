import { and, inArray, isNull } from 'drizzle-orm';
import { receiveMutation, unreceiveMutation } from '../../../shared/domain/po/mutations.ts';
import { receiptEffect } from '../../../shared/domain/po/item-effects.ts';
import { pickRefusal } from '../../../shared/domain/po/rules.ts';
import { derivePoStatus, type ItemState, type PoStatus } from '../../../shared/domain/po/status.ts';
import { poItems, purchaseOrders } from '../../db/schema/index.ts';
import { AppError } from '../../plugins/errors.ts';
import type { BatchCall, MutationBatch, MutationContext } from '../sync/registry.ts';
import { operationRecord, recordOperations, refuse, writeItemStatuses, writePoStatuses } from './items.ts';
import { inPoReach, poReach } from './access.ts';

/** A PO the batch may act on, as the calls before the current one left it. */
interface PoState {
  po: Pick<typeof purchaseOrders.$inferSelect, 'id' | 'status' | 'supplierCode' | 'plant' | 'purchasingGroup'>;
  status: PoStatus;
  items: (ItemState & { id: string })[];
  /** Its status moved at some point of the batch: the stored one is written at the end. */
  statusMoved: boolean;
}

/** Receive or unreceive of whole POs, as a call of the batch. */
interface Receipt {
  receive: boolean;
  poIds: readonly string[];
}

const receiptOf = (call: BatchCall): Receipt =>
  call.name === receiveMutation.name
    ? { receive: true, poIds: receiveMutation.args.parse(call.args).poIds }
    : { receive: false, poIds: unreceiveMutation.args.parse(call.args).poIds };

const notFound = (id: string) => new AppError(404, 'po.error.notFound', { id }, 'PO.notFound');

/**
 * The POs every call names and their live items, locked, in two statements; the scope is checked
 * once per PO. A PO outside the viewer's reach (scope and data rules) is left out, so it answers exactly like one that does
 * not exist.
 */
async function readPos(ctx: MutationContext, ids: readonly string[]): Promise<Map<string, PoState>> {
  const { tx, viewer } = ctx;
  const reach = await poReach(tx, viewer);
  const columns = {
    id: purchaseOrders.id,
    status: purchaseOrders.status,
    supplierCode: purchaseOrders.supplierCode,
    plant: purchaseOrders.plant,
    purchasingGroup: purchaseOrders.purchasingGroup,
    deletedAt: purchaseOrders.deletedAt,
  };
  const rows = ids.length ? await tx.select(columns).from(purchaseOrders).where(inArray(purchaseOrders.id, ids)).orderBy(purchaseOrders.id).for('update') : [];
  const states = new Map<string, PoState>();
  for (const { deletedAt, ...po } of rows) {
    if (!deletedAt && inPoReach(reach, po)) states.set(po.id, { po, status: po.status, items: [], statusMoved: false });
  }
  if (states.size === 0) return states;
  const items = await tx
    .select({ id: poItems.id, poId: poItems.poId, itemStatus: poItems.itemStatus, lastDecision: poItems.lastDecision })
    .from(poItems)
    .where(and(inArray(poItems.poId, [...states.keys()]), isNull(poItems.deletedAt)))
    .orderBy(poItems.id)
    .for('update');
  for (const { poId, ...item } of items) states.get(poId)?.items.push(item);
  return states;
}

/**
 * Receive / unreceive of a run of pushed mutations: the rows read once, each call decided in order by
 * the same rule as one alone (receiptEffect), all or nothing per call, and the writes of the applied
 * ones made together at the end: item statuses, one operation record per PO acted on, PO statuses.
 */
async function applyReceipts(ctx: MutationContext, calls: readonly Receipt[]): Promise<(AppError | null)[]> {
  const states = await readPos(ctx, [...new Set(calls.flatMap((c) => c.poIds))]);
  const touchedItems = new Map<string, ItemState & { id: string }>();
  const records: ReturnType<typeof operationRecord>[] = [];
  const answers = calls.map((call) => {
    try {
      const pick = pickRefusal(call.poIds.length, 'many');
      if (pick) refuse(pick);
      const pos = [...new Set(call.poIds)].map((id) => {
        const state = states.get(id);
        if (!state) throw notFound(id);
        return state;
      });
      const plans = pos.map((state) => {
        const effect = receiptEffect(
          call.receive,
          state.status,
          state.items.map((i) => i.itemStatus),
        );
        if (effect.refusal) refuse(effect.refusal);
        return { state, effect };
      });
      for (const { state, effect } of plans) {
        const moved = state.items.filter((i) => i.itemStatus === effect.from);
        for (const item of moved) {
          item.itemStatus = effect.to;
          touchedItems.set(item.id, item);
        }
        records.push(
          operationRecord({ ...state.po, poId: state.po.id }, null, ctx.viewer.realName, call.receive ? 'receive' : 'unreceive', { items: moved.length }),
        );
        const status = derivePoStatus(state.items);
        if (status !== state.status) {
          state.status = status;
          state.statusMoved = true;
        }
      }
      return null;
    } catch (error) {
      if (error instanceof AppError && error.status < 500) return error;
      throw error;
    }
  });
  await writeItemStatuses(ctx, [...touchedItems.values()]);
  await recordOperations(ctx.tx, records);
  await writePoStatuses(
    ctx.tx,
    [...states.values()].filter((s) => s.statusMoved).map((s) => ({ id: s.po.id, status: s.status })),
  );
  return answers;
}

export const receipts: MutationBatch = { run: (ctx, calls) => applyReceipts(ctx, calls.map(receiptOf)) };

/** One receive or unreceive alone, through the same path: its refusal is thrown. */
export async function applyReceipt(ctx: MutationContext, receipt: Receipt): Promise<void> {
  const [refusal] = await applyReceipts(ctx, [receipt]);
  if (refusal) throw refusal;
}
