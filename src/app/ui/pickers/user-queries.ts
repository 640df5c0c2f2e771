import { queryOptions } from '@tanstack/react-query';
import { organizationUsers, subordinates, userSelector, usersByIds } from '../../../shared/contracts/user-pickers.ts';
import { call } from '../../api/client.ts';

/** The user picker's reads, under one key so a picker shows users as they are now. */
export const userPickerKeys = {
  all: ['pickers', 'users'] as const,
};

/** One level of the "all data" tree under organisation or department `id` (`0` the top), or the matches of a keyword. */
export const userLevelQuery = (id: string, keyword = '') =>
  queryOptions({
    queryKey: [...userPickerKeys.all, 'level', id, keyword],
    queryFn: () => call(userSelector, { params: { id }, body: { keyword } }),
  });

export const organizationUsersQuery = (keyword: string) =>
  queryOptions({ queryKey: [...userPickerKeys.all, 'organization', keyword], queryFn: () => call(organizationUsers, { query: { keyword } }) });

export const subordinatesQuery = (keyword: string) =>
  queryOptions({ queryKey: [...userPickerKeys.all, 'subordinates', keyword], queryFn: () => call(subordinates, { body: { keyword } }) });

/** The users behind a picker's value, to show their names. */
export const usersByIdsQuery = (ids: readonly string[]) =>
  queryOptions({
    queryKey: [...userPickerKeys.all, 'ids', ...ids],
    queryFn: () => call(usersByIds, { body: { userId: [...ids] } }),
    enabled: ids.length > 0,
  });
