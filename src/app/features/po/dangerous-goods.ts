import { useCallback } from 'react';
import type { DangerousGoodsRow } from '../../../shared/contracts/po-rows.ts';
import { useLiveQuery } from '../../offline/live.ts';
import { offlineDb } from '../../offline/store.ts';

const EMPTY: ReadonlyMap<string, DangerousGoodsRow> = new Map();

/** The dangerous-goods list as this device holds it, by material: the lists mark items offline too. */
export function useDangerousGoodsByMaterial(): ReadonlyMap<string, DangerousGoodsRow> {
  const query = useCallback(async () => {
    const rows = await offlineDb.rows('dangerousGoods').toArray();
    return new Map(rows.map((r) => [r.material, r]));
  }, []);
  return useLiveQuery(query) ?? EMPTY;
}
