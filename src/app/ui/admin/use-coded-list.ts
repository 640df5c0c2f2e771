import { useDebouncedValue } from '@mantine/hooks';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PAGINATION } from '../../../shared/constants.ts';
import { serverSort } from '../server-sort.ts';

/** The columns a list of coded records (name, code, order, time) sorts by on the server. */
export type CodedSort = 'sortCode' | 'fullName' | 'enCode' | 'creatorTime';

export interface CodedListState {
  currentPage: number;
  sidx: CodedSort;
  sort: 'asc' | 'desc';
}

export type CodedListQuery = CodedListState & { pageSize: number; keyword?: string };

/**
 * The state of an administration list of coded records the server pages, sorts and searches (bill
 * rules, data interfaces, print templates): the typed keyword (debounced; a new search starts at the
 * first page), the page and sort, the query, and the DataTable props they make.
 */
export function useCodedList<R extends { id: string }>(
  key: readonly unknown[],
  load: (query: CodedListQuery) => Promise<{ list: R[]; pagination: { total: number } }>,
) {
  const { t } = useTranslation();
  const [keyword, setKeyword] = useState('');
  const [searched] = useDebouncedValue(keyword.trim(), 300);
  const [list, setList] = useState<CodedListState>({ currentPage: 1, sidx: 'sortCode', sort: 'asc' });
  const query = useQuery({
    queryKey: [...key, searched, list],
    queryFn: () => load({ ...list, pageSize: PAGINATION.pageSize, ...(searched ? { keyword: searched } : {}) }),
    placeholderData: keepPreviousData,
  });
  const search = (value: string) => {
    setKeyword(value);
    setList((l) => ({ ...l, currentPage: 1 }));
  };
  const table = {
    records: query.data?.list ?? [],
    idAccessor: (r: R) => r.id,
    fetching: query.isPending,
    emptyText: t('admin.common.empty'),
    paging: {
      mode: 'server' as const,
      page: list.currentPage,
      pageSize: PAGINATION.pageSize,
      total: query.data?.pagination.total ?? 0,
      onPage: (page: number) => setList({ ...list, currentPage: page }),
      totalText: (count: number) => t('admin.common.total', { count }),
    },
    ...serverSort(list, setList),
  };
  return { keyword, search, query, table };
}
