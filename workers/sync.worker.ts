/**
 * The sync worker: the leading tab's sync rounds run here (DESIGN "Offline and sync"), so a first pull
 * of tens of thousands of rows (parsing pages, writing them to IndexedDB) never holds the page's main
 * thread. The page reads the same store; Dexie tells its live queries of every write made here.
 */
import * as Comlink from 'comlink';
import { OfflineDb } from '../src/app/offline/db.ts';
import type { SyncWorkerApi } from './sync-api.ts';
import { syncRound } from './sync-transport.ts';

const db = new OfflineDb();

const api: SyncWorkerApi = { round: (session) => syncRound(db, session) };

Comlink.expose(api);
