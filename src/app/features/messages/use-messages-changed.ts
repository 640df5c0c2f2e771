import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef } from 'react';
import { offlineDb } from '../../offline/store.ts';
import { useLiveQuery } from '../../offline/live.ts';
import { messageKeys } from './queries.ts';

/**
 * When sync brings new messages or read states to the device, the lists and the badge ask again:
 * a message created for the user shows without a reload.
 */
export function useMessagesChanged(userId: string): void {
  const queryClient = useQueryClient();
  const signature = useLiveQuery(
    useCallback(async () => {
      const copies = await offlineDb.rows('messageRecipients').where('userId').equals(userId).toArray();
      return copies
        .map((c) => `${c.id}:${String(c.isRead)}`)
        .sort()
        .join(',');
    }, [userId]),
  );
  const seen = useRef<string | undefined>(undefined);
  useEffect(() => {
    if (signature === undefined) return;
    if (seen.current !== undefined && seen.current !== signature) void queryClient.invalidateQueries({ queryKey: messageKeys.all });
    seen.current = signature;
  }, [signature, queryClient]);
}
