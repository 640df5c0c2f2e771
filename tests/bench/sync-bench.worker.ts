/**
 * The sync worker as the benchmark runs it: the app's engine and transport (workers/sync.worker.ts)
 * over a store that also holds the fault harness's test table. The worker's name is `store|pageSize`.
 */
import * as Comlink from 'comlink';
import { OfflineDb } from '../../src/app/offline/db.ts';
import { syncOnce } from '../../src/app/offline/engine.ts';
import type { SyncWorkerApi } from '../../workers/sync-api.ts';
import { fetchTransport } from '../../workers/sync-transport.ts';

const [storeName = 'bench', pageSize] = self.name.split('|');
const db = new OfflineDb(storeName, { faultEntities: 'id' });

const api: SyncWorkerApi = {
  async round(session) {
    const status = await syncOnce(
      db,
      session.userId,
      fetchTransport(session, () => undefined),
      pageSize ? { pageSize: Number(pageSize) } : {},
    );
    return { status };
  },
};

Comlink.expose(api);
