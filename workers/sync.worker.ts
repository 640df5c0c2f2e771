/**
 * The sync worker: the leading tab's sync rounds run here (DESIGN "Offline and sync"), so a first pull
 * of tens of thousands of rows (parsing pages, writing them to IndexedDB) never holds the page's main
 * thread. The page reads the same store; Dexie tells its live queries of every write made here.
 */
import * as Comlink from 'comlink';
import { OfflineDb } from '../src/app/offline/db.ts';
import { syncOnce } from '../src/app/offline/engine.ts';
import type { EndedSession, SyncWorkerApi } from './sync-api.ts';
import { fetchTransport } from './sync-transport.ts';

const db = new OfflineDb();

const api: SyncWorkerApi = {
  async round(session) {
    let ended: EndedSession | undefined;
    const status = await syncOnce(
      db,
      session.userId,
      fetchTransport(session, (answer) => (ended = answer)),
    );
    return ended ? { status, ended } : { status };
  },
};

Comlink.expose(api);
