import { useCallback } from 'react';
import { z } from 'zod';
import { useAddressSearchState } from '../../platform/search-state.ts';

/**
 * The batch a page shows over its record, kept in its address with the page of its dry run and
 * whether only rows with errors show (`?batch=…&rowsPage=2&show=errors`), so a reload or a link
 * opens the same rows. Loose, as the record's own list shares the address.
 */
export const batchViewSearch = z.looseObject({
  batch: z.string().max(64).catch(''),
  rowsPage: z.coerce.number().int().min(1).max(1_000_000).catch(1),
  show: z.enum(['all', 'errors']).catch('all'),
});
export type BatchView = z.infer<typeof batchViewSearch>;

/** The open batch (`null` when none), how its rows are shown, and the ways to open, page and close it. */
export function useBatchView() {
  const [view, setView] = useAddressSearchState(batchViewSearch);
  const open = useCallback((id: string) => setView({ ...view, batch: id, rowsPage: 1, show: 'all' }), [view, setView]);
  const close = useCallback(() => setView({ ...view, batch: '', rowsPage: 1, show: 'all' }), [view, setView]);
  return { openId: view.batch || null, view, setView, open, close };
}
