/**
 * Websocket hub (issue "Messages", Performance): 1,000 signed-in sockets on one instance.
 * Fan-out: one frame pushed to all of them through the hub (NOTIFY, LISTEN, one write per socket),
 * timed from the push to each socket's arrival: p50 / p95 against the goal p95 ≤ 50 ms. Pairs:
 * 100 senders each chat with their own receiver, each sending the next message when the server has
 * echoed the last one (stored, then delivered): messages per second. The clients (the `ws`
 * package) run in a worker thread, beside the server's event loop rather than on it.
 * Prints figures, asserts nothing.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { sql } from 'drizzle-orm';
import { Worker } from 'node:worker_threads';
import { WEBSOCKET_PATH } from '../../src/shared/contracts/realtime.ts';
import { buildApp } from '../../src/server/app.ts';
import { loadConfig } from '../../src/server/config.ts';
import { migrateDatabase, openDatabase } from '../../src/server/db/client.ts';
import { sessions, users } from '../../src/server/db/schema/index.ts';
import { seedDatabase } from '../../src/server/seed/seed.ts';
import { newToken } from '../../src/server/plugins/auth.ts';
import type { FromClients, ToClients } from './websocket-clients.ts';

const CLIENTS = Number(process.env.BENCH_WS_CLIENTS ?? 1000);
const ROUNDS = 20;
const PAIRS = Math.min(100, Math.floor(CLIENTS / 2));
const PAIR_SECONDS = Number(process.env.BENCH_SECONDS ?? 5);

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? NaN;

export async function benchWebsocket(): Promise<void> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'supplyline-bench-ws-'));
  const url = process.env.BENCH_DATABASE_URL;
  const database = await openDatabase(url ? { url } : { dataDir });
  await migrateDatabase(database);
  await seedDatabase(database.db, 'Bench#2026pass');
  // Staff accounts (no supplier code), so any two may chat; sessions made directly, no sign-in cost.
  const run = Date.now().toString(36);
  const made = await database.db
    .insert(users)
    .values(Array.from({ length: CLIENTS }, (_, i) => ({ account: `ws-${run}-${i}`, realName: `Socket ${i}`, passwordHash: 'unused' })))
    .returning({ id: users.id });
  const tokens = made.map(() => newToken());
  await database.db.insert(sessions).values(made.map((u, i) => ({ userId: u.id, tokenHash: tokens[i]!.tokenHash, expiresAt: sql`now() + interval '1 day'` })));

  const config = loadConfig({ LOG_LEVEL: 'silent', STATIC_DIR: '/nonexistent', ...(url ? { DATABASE_URL: url } : {}) });
  const app = await buildApp(config, { database, serveStatic: false });
  const base = await app.listen({ port: 0, host: '127.0.0.1' });
  const wsUrl = `${base.replace(/^http/, 'ws')}${WEBSOCKET_PATH}`;

  // A worker does not inherit tsx's loader: it registers it, then loads the TypeScript clients.
  const tsxApi = import.meta.resolve('tsx/esm/api');
  const clientsUrl = new URL('./websocket-clients.ts', import.meta.url).href;
  const worker = new Worker(`import(${JSON.stringify(tsxApi)}).then((tsx) => { tsx.register(); return import(${JSON.stringify(clientsUrl)}); });`, {
    eval: true,
    workerData: { url: wsUrl, sessions: made.map((u, i) => ({ userId: u.id, token: tokens[i]!.token })), pairs: PAIRS },
  });
  let failed: (error: Error) => void = (error) => {
    throw error;
  };
  worker.on('error', (error) => failed(error));
  const nextMessage = () =>
    new Promise<FromClients>((resolve, reject) => {
      failed = reject;
      worker.once('message', resolve);
    });
  const ready = await nextMessage();
  if (ready.kind === 'ready')
    console.log(`\nWebsocket hub, engine ${database.engine}: ${CLIENTS} sockets (clients in a worker thread) signed in in ${ready.seconds.toFixed(1)} s`);

  // Fan-out: one frame to every socket, ROUNDS times, timed from the push to each arrival.
  const latencies: number[] = [];
  for (let round = 0; round < ROUNDS; round++) {
    const answer = nextMessage();
    worker.postMessage({ kind: 'expectRound', round } satisfies ToClients);
    await app.hub.pushToUsers(
      made.map((u) => u.id),
      { method: 'messagePush', round, sentAt: performance.timeOrigin + performance.now() },
    );
    const result = await answer;
    if (result.kind === 'round') latencies.push(...result.latencies);
  }
  latencies.sort((a, b) => a - b);
  console.log(
    `fan-out of one frame to ${CLIENTS} sockets (${ROUNDS} rounds): p50 ${percentile(latencies, 50).toFixed(1)} ms, p95 ${percentile(latencies, 95).toFixed(1)} ms, ` +
      `slowest ${latencies.at(-1)?.toFixed(1)} ms (goal p95 ≤ 50 ms)`,
  );

  // Pairs: closed loop, the next message once the echo of the last is back.
  const pairAnswer = nextMessage();
  worker.postMessage({ kind: 'pairs', seconds: PAIR_SECONDS } satisfies ToClients);
  const pairs = await pairAnswer;
  if (pairs.kind === 'pairs')
    console.log(
      `chat between ${PAIRS} pairs for ${pairs.seconds.toFixed(1)} s: ${(pairs.delivered / pairs.seconds).toFixed(0)} messages/s delivered (each stored, then pushed)`,
    );

  worker.postMessage({ kind: 'close' } satisfies ToClients);
  await new Promise((resolve) => worker.once('exit', resolve));
  await app.close();
  await database.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
}
