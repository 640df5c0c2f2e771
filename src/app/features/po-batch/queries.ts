import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { poBatchDetail, poBatchList, poBatchRows } from '../../../shared/contracts/po-batch.ts';
import { call } from '../../api/client.ts';
import { withOfflineAnswer } from '../../offline/answers.ts';

export const batchKeys = {
  all: ['poBatches'] as const,
  list: (page: number, pageSize: number) => [...batchKeys.all, 'list', { page, pageSize }] as const,
  detail: (id: string) => [...batchKeys.all, 'detail', id] as const,
  rows: (id: string, page: number, onlyErrors: boolean) => [...batchKeys.all, 'rows', id, { page, onlyErrors }] as const,
};

/** While a dry run is being read, the record is asked again this often. */
const PARSING_POLL_MS = 1000;

/** The batch change record; offline, the page opens with the list it last showed. */
export const batchListQuery = (page: number, pageSize: number) =>
  queryOptions({
    queryKey: batchKeys.list(page, pageSize),
    queryFn: () => withOfflineAnswer(`po.batches:${page}:${pageSize}`, () => call(poBatchList, { query: { currentPage: page, pageSize } })),
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
