import { useEffect } from 'react';
import { startSyncLoop } from './loop.ts';
import { apiTransport, offlineDb } from './store.ts';

/**
 * Syncs the signed-in user's data while they are signed in (leading or following, see the loop),
 * and asks the browser once to keep the offline data rather than evict it under pressure.
 */
export function useSyncEngine(userId: string): void {
  useEffect(() => startSyncLoop({ db: offlineDb, userId, transport: apiTransport }), [userId]);
  useEffect(() => {
    void navigator.storage?.persist?.().catch(() => false);
  }, []);
}
