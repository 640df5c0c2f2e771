/**
 * Data interfaces: an administrator's preview of an SQL interface over a 1,000,000-row
 * table (granted to the data reader as an administrator would), one caller at a time for BENCH_SECONDS
 * each — a filter on an indexed column, a filter on an unindexed one with the largest amounts first
 * (a full read and a top-N sort), and the record picker's keyword search with its count. Reports the
 * rows each answered (the preview's cap of 500 holds) and the planner's estimate against the cost
 * limit. PostgreSQL when BENCH_DATABASE_URL is set, else embedded PGlite. Alone: `npx tsx tests/bench/data-interfaces.ts`.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import { sql } from 'drizzle-orm';
import { buildApp } from '../../src/server/app.ts';
import { loadConfig } from '../../src/server/config.ts';
import { migrateDatabase, openDatabase, queryRows } from '../../src/server/db/client.ts';
import { seedDatabase } from '../../src/server/seed/seed.ts';
import { freshServerDatabase, signIn } from './bench-support.ts';

const DURATION_S = Number(process.env.BENCH_SECONDS ?? 5);
const PASSWORD = 'Bench#2026pass';
const ROWS = 1_000_000;

const CASES = [
  {
    name: 'indexed filter (plant, 2% of rows)',
    query: 'select id, plant, status, amount from bench_orders where plant = {plant}',
    params: { plant: 'P017' },
    goalMs: 50,
  },
  {
    name: 'unindexed filter, largest amounts first',
    query: 'select id, plant, status, amount from bench_orders where status = {status} order by amount desc',
    params: { status: 'open' },
    goalMs: 1000,
  },
] as const;

/** The statement with its values written in, for EXPLAIN (the bench's own constants, never input). */
const literal = (query: string, params: Readonly<Record<string, string>>) => query.replace(/\{(\w+)\}/g, (_, name: string) => `'${params[name] ?? ''}'`);

export async function benchDataInterfaces(): Promise<void> {
  const server = process.env.BENCH_DATABASE_URL ? await freshServerDatabase(process.env.BENCH_DATABASE_URL, 'dataif') : null;
  const work = fs.mkdtempSync(path.join(os.tmpdir(), 'supplyline-bench-dataif-'));
  const database = await openDatabase(server ? { url: server.url } : { dataDir: path.join(work, 'pgdata') });
  try {
    await migrateDatabase(database);
    await seedDatabase(database.db, PASSWORD);
    const filled = performance.now();
    await database.db.execute(
      sql`create table bench_orders (id bigint primary key, plant text not null, status text not null, amount numeric(12, 2) not null, note text not null)`,
    );
    await database.db.execute(
      sql.raw(`insert into bench_orders select g, 'P' || lpad((g % 50)::text, 3, '0'), (array['open', 'confirmed', 'shipped', 'closed'])[1 + g % 4],
               round((g::bigint * 7919 % 100000) / 100.0, 2), 'order ' || g from generate_series(1, ${ROWS}) g`),
    );
    await database.db.execute(sql`create index on bench_orders (plant)`);
    await database.db.execute(sql`analyze bench_orders`);
    await database.db.execute(sql`grant select on bench_orders to supplyline_data_reader`);
    const config = loadConfig({ LOG_LEVEL: 'silent', STATIC_DIR: '/nonexistent', ...(server ? { DATABASE_URL: server.url } : {}) });
    const app = await buildApp(config, { database, serveStatic: false });
    const appUrl = await app.listen({ port: 0, host: '127.0.0.1' });
    const headers = { authorization: `Bearer ${await signIn(appUrl, 'admin', PASSWORD)}`, 'content-type': 'application/json' };
    console.log(
      `\nData interface preview on ${database.engine}: ${ROWS.toLocaleString('en')} rows (filled in ${((performance.now() - filled) / 1000).toFixed(1)} s), one caller, ${DURATION_S} s each, cost limit ${config.DATA_INTERFACE_MAX_COST.toLocaleString('en')}`,
    );
    for (const c of CASES) {
      const body = JSON.stringify({ draft: { query: c.query, requestParameters: Object.keys(c.params).map((field) => ({ field })) }, params: c.params });
      const once = await fetch(`${appUrl}/api/system/DataInterface/0/Actions/Preview`, { method: 'POST', headers, body });
      const answer = (await once.json()) as { data?: { list: unknown[]; truncated: boolean } | null; msg: string };
      const [plan] = await queryRows<{ 'QUERY PLAN': [{ Plan: { 'Total Cost': number } }] | string }>(
        database.db,
        sql.raw(`explain (format json) select * from (${literal(c.query, c.params)}) q limit 501`),
      );
      const raw = plan!['QUERY PLAN'];
      const cost = (typeof raw === 'string' ? (JSON.parse(raw) as [{ Plan: { 'Total Cost': number } }]) : raw)[0].Plan['Total Cost'];
      const r = await autocannon({
        url: `${appUrl}/api/system/DataInterface/0/Actions/Preview`,
        method: 'POST',
        body,
        connections: 1,
        duration: DURATION_S,
        headers,
      });
      const rows = answer.data ? `${answer.data.list.length} rows${answer.data.truncated ? ' (capped)' : ''}` : `refused: ${answer.msg}`;
      console.log(
        `  ${c.name.padEnd(42)} p50 ${String(r.latency.p50).padStart(5)} ms   p99 ${String(r.latency.p99).padStart(5)} ms   ${rows}   estimate ${Math.round(cost).toLocaleString('en')}   errors ${r.errors + r.non2xx}   (goal: p50 ≤ ${c.goalMs} ms)`,
      );
    }
    // The record picker: a page of 20 searched by keyword over every row, with the count of matches.
    const picker = await fetch(`${appUrl}/api/system/DataInterface`, {
      method: 'POST',
      headers,
      body: JSON.stringify({ fullName: 'Bench orders', enCode: 'BenchOrders', query: 'select id, plant, note from bench_orders' }),
    });
    const { data } = (await picker.json()) as { data: { id: string } };
    const url = `${appUrl}/api/system/DataInterface/${data.id}/Action/List?propsValue=id&relationField=note&keyword=order%2012345&pageSize=20`;
    const page = (await (await fetch(url, { headers })).json()) as { data: { pagination: { total: number } } };
    const r = await autocannon({ url, connections: 1, duration: DURATION_S, headers });
    console.log(
      `  ${'picker keyword over all rows, with count'.padEnd(42)} p50 ${String(r.latency.p50).padStart(5)} ms   p99 ${String(r.latency.p99).padStart(5)} ms   ${page.data.pagination.total} matches   errors ${r.errors + r.non2xx}   (goal: p50 ≤ 1000 ms)`,
    );
    await app.close();
  } finally {
    await database.close();
    await server?.drop();
    fs.rmSync(work, { recursive: true, force: true });
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) await benchDataInterfaces();
