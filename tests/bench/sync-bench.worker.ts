/**
 * The sync worker as the benchmark runs it: the app's round (workers/sync-transport.ts, as
 * workers/sync.worker.ts runs it) over a store that also holds the fault harness's test table. The
 * worker's name is `store|pageSize`.
 */
import * as Comlink from 'comlink';
import { OfflineDb } from '../../src/app/offline/db.ts';
import type { SyncWorkerApi } from '../../workers/sync-api.ts';
import { syncRound } from '../../workers/sync-transport.ts';

const [storeName = 'bench', pageSize] = self.name.split('|');
const db = new OfflineDb(storeName, { faultEntities: 'id' });

/**
 * The baseline: the same number of rows of the same shape put into IndexedDB with nothing else, in
 * transactions of one page (5,000): what this browser's storage allows, before any network or Dexie.
 */
async function rawPuts(count: number, userId: string): Promise<number> {
  const idb = await new Promise<IDBDatabase>((resolve, reject) => {
    const open = indexedDB.open(`${storeName}-raw`, 1);
    open.onupgradeneeded = () => open.result.createObjectStore('rows', { keyPath: 'id' });
    open.onsuccess = () => resolve(open.result);
    open.onerror = () => reject(new Error(open.error?.message ?? 'indexedDB.open failed'));
  });
  const rows = Array.from({ length: count }, (_, i) => ({ id: `row-${i}`, userId, tokens: [`token-${i}`], _rev: i }));
  const started = performance.now();
  for (let at = 0; at < count; at += 5000) {
    await new Promise<void>((resolve, reject) => {
      const tx = idb.transaction('rows', 'readwrite');
      for (const row of rows.slice(at, at + 5000)) tx.objectStore('rows').put(row);
      tx.oncomplete = () => resolve();
      tx.onerror = () => reject(new Error(tx.error?.message ?? 'transaction failed'));
    });
  }
  const seconds = (performance.now() - started) / 1000;
  idb.close();
  return seconds;
}

const api: SyncWorkerApi & { rawPuts: typeof rawPuts } = {
  rawPuts,
  round: (session) => syncRound(db, session, pageSize ? { pageSize: Number(pageSize) } : {}),
};

Comlink.expose(api);
