import { and, eq, inArray, isNull } from 'drizzle-orm';
import type { RecordValues } from '../../../shared/contracts/po-rows.ts';
import type { Refusal } from '../../../shared/domain/po/rules.ts';
import { derivePoStatus, type ItemState } from '../../../shared/domain/po/status.ts';
import type { Db } from '../../db/client.ts';
import { poChangeRecords, poItems, poOperationRecords, purchaseOrders } from '../../db/schema/index.ts';
import { AppError } from '../../plugins/errors.ts';
import { staleFor, writtenBy } from '../sync/freshness.ts';
import type { MutationContext } from '../sync/registry.ts';
import { inPoReach, poReach } from './access.ts';

export type ItemRecord = typeof poItems.$inferSelect;
export type PoRecord = typeof purchaseOrders.$inferSelect;

/**
 * A rule said no: 422 with the rule's message (a precondition that no longer holds is 409); the
 * business code `PO.<rule>` lets a client tell the refusals apart without reading the text.
 */
export function refuse(refusal: Refusal): never {
  throw new AppError(refusal.key === 'itemChanged' ? 409 : 422, `po.error.${refusal.key}`, refusal.params ?? {}, `PO.${refusal.key}`);
}

/**
 * The items, locked for this transaction, in the order asked. One outside the viewer's reach (scope
 * and data rules) is reported exactly like one that does not exist, so ids reveal nothing about other vendors.
 */
export async function lockItems(ctx: MutationContext, ids: readonly string[]): Promise<ItemRecord[]> {
  const unique = [...new Set(ids)];
  if (unique.length === 0) return [];
  const reach = await poReach(ctx.tx, ctx.viewer);
  const rows = await ctx.tx.select().from(poItems).where(inArray(poItems.id, unique)).orderBy(poItems.id).for('update');
  const byId = new Map(rows.map((r) => [r.id, r]));
  return unique.map((id) => {
    const row = byId.get(id);
    if (!row || row.deletedAt || !inPoReach(reach, row)) throw new AppError(404, 'po.error.notFound', { id }, 'PO.notFound');
    return row;
  });
}

export async function lockPos(ctx: MutationContext, ids: readonly string[]): Promise<PoRecord[]> {
  const unique = [...new Set(ids)];
  if (unique.length === 0) return [];
  const reach = await poReach(ctx.tx, ctx.viewer);
  const rows = await ctx.tx.select().from(purchaseOrders).where(inArray(purchaseOrders.id, unique)).orderBy(purchaseOrders.id).for('update');
  const byId = new Map(rows.map((r) => [r.id, r]));
  return unique.map((id) => {
    const row = byId.get(id);
    if (!row || row.deletedAt || !inPoReach(reach, row)) throw new AppError(404, 'po.error.notFound', { id }, 'PO.notFound');
    return row;
  });
}

/**
 * The user decided on the item as it was at the rev their device had. If it changed since, and not
 * only by this same device's earlier actions, the action is refused: they must look again.
 */
export function assertFresh(ctx: MutationContext, items: readonly ItemRecord[], expect: Readonly<Record<string, unknown>>): void {
  const revs = (expect.items ?? {}) as Record<string, unknown>;
  for (const item of items) {
    if (staleFor(item, revs[item.id], ctx.clientId, expect)) refuse({ key: 'itemChanged', params: { po: item.poNumber, item: item.itemNumber } });
  }
}

export function valuesOf(item: Pick<ItemRecord, 'qty' | 'deliveryDate' | 'gr' | 'balance' | 'deliveryCompleted'>): RecordValues {
  return { qty: item.qty, deliveryDate: item.deliveryDate, gr: item.gr, balance: item.balance, deliveryCompleted: item.deliveryCompleted };
}

/** Writes the item's new fields, marked as this device's write. */
export async function updateItem(ctx: MutationContext, item: ItemRecord, patch: Partial<ItemRecord>): Promise<void> {
  await ctx.tx
    .update(poItems)
    .set({ ...patch, ...writtenBy(ctx.clientId, poItems) })
    .where(eq(poItems.id, item.id));
}

/** A change record when quantity, date, GR, balance or completion moved (spec 000 §3). */
export async function recordChange(tx: Db, item: ItemRecord, after: RecordValues, initiator: string, role: string): Promise<void> {
  const before = valuesOf(item);
  if (JSON.stringify(before) === JSON.stringify(after)) return;
  await tx.insert(poChangeRecords).values({
    itemId: item.id,
    poId: item.poId,
    supplierCode: item.supplierCode,
    plant: item.plant,
    purchasingGroup: item.purchasingGroup,
    before,
    after,
    initiator,
    role,
  });
}

type Scoped = Pick<ItemRecord, 'supplierCode' | 'plant' | 'purchasingGroup'> & { poId: string };

/** One operation record: on a PO (and maybe an item), in the PO's scope, so it syncs to whoever sees the PO. */
export function operationRecord(
  on: Scoped,
  itemId: string | null,
  operator: string,
  action: string,
  detail: Record<string, string | number> = {},
): typeof poOperationRecords.$inferInsert {
  return { poId: on.poId, itemId, supplierCode: on.supplierCode, plant: on.plant, purchasingGroup: on.purchasingGroup, operator, action, detail };
}

/** Operation records in one statement, in the order given. */
export async function recordOperations(tx: Db, records: readonly (typeof poOperationRecords.$inferInsert)[]): Promise<void> {
  if (records.length > 0) await tx.insert(poOperationRecords).values([...records]);
}

/** Items' new statuses, one statement per status, each write marked as this device's. */
export async function writeItemStatuses(ctx: MutationContext, items: readonly Pick<ItemRecord, 'id' | 'itemStatus'>[]): Promise<void> {
  for (const [status, ids] of idsBy(items, (i) => i.itemStatus)) {
    await ctx.tx
      .update(poItems)
      .set({ itemStatus: status, ...writtenBy(ctx.clientId, poItems) })
      .where(inArray(poItems.id, ids));
  }
}

/** POs' new statuses, one statement per status. */
export async function writePoStatuses(tx: Db, pos: readonly Pick<PoRecord, 'id' | 'status'>[]): Promise<void> {
  for (const [status, ids] of idsBy(pos, (p) => p.status)) {
    await tx.update(purchaseOrders).set({ status, updatedAt: new Date() }).where(inArray(purchaseOrders.id, ids));
  }
}

function idsBy<R extends { id: string }, K>(rows: readonly R[], key: (row: R) => K): Map<K, string[]> {
  const groups = new Map<K, string[]>();
  for (const row of rows) {
    const ids = groups.get(key(row)) ?? [];
    ids.push(row.id);
    groups.set(key(row), ids);
  }
  return groups;
}

export async function recordOperation(
  tx: Db,
  on: Scoped,
  itemId: string | null,
  operator: string,
  action: string,
  detail: Record<string, string | number> = {},
): Promise<void> {
  await tx.insert(poOperationRecords).values(operationRecord(on, itemId, operator, action, detail));
}

/**
 * Derives each PO's status from its items again and stores it where it moved. The POs' statuses and
 * their live items come in one statement (a replayed action paid a round trip for each before).
 */
export async function refreshPoStatus(tx: Db, poIds: Iterable<string>): Promise<void> {
  const ids = [...new Set(poIds)];
  if (ids.length === 0) return;
  const rows = await tx
    .select({ poId: purchaseOrders.id, poStatus: purchaseOrders.status, itemStatus: poItems.itemStatus, lastDecision: poItems.lastDecision })
    .from(purchaseOrders)
    .leftJoin(poItems, and(eq(poItems.poId, purchaseOrders.id), isNull(poItems.deletedAt)))
    .where(inArray(purchaseOrders.id, ids));
  const byPo = new Map<string, { stored: string; items: ItemState[] }>();
  for (const row of rows) {
    const po = byPo.get(row.poId) ?? { stored: row.poStatus, items: [] };
    byPo.set(row.poId, po);
    if (row.itemStatus !== null) po.items.push({ itemStatus: row.itemStatus, lastDecision: row.lastDecision });
  }
  for (const poId of ids) {
    const po = byPo.get(poId);
    if (!po) continue;
    const status = derivePoStatus(po.items);
    if (po.stored !== status) await tx.update(purchaseOrders).set({ status, updatedAt: new Date() }).where(eq(purchaseOrders.id, poId));
  }
}
