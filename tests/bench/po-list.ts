/**
 * PO list (GET /api/po/items as buyer1: a page of 20, filtered by PO status and plant) over N
 * generated PO items (src/server/seed/large-pos.ts). The baseline is a bare Fastify route that runs
 * the identical SQL text with the same parameters (taken from Drizzle's toSQL() of the server's own
 * queries) straight through the driver and returns the rows, compressed with the app's settings, so
 * the ratio shows what the app adds (session check, validation, mapping, envelope, its log) on top of
 * the database work and the compression both pay. Requests carry a browser's headers and come from a
 * process of their own (load-generator.ts); the app logs as `npm start` does, to a file.
 *
 * PostgreSQL when BENCH_DATABASE_URL is set (N = 1,000,000; the data is kept on that server in a
 * database of its own per N, `supplyline_bench_po_list_<N>`, and found again on the next run), else
 * embedded PGlite in a temporary directory (N = 100,000). BENCH_PO_ITEMS sets N.
 * Run alone with `npx tsx tests/bench/po-list.ts`.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { fillPlaceholders, sql } from 'drizzle-orm';
import compress from '@fastify/compress';
import Fastify from 'fastify';
import pg from 'pg';
import { OAUTH_CLIENT } from '../../src/shared/constants.ts';
import { poListFilter } from '../../src/shared/domain/po/list-query.ts';
import { buildApp } from '../../src/server/app.ts';
import { loadConfig } from '../../src/server/config.ts';
import { migrateDatabase, openDatabase, queryRows } from '../../src/server/db/client.ts';
import { againstGoal, fileLog, keptServerDatabase, loadAverage, medianOf, spread } from './bench-support.ts';
import { BROWSER_HEADERS, startLoadGenerator, type LoadFigures, type LoadGenerator } from './load-generator.ts';
import { seedLargePos } from '../../src/server/seed/large-pos.ts';
import { seedDatabase } from '../../src/server/seed/seed.ts';
import { md5Hex } from '../../src/server/modules/auth/passwords.ts';
import { poReach } from '../../src/server/modules/po/access.ts';
import { poListQueries } from '../../src/server/modules/po/queries.ts';
import { viewerOfUser } from '../../src/server/plugins/access.ts';
import { API_COMPRESSION } from '../../src/server/plugins/compression.ts';

const DURATION_S = Number(process.env.BENCH_SECONDS ?? 8);
const RUNS = 5;
const CONNECTIONS = 8;
const PASSWORD = 'Bench#2026pass';
const QUERY = { status: 'confirmed', plant: '1000', pageSize: '20' };

/** Runs one statement with positional parameters, as the driver underneath Drizzle would. */
type RunSql = (text: string, params: unknown[]) => Promise<Record<string, unknown>[]>;

interface Side {
  url: string;
  headers: Record<string, string>;
}

interface Burst extends LoadFigures {
  /** This process's CPU (both servers; the load generator runs in its own) per answered request. */
  cpuUs: number;
  load: string;
}

async function burst(load: LoadGenerator, side: Side, seconds: number): Promise<Burst> {
  const before = process.cpuUsage();
  const figures = await load.run({ url: side.url, connections: CONNECTIONS, seconds, headers: side.headers });
  const cpu = process.cpuUsage(before);
  return { ...figures, cpuUs: (cpu.user + cpu.system) / Math.max(1, figures.requests), load: loadAverage() };
}

/**
 * Both sides in alternating runs (RUNS of each, DURATION_S in all per side), so the machine's drift
 * falls on both alike; each run's ratio compares two bursts a few seconds apart.
 */
async function alternating(load: LoadGenerator, sides: [Side, Side]): Promise<[Burst, Burst][]> {
  // A second of each first, untimed: the app has more code for the JIT to warm than the bare route.
  for (const side of sides) await burst(load, side, 1);
  const runs: [Burst, Burst][] = [];
  for (let round = 0; round < RUNS; round++) {
    runs.push([await burst(load, sides[0], DURATION_S / RUNS), await burst(load, sides[1], DURATION_S / RUNS)]);
  }
  return runs;
}

/** buyer1's token; a kept PostgreSQL database may hold the accounts under the password of its first seed. */
async function signIn(appUrl: string, password: string): Promise<string | null> {
  const form = new URLSearchParams({
    account: 'buyer1',
    password: md5Hex(password),
    client_id: OAUTH_CLIENT.id,
    client_secret: OAUTH_CLIENT.secret,
    scope: OAUTH_CLIENT.scope,
    grant_type: OAUTH_CLIENT.grantType,
  });
  const res = await fetch(`${appUrl}/api/oauth/Login`, { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: form });
  const body = (await res.json()) as { data?: { token?: string } | null };
  return body.data?.token ?? null;
}

export async function benchPoList(): Promise<void> {
  const server = process.env.BENCH_DATABASE_URL;
  const items = Number(process.env.BENCH_PO_ITEMS ?? (server ? 1_000_000 : 100_000));
  // One database per size: in a shared one, a run at 10,000 items would find the 1,000,000 of an
  // earlier run and measure those.
  const url = server ? await keptServerDatabase(server, `supplyline_bench_po_list_${items}`) : undefined;
  const work = fs.mkdtempSync(path.join(os.tmpdir(), 'supplyline-bench-po-'));
  const pglite = url ? null : await PGlite.create(path.join(work, 'pgdata'));
  const database = await openDatabase(pglite ? { pglite } : { url: url! });
  const pool = url ? new pg.Pool({ connectionString: url, max: 10 }) : null;
  const log = fileLog(path.join(work, 'server.log'));
  const load = startLoadGenerator();
  try {
    await migrateDatabase(database);
    await seedDatabase(database.db, PASSWORD);
    console.log(`\nPO list: ${items} generated PO items on ${database.engine}${url ? '' : ' (no BENCH_DATABASE_URL: embedded store, smaller N)'}`);
    await seedLargePos(database.db, items, (line) => console.log(`  ${line.trim()}`));

    const [buyer] = await queryRows<{ id: string }>(database.db, sql`select id from users where account = 'buyer1'`);
    const viewer = buyer && (await viewerOfUser(database.db, buyer.id));
    if (!viewer) throw new Error('buyer1 is missing from the seed');
    const queries = poListQueries(database.db, await poReach(database.db, viewer), poListFilter.parse(QUERY));
    // The server's statements carry placeholders; the baseline sends their values in their place.
    const filled = ({ sql: text, params }: { sql: string; params: unknown[] }) => ({ sql: text, params: fillPlaceholders(params, queries.values) });
    const [page, total] = [filled(queries.page.toSQL()), filled(queries.total.toSQL())];
    const run: RunSql = pool
      ? async (text, params) => (await pool.query<Record<string, unknown>>(text, params)).rows
      : async (text, params) => (await pglite!.query<Record<string, unknown>>(text, params)).rows;

    // Compressing as the app does: a browser's answer is compressed on both sides, with the same settings.
    const bare = Fastify();
    await bare.register(compress, API_COMPRESSION);
    bare.get('/api/po/items', async () => {
      const rows = await run(page.sql, page.params);
      const [n] = await run(total.sql, total.params);
      return { code: 200, msg: '', data: { list: rows, pagination: { currentPage: 1, pageSize: 20, total: Number(n?.count ?? 0) } } };
    });
    const bareUrl = await bare.listen({ port: 0, host: '127.0.0.1' });
    // Logging as `npm start` does (LOG_LEVEL info), to a file; the bare route logs nothing, as Fastify by default.
    const config = loadConfig({ LOG_LEVEL: 'info', STATIC_DIR: '/nonexistent', LOGIN_RATE_LIMIT: '1000000', ...(url ? { DATABASE_URL: url } : {}) });
    const app = await buildApp(config, { database, serveStatic: false, logStream: log });
    const appUrl = await app.listen({ port: 0, host: '127.0.0.1' });

    const token = (await signIn(appUrl, PASSWORD)) ?? (await signIn(appUrl, config.SEED_PASSWORD));
    if (!token) throw new Error('buyer1 could not sign in with the bench password nor SEED_PASSWORD');
    const auth = { authorization: `Bearer ${token}` };
    const search = new URLSearchParams(QUERY).toString();

    // Both answer the same page before anything is timed, or the comparison would mean nothing.
    type Page = { data: { list: { poNumber?: unknown; po_number?: unknown }[]; pagination: { total: number } } };
    const [realRes, baseRes] = [
      await fetch(`${appUrl}/api/po/items?${search}`, { headers: { ...BROWSER_HEADERS, ...auth } }),
      await fetch(`${bareUrl}/api/po/items`, { headers: BROWSER_HEADERS }),
    ];
    const encodings = [realRes, baseRes].map((res) => res.headers.get('content-encoding') ?? 'none');
    const [real, base] = [(await realRes.json()) as Page, (await baseRes.json()) as Page];
    const same =
      JSON.stringify(real.data.list.map((r) => r.poNumber)) === JSON.stringify(base.data.list.map((r) => r.po_number)) &&
      real.data.pagination.total === base.data.pagination.total;
    console.log(
      `  page: ${real.data.list.length} rows of ${real.data.pagination.total} (${search}), same rows as the baseline: ${same ? 'yes' : 'NO'}; encoded ${encodings.join(' / ')} (app / baseline)`,
    );

    console.log(
      `  ${CONNECTIONS} connections, ${RUNS} alternating runs of ${DURATION_S / RUNS} s per side, ${os.cpus().length} cores, a browser's headers (accept-encoding: ${BROWSER_HEADERS['accept-encoding']}), the app logging at info to a file`,
    );
    const runs = await alternating(load, [
      { url: `${bareUrl}/api/po/items`, headers: { ...BROWSER_HEADERS } },
      { url: `${appUrl}/api/po/items?${search}`, headers: { ...BROWSER_HEADERS, ...auth } },
    ]);
    const rps = (b: Burst) => b.requests / b.seconds;
    for (const [k, [base, app]] of runs.entries()) {
      console.log(
        `  run ${k + 1}: baseline ${rps(base).toFixed(0).padStart(5)} req/s (load ${base.load}), Supplyline ${rps(app).toFixed(0).padStart(5)} req/s (load ${app.load}), ratio ${(rps(app) / rps(base)).toFixed(2)}`,
      );
    }
    const sideRow = (name: string, side: Burst[]) =>
      `  ${name.padEnd(34)} ${spread(side.map(rps)).padStart(19)} req/s   p99 ≤ ${String(Math.max(...side.map((b) => b.p99))).padStart(4)} ms   ${spread(side.map((b) => b.cpuUs))} µs CPU/request   ${(side.reduce((n, b) => n + b.bytes, 0) / side.reduce((n, b) => n + b.requests, 0)).toFixed(0)} bytes/answer   errors ${side.reduce((n, b) => n + b.errors, 0)}`;
    console.log(
      `  min / median / max over the runs; load average ${spread(
        runs.flat().map((b) => Number(b.load)),
        2,
      )}`,
    );
    console.log(
      sideRow(
        `same SQL via ${pool ? 'pg' : 'PGlite'} (baseline)`,
        runs.map(([base]) => base),
      ),
    );
    console.log(
      sideRow(
        'Supplyline GET /api/po/items',
        runs.map(([, app]) => app),
      ),
    );
    const ratios = runs.map(([base, app]) => rps(app) / rps(base));
    // Goal: ≥ 0.8 of the same SQL at 10k and at 1M items (BENCH_PO_ITEMS=10000 for the first).
    const median = medianOf(ratios);
    console.log(`  ratio Supplyline / baseline: ${spread(ratios, 2)}; median ${againstGoal(median, 0.8, 'of the baseline', 'atLeast', 2)}`);
    console.log(`  the app's log: ${log.lines()} lines`);
    await bare.close();
    await app.close();
  } finally {
    load.close();
    log.close();
    await pool?.end();
    await database.close();
    fs.rmSync(work, { recursive: true, force: true });
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  benchPoList().catch((err: unknown) => {
    console.error(err);
    process.exit(1);
  });
}
