import { useCallback } from 'react';
import type { DangerousGoodsRow } from '../../../shared/contracts/po-rows.ts';
import { useLiveQuery } from '../../offline/live.ts';
import { offlineDb } from '../../offline/store.ts';

/** The list as this device holds it (pulled with the PO data), by material; undefined while it loads. */
export function useDangerousGoods(): DangerousGoodsRow[] | undefined {
  const query = useCallback(async () => {
    const rows = await offlineDb.rows('dangerousGoods').toArray();
    return rows.sort((a, b) => a.material.localeCompare(b.material));
  }, []);
  return useLiveQuery(query);
}

/** Material, description or UN number contain the words ("UN1263", "un 1263" and "1263" find UN 1263). */
export function matchesDangerousGoods(row: DangerousGoodsRow, keyword: string): boolean {
  const k = keyword.trim().toLowerCase();
  if (!k) return true;
  const un = k.replace(/^un\s*/, '');
  return row.material.toLowerCase().includes(k) || row.description.toLowerCase().includes(k) || (un !== '' && row.unNumber.includes(un));
}
