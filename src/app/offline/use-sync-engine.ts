import { useEffect } from 'react';
import { ApiError, announceSessionEnded } from '../api/client.ts';
import { tokenStore } from '../api/token.ts';
import { currentLanguage, i18n } from '../i18n.ts';
import { startSyncLoop } from './loop.ts';
import { offlineDb } from './store.ts';
import { syncWorkerRounds } from './sync-worker.ts';

const createSyncWorker = () => new Worker(new URL('../../../workers/sync.worker.ts', import.meta.url), { type: 'module', name: 'sync' });

/**
 * Syncs the signed-in user's data while they are signed in (leading or following, see the loop; the
 * rounds run in the sync worker), and asks the browser once to keep the offline data rather than
 * evict it under pressure.
 */
export function useSyncEngine(userId: string): void {
  useEffect(() => {
    const rounds = syncWorkerRounds({
      db: offlineDb,
      session: () => {
        const token = tokenStore.get();
        return token ? { token, language: currentLanguage(), requestErrorText: i18n.t('common.requestError') } : null;
      },
      onSessionEnded: ({ status, code, msg }) => announceSessionEnded(new ApiError(status, code, msg)),
      createWorker: createSyncWorker,
    });
    const stop = startSyncLoop({ userId, round: (id) => rounds.round(id) });
    return () => {
      stop();
      rounds.close();
    };
  }, [userId]);
  useEffect(() => {
    void navigator.storage?.persist?.().catch(() => false);
  }, []);
}
