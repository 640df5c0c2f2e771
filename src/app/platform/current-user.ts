import { queryOptions } from '@tanstack/react-query';
import { currentUser } from '../../shared/contracts/current-user.ts';
import { call } from '../api/client.ts';
import { withOfflineAnswer } from '../offline/answers.ts';

export const sessionKeys = {
  all: ['session'] as const,
  currentUser: () => [...sessionKeys.all, 'currentUser'] as const,
};

/** Remembered on the device, so the app opens offline with the last menu and user. */
export const currentUserQuery = () =>
  queryOptions({
    queryKey: sessionKeys.currentUser(),
    queryFn: () => withOfflineAnswer('currentUser', () => call(currentUser)),
    staleTime: 5 * 60_000,
    retry: false,
  });
