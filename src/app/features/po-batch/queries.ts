import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { poBatchDetail, poBatchList, poBatchRows } from '../../../shared/contracts/po-batch.ts';
import type { QueryInput } from '../../../shared/contracts/endpoint.ts';
import { call } from '../../api/client.ts';
import { withOfflineAnswer } from '../../offline/answers.ts';

/** What the record is asked for: the page, the keyword, and the sort (newest first by default). */
export type BatchListView = Required<Pick<QueryInput<typeof poBatchList>, 'sidx' | 'sort'>> & { currentPage: number; pageSize: number; keyword: string };

export const batchKeys = {
  all: ['poBatches'] as const,
  list: (view: BatchListView) => [...batchKeys.all, 'list', view] as const,
  detail: (id: string) => [...batchKeys.all, 'detail', id] as const,
  rows: (id: string, page: number, onlyErrors: boolean) => [...batchKeys.all, 'rows', id, { page, onlyErrors }] as const,
};

/** While a dry run is being read, the record is asked again this often. */
const PARSING_POLL_MS = 1000;

/** The batch change record; offline, the page opens with the list it last showed. */
export const batchListQuery = ({ keyword, ...view }: BatchListView) =>
  queryOptions({
    queryKey: batchKeys.list({ keyword, ...view }),
    queryFn: () =>
      withOfflineAnswer(`po.batches:${view.currentPage}:${view.pageSize}:${view.sidx}:${view.sort}:${keyword}`, () =>
        call(poBatchList, { query: { ...view, ...(keyword ? { keyword } : {}) } }),
      ),
    placeholderData: keepPreviousData,
    refetchInterval: (query) => (query.state.data?.list.some((b) => b.status === 'parsing') ? PARSING_POLL_MS : false),
  });

export const batchDetailQuery = (id: string) =>
  queryOptions({
    queryKey: batchKeys.detail(id),
    queryFn: () => call(poBatchDetail, { params: { id } }),
    refetchInterval: (query) => (query.state.data?.status === 'parsing' ? PARSING_POLL_MS : false),
  });

export const batchRowsQuery = (id: string, page: number, onlyErrors: boolean) =>
  queryOptions({
    queryKey: batchKeys.rows(id, page, onlyErrors),
    queryFn: () => call(poBatchRows, { params: { id }, query: { currentPage: page, pageSize: 20, onlyErrors: String(onlyErrors) } }),
    placeholderData: keepPreviousData,
  });
