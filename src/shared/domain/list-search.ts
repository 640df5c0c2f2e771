import { z } from 'zod';
import { PAGINATION } from '../constants.ts';

/**
 * The address of a list searched by keyword and paged: `?keyword=…&currentPage=…` (the spec's query names, as the PO list), defaults left out (see
 * useSearchState). Any query parses: a field that does not is its default, so an edited or old link
 * still opens the list.
 */
export const keywordPageSearch = z.looseObject({
  keyword: z.string().max(200).catch(''),
  currentPage: z.coerce.number().int().min(1).max(1_000_000).catch(1),
});
export type KeywordPageSearch = z.infer<typeof keywordPageSearch>;

const PAGE_SIZES: readonly number[] = PAGINATION.pageSizes;

/** A keyword-and-page list whose page size the user chooses among the spec's (10, 20, 30, 40). */
export const sizedListSearch = keywordPageSearch.extend({
  pageSize: z.coerce
    .number()
    .refine((size) => PAGE_SIZES.includes(size))
    .catch(PAGINATION.pageSize),
});
export type SizedListSearch = z.infer<typeof sizedListSearch>;

/**
 * A keyword-and-page list the server sorts: `sidx` among `sorts` and `sort`, as the endpoint's
 * listQuery takes them, the endpoint's default when the address names none (or one it does not sort by).
 */
export function sortedListSearch<const S extends readonly [string, ...string[]]>(sorts: S, defaults: { sidx: S[number]; sort: 'asc' | 'desc' }) {
  return keywordPageSearch.extend({
    sidx: z.enum(sorts).catch(defaults.sidx),
    sort: z.enum(['asc', 'desc']).catch(defaults.sort),
  });
}

/**
 * An administration list's address: keyword, page and the server's sort, nothing else (a parameter
 * it does not know is dropped, never sent to an endpoint that would refuse it). A list adds its
 * filters with `.extend`.
 */
export function serverListSearch<const S extends readonly [string, ...string[]]>(sorts: S, defaults: { sidx: S[number]; sort: 'asc' | 'desc' }) {
  return z.object({
    ...keywordPageSearch.shape,
    sidx: z.enum(sorts).catch(defaults.sidx),
    sort: z.enum(['asc', 'desc']).catch(defaults.sort),
  });
}

/** A keyword-and-page list an administration page keeps in its address, nothing else (see serverListSearch). */
export const pagedListSearch = z.object(keywordPageSearch.shape);
