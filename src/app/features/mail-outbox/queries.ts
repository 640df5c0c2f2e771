import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { listMailOutbox } from '../../../shared/contracts/mail.ts';
import type { QueryInput } from '../../../shared/contracts/endpoint.ts';
import { call } from '../../api/client.ts';

/** The outbox list's sort: a column the server sorts by, and the direction. */
export type OutboxSort = Required<Pick<QueryInput<typeof listMailOutbox>, 'sidx' | 'sort'>>;

export const mailOutboxKeys = {
  all: ['mailOutbox'] as const,
  list: (page: number, pageSize: number, sort: OutboxSort) => [...mailOutboxKeys.all, 'list', { page, pageSize, ...sort }] as const,
};

export const mailOutboxQuery = (page: number, pageSize: number, sort: OutboxSort) =>
  queryOptions({
    queryKey: mailOutboxKeys.list(page, pageSize, sort),
    queryFn: () => call(listMailOutbox, { query: { currentPage: page, pageSize, ...sort } }),
    placeholderData: keepPreviousData,
  });
