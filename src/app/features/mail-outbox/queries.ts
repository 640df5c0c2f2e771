import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { listMailOutbox } from '../../../shared/contracts/mail.ts';
import { call } from '../../api/client.ts';

export const mailOutboxKeys = {
  all: ['mailOutbox'] as const,
  list: (page: number, pageSize: number) => [...mailOutboxKeys.all, 'list', { page, pageSize }] as const,
};

export const mailOutboxQuery = (page: number, pageSize: number) =>
  queryOptions({
    queryKey: mailOutboxKeys.list(page, pageSize),
    queryFn: () => call(listMailOutbox, { query: { currentPage: page, pageSize } }),
    placeholderData: keepPreviousData,
  });
