import { useCallback } from 'react';
import type { OutboxEntry, SyncState } from './db.ts';
import { useLiveQuery } from './live.ts';
import { offlineDb } from './store.ts';

export interface SyncStatus {
  /** False until the store has answered: counts are not known yet. */
  loaded: boolean;
  state: SyncState | undefined;
  /** Actions not yet answered by the server. */
  unsent: number;
  rejected: OutboxEntry[];
  /** Unsent actions on this device that belong to other accounts: never sent by this one. */
  otherAccountsUnsent: number;
}

export function useSyncStatus(userId: string): SyncStatus {
  const query = useCallback(async () => {
    const [state, mine, others] = await Promise.all([
      offlineDb.syncState.get(userId),
      offlineDb.outbox.where('[userId+mutationId]').between([userId, 0], [userId, Infinity]).toArray(),
      offlineDb.outbox.filter((e) => e.userId !== userId && e.status === 'pending').count(),
    ]);
    return { state, mine, others };
  }, [userId]);
  const result = useLiveQuery(query);
  const mine = result?.mine ?? [];
  return {
    loaded: result !== undefined,
    state: result?.state,
    unsent: mine.filter((e) => e.status === 'pending').length,
    rejected: mine.filter((e) => e.status === 'rejected'),
    otherAccountsUnsent: result?.others ?? 0,
  };
}
