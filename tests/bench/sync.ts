/**
 * Sync in headless Chromium against the real server, the rounds run by the sync worker as in the app:
 * the first pull of 60,000 rows into Dexie (rows per second; the page's longest main-thread task, from
 * a PerformanceObserver on long tasks; when the page's live query saw them all) and the replay of 1,000
 * queued mutations (mutations per second): once of a trivial test mutation, the engine's own cost, and
 * then in several runs of vendor1's real receipts (`po.receive` / `po.unreceive` alternating on the
 * demo POs, so each applies), from the outbox until the round has pulled what they changed. Goals:
 * ≥ 20,000 rows/s with no main-thread task over 50 ms; ≥ 500 mutations/s.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { chromium } from '@playwright/test';
import { sql } from 'drizzle-orm';
import { build } from 'vite';
import { OAUTH_CLIENT } from '../../src/shared/constants.ts';
import { buildApp } from '../../src/server/app.ts';
import { loadConfig } from '../../src/server/config.ts';
import { migrateDatabase, openDatabase } from '../../src/server/db/client.ts';
import { wireDomainEvents } from '../../src/server/domain-events.ts';
import { registerPo } from '../../src/server/modules/po/sync.ts';
import { seedDemoPos } from '../../src/server/seed/demo-pos.ts';
import { seedDatabase } from '../../src/server/seed/seed.ts';
import { md5Hex } from '../../src/server/modules/auth/passwords.ts';
import { createFaultTable, faultRegistry } from '../faults/fault-domain.ts';
import { againstGoal, freshServerDatabase, loadAverage } from './bench-support.ts';
import { nextActions, replayablePos, summary } from './po-replay.ts';

const ROWS = 60_000;
const MUTATIONS = 1_000;
const PASSWORD = 'Bench#2026pass';
const PO_RUNS = Number(process.env.BENCH_REPLAY_RUNS ?? 5);

interface RoundResult {
  status: string;
  seconds: number;
  longestTaskMs: number;
}
interface PullResult extends RoundResult {
  rows: number;
  pageSawAllAfter: number;
}
interface ReplayResult extends RoundResult {
  count: number;
  left: number;
}
interface BenchWindow {
  bench: {
    firstPull: (token: string, userId: string, total: number, pageSize?: number) => Promise<PullResult>;
    replay: (token: string, userId: string, count: number) => Promise<ReplayResult>;
    replayPo: (token: string, userId: string, actions: { name: string; poId: string }[]) => Promise<ReplayResult>;
    rawPuts: (count: number, userId: string) => Promise<number>;
  };
}

async function bundlePage(outDir: string): Promise<string> {
  await build({
    configFile: false,
    logLevel: 'warn',
    build: { outDir, emptyOutDir: true, lib: { entry: path.resolve('tests/bench/sync-page.ts'), formats: ['es'], fileName: () => 'bench.js' } },
  });
  return outDir;
}

export async function benchSync(): Promise<void> {
  const work = fs.mkdtempSync(path.join(os.tmpdir(), 'supplyline-bench-sync-'));
  // A database of its own on the server: the bench deletes and seeds rows.
  const server = process.env.BENCH_DATABASE_URL ? await freshServerDatabase(process.env.BENCH_DATABASE_URL, 'sync') : null;
  const database = await openDatabase(server ? { url: server.url } : { dataDir: path.join(work, 'data') });
  await migrateDatabase(database);
  await seedDatabase(database.db, PASSWORD);
  await createFaultTable(database.db);
  await database.db.execute(sql`delete from fault_entities`);
  await database.db.execute(sql`insert into fault_entities (id, user_id, tokens)
    select 'row-' || g, u.id, array['token-' || g] from generate_series(1, ${ROWS}) g, users u where u.account = 'vendor1'`);
  const pageDir = await bundlePage(path.join(work, 'page'));

  const config = loadConfig({ LOG_LEVEL: 'silent', STATIC_DIR: '/nonexistent', LOGIN_RATE_LIMIT: '1000000' });
  const app = await buildApp(config, { database, serveStatic: false, sync: registerPo(faultRegistry()) });
  app.get('/bench', (_req, reply) => reply.type('text/html').send('<!doctype html><title>bench</title><script type="module" src="/bench.js"></script>'));
  // The page and its worker, as the build wrote them.
  app.get('/*', (req, reply) => {
    const file = path.join(pageDir, path.normalize(req.url.split('?')[0]!));
    if (!file.startsWith(pageDir) || !fs.existsSync(file)) return reply.code(404).send();
    return reply.type('text/javascript').send(fs.readFileSync(file));
  });
  const appUrl = await app.listen({ port: 0, host: '127.0.0.1' });
  const form = new URLSearchParams({
    account: 'vendor1',
    password: md5Hex(PASSWORD),
    client_id: OAUTH_CLIENT.id,
    client_secret: OAUTH_CLIENT.secret,
    scope: OAUTH_CLIENT.scope,
    grant_type: OAUTH_CLIENT.grantType,
  });
  const login = (await (
    await fetch(`${appUrl}/api/oauth/Login`, { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: form })
  ).json()) as { data: { token: string } };
  const token = login.data.token;
  const me = (await (await fetch(`${appUrl}/api/oauth/CurrentUser`, { headers: { authorization: `Bearer ${token}` } })).json()) as {
    data: { userInfo: { userId: string } };
  };

  const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--disable-gpu', '--disable-dev-shm-usage', '--no-first-run'] });
  try {
    const page = await browser.newPage();
    await page.goto(`${appUrl}/bench`);
    await page.waitForFunction(() => 'bench' in window);
    const userId = me.data.userInfo.userId;
    console.log(`\nSync in headless Chromium, engine ${database.engine}`);
    const rawSeconds = await page.evaluate(([n, u]) => (window as unknown as BenchWindow).bench.rawPuts(n, u), [ROWS, userId] as const);
    const rawRate = ROWS / rawSeconds;
    console.log(`baseline: ${ROWS} rows put straight into IndexedDB from a worker in ${rawSeconds.toFixed(2)} s = ${rawRate.toFixed(0)} rows/s`);
    for (const size of (process.env.BENCH_PAGE_SIZES ?? '').split(',').filter(Boolean).map(Number).concat([0])) {
      const pull = await page.evaluate(([t, u, n, s]) => (window as unknown as BenchWindow).bench.firstPull(t, u, n, s || undefined), [
        token,
        userId,
        ROWS,
        size,
      ] as const);
      console.log(
        `first pull${size ? ` (pages of ${size})` : ''}: ${pull.rows} rows in ${pull.seconds.toFixed(2)} s = ${againstGoal(pull.rows / pull.seconds, 20_000, 'rows/s')}, ratio to the baseline ${(pull.rows / pull.seconds / rawRate).toFixed(2)}; longest main-thread task ${againstGoal(pull.longestTaskMs, 50, 'ms', 'atMost')}; the page's live query saw every row after ${pull.pageSawAllAfter.toFixed(2)} s; ${pull.status}`,
      );
    }
    const replay = await page.evaluate(([t, u, n]) => (window as unknown as BenchWindow).bench.replay(t, u, n), [token, userId, MUTATIONS] as const);
    console.log(
      `replay of a trivial mutation: ${replay.count} queued in ${replay.seconds.toFixed(2)} s = ${againstGoal(replay.count / replay.seconds, 500, 'mutations/s')}; longest task ${replay.longestTaskMs.toFixed(0)} ms, ${replay.left} left, ${replay.status}`,
    );
    // The demo POs only now, so the first pull above moved the test table alone.
    wireDomainEvents();
    await seedDemoPos(database.db);
    const pos = await replayablePos(database.db);
    const rates: number[] = [];
    for (let run = 0; run < PO_RUNS; run++) {
      const actions = nextActions(pos, MUTATIONS);
      const po = await page.evaluate(([t, u, a]) => (window as unknown as BenchWindow).bench.replayPo(t, u, a), [token, userId, actions] as const);
      rates.push(po.count / po.seconds);
      console.log(
        `  PO replay run ${run + 1}: ${po.count} receipts over ${pos.length} POs in ${po.seconds.toFixed(2)} s = ${(po.count / po.seconds).toFixed(0)} mutations/s; longest task ${po.longestTaskMs.toFixed(0)} ms, ${po.left} left, ${po.status}; load average ${loadAverage()}`,
      );
    }
    console.log(`PO replay, end to end from the outbox: ${summary(rates)}`);
  } finally {
    await browser.close();
    await app.close();
    await database.close();
    await server?.drop();
    fs.rmSync(work, { recursive: true, force: true });
  }
}
