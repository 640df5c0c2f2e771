/**
 * Areas: how long the address widget waits for a province's children (`GET
 * Area/Children/{id}`, Zhejiang's 11 cities) and for a city's districts, one caller at a time for
 * BENCH_SECONDS each, on the seeded 3,700 areas. PostgreSQL when BENCH_DATABASE_URL is set, else
 * embedded PGlite. Run alone with `npx tsx tests/bench/areas.ts`.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import { buildApp } from '../../src/server/app.ts';
import { loadConfig } from '../../src/server/config.ts';
import { migrateDatabase, openDatabase } from '../../src/server/db/client.ts';
import { seedDatabase } from '../../src/server/seed/seed.ts';
import { freshServerDatabase, signIn } from './bench-support.ts';

const DURATION_S = Number(process.env.BENCH_SECONDS ?? 5);
const PASSWORD = 'Bench#2026pass';
const GOAL_P50_MS = 20;

export async function benchAreas(): Promise<void> {
  const server = process.env.BENCH_DATABASE_URL ? await freshServerDatabase(process.env.BENCH_DATABASE_URL, 'area') : null;
  const work = fs.mkdtempSync(path.join(os.tmpdir(), 'supplyline-bench-area-'));
  const database = await openDatabase(server ? { url: server.url } : { dataDir: path.join(work, 'pgdata') });
  try {
    await migrateDatabase(database);
    await seedDatabase(database.db, PASSWORD);
    const config = loadConfig({ LOG_LEVEL: 'silent', STATIC_DIR: '/nonexistent', ...(server ? { DATABASE_URL: server.url } : {}) });
    const app = await buildApp(config, { database, serveStatic: false });
    const appUrl = await app.listen({ port: 0, host: '127.0.0.1' });
    const headers = { authorization: `Bearer ${await signIn(appUrl, 'vendor1', PASSWORD)}` };
    console.log(`\nArea children on ${database.engine}: one caller (a click in the address dialog), ${DURATION_S} s each, ${os.cpus().length} cores`);
    for (const [name, id] of [
      ['a province (浙江省, 11 cities)', '330000'],
      ['a city (杭州市, 16 districts)', '330100'],
    ] as const) {
      const r = await autocannon({ url: `${appUrl}/api/system/Area/Children/${id}`, connections: 1, duration: DURATION_S, headers });
      console.log(
        `  children of ${name.padEnd(30)} p50 ${String(r.latency.p50).padStart(4)} ms   p99 ${String(r.latency.p99).padStart(4)} ms   ${r.requests.average.toFixed(0)} req/s   errors ${r.errors + r.non2xx}   (goal: p50 ≤ ${GOAL_P50_MS} ms)`,
      );
    }
    await app.close();
  } finally {
    await database.close();
    await server?.drop();
    fs.rmSync(work, { recursive: true, force: true });
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) await benchAreas();
