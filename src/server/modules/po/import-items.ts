import { eq } from 'drizzle-orm';
import type { ImportedPo, ImportSummary } from '../../../shared/contracts/po.ts';
import { thousandths } from '../../../shared/domain/po/rules.ts';
import type { ItemState, ItemStatus } from '../../../shared/domain/po/status.ts';
import type { Db } from '../../db/client.ts';
import type { poChangeRecords, poOperationRecords } from '../../db/schema/index.ts';
import { poChangeRequests, poItems } from '../../db/schema/index.ts';
import type { Viewer } from '../../plugins/access.ts';
import { operationRecord, valuesOf, type ItemRecord } from './items.ts';
import type { PoReach } from './access.ts';

/**
 * One imported item against the stored one: the values the ERP owns, whether they changed, and the
 * write when they did. An import that changes nothing writes nothing: no rev moves, so the
 * vendor's offline answers on the item still apply.
 */

type ImportedItem = ImportedPo['items'][number];

/** Statuses in which the vendor has not answered yet: a new QTY or date just replaces the old. */
const UNANSWERED: readonly ItemStatus[] = ['pendingReceipt', 'received', 'completed'];
export function isComplete(item: { qty: number; gr: number; deliveryCompleted: boolean }): boolean {
  return item.deliveryCompleted || thousandths(item.gr) >= thousandths(item.qty);
}

export function itemFields(po: ImportedPo, item: ImportedItem) {
  const gr = item.gr ?? 0;
  return {
    supplierCode: po.supplierCode,
    plant: po.plant,
    purchasingGroup: po.purchasingGroup ?? '',
    material: item.material,
    materialDescription: item.materialDescription ?? '',
    orderUnit: item.orderUnit,
    qty: item.qty,
    deliveryDate: item.deliveryDate,
    gr,
    balance: Math.max(0, item.qty - gr),
    deliveryCompleted: item.deliveryCompleted ?? false,
  };
}
export type ItemFields = ReturnType<typeof itemFields>;

/** Whether the import would leave the item as it is: every value the ERP owns is the stored one. */
export function sameItem(stored: ItemRecord, fields: ItemFields): boolean {
  return (Object.keys(fields) as (keyof ItemFields)[]).every((key) => {
    const [was, now] = [stored[key], fields[key]];
    return typeof was === 'number' && typeof now === 'number' ? thousandths(was) === thousandths(now) : was === now;
  });
}
export type NewItem = typeof poItems.$inferInsert;
type ChangeRecord = typeof poChangeRecords.$inferInsert;
type OperationRecord = typeof poOperationRecords.$inferInsert;

/** What one round writes in bulk, collected while its POs are worked out. */
export interface Round {
  viewer: Viewer;
  /** Where the viewer may create and change POs (scope and the PO list's data rules). */
  reach: PoReach;
  summary: ImportSummary;
  changes: ChangeRecord[];
  operations: OperationRecord[];
}

/**
 * One existing item against its imported line: writes the new values, and answers the item's state
 * afterwards (for the PO's status) and whether quantity or date moved (the vendor hears of it).
 */
export async function updateItem(tx: Db, round: Round, existing: ItemRecord, fields: ItemFields): Promise<{ state: ItemState; moved: boolean }> {
  const { viewer, summary } = round;
  const moved = thousandths(existing.qty) !== thousandths(fields.qty) || existing.deliveryDate !== fields.deliveryDate;
  const reopen = moved && !UNANSWERED.includes(existing.itemStatus);
  const complete = isComplete(fields);
  const reopened =
    reopen && !complete
      ? {
          itemStatus: 'received' as const,
          lastDecision: null,
          statusBeforeRequest: null,
          openRequestId: null,
          changeKind: null,
          requestedQty: null,
          requestedDate: null,
          requestedLines: null,
        }
      : {};
  if (reopen && existing.openRequestId) {
    await tx
      .update(poChangeRequests)
      .set({ status: 'recalled', decidedBy: viewer.realName, decidedAt: new Date() })
      .where(eq(poChangeRequests.id, existing.openRequestId));
  }
  const [before, after] = [valuesOf(existing), { ...valuesOf(existing), ...valuesOf(fields) }];
  if (JSON.stringify(before) !== JSON.stringify(after)) {
    // Records carry the PO's scope as it is after this import: it may have moved.
    round.changes.push({
      itemId: existing.id,
      poId: existing.poId,
      supplierCode: fields.supplierCode,
      plant: fields.plant,
      purchasingGroup: fields.purchasingGroup,
      before,
      after,
      initiator: viewer.realName,
      role: 'Import',
    });
  }
  await tx
    .update(poItems)
    .set({
      ...fields,
      ...reopened,
      ...(complete ? { itemStatus: 'completed' as const } : {}),
      lastClientId: null,
      clientRunFromRev: null,
      updatedAt: new Date(),
    })
    .where(eq(poItems.id, existing.id));
  summary.updatedItems++;
  if (reopen && !complete) {
    summary.reopenedItems++;
    round.operations.push(operationRecord({ ...fields, poId: existing.poId }, existing.id, viewer.realName, 'reopen', { item: existing.itemNumber }));
  }
  if (complete && existing.itemStatus !== 'completed') summary.completedItems++;
  const state: ItemState = complete
    ? { itemStatus: 'completed', lastDecision: existing.lastDecision }
    : reopen
      ? { itemStatus: 'received', lastDecision: null }
      : { itemStatus: existing.itemStatus, lastDecision: existing.lastDecision };
  return { state, moved };
}
