/**
 * PO list (GET /api/po/items as buyer1: a page of 20, filtered by PO status and plant) over N
 * generated PO items (src/server/seed/large-pos.ts). The baseline is a bare Fastify route that runs
 * the identical SQL text with the same parameters (taken from Drizzle's toSQL() of the server's own
 * queries) straight through the driver and returns the rows, so the ratio shows what the app adds
 * (session check, validation, mapping, envelope) on top of the database work both pay.
 *
 * PostgreSQL when BENCH_DATABASE_URL is set (N = 1,000,000; the data is kept there and found again on
 * the next run), else embedded PGlite in a temporary directory (N = 100,000). BENCH_PO_ITEMS sets N.
 * Run alone with `npx tsx tests/bench/po-list.ts`.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import autocannon from 'autocannon';
import { fillPlaceholders, sql } from 'drizzle-orm';
import Fastify from 'fastify';
import pg from 'pg';
import { OAUTH_CLIENT } from '../../src/shared/constants.ts';
import { poListFilter } from '../../src/shared/domain/po/list-query.ts';
import { buildApp } from '../../src/server/app.ts';
import { loadConfig } from '../../src/server/config.ts';
import { migrateDatabase, openDatabase, queryRows } from '../../src/server/db/client.ts';
import { againstGoal } from './bench-support.ts';
import { seedLargePos } from '../../src/server/seed/large-pos.ts';
import { seedDatabase } from '../../src/server/seed/seed.ts';
import { md5Hex } from '../../src/server/modules/auth/passwords.ts';
import { poListQueries } from '../../src/server/modules/po/queries.ts';
import { viewerOfUser } from '../../src/server/plugins/access.ts';

const DURATION_S = Number(process.env.BENCH_SECONDS ?? 8);
const BURSTS = 4;
const CONNECTIONS = 8;
const PASSWORD = 'Bench#2026pass';
const QUERY = { status: 'confirmed', plant: '1000', pageSize: '20' };

/** Runs one statement with positional parameters, as the driver underneath Drizzle would. */
type RunSql = (text: string, params: unknown[]) => Promise<Record<string, unknown>[]>;

interface Load {
  rps: number;
  p99: number;
  errors: number;
  /** This process's CPU (the server and the load generator) per answered request: a second view beside req/s. */
  cpuUs: number;
}

interface Burst {
  requests: number;
  seconds: number;
  cpuUs: number;
  p99: number;
  errors: number;
}

async function burst(url: string, seconds: number, headers: Record<string, string>): Promise<Burst> {
  const before = process.cpuUsage();
  const result = await autocannon({ url, connections: CONNECTIONS, duration: seconds, headers });
  const cpu = process.cpuUsage(before);
  return {
    requests: result.requests.total,
    seconds: result.duration,
    cpuUs: cpu.user + cpu.system,
    p99: result.latency.p99,
    errors: result.errors + result.non2xx,
  };
}

/**
 * Both sides in alternating bursts (BURSTS of each, DURATION_S in all per side), so the machine's drift
 * falls on both alike: one side's 5 s after the other's moved the ratio by ±0.08 between runs.
 */
async function alternating(sides: { url: string; headers?: Record<string, string> }[]): Promise<Load[]> {
  // A second of each first, untimed: the app has more code for the JIT to warm than the bare route.
  for (const side of sides) await burst(side.url, 1, side.headers ?? {});
  const totals: Burst[] = sides.map(() => ({ requests: 0, seconds: 0, cpuUs: 0, p99: 0, errors: 0 }));
  for (let round = 0; round < BURSTS; round++) {
    for (const [k, side] of sides.entries()) {
      const b = await burst(side.url, DURATION_S / BURSTS, side.headers ?? {});
      const t = totals[k]!;
      t.requests += b.requests;
      t.seconds += b.seconds;
      t.cpuUs += b.cpuUs;
      t.p99 = Math.max(t.p99, b.p99);
      t.errors += b.errors;
    }
  }
  return totals.map((t) => ({ rps: t.requests / t.seconds, p99: t.p99, errors: t.errors, cpuUs: t.cpuUs / Math.max(1, t.requests) }));
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
  const url = process.env.BENCH_DATABASE_URL;
  const items = Number(process.env.BENCH_PO_ITEMS ?? (url ? 1_000_000 : 100_000));
  const work = fs.mkdtempSync(path.join(os.tmpdir(), 'supplyline-bench-po-'));
  const pglite = url ? null : await PGlite.create(path.join(work, 'pgdata'));
  const database = await openDatabase(pglite ? { pglite } : { url: url! });
  const pool = url ? new pg.Pool({ connectionString: url, max: 10 }) : null;
  try {
    await migrateDatabase(database);
    await seedDatabase(database.db, PASSWORD);
    console.log(`\nPO list: ${items} generated PO items on ${database.engine}${url ? '' : ' (no BENCH_DATABASE_URL: embedded store, smaller N)'}`);
    await seedLargePos(database.db, items, (line) => console.log(`  ${line.trim()}`));

    const [buyer] = await queryRows<{ id: string }>(database.db, sql`select id from users where account = 'buyer1'`);
    const viewer = buyer && (await viewerOfUser(database.db, buyer.id));
    if (!viewer) throw new Error('buyer1 is missing from the seed');
    const queries = poListQueries(database.db, viewer, poListFilter.parse(QUERY));
    // The server's statements carry placeholders; the baseline sends their values in their place.
    const filled = ({ sql: text, params }: { sql: string; params: unknown[] }) => ({ sql: text, params: fillPlaceholders(params, queries.values) });
    const [page, total] = [filled(queries.page.toSQL()), filled(queries.total.toSQL())];
    const run: RunSql = pool
      ? async (text, params) => (await pool.query<Record<string, unknown>>(text, params)).rows
      : async (text, params) => (await pglite!.query<Record<string, unknown>>(text, params)).rows;

    const bare = Fastify();
    bare.get('/api/po/items', async () => {
      const rows = await run(page.sql, page.params);
      const [n] = await run(total.sql, total.params);
      return { code: 200, msg: '', data: { list: rows, pagination: { currentPage: 1, pageSize: 20, total: Number(n?.count ?? 0) } } };
    });
    const bareUrl = await bare.listen({ port: 0, host: '127.0.0.1' });
    const config = loadConfig({ LOG_LEVEL: 'silent', STATIC_DIR: '/nonexistent', LOGIN_RATE_LIMIT: '1000000', ...(url ? { DATABASE_URL: url } : {}) });
    const app = await buildApp(config, { database, serveStatic: false });
    const appUrl = await app.listen({ port: 0, host: '127.0.0.1' });

    const token = (await signIn(appUrl, PASSWORD)) ?? (await signIn(appUrl, config.SEED_PASSWORD));
    if (!token) throw new Error('buyer1 could not sign in with the bench password nor SEED_PASSWORD');
    const auth = { authorization: `Bearer ${token}` };
    const search = new URLSearchParams(QUERY).toString();

    // Both answer the same page before anything is timed, or the comparison would mean nothing.
    type Page = { data: { list: { poNumber?: unknown; po_number?: unknown }[]; pagination: { total: number } } };
    const real = (await (await fetch(`${appUrl}/api/po/items?${search}`, { headers: auth })).json()) as Page;
    const base = (await (await fetch(`${bareUrl}/api/po/items`)).json()) as Page;
    const same =
      JSON.stringify(real.data.list.map((r) => r.poNumber)) === JSON.stringify(base.data.list.map((r) => r.po_number)) &&
      real.data.pagination.total === base.data.pagination.total;
    console.log(`  page: ${real.data.list.length} rows of ${real.data.pagination.total} (${search}), same rows as the baseline: ${same ? 'yes' : 'NO'}`);

    console.log(`  ${CONNECTIONS} connections, ${DURATION_S} s each in ${BURSTS} alternating bursts, ${os.cpus().length} cores`);
    const loads = await alternating([{ url: `${bareUrl}/api/po/items` }, { url: `${appUrl}/api/po/items?${search}`, headers: auth }]);
    const [baseline, supplyline] = [loads[0]!, loads[1]!];
    const row = (name: string, r: Load) =>
      `  ${name.padEnd(34)} ${r.rps.toFixed(0).padStart(7)} req/s   p99 ${String(r.p99).padStart(5)} ms   ${r.cpuUs.toFixed(0).padStart(5)} µs CPU/request   errors ${r.errors}`;
    console.log(row(`same SQL via ${pool ? 'pg' : 'PGlite'} (baseline)`, baseline));
    console.log(row('Supplyline GET /api/po/items', supplyline));
    // Goal: ≥ 0.8 of the same SQL at 10k and at 1M items (BENCH_PO_ITEMS=10000 for the first).
    console.log(`  ratio Supplyline / baseline: ${againstGoal(supplyline.rps / baseline.rps, 0.8, 'of the baseline', 'atLeast', 2)}`);
    console.log(`  the same in CPU per request (baseline / Supplyline, the load generator's share in both): ${(baseline.cpuUs / supplyline.cpuUs).toFixed(2)}`);
    await bare.close();
    await app.close();
  } finally {
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
