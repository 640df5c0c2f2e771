import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { z } from 'zod';
import { roleSelector } from '../../../../shared/contracts/roles.ts';
import { userGroupSelector } from '../../../../shared/contracts/user-groups.ts';
import { userImportPreviewPage } from '../../../../shared/contracts/user-transfer.ts';
import { getUser, listUsers } from '../../../../shared/contracts/users.ts';
import { PAGINATION } from '../../../../shared/constants.ts';
import { serverListSearch } from '../../../../shared/domain/list-search.ts';
import { call } from '../../../api/client.ts';
import { permissionKeys } from '../shared/queries.ts';

/** What the list shows, kept in its address: the filter, the page and the order (the server sorts and pages). */
export const userListSearch = serverListSearch(['sortCode', 'account', 'realName', 'creatorTime'], { sidx: 'sortCode', sort: 'asc' }).extend({
  organizeId: z.string().min(1).max(64).nullable().catch(null),
});
export type UserListState = z.infer<typeof userListSearch>;

// Every key starts with permissionKeys.all, so a write anywhere in the organisation pages refreshes these.
export const userListQuery = (list: UserListState) =>
  queryOptions({
    queryKey: [...permissionKeys.all, 'users', list],
    queryFn: () =>
      call(listUsers, {
        query: {
          currentPage: list.currentPage,
          pageSize: PAGINATION.pageSize,
          sidx: list.sidx,
          sort: list.sort,
          ...(list.keyword ? { keyword: list.keyword } : {}),
          ...(list.organizeId ? { organizeId: list.organizeId } : {}),
        },
      }),
    // The old page stays on screen while the next one loads, so paging does not flash an empty table.
    placeholderData: keepPreviousData,
  });

export const userInfoQuery = (id: string) => queryOptions({ queryKey: [...permissionKeys.all, 'user', id], queryFn: () => call(getUser, { params: { id } }) });

export const roleChoicesQuery = () => queryOptions({ queryKey: [...permissionKeys.all, 'roleChoices'], queryFn: () => call(roleSelector) });
export const groupChoicesQuery = () => queryOptions({ queryKey: [...permissionKeys.all, 'groupChoices'], queryFn: () => call(userGroupSelector) });

/** A page of a stored import preview's rows with problems (the upload answers the first). */
export const importPreviewQuery = (id: string, page: number) =>
  queryOptions({
    queryKey: [...permissionKeys.all, 'userImport', id, page],
    queryFn: () => call(userImportPreviewPage, { query: { id, currentPage: page, pageSize: 20 } }),
    placeholderData: keepPreviousData,
    // A preview changes only through this dialog's own calls, which read it again themselves.
    staleTime: Infinity,
  });
