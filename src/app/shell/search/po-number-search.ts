import { useCallback } from 'react';
import type { TFunction } from 'i18next';
import { useLiveQuery } from '../../offline/live.ts';
import { offlineDb } from '../../offline/store.ts';
import type { SearchableRoute } from './route-index.ts';

/** Enough to choose from while typing: more matches ask for more digits. */
const MAX_PO_MATCHES = 8;

/**
 * POs on this device whose number starts with what was typed (at least three characters), each a
 * way to its list with that PO open: a vendor on the phone with a buyer types the number, not a page name.
 */
export function usePoNumberMatches(t: TFunction, query: string, poListPath: string | undefined): SearchableRoute[] {
  const prefix = query.trim();
  const find = useCallback(async (): Promise<SearchableRoute[]> => {
    if (!poListPath || prefix.length < 3) return [];
    const pos = await offlineDb.rows('purchaseOrders').where('poNumber').startsWith(prefix).limit(MAX_PO_MATCHES).toArray();
    return pos.map((po) => ({
      title: t('search.po', { po: po.poNumber }),
      detail: [po.supplierName, t(`po.status.${po.status}`)].filter(Boolean).join(' · '),
      path: poListPath,
      // The list shows the PO's items, and its panel opens.
      search: { keyword: po.poNumber, PO: po.poNumber },
    }));
  }, [t, prefix, poListPath]);
  return useLiveQuery(find) ?? [];
}
