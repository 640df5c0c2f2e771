import { eq, inArray } from 'drizzle-orm';
import type { ImportedPo, ImportSummary } from '../../../shared/contracts/po.ts';
import { derivePoStatus, type ItemState } from '../../../shared/domain/po/status.ts';
import type { Db } from '../../db/client.ts';
import { insertRows } from '../../db/insert-rows.ts';
import { poChangeRecords, poItems, poOperationRecords, purchaseOrders, vendors } from '../../db/schema/index.ts';
import { AppError, badRequest } from '../../plugins/errors.ts';
import type { Viewer } from '../../plugins/access.ts';
import { isComplete, itemFields, sameItem, updateItem, type ItemFields, type NewItem, type Round } from './import-items.ts';
import { operationRecord, type ItemRecord, type PoRecord } from './items.ts';
import { PoMailBatch, type PoMailSettings } from './mail.ts';
import { inPoReach, poReach, type PoReach } from './access.ts';
import { followPoScope } from './scope-exits.ts';
import { followPoPlants } from './vendor-plants.ts';

/** POs per round of set-based statements: one select of the existing POs and items, bulk inserts (insertRows). */
const PO_CHUNK = 500;

/**
 * The same words whether the new values or the PO as stored lie outside the caller's scope, so a
 * refusal says nothing of where another buyer's PO is.
 */
const outOfScope = (poNumber: string) => new AppError(403, 'po.error.importScope', { po: poNumber });

function checkBatch(reach: PoReach, pos: readonly ImportedPo[]): void {
  for (const po of pos) {
    const scope = { supplierCode: po.supplierCode, plant: po.plant, purchasingGroup: po.purchasingGroup ?? '' };
    if (!inPoReach(reach, scope)) throw outOfScope(po.poNumber);
    const seen = new Set<string>();
    for (const item of po.items) {
      if (seen.has(item.itemNumber)) throw badRequest('po.error.importDuplicate', { po: po.poNumber, item: item.itemNumber });
      seen.add(item.itemNumber);
    }
  }
}

function poFields(po: ImportedPo) {
  return {
    supplierCode: po.supplierCode,
    supplierName: po.supplierName ?? '',
    plant: po.plant,
    documentDate: po.documentDate,
    createdBy: po.createdBy ?? '',
    currency: po.currency ?? '',
    purchasingGroup: po.purchasingGroup ?? '',
    mrpController: po.mrpController ?? '',
    remark: po.remark ?? '',
    remindIndicator: po.remindIndicator ?? false,
    deletionIndicator: po.deletionIndicator ?? false,
    material: po.items[0]!.material,
    materialDescription: po.items[0]!.materialDescription ?? '',
    itemCount: po.items.length,
  };
}

/** The stored POs with the numbers of these. */
const posNumbered = (tx: Db, pos: readonly ImportedPo[]) =>
  tx
    .select()
    .from(purchaseOrders)
    .where(
      inArray(
        purchaseOrders.poNumber,
        pos.map((p) => p.poNumber),
      ),
    );

/** New POs of a round: inserted with the status their items give them, so no second write follows. */
async function createPos(tx: Db, round: Round, pos: readonly ImportedPo[], mail: PoMailBatch): Promise<void> {
  if (!pos.length) return;
  const fresh = pos.map((po) => ({
    po,
    items: po.items.map((item) => {
      const values = itemFields(po, item);
      return { values, itemNumber: item.itemNumber, itemStatus: isComplete(values) ? ('completed' as const) : ('pendingReceipt' as const) };
    }),
  }));
  await insertRows(
    tx,
    purchaseOrders,
    fresh.map(({ po, items }) => ({
      poNumber: po.poNumber,
      ...poFields(po),
      status: derivePoStatus(items.map((i) => ({ itemStatus: i.itemStatus, lastDecision: null }))),
    })),
  );
  // Read back as stored (defaults, rev): the records and mail below are made from the stored rows.
  const created = await posNumbered(tx, pos);
  const byNumber = new Map(created.map((p) => [p.poNumber, p]));
  const items: NewItem[] = [];
  for (const { po, items: lines } of fresh) {
    const row = byNumber.get(po.poNumber)!;
    for (const line of lines) items.push({ ...line.values, poId: row.id, poNumber: po.poNumber, itemNumber: line.itemNumber, itemStatus: line.itemStatus });
    round.summary.createdPos++;
    round.summary.createdItems += lines.length;
    round.summary.completedItems += lines.filter((i) => i.itemStatus === 'completed').length;
    round.operations.push(operationRecord({ ...row, poId: row.id }, null, round.viewer.realName, 'import', { items: po.items.length }));
    mail.add({ topic: 'newPo', poId: row.id, actor: round.viewer.realName }, row);
  }
  await insertRows(tx, poItems, items);
}

/** Whether the PO's own fields, as the import would write them, are the stored ones. */
function samePo(found: PoRecord, fields: ReturnType<typeof poFields>): boolean {
  return (Object.keys(fields) as (keyof typeof fields)[]).every((key) => found[key] === fields[key]);
}

/**
 * An existing PO (found by number, locked): its fields, items and status, as one PO import did before.
 * Only what changed is written: an unchanged PO keeps its revs, records and status (re-sent by the ERP,
 * it is counted as unchanged), and in a changed one the unchanged items are left alone.
 */
async function updatePo(tx: Db, round: Round, po: ImportedPo, found: PoRecord, stored: readonly ItemRecord[], mail: PoMailBatch): Promise<void> {
  const byNumber = new Map(stored.map((i) => [i.itemNumber, i]));
  const states = new Map<string, { state: ItemState; deleted: boolean }>(stored.map((i) => [i.itemNumber, { state: i, deleted: i.deletedAt !== null }]));
  const fresh: NewItem[] = [];
  const moved: string[] = [];
  const updates: [ItemRecord, ItemFields][] = [];
  let unchangedItems = 0;
  for (const item of po.items) {
    const values = itemFields(po, item);
    const current = byNumber.get(item.itemNumber);
    if (current && sameItem(current, values)) unchangedItems++;
    else if (current) updates.push([current, values]);
    else {
      const itemStatus = isComplete(values) ? ('completed' as const) : ('pendingReceipt' as const);
      fresh.push({ ...values, poId: found.id, poNumber: po.poNumber, itemNumber: item.itemNumber, itemStatus });
      states.set(item.itemNumber, { state: { itemStatus, lastDecision: null }, deleted: false });
    }
  }
  const fields = { ...poFields(po), itemCount: Math.max(found.itemCount, po.items.length) };
  round.summary.unchangedItems += unchangedItems;
  if (!updates.length && !fresh.length && samePo(found, fields)) {
    round.summary.unchangedPos++;
    return;
  }
  await followPoScope(tx, found.id, found, { supplierCode: po.supplierCode, plant: po.plant, purchasingGroup: po.purchasingGroup ?? '' });
  for (const [current, values] of updates) {
    const result = await updateItem(tx, round, current, values);
    states.set(current.itemNumber, { state: result.state, deleted: current.deletedAt !== null });
    if (result.moved) moved.push(current.itemNumber);
  }
  // The status its items give the PO after this import (deleted items have no say), written with its fields.
  const status = derivePoStatus([...states.values()].filter((s) => !s.deleted).map((s) => s.state));
  const [row] = await tx
    .update(purchaseOrders)
    .set({ ...fields, status, updatedAt: new Date() })
    .where(eq(purchaseOrders.id, found.id))
    .returning();
  await insertRows(tx, poItems, fresh);
  round.summary.updatedPos++;
  round.summary.createdItems += fresh.length;
  round.summary.completedItems += fresh.filter((i) => i.itemStatus === 'completed').length;
  round.operations.push(operationRecord({ ...row!, poId: row!.id }, null, round.viewer.realName, 'importUpdate', { items: po.items.length }));
  if (moved.length) mail.add({ topic: 'changedPo', poId: found.id, items: moved.sort(), actor: round.viewer.realName }, row!);
}

/**
 * A round of POs with distinct numbers: vendors, existing POs (locked) and their items read once,
 * new POs and their items inserted in bulk, records and mail written in bulk at the end.
 */
async function importRound(tx: Db, round: Round, pos: readonly ImportedPo[], mail: PoMailBatch): Promise<void> {
  const suppliers = new Map<string, ImportedPo>();
  for (const po of pos) if (!suppliers.has(po.supplierCode)) suppliers.set(po.supplierCode, po);
  await tx
    .insert(vendors)
    .values([...suppliers.values()].map((po) => ({ supplierCode: po.supplierCode, name: po.supplierName || po.supplierCode, plants: [po.plant] })))
    .onConflictDoNothing();
  const found = await posNumbered(tx, pos).orderBy(purchaseOrders.id).for('update');
  // A PO is created or changed only by a caller in whose scope it already is: an import must not take
  // over another plant's or supplier's PO.
  const foreign = found.find((p) => !inPoReach(round.reach, p));
  if (foreign) throw outOfScope(foreign.poNumber);
  const foundBy = new Map(found.map((p) => [p.poNumber, p]));
  const stored = found.length
    ? await tx
        .select()
        .from(poItems)
        .where(
          inArray(
            poItems.poId,
            found.map((p) => p.id),
          ),
        )
    : [];
  const itemsOf = new Map<string, ItemRecord[]>();
  for (const item of stored) itemsOf.set(item.poId, [...(itemsOf.get(item.poId) ?? []), item]);
  await createPos(
    tx,
    round,
    pos.filter((p) => !foundBy.has(p.poNumber)),
    mail,
  );
  for (const po of pos) {
    const existing = foundBy.get(po.poNumber);
    if (existing) await updatePo(tx, round, po, existing, itemsOf.get(existing.id) ?? [], mail);
  }
  await followPoPlants(tx, [...suppliers.keys(), ...found.map((p) => p.supplierCode)]);
  await insertRows(tx, poChangeRecords, round.changes.splice(0));
  await insertRows(tx, poOperationRecords, round.operations.splice(0));
  await mail.flushMail();
}

/** Consecutive rounds; a PO number met again starts a new round, so a later line sees the earlier one applied. */
function roundsOf(pos: readonly ImportedPo[]): ImportedPo[][] {
  const rounds: ImportedPo[][] = [];
  let current: ImportedPo[] = [];
  let numbers = new Set<string>();
  for (const po of pos) {
    if (current.length >= PO_CHUNK || numbers.has(po.poNumber)) {
      rounds.push(current);
      [current, numbers] = [[], new Set()];
    }
    current.push(po);
    numbers.add(po.poNumber);
  }
  if (current.length) rounds.push(current);
  return rounds;
}

/**
 * The import inside a transaction the caller holds (a confirmed batch also records its outcome there).
 * A caller importing in several calls passes one `mailer` and flushes it once at the end, so a batch's
 * vendors get one message each rather than one per call.
 */
export async function importPosIn(tx: Db, viewer: Viewer, pos: readonly ImportedPo[], mail?: PoMailSettings, mailer?: PoMailBatch): Promise<ImportSummary> {
  const reach = await poReach(tx, viewer);
  checkBatch(reach, pos);
  const round: Round = {
    viewer,
    reach,
    summary: { createdPos: 0, updatedPos: 0, unchangedPos: 0, createdItems: 0, updatedItems: 0, unchangedItems: 0, reopenedItems: 0, completedItems: 0 },
    changes: [],
    operations: [],
  };
  const events = mailer ?? new PoMailBatch(tx, mail);
  for (const chunk of roundsOf(pos)) await importRound(tx, round, chunk, events);
  if (!mailer) await events.flush();
  return round.summary;
}

/** All or nothing: one transaction for the batch, its mail included (vendors hear of new and changed POs). */
export async function importPos(db: Db, viewer: Viewer, pos: readonly ImportedPo[], mail?: PoMailSettings): Promise<ImportSummary> {
  checkBatch(await poReach(db, viewer), pos);
  return db.transaction((tx) => importPosIn(tx, viewer, pos, mail));
}
