import { infiniteQueryOptions, keepPreviousData, queryOptions } from '@tanstack/react-query';
import { MESSAGE_DRAWER } from '../../../shared/constants.ts';
import { listMessages, listNoticeRecipients, listNotices, getNotice, messageUnreadCounts } from '../../../shared/contracts/messages.ts';
import { ApiError, call } from '../../api/client.ts';
import { devicePage, deviceUnread, type RecordArgs } from './device.ts';

export const messageKeys = {
  all: ['messages'] as const,
  record: (userId: string) => [...messageKeys.all, 'record', userId] as const,
  page: (userId: string, args: RecordArgs) => [...messageKeys.record(userId), args] as const,
  unread: (userId: string) => [...messageKeys.all, 'unread', userId] as const,
  notices: () => [...messageKeys.all, 'notices'] as const,
  noticePage: (args: { page: number; pageSize: number; keyword: string }) => [...messageKeys.notices(), 'page', args] as const,
  notice: (id: string) => [...messageKeys.notices(), 'one', id] as const,
  recipients: () => [...messageKeys.notices(), 'recipients'] as const,
};

/** Online the server answers; without a connection (status 0) the device's synced copy does. */
async function orFromDevice<T>(load: () => Promise<T>, fromDevice: () => Promise<T>): Promise<T> {
  try {
    return await load();
  } catch (error) {
    if (error instanceof ApiError && error.status === 0) return fromDevice();
    throw error;
  }
}

export const messagePageQuery = (userId: string, args: RecordArgs) =>
  queryOptions({
    queryKey: messageKeys.page(userId, args),
    queryFn: () =>
      orFromDevice(
        () =>
          call(listMessages, {
            query: {
              currentPage: args.page,
              pageSize: args.pageSize,
              sort: 'desc',
              ...(args.keyword ? { keyword: args.keyword } : {}),
              ...(args.type ? { type: args.type } : {}),
            },
          }),
        () => devicePage(userId, args),
      ),
    placeholderData: keepPreviousData,
  });

export const unreadCountsQuery = (userId: string) =>
  queryOptions({
    queryKey: messageKeys.unread(userId),
    queryFn: () =>
      orFromDevice(
        () => call(messageUnreadCounts),
        () => deviceUnread(userId),
      ),
  });

export const noticePageQuery = (args: { page: number; pageSize: number; keyword: string }) =>
  queryOptions({
    queryKey: messageKeys.noticePage(args),
    queryFn: () => call(listNotices, { query: { currentPage: args.page, pageSize: args.pageSize, ...(args.keyword ? { keyword: args.keyword } : {}) } }),
    placeholderData: keepPreviousData,
  });

export const noticeQuery = (id: string) => queryOptions({ queryKey: messageKeys.notice(id), queryFn: () => call(getNotice, { params: { id } }) });
export const noticeRecipientsQuery = () => queryOptions({ queryKey: messageKeys.recipients(), queryFn: () => call(listNoticeRecipients), staleTime: 60_000 });

/** The drawer's endless list: pages of 20, the last one shorter (spec 000 §7.2: fewer than pageSize means the end). */
export const messageFeedQuery = (userId: string) =>
  infiniteQueryOptions({
    queryKey: [...messageKeys.record(userId), 'feed'] as const,
    queryFn: ({ pageParam }) => {
      const args = { page: pageParam, pageSize: MESSAGE_DRAWER.pageSize, keyword: '', type: null };
      return orFromDevice(
        () => call(listMessages, { query: { currentPage: pageParam, pageSize: args.pageSize, sort: 'desc' } }),
        () => devicePage(userId, args),
      );
    },
    initialPageParam: 1,
    getNextPageParam: (last, pages) => (last.list.length < MESSAGE_DRAWER.pageSize ? undefined : pages.length + 1),
  });
