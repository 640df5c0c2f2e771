import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { getAuthorize, getBaseInfo, getSystemLog, getUserOrganizes, getUserPositions } from '../../../shared/contracts/profile.ts';
import { call } from '../../api/client.ts';
import { withOfflineAnswer } from '../../offline/answers.ts';

export const profileKeys = {
  all: ['profile'] as const,
  baseInfo: () => [...profileKeys.all, 'baseInfo'] as const,
  memberships: () => [...profileKeys.all, 'memberships'] as const,
  loginLog: (page: number, pageSize: number) => [...profileKeys.all, 'loginLog', { page, pageSize }] as const,
  authorize: () => [...profileKeys.all, 'authorize'] as const,
};

// What the profile page opens with is remembered on the device for offline use (the log is not).
export const baseInfoQuery = () =>
  queryOptions({ queryKey: profileKeys.baseInfo(), queryFn: () => withOfflineAnswer('profile.baseInfo', () => call(getBaseInfo)) });

export const membershipsQuery = () =>
  queryOptions({
    queryKey: profileKeys.memberships(),
    queryFn: () =>
      withOfflineAnswer('profile.memberships', async () => {
        const [organizes, positions] = await Promise.all([call(getUserOrganizes), call(getUserPositions)]);
        return { organizes, positions };
      }),
  });

export const loginLogQuery = (page: number, pageSize: number) =>
  queryOptions({
    queryKey: profileKeys.loginLog(page, pageSize),
    queryFn: () => call(getSystemLog, { query: { currentPage: page, pageSize } }),
    placeholderData: keepPreviousData,
  });

export const authorizeQuery = () =>
  queryOptions({ queryKey: profileKeys.authorize(), queryFn: () => withOfflineAnswer('profile.authorize', () => call(getAuthorize)) });
