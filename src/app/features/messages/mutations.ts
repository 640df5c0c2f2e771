import { useMutation, useQueryClient } from '@tanstack/react-query';
import { notifications } from '@mantine/notifications';
import { MESSAGE_DURATION_MS } from '../../../shared/constants.ts';
import {
  createNotice,
  deleteMessageRecords,
  deleteNotice,
  readAllMessages,
  readMessageInfo,
  releaseNotice,
  updateNotice,
  type MessageInfo,
  type NoticeInput,
} from '../../../shared/contracts/messages.ts';
import { ApiError, call, callForAnswer } from '../../api/client.ts';
import { requestSync } from '../../offline/loop.ts';
import { notifyError } from '../../platform/notify.ts';
import { deviceInfo } from './device.ts';
import { messageKeys } from './queries.ts';

const messageOf = (error: unknown) => (error instanceof Error ? error.message : String(error));

/** A change to the record shows in every list and the badge, and reaches the device's copy soon. */
function useRecordMutation<TArgs, TResult>(run: (args: TArgs) => Promise<TResult>, onDone?: (result: TResult) => void) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: run,
    onSuccess: (result) => {
      onDone?.(result);
      requestSync();
      return queryClient.invalidateQueries({ queryKey: messageKeys.all });
    },
    onError: (error) => notifyError(messageOf(error)),
  });
}

/** Read-all answers in the server's words (spec 000 §8: "server message as success 1.5 s"). */
export const useReadAll = () =>
  useRecordMutation(
    () => callForAnswer(readAllMessages),
    ({ msg }) => notifications.show({ color: 'green', message: msg, autoClose: MESSAGE_DURATION_MS }),
  );

export const useDeleteRecords = () => useRecordMutation((ids: string[]) => call(deleteMessageRecords, { body: { ids } }));

/** Opening reads the message on the server (marking it read); offline, the device's copy opens as it is. */
export function useOpenMessage(userId: string) {
  return useRecordMutation(async (id: string): Promise<MessageInfo> => {
    try {
      return await call(readMessageInfo, { params: { id } });
    } catch (error) {
      if (!(error instanceof ApiError && error.status === 0)) throw error;
      const held = await deviceInfo(userId, id);
      if (!held) throw error;
      return held;
    }
  });
}

/** Notice management: every change may show in the notice list and, once released, in records. */
function useNoticeMutation<TArgs, TResult>(run: (args: TArgs) => Promise<TResult>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: run,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: messageKeys.all }),
    onError: (error) => notifyError(messageOf(error)),
  });
}

export const useSaveNotice = () =>
  useNoticeMutation((args: { id: string | null; input: NoticeInput }) =>
    args.id ? call(updateNotice, { params: { id: args.id }, body: args.input }).then(() => ({ id: args.id! })) : call(createNotice, { body: args.input }),
  );
export const useReleaseNotice = () => useNoticeMutation((id: string) => call(releaseNotice, { params: { id } }));
export const useDeleteNotice = () => useNoticeMutation((id: string) => call(deleteNotice, { params: { id } }));
