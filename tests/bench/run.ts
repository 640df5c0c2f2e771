/**
 * `npm run bench`: prints figures, asserts nothing. Bounded runs on loopback only.
 *
 * Sign-in + CurrentUser: each virtual client signs in (form POST, argon2id verify, session insert),
 * then loads CurrentUser with the new token (session check, menu, permissions). The baseline is a
 * bare Fastify server answering the same two JSON bodies from memory, so the ratio shows what the
 * real work costs. Engine: embedded PGlite, or PostgreSQL when BENCH_DATABASE_URL is set.
 * CurrentUser alone, as 1,000 signed-in users load it, is current-user.ts; the other benches follow.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import Fastify from 'fastify';
import formbody from '@fastify/formbody';
import { OAUTH_CLIENT } from '../../src/shared/constants.ts';
import { buildApp } from '../../src/server/app.ts';
import { loadConfig } from '../../src/server/config.ts';
import { migrateDatabase, openDatabase } from '../../src/server/db/client.ts';
import { seedDatabase } from '../../src/server/seed/seed.ts';
import { md5Hex } from '../../src/server/modules/auth/passwords.ts';
import { benchAreas } from './areas.ts';
import { benchBillNumbers } from './bill-numbers.ts';
import { benchCurrentUser } from './current-user.ts';
import { benchDataInterfaces } from './data-interfaces.ts';
import { benchDelivery } from './delivery.ts';
import { benchPoBatch } from './po-batch.ts';
import { benchPermissions } from './permissions.ts';
import { benchPoList } from './po-list.ts';
import { benchPoReplay } from './po-replay.ts';
import { benchPoScreen } from './po-screen.ts';
import { benchSync } from './sync.ts';
import { benchUploadMd5 } from './upload-md5.ts';
import { benchWebsocket } from './websocket.ts';

const DURATION_S = Number(process.env.BENCH_SECONDS ?? 5);
const CONNECTIONS = 8;
const PASSWORD = 'Bench#2026pass';
const formFor = (account: string) =>
  new URLSearchParams({
    account,
    password: md5Hex(PASSWORD),
    client_id: OAUTH_CLIENT.id,
    client_secret: OAUTH_CLIENT.secret,
    scope: OAUTH_CLIENT.scope,
    grant_type: OAUTH_CLIENT.grantType,
  }).toString();
const loginBody = formFor('vendor1');
// Sign-ins rotate over the demo accounts, as many users would; one account signing in on all
// connections at once would be told to wait (by design), which is not what this measures.
const ACCOUNTS = ['admin', 'buyer1', 'uploader1', 'vendor1', 'vendor2'];
let nextAccount = 0;

/** Requests per second of the login -> CurrentUser sequence; each pair counts once. */
async function pairsPerSecond(url: string): Promise<{ pairs: number; p99: number; errors: number }> {
  const result = await autocannon({
    url,
    connections: CONNECTIONS,
    duration: DURATION_S,
    requests: [
      {
        method: 'POST',
        path: '/api/oauth/Login',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        setupRequest: (req) => ({ ...req, body: formFor(ACCOUNTS[nextAccount++ % ACCOUNTS.length]!) }),
        onResponse: (_status, body, context: { token?: string }) => {
          const parsed = JSON.parse(body) as { data?: { token?: string } };
          context.token = parsed.data?.token ?? '';
        },
      },
      {
        method: 'GET',
        path: '/api/oauth/CurrentUser',
        setupRequest: (req, context: { token?: string }) => ({ ...req, headers: { ...req.headers, authorization: `Bearer ${context.token ?? ''}` } }),
      },
    ],
  });
  return { pairs: result.requests.average / 2, p99: result.latency.p99, errors: result.errors + result.non2xx };
}

async function main(): Promise<void> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'supplyline-bench-'));
  const url = process.env.BENCH_DATABASE_URL;
  const database = await openDatabase(url ? { url } : { dataDir });
  await migrateDatabase(database);
  await seedDatabase(database.db, PASSWORD);
  const config = loadConfig({ LOG_LEVEL: 'silent', STATIC_DIR: '/nonexistent', LOGIN_RATE_LIMIT: '1000000', ...(url ? { DATABASE_URL: url } : {}) });
  const app = await buildApp(config, { database, serveStatic: false });
  const appUrl = await app.listen({ port: 0, host: '127.0.0.1' });

  // Capture the real bodies once, so the baseline serialises exactly the same JSON.
  const login = await fetch(`${appUrl}/api/oauth/Login`, { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: loginBody });
  const loginJson = (await login.json()) as { data: { token: string } };
  const me = await fetch(`${appUrl}/api/oauth/CurrentUser`, { headers: { authorization: `Bearer ${loginJson.data.token}` } });
  const meJson: unknown = await me.json();
  const bare = Fastify();
  await bare.register(formbody); // the baseline parses the same form
  bare.post('/api/oauth/Login', () => loginJson);
  bare.get('/api/oauth/CurrentUser', () => meJson);
  const bareUrl = await bare.listen({ port: 0, host: '127.0.0.1' });

  console.log(`Sign-in + CurrentUser, ${CONNECTIONS} connections, ${DURATION_S} s each, engine ${database.engine}, ${os.cpus().length} cores`);
  const baseline = await pairsPerSecond(bareUrl);
  const real = await pairsPerSecond(appUrl);
  const row = (name: string, r: { pairs: number; p99: number; errors: number }) =>
    `${name.padEnd(28)} ${r.pairs.toFixed(0).padStart(8)} pairs/s   p99 ${String(r.p99).padStart(5)} ms   errors ${r.errors}`;
  console.log(row('bare Fastify (baseline)', baseline));
  console.log(row('Supplyline', real));
  console.log(`ratio Supplyline / baseline: ${(real.pairs / baseline.pairs).toFixed(3)}  (sign-in pays argon2id by design)`);

  await bare.close();
  await app.close();
  await database.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
  await benchCurrentUser();
  await benchDelivery();
  await benchPoList();
  await benchPoScreen();
  await benchPermissions();
  await benchBillNumbers();
  await benchAreas();
  await benchDataInterfaces();
  await benchPoBatch();
  await benchPoReplay();
  await benchSync();
  await benchUploadMd5();
  await benchWebsocket();
}

main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
