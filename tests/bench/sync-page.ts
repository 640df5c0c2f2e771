/**
 * Bundled for the sync benchmark and run in headless Chromium: the app's sync rounds, run by a sync
 * worker (sync-bench.worker.ts) over fetch, with the fault harness's test table as the synced data
 * beside the PO tables. The page watches the table through a live query, as a screen would, and times
 * its own longest task.
 */
import { liveQuery } from 'dexie';
import { OfflineDb } from '../../src/app/offline/db.ts';
import { enqueue } from '../../src/app/offline/outbox.ts';
import { syncWorkerRounds } from '../../src/app/offline/sync-worker.ts';
import { receiveMutation, unreceiveMutation } from '../../src/shared/domain/po/mutations.ts';
import { appendMutation } from '../faults/fault-domain-spec.ts';

let longest = 0;
new PerformanceObserver((list) => {
  for (const entry of list.getEntries()) longest = Math.max(longest, entry.duration);
}).observe({ type: 'longtask', buffered: true });

const benchWorker = (name: string) => new Worker(new URL('./sync-bench.worker.ts', import.meta.url), { type: 'module', name });

function rounds(db: OfflineDb, token: string | null, pageSize?: number) {
  return syncWorkerRounds({
    db,
    session: () => (token ? { token, language: 'en', requestErrorText: 'request failed' } : null),
    onSessionEnded: () => undefined,
    createWorker: () => benchWorker(`${db.name}|${pageSize ?? ''}`),
  });
}

/** The row count the page's live query last saw, and when it first saw `total`. */
function watchCount(db: OfflineDb, total: number) {
  const seen = { count: 0, allAt: 0 };
  const subscription = liveQuery(() => db.base('faultEntities').count()).subscribe((count) => {
    seen.count = count;
    if (count >= total && !seen.allAt) seen.allAt = performance.now();
  });
  return { seen, stop: () => subscription.unsubscribe() };
}

async function firstPull(token: string, userId: string, total: number, pageSize?: number) {
  const db = new OfflineDb(`bench-pull-${pageSize ?? 'default'}`, { faultEntities: 'id' });
  const watch = watchCount(db, total);
  const sync = rounds(db, token, pageSize);
  longest = 0;
  const started = performance.now();
  const status = await sync.round(userId);
  const seconds = (performance.now() - started) / 1000;
  const rows = await db.base('faultEntities').count();
  // The worker's last write reaches the page's live query by broadcast, a moment after the round.
  while (watch.seen.count < rows) await new Promise((resolve) => setTimeout(resolve, 5));
  const pageSawAllAfter = ((watch.seen.allAt || performance.now()) - started) / 1000;
  watch.stop();
  sync.close();
  db.close();
  return { status, rows, seconds, pageSawAllAfter, longestTaskMs: longest };
}

async function replay(token: string, userId: string, count: number) {
  const db = new OfflineDb('bench-replay', { faultEntities: 'id' });
  const sync = rounds(db, token);
  await sync.round(userId);
  for (let i = 0; i < count; i++) await enqueue(db, userId, appendMutation, { entity: `replay-${i % 50}`, token: `r${i}`, refuse: false });
  longest = 0;
  const started = performance.now();
  const status = await sync.round(userId);
  const seconds = (performance.now() - started) / 1000;
  const left = await db.outbox.count();
  sync.close();
  db.close();
  return { status, count, left, seconds, longestTaskMs: longest };
}

/** The device replaying PO actions, kept from run to run as a vendor's device is. */
let poDevice: { db: OfflineDb; sync: ReturnType<typeof rounds> } | undefined;

/**
 * Queues the given receipts as the PO screen does, then times the round that replays them: pushes in
 * batches as the engine sends them, and the pull of what they changed, until the outbox is empty.
 */
async function replayPo(token: string, userId: string, actions: readonly { name: string; poId: string }[]) {
  if (!poDevice) {
    const db = new OfflineDb('bench-replay-po', { faultEntities: 'id' });
    poDevice = { db, sync: rounds(db, token) };
    await poDevice.sync.round(userId);
  }
  const { db, sync } = poDevice;
  for (const a of actions) await enqueue(db, userId, a.name === receiveMutation.name ? receiveMutation : unreceiveMutation, { poIds: [a.poId] });
  longest = 0;
  const started = performance.now();
  const status = await sync.round(userId);
  const seconds = (performance.now() - started) / 1000;
  const left = await db.outbox.count();
  return { status, count: actions.length, left, seconds, longestTaskMs: longest };
}

/** Seconds for `count` rows put straight into IndexedDB from a worker (sync-bench.worker.ts, rawPuts). */
async function rawPuts(count: number, userId: string): Promise<number> {
  const worker = benchWorker('bench-raw|');
  const Comlink = await import('comlink');
  try {
    return await Comlink.wrap<{ rawPuts: (count: number, userId: string) => Promise<number> }>(worker).rawPuts(count, userId);
  } finally {
    worker.terminate();
  }
}

Object.assign(window, { bench: { firstPull, replay, replayPo, rawPuts } });
