import { queryOptions } from '@tanstack/react-query';
import { getBaseInfo } from '../../../shared/contracts/users-current.ts';
import { call } from '../../api/client.ts';

export const profileKeys = {
  all: ['profile'] as const,
  baseInfo: () => [...profileKeys.all, 'baseInfo'] as const,
};

export const baseInfoQuery = () => queryOptions({ queryKey: profileKeys.baseInfo(), queryFn: () => call(getBaseInfo) });
