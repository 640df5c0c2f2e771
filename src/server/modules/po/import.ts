import { and, eq, inArray } from 'drizzle-orm';
import type { ImportedPo, ImportSummary } from '../../../shared/contracts/po.ts';
import { thousandths } from '../../../shared/domain/po/rules.ts';
import type { ItemStatus } from '../../../shared/domain/po/status.ts';
import type { Db } from '../../db/client.ts';
import { poChangeRequests, poItems, purchaseOrders, vendors } from '../../db/schema/index.ts';
import { AppError, badRequest, forbidden } from '../../plugins/errors.ts';
import type { Viewer } from '../sync/registry.ts';
import { recordChange, recordOperation, refreshPoStatus, valuesOf, type ItemRecord } from './items.ts';
import { queuePoMail, type PoMailSettings } from './mail.ts';
import { inPoScope } from './scope.ts';

type ImportedItem = ImportedPo['items'][number];

/** Statuses in which the vendor has not answered yet: a new QTY or date just replaces the old. */
const UNANSWERED: readonly ItemStatus[] = ['pendingReceipt', 'received', 'completed'];

function isComplete(item: { qty: number; gr: number; deliveryCompleted: boolean }): boolean {
  return item.deliveryCompleted || thousandths(item.gr) >= thousandths(item.qty);
}

function checkBatch(viewer: Viewer, pos: readonly ImportedPo[]): void {
  if (!viewer.isAdministrator && viewer.roleKind !== 'buyer') throw forbidden();
  for (const po of pos) {
    const scope = { supplierCode: po.supplierCode, plant: po.plant, purchasingGroup: po.purchasingGroup ?? '' };
    if (!inPoScope(viewer, scope)) throw new AppError(403, 'po.error.importScope', { po: po.poNumber, plant: po.plant });
    const seen = new Set<string>();
    for (const item of po.items) {
      if (seen.has(item.itemNumber)) throw badRequest('po.error.importDuplicate', { po: po.poNumber, item: item.itemNumber });
      seen.add(item.itemNumber);
    }
  }
}

function poFields(po: ImportedPo) {
  return {
    supplierCode: po.supplierCode, supplierName: po.supplierName ?? '', plant: po.plant, documentDate: po.documentDate,
    createdBy: po.createdBy ?? '', currency: po.currency ?? '', purchasingGroup: po.purchasingGroup ?? '', mrpController: po.mrpController ?? '',
    remark: po.remark ?? '', remindIndicator: po.remindIndicator ?? false, deletionIndicator: po.deletionIndicator ?? false,
    material: po.items[0]!.material, materialDescription: po.items[0]!.materialDescription ?? '', itemCount: po.items.length,
  };
}

function itemFields(po: ImportedPo, item: ImportedItem) {
  const gr = item.gr ?? 0;
  return {
    supplierCode: po.supplierCode, plant: po.plant, purchasingGroup: po.purchasingGroup ?? '', material: item.material,
    materialDescription: item.materialDescription ?? '', orderUnit: item.orderUnit, qty: item.qty, deliveryDate: item.deliveryDate, gr,
    balance: Math.max(0, item.qty - gr), deliveryCompleted: item.deliveryCompleted ?? false,
  };
}

/**
 * One existing item against its imported line: the new values, and whether the vendor must answer
 * again. Answers whether quantity or date moved (the vendor hears of it).
 */
async function updateItem(tx: Db, viewer: Viewer, existing: ItemRecord, fields: ReturnType<typeof itemFields>, summary: ImportSummary): Promise<boolean> {
  const moved = thousandths(existing.qty) !== thousandths(fields.qty) || existing.deliveryDate !== fields.deliveryDate;
  const reopen = moved && !UNANSWERED.includes(existing.itemStatus);
  const complete = isComplete(fields);
  const reopened = reopen && !complete
    ? { itemStatus: 'received' as const, lastDecision: null, statusBeforeRequest: null, openRequestId: null, changeKind: null, requestedQty: null, requestedDate: null, requestedLines: null }
    : {};
  if (reopen && existing.openRequestId) {
    await tx.update(poChangeRequests).set({ status: 'recalled', decidedBy: viewer.realName, decidedAt: new Date() }).where(eq(poChangeRequests.id, existing.openRequestId));
  }
  await recordChange(tx, existing, { ...valuesOf(existing), ...valuesOf(fields) }, viewer.realName, 'Import');
  await tx
    .update(poItems)
    .set({ ...fields, ...reopened, ...(complete ? { itemStatus: 'completed' as const } : {}), lastClientId: null, clientRunFromRev: null, updatedAt: new Date() })
    .where(eq(poItems.id, existing.id));
  summary.updatedItems++;
  if (reopen && !complete) {
    summary.reopenedItems++;
    await recordOperation(tx, existing, existing.id, viewer.realName, 'reopen', { item: existing.itemNumber });
  }
  if (complete && existing.itemStatus !== 'completed') summary.completedItems++;
  return moved;
}

async function importOne(tx: Db, viewer: Viewer, po: ImportedPo, summary: ImportSummary, mail: PoMailSettings | undefined): Promise<void> {
  await tx.insert(vendors).values({ supplierCode: po.supplierCode, name: po.supplierName || po.supplierCode, plants: [po.plant] }).onConflictDoNothing();
  const [found] = await tx.select().from(purchaseOrders).where(eq(purchaseOrders.poNumber, po.poNumber)).for('update');
  const fields = poFields(po);
  let poId: string;
  if (found) {
    poId = found.id;
    await tx.update(purchaseOrders).set({ ...fields, itemCount: Math.max(found.itemCount, po.items.length), updatedAt: new Date() }).where(eq(purchaseOrders.id, poId));
    summary.updatedPos++;
  } else {
    const [created] = await tx.insert(purchaseOrders).values({ poNumber: po.poNumber, ...fields }).returning({ id: purchaseOrders.id });
    poId = created!.id;
    summary.createdPos++;
  }
  const existing = found ? await tx.select().from(poItems).where(and(eq(poItems.poId, poId), inArray(poItems.itemNumber, po.items.map((i) => i.itemNumber)))) : [];
  const byNumber = new Map(existing.map((i) => [i.itemNumber, i]));
  const fresh = [];
  const moved: string[] = [];
  for (const item of po.items) {
    const values = itemFields(po, item);
    const current = byNumber.get(item.itemNumber);
    if (current) {
      if (await updateItem(tx, viewer, current, values, summary)) moved.push(item.itemNumber);
    } else fresh.push({ ...values, poId, poNumber: po.poNumber, itemNumber: item.itemNumber, itemStatus: isComplete(values) ? ('completed' as const) : ('pendingReceipt' as const) });
  }
  if (fresh.length) await tx.insert(poItems).values(fresh);
  summary.createdItems += fresh.length;
  summary.completedItems += fresh.filter((i) => i.itemStatus === 'completed').length;
  await recordOperation(tx, { poId, supplierCode: po.supplierCode, plant: po.plant, purchasingGroup: po.purchasingGroup ?? '' }, null, viewer.realName, found ? 'importUpdate' : 'import', { items: po.items.length });
  await refreshPoStatus(tx, [poId]);
  if (!found) await queuePoMail(tx, mail, { topic: 'newPo', poId, actor: viewer.realName });
  else if (moved.length) await queuePoMail(tx, mail, { topic: 'changedPo', poId, items: moved.sort(), actor: viewer.realName });
}

/** The import inside a transaction the caller holds (a confirmed batch also records its outcome there). */
export async function importPosIn(tx: Db, viewer: Viewer, pos: readonly ImportedPo[], mail?: PoMailSettings): Promise<ImportSummary> {
  checkBatch(viewer, pos);
  const summary: ImportSummary = { createdPos: 0, updatedPos: 0, createdItems: 0, updatedItems: 0, reopenedItems: 0, completedItems: 0 };
  for (const po of pos) await importOne(tx, viewer, po, summary, mail);
  return summary;
}

/** All or nothing: one transaction for the batch, its mail included (vendors hear of new and changed POs). */
export async function importPos(db: Db, viewer: Viewer, pos: readonly ImportedPo[], mail?: PoMailSettings): Promise<ImportSummary> {
  checkBatch(viewer, pos);
  return db.transaction((tx) => importPosIn(tx, viewer, pos, mail));
}
