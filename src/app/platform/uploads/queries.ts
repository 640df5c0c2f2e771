import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { listMyFiles } from '../../../shared/contracts/files.ts';
import type { QueryInput } from '../../../shared/contracts/endpoint.ts';
import { call } from '../../api/client.ts';
import { withOfflineAnswer } from '../../offline/answers.ts';

/** The columns My files sorts by, and the way: newest first unless the user chose otherwise. */
export type MyFilesSort = Required<Pick<QueryInput<typeof listMyFiles>, 'sidx' | 'sort'>>;

export const myFilesKeys = {
  all: ['myFiles'] as const,
  list: (page: number, pageSize: number, keyword: string, sort: MyFilesSort) => [...myFilesKeys.all, 'list', { page, pageSize, keyword, ...sort }] as const,
};

/** The user's stored files; offline, the page opens with the list it last showed. */
export const myFilesQuery = (page: number, pageSize: number, keyword: string, sort: MyFilesSort) =>
  queryOptions({
    queryKey: myFilesKeys.list(page, pageSize, keyword, sort),
    queryFn: () =>
      withOfflineAnswer(`files.mine:${page}:${pageSize}:${keyword}:${sort.sidx}:${sort.sort}`, () =>
        call(listMyFiles, { query: { currentPage: page, pageSize, ...sort, ...(keyword ? { keyword } : {}) } }),
      ),
    placeholderData: keepPreviousData,
  });
