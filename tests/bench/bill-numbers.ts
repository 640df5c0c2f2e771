/**
 * Bill numbers: 50 concurrent callers draw numbers from one rule for BENCH_SECONDS; the
 * figure is numbers per second; a round of 2,000 with every answer awaited is checked: none twice,
 * none missing between the first and the last. Baseline: a bare Fastify route running the same
 * statement (the counter upsert) through the same database, so the ratio is what the session, gate
 * and logging add.
 * PostgreSQL when BENCH_DATABASE_URL is set, else embedded PGlite in a temporary directory.
 * Run alone with `npx tsx tests/bench/bill-numbers.ts`.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import Fastify from 'fastify';
import { buildApp } from '../../src/server/app.ts';
import { loadConfig } from '../../src/server/config.ts';
import { migrateDatabase, openDatabase } from '../../src/server/db/client.ts';
import { seedDatabase } from '../../src/server/seed/seed.ts';
import { drawNumber } from '../../src/server/modules/bill-rules/queries.ts';
import { freshServerDatabase, signIn } from './bench-support.ts';

const DURATION_S = Number(process.env.BENCH_SECONDS ?? 5);
const CALLERS = 50;
const PASSWORD = 'Bench#2026pass';
const GOAL_PER_SECOND = 500;
const CHECKED_ROUND = 2_000;

/**
 * Numbers per second from CALLERS connections, with every answer's body kept for the check. A timed
 * run stops with up to CALLERS requests in flight: their numbers are drawn but never answered, so
 * the check runs on a round of `amount` requests, every answer awaited.
 */
async function draw(url: string, headers: Record<string, string> = {}, amount?: number) {
  const bodies: string[] = [];
  const result = await autocannon({
    url,
    connections: CALLERS,
    ...(amount ? { amount } : { duration: DURATION_S }),
    headers,
    requests: [{ method: 'GET', onResponse: (_status, body) => void bodies.push(body) }],
  });
  return { rps: result.requests.average, p99: result.latency.p99, errors: result.errors + result.non2xx, bodies };
}

/** How many numbers came twice, and how many between the smallest and largest never came. */
function check(sequences: readonly number[]): { repeats: number; gaps: number } {
  const distinct = new Set(sequences);
  const span = distinct.size === 0 ? 0 : Math.max(...distinct) - Math.min(...distinct) + 1;
  return { repeats: sequences.length - distinct.size, gaps: span - distinct.size };
}

export async function benchBillNumbers(): Promise<void> {
  const server = process.env.BENCH_DATABASE_URL ? await freshServerDatabase(process.env.BENCH_DATABASE_URL, 'bill') : null;
  const work = fs.mkdtempSync(path.join(os.tmpdir(), 'supplyline-bench-bill-'));
  const database = await openDatabase(server ? { url: server.url } : { dataDir: path.join(work, 'pgdata') });
  try {
    await migrateDatabase(database);
    await seedDatabase(database.db, PASSWORD);
    const config = loadConfig({ LOG_LEVEL: 'silent', STATIC_DIR: '/nonexistent', ...(server ? { DATABASE_URL: server.url } : {}) });
    const bare = Fastify();
    bare.get('/draw', async () => {
      const drawn = await drawNumber(database.db, 'PurchaseRequest', config.TIME_ZONE);
      return { code: 200, msg: '', data: String(drawn?.number) };
    });
    const bareUrl = await bare.listen({ port: 0, host: '127.0.0.1' });
    const app = await buildApp(config, { database, serveStatic: false });
    const appUrl = await app.listen({ port: 0, host: '127.0.0.1' });
    const token = await signIn(appUrl, 'admin', PASSWORD);

    console.log(`\nBill numbers on ${database.engine}: ${CALLERS} concurrent callers, ${DURATION_S} s each, ${os.cpus().length} cores`);
    const appDraw = `${appUrl}/api/system/BillRule/BillNumber/PurchaseRequest`;
    // The checked round goes first: requests a timed run left in flight still draw from the same
    // counter after it ends, and would take numbers from the middle of a round run after it.
    const round = await draw(appDraw, { authorization: `Bearer ${token}` }, CHECKED_ROUND);
    const base = await draw(`${bareUrl}/draw`);
    const real = await draw(appDraw, { authorization: `Bearer ${token}` });
    const sequences = round.bodies.map((b) => Number((JSON.parse(b) as { data: string }).data.slice('PR'.length + 8)));
    const { repeats, gaps } = check(sequences);
    const line = (name: string, r: { rps: number; p99: number; errors: number }) =>
      `  ${name.padEnd(40)} ${r.rps.toFixed(0).padStart(7)} numbers/s   p99 ${String(r.p99).padStart(5)} ms   errors ${r.errors}`;
    console.log(line('same statement, bare Fastify (baseline)', base));
    console.log(line('GET BillNumber/{code}', real));
    console.log(
      `  ratio ${(real.rps / base.rps).toFixed(3)}; a round of ${sequences.length} numbers, every answer awaited: ${repeats} repeated, ${gaps} missing (goal: ${GOAL_PER_SECOND}/s, none repeated or missing)`,
    );
    await bare.close();
    await app.close();
  } finally {
    await database.close();
    await server?.drop();
    fs.rmSync(work, { recursive: true, force: true });
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) await benchBillNumbers();
