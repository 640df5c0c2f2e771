import { useCallback } from 'react';
import type {
  PoChangeRecordRow,
  PoChangeRequestRow,
  PoItemRow,
  PoOperationRecordRow,
  PoScheduleLineRow,
  PurchaseOrderRow,
} from '../../../shared/contracts/po-rows.ts';
import type { DictionaryItemRow } from '../../../shared/contracts/synced-rows.ts';
import { listRowOf, type PoListRow } from '../../../shared/domain/po/list-query.ts';
import { useLiveQuery } from '../../offline/live.ts';
import { currentView, entriesOf, rowMarks, type RowMark } from '../../offline/outbox.ts';
import { mutationSpecs, offlineDb } from '../../offline/store.ts';

export interface PoData {
  pos: ReadonlyMap<string, PurchaseOrderRow>;
  /** One list row per item, with the user's unsent actions already applied. */
  rows: PoListRow[];
  /** Whether this device has finished a pull for the user: before that an empty list means "not yet". */
  synced: boolean;
  /** Items with an action of the user's waiting to be sent, or refused by the server. */
  marks: ReadonlyMap<string, RowMark>;
}

/**
 * The user's POs as this device holds them, with their own actions that have not reached the server
 * shown as done (the same overlay rules the server applies). Live: any tab's write re-renders.
 */
export function usePoData(userId: string): PoData | undefined {
  const query = useCallback(async (): Promise<PoData> => {
    const [view, state, entries] = await Promise.all([
      currentView(offlineDb, userId, mutationSpecs, ['purchaseOrders', 'poItems']),
      offlineDb.syncState.get(userId),
      entriesOf(offlineDb, userId),
    ]);
    const pos = new Map([...(view.get('purchaseOrders')?.values() ?? [])].map((po) => [String(po.id), po as PurchaseOrderRow]));
    const rows: PoListRow[] = [];
    for (const raw of view.get('poItems')?.values() ?? []) {
      const item = raw as PoItemRow & { _rev?: number };
      const po = pos.get(item.poId);
      if (po) rows.push(listRowOf(item, po));
    }
    return { pos, rows, synced: state?.lastSyncAt !== undefined, marks: rowMarks(entries, 'poItems') };
  }, [userId]);
  return useLiveQuery(query);
}

export interface PoRecords {
  scheduleLines: PoScheduleLineRow[];
  changeRequests: PoChangeRequestRow[];
  changeRecords: PoChangeRecordRow[];
  operationRecords: PoOperationRecordRow[];
}

/** What happened to one PO, oldest first: only the server writes these, so no overlay applies. */
export function usePoRecords(poId: string | undefined): PoRecords | undefined {
  const query = useCallback(async (): Promise<PoRecords> => {
    if (!poId) return { scheduleLines: [], changeRequests: [], changeRecords: [], operationRecords: [] };
    const of = <N extends 'poScheduleLines' | 'poChangeRequests' | 'poChangeRecords' | 'poOperationRecords'>(table: N) =>
      offlineDb.rows(table).where('poId').equals(poId).toArray();
    const [scheduleLines, changeRequests, changeRecords, operationRecords] = await Promise.all([
      of('poScheduleLines'),
      of('poChangeRequests'),
      of('poChangeRecords'),
      of('poOperationRecords'),
    ]);
    return {
      scheduleLines: scheduleLines.sort((a, b) => a.lineNumber - b.lineNumber),
      changeRequests: changeRequests.sort((a, b) => a.requestedAt - b.requestedAt),
      changeRecords: changeRecords.sort((a, b) => a.changedAt - b.changedAt),
      operationRecords: operationRecords.sort((a, b) => a.at - b.at),
    };
  }, [poId]);
  return useLiveQuery(query);
}

/** The enabled items of a dictionary the device holds (ReasonCode, PlantReasonCode, PlantLA, TBDStatus), in their order. */
export function useDictionary(enCode: string): DictionaryItemRow[] {
  const query = useCallback(async () => {
    const type = await offlineDb.rows('dictionaryTypes').where('enCode').equals(enCode).first();
    if (!type) return [];
    const items = await offlineDb.rows('dictionaryItems').where('typeId').equals(type.id).toArray();
    return items.filter((i) => i.enabled).sort((a, b) => a.sortCode - b.sortCode);
  }, [enCode]);
  return useLiveQuery(query) ?? [];
}
