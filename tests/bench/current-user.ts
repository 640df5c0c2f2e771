/**
 * CurrentUser (GET /api/oauth/CurrentUser) as many signed-in users load it: 1,000 accounts made like
 * vendor1 (its role, organisation and supplier), each signed in once through the login form, their
 * tokens taken in turn by the load generator (a process of its own), every request with a browser's
 * headers, the app logging as `npm start` does (LOG_LEVEL info, here to a file). The baseline is a
 * bare Fastify server answering the same CurrentUser body from memory, compressed with the same
 * settings and logging nothing, so the ratio shows what the app's session check, grants, account
 * part, contract check and log cost.
 *
 * PostgreSQL when BENCH_DATABASE_URL is set (a database of its own, dropped after), else embedded
 * PGlite in a temporary directory. Run alone with `npx tsx tests/bench/current-user.ts`.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import compress from '@fastify/compress';
import { sql } from 'drizzle-orm';
import Fastify from 'fastify';
import { buildApp } from '../../src/server/app.ts';
import { loadConfig } from '../../src/server/config.ts';
import { migrateDatabase, openDatabase, type Db } from '../../src/server/db/client.ts';
import { API_COMPRESSION } from '../../src/server/plugins/compression.ts';
import { seedDatabase } from '../../src/server/seed/seed.ts';
import { againstGoal, fileLog, freshServerDatabase, loadAverage, medianOf, signIn, spread } from './bench-support.ts';
import { BROWSER_HEADERS, startLoadGenerator, type LoadFigures } from './load-generator.ts';

const DURATION_S = Number(process.env.BENCH_SECONDS ?? 10);
const RUNS = 5;
const CONNECTIONS = 8;
const SESSIONS = 1_000;
/** Sign-ins at once while the sessions are made: argon2id takes a core for ~20 ms each. */
const SIGN_IN_CONCURRENCY = 4;
const PASSWORD = 'Bench#2026pass';

/** SESSIONS accounts like vendor1: its password, role, organisation and supplier codes. */
async function addVendorAccounts(db: Db): Promise<string[]> {
  await db.execute(sql`
    insert into users (id, account, real_name, name_pinyin, password_hash, organization_id, department_id, supplier_codes, plants, purchasing_groups, language)
    select 'bench-vendor-' || g, 'benchvendor' || g, 'Bench Vendor ' || g, '', u.password_hash, u.organization_id, u.department_id, u.supplier_codes, u.plants, u.purchasing_groups, u.language
    from users u, generate_series(1, ${SESSIONS}) g where u.account = 'vendor1'`);
  await db.execute(sql`
    insert into user_roles (user_id, role_id)
    select 'bench-vendor-' || g, ur.role_id from user_roles ur join users u on u.id = ur.user_id, generate_series(1, ${SESSIONS}) g where u.account = 'vendor1'`);
  return Array.from({ length: SESSIONS }, (_, i) => `benchvendor${i + 1}`);
}

/** Each account signed in once through the login form: the tokens of SESSIONS sessions. */
async function signInAll(appUrl: string, accounts: readonly string[]): Promise<string[]> {
  const tokens: string[] = [];
  let next = 0;
  await Promise.all(
    Array.from({ length: SIGN_IN_CONCURRENCY }, async () => {
      while (next < accounts.length) tokens.push(await signIn(appUrl, accounts[next++]!, PASSWORD));
    }),
  );
  return tokens;
}

export async function benchCurrentUser(): Promise<void> {
  const serverUrl = process.env.BENCH_DATABASE_URL;
  const work = fs.mkdtempSync(path.join(os.tmpdir(), 'supplyline-bench-me-'));
  const own = serverUrl ? await freshServerDatabase(serverUrl, 'current_user') : null;
  const database = await openDatabase(own ? { url: own.url } : { dataDir: work });
  const log = fileLog(path.join(work, 'server.log'));
  const load = startLoadGenerator();
  try {
    await migrateDatabase(database);
    await seedDatabase(database.db, PASSWORD);
    const accounts = await addVendorAccounts(database.db);
    const config = loadConfig({
      LOG_LEVEL: 'info',
      STATIC_DIR: '/nonexistent',
      LOGIN_RATE_LIMIT: '1000000',
      LOGIN_ADDRESS_RATE_LIMIT: '1000000',
      ...(own ? { DATABASE_URL: own.url } : {}),
    });
    const app = await buildApp(config, { database, serveStatic: false, logStream: log });
    const appUrl = await app.listen({ port: 0, host: '127.0.0.1' });
    const started = Date.now();
    const tokens = await signInAll(appUrl, accounts);
    console.log(
      `\nCurrentUser: ${tokens.length} sessions of ${accounts.length} vendor accounts on ${database.engine} (signed in in ${((Date.now() - started) / 1000).toFixed(1)} s)`,
    );

    const me = await fetch(`${appUrl}/api/oauth/CurrentUser`, { headers: { ...BROWSER_HEADERS, authorization: `Bearer ${tokens[0]!}` } });
    const body: unknown = await me.json();
    const bare = Fastify();
    await bare.register(compress, API_COMPRESSION);
    bare.get('/api/oauth/CurrentUser', () => body);
    const bareUrl = await bare.listen({ port: 0, host: '127.0.0.1' });
    console.log(`  answer: ${me.status}, encoded ${me.headers.get('content-encoding') ?? 'none'}`);
    console.log(
      `  ${CONNECTIONS} connections, ${RUNS} alternating runs of ${DURATION_S / RUNS} s per side, ${os.cpus().length} cores, a browser's headers, the tokens in turn`,
    );

    const order = (url: string, seconds: number) => ({
      url: `${url}/api/oauth/CurrentUser`,
      connections: CONNECTIONS,
      seconds,
      headers: { ...BROWSER_HEADERS },
      tokens,
    });
    // Each session asked once, untimed: the app reads each user's grants and account part once, as
    // the first page after a sign-in does. Then a second of each side, for the JIT.
    await Promise.all(
      Array.from({ length: CONNECTIONS }, async (_, lane) => {
        for (let k = lane; k < tokens.length; k += CONNECTIONS) {
          const res = await fetch(`${appUrl}/api/oauth/CurrentUser`, { headers: { ...BROWSER_HEADERS, authorization: `Bearer ${tokens[k]!}` } });
          if (!res.ok) throw new Error(`CurrentUser answered ${res.status}`);
          await res.arrayBuffer();
        }
      }),
    );
    for (const url of [bareUrl, appUrl]) await load.run(order(url, 1));
    const runs: { base: LoadFigures; app: LoadFigures; load: string }[] = [];
    for (let k = 0; k < RUNS; k++) {
      const base = await load.run(order(bareUrl, DURATION_S / RUNS));
      const real = await load.run(order(appUrl, DURATION_S / RUNS));
      runs.push({ base, app: real, load: loadAverage() });
    }
    const rps = (f: LoadFigures) => f.requests / f.seconds;
    for (const [k, r] of runs.entries()) {
      console.log(
        `  run ${k + 1}: baseline ${rps(r.base).toFixed(0).padStart(6)} req/s, Supplyline ${rps(r.app).toFixed(0).padStart(5)} req/s (p99 ${r.app.p99} ms, errors ${r.app.errors}), load average ${r.load}`,
      );
    }
    const goal = database.engine === 'postgres' ? 810 : 375;
    const appRates = runs.map((r) => rps(r.app));
    const median = medianOf(appRates);
    console.log(
      `  min / median / max, load average ${spread(
        runs.map((r) => Number(r.load)),
        2,
      )}:`,
    );
    console.log(`  baseline (the same body from memory)  ${spread(runs.map((r) => rps(r.base)))} req/s`);
    console.log(`  Supplyline                            ${spread(appRates)} req/s; median ${againstGoal(median, goal, 'req/s')}`);
    console.log(
      `  ratio to the baseline                 ${spread(
        runs.map((r) => rps(r.app) / rps(r.base)),
        3,
      )}`,
    );
    console.log(`  the app's log: ${log.lines()} lines`);
    await bare.close();
    await app.close();
  } finally {
    load.close();
    log.close();
    await database.close();
    await own?.drop();
    fs.rmSync(work, { recursive: true, force: true });
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  benchCurrentUser().catch((err: unknown) => {
    console.error(err);
    process.exit(1);
  });
}
