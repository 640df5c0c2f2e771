import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { listMyFiles } from '../../../shared/contracts/files.ts';
import { call } from '../../api/client.ts';
import { withOfflineAnswer } from '../../offline/answers.ts';

export const myFilesKeys = {
  all: ['myFiles'] as const,
  list: (page: number, pageSize: number, keyword: string) => [...myFilesKeys.all, 'list', { page, pageSize, keyword }] as const,
};

/** The user's stored files; offline, the page opens with the list it last showed. */
export const myFilesQuery = (page: number, pageSize: number, keyword: string) =>
  queryOptions({
    queryKey: myFilesKeys.list(page, pageSize, keyword),
    queryFn: () =>
      withOfflineAnswer(`files.mine:${page}:${pageSize}:${keyword}`, () =>
        call(listMyFiles, { query: { currentPage: page, pageSize, ...(keyword ? { keyword } : {}) } }),
      ),
    placeholderData: keepPreviousData,
  });
