/**
 * Bundled for the sync benchmark and run in headless Chromium: the real engine (Dexie store, outbox,
 * sync round) over fetch, with the fault harness's test table as the synced data.
 */
import { syncPull, syncPush } from '../../src/shared/contracts/sync.ts';
import { errorEnvelope, type Endpoint } from '../../src/shared/contracts/endpoint.ts';
import { OfflineDb } from '../../src/app/offline/db.ts';
import { syncOnce, type SyncTransport } from '../../src/app/offline/engine.ts';
import { enqueue } from '../../src/app/offline/outbox.ts';
import { appendMutation } from '../faults/fault-domain-spec.ts';

let longest = 0;
new PerformanceObserver((list) => {
  for (const entry of list.getEntries()) longest = Math.max(longest, entry.duration);
}).observe({ type: 'longtask', buffered: true });

function transport(token: string): SyncTransport {
  const send = async (ep: Endpoint, body: unknown) => {
    const res = await fetch(ep.path, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
    const envelope = errorEnvelope.parse(await res.json());
    if (res.status !== 200) throw Object.assign(new Error(envelope.msg), { status: res.status });
    return envelope.data;
  };
  return { pull: async (b) => syncPull.data.parse(await send(syncPull, b)), push: async (b) => syncPush.data.parse(await send(syncPush, b)) };
}

const offline: SyncTransport = {
  pull: () => Promise.reject(Object.assign(new Error('offline'), { status: 0 })),
  push: () => Promise.reject(Object.assign(new Error('offline'), { status: 0 })),
};

async function firstPull(token: string, userId: string, pageSize?: number) {
  const db = new OfflineDb(`bench-pull-${pageSize ?? 'default'}`, { faultEntities: 'id' });
  longest = 0;
  const started = performance.now();
  const status = await syncOnce(db, userId, transport(token), pageSize ? { pageSize } : {});
  const seconds = (performance.now() - started) / 1000;
  const rows = await db.base('faultEntities').count();
  db.close();
  return { status, rows, seconds, longestTaskMs: longest };
}

async function replay(token: string, userId: string, count: number) {
  const db = new OfflineDb('bench-replay', { faultEntities: 'id' });
  await syncOnce(db, userId, transport(token));
  for (let i = 0; i < count; i++) await enqueue(db, userId, appendMutation, { entity: `replay-${i % 50}`, token: `r${i}`, refuse: false });
  await syncOnce(db, userId, offline);
  longest = 0;
  const started = performance.now();
  const status = await syncOnce(db, userId, transport(token));
  const seconds = (performance.now() - started) / 1000;
  const left = await db.outbox.count();
  db.close();
  return { status, count, left, seconds, longestTaskMs: longest };
}

Object.assign(window, { bench: { firstPull, replay } });
