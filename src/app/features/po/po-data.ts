import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import type { Language } from '../../../shared/constants.ts';
import { localName } from '../../../shared/domain/local-names.ts';
import type { PoChangeRecordRow, PoChangeRequestRow, PoOperationRecordRow, PoScheduleLineRow } from '../../../shared/contracts/po-rows.ts';
import type { DictionaryItemRow } from '../../../shared/contracts/synced-rows.ts';
import { useDeviceQuery, type DeviceQueryResult } from '../../offline/device-store/use-device-query.ts';
import { useLiveQuery } from '../../offline/live.ts';
import { offlineDb } from '../../offline/store.ts';
import { PO_LIST_VIEW, type PoListAnswer, type PoListQuery } from './po-list-view.ts';

/**
 * One page of the user's PO list as this device holds it, with their own actions that have not
 * reached the server shown as done (the same overlay rules the server applies), answered by the
 * device store's worker. Live: any tab's write that changes the answer brings a new one.
 */
export function usePoList(query: PoListQuery): DeviceQueryResult<PoListAnswer> {
  return useDeviceQuery<PoListQuery, PoListAnswer>(PO_LIST_VIEW, query);
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
  const { i18n } = useTranslation();
  const language = i18n.language as Language;
  const query = useCallback(async () => {
    const type = await offlineDb.rows('dictionaryTypes').where('enCode').equals(enCode).first();
    if (!type) return [];
    const items = await offlineDb.rows('dictionaryItems').where('typeId').equals(type.id).toArray();
    // Named in the screen's language (a row pulled before names came per language has none).
    return items
      .filter((i) => i.enabled)
      .sort((a, b) => a.sortCode - b.sortCode)
      .map((i) => ({ ...i, fullName: localName(i, language) }));
  }, [enCode, language]);
  return useLiveQuery(query) ?? [];
}

/** A reason code as the vendor chose it, with its name where the device holds the ReasonCode dictionary (`R01 Capacity shortage`). */
export function useReasonName(): (code: string | null | undefined) => string {
  const names = new Map(useDictionary('ReasonCode').map((r) => [r.enCode, r.fullName]));
  return (code) => [code, code ? names.get(code) : undefined].filter(Boolean).join(' ');
}
