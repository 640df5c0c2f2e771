import { queryOptions } from '@tanstack/react-query';
import { currentUser } from '../../../shared/contracts/current-user.ts';
import { call } from '../../api/client.ts';

export const sessionKeys = {
  all: ['session'] as const,
  currentUser: () => [...sessionKeys.all, 'currentUser'] as const,
};

export const currentUserQuery = () =>
  queryOptions({
    queryKey: sessionKeys.currentUser(),
    queryFn: () => call(currentUser),
    staleTime: 5 * 60_000,
    retry: false,
  });
