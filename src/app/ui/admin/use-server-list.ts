import { useDebouncedValue } from '@mantine/hooks';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { PAGINATION } from '../../../shared/constants.ts';
import { serverListSearch } from '../../../shared/domain/list-search.ts';
import { useAddressSearchState } from '../../platform/search-state.ts';
import { serverSort } from '../server-sort.ts';

/** The address of a list of coded records: keyword, page, and sort (the endpoints' default: by order). */
export const codedListSearch = serverListSearch(['sortCode', 'fullName', 'enCode', 'creatorTime'], { sidx: 'sortCode', sort: 'asc' });

/** What every server list's address holds; a list's schema adds its own filters. */
type ListSearch = Record<string, unknown> & {
  keyword: string;
  currentPage: number;
  sidx: string;
  sort: 'asc' | 'desc';
};

/** The list query as the endpoint takes it: the address's state, the page size, the keyword only when there is one. */
export type ServerListQuery<L> = Omit<L, 'keyword'> & { pageSize: number; keyword?: string };

/**
 * An administration list the server pages, sorts and searches, its state in the address
 * (`?keyword=…&currentPage=2&sidx=fullName&sort=desc` and the list's own filters, defaults left out),
 * so a reload, the back button or a shared link shows the same list. The keyword is written as it is
 * typed and searched after a pause (one request per pause, not per key); a new search, filter or
 * sort starts at the first page. Gives the query, the state and the DataTable props they make.
 */
export function useServerList<S extends z.ZodType<ListSearch>, R extends { id: string }>(
  schema: S,
  key: readonly unknown[],
  load: (query: ServerListQuery<z.infer<S>>) => Promise<{ list: R[]; pagination: { total: number } }>,
) {
  const { t } = useTranslation();
  const [list, setList] = useAddressSearchState(schema);
  const [searched] = useDebouncedValue(list.keyword.trim(), 300);
  const { keyword: _typed, ...rest } = list;
  const request = { ...rest, pageSize: PAGINATION.pageSize, ...(searched ? { keyword: searched } : {}) } as ServerListQuery<z.infer<S>>;
  const query = useQuery({
    queryKey: [...key, request],
    queryFn: () => load(request),
    // The rows stay while the next page or sort loads, so the table does not jump.
    placeholderData: keepPreviousData,
  });
  const search = (keyword: string) => setList({ ...list, keyword, currentPage: 1 });
  /** Sets the list's own filters (an organisation, a category) and starts again at the first page. */
  const filter = (patch: Partial<z.infer<S>>) => setList({ ...list, ...patch, currentPage: 1 });
  const table = {
    ...serverTable(t, query, list.currentPage, (page) => setList({ ...list, currentPage: page })),
    ...serverSort(list, setList),
  };
  return { list, keyword: list.keyword, search, filter, query, table };
}

const keywordSearch = z.object({ keyword: z.string().max(200).catch('') });

/**
 * The search of a list the server gives whole (a tree), in the address (`?keyword=…`) as typed, and
 * the keyword to ask for after a pause.
 */
export function useAddressKeyword() {
  const [state, setState] = useAddressSearchState(keywordSearch);
  const [searched] = useDebouncedValue(state.keyword.trim(), 300);
  return { keyword: state.keyword, setKeyword: (keyword: string) => setState({ keyword }), searched };
}

/** DataTable's rows and paging for a page of a list the server pages (`page` from 1). */
export function serverTable<R extends { id: string }>(
  t: TFunction,
  query: { data?: { list: R[]; pagination: { total: number } } | undefined; isPending: boolean },
  page: number,
  onPage: (page: number) => void,
) {
  return {
    records: query.data?.list ?? [],
    idAccessor: (r: R) => r.id,
    fetching: query.isPending,
    emptyText: t('admin.common.empty'),
    paging: {
      mode: 'server' as const,
      page,
      pageSize: PAGINATION.pageSize,
      total: query.data?.pagination.total ?? 0,
      onPage,
      totalText: (count: number) => t('admin.common.total', { count }),
    },
  };
}
