/**
 * What travels: the first-load JavaScript of the first pages (from dist/, see
 * tests/tooling/size-budget.ts), what headless Chromium fetches on its first visit of the same pages
 * (first-visit.ts), and a buyer's first sync pull on the demo data, plain and compressed as the server
 * sends it to a browser (Accept-Encoding: br, gzip).
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { OAUTH_CLIENT } from '../../src/shared/constants.ts';
import { buildApp } from '../../src/server/app.ts';
import { loadConfig } from '../../src/server/config.ts';
import { migrateDatabase, openDatabase } from '../../src/server/db/client.ts';
import { wireDomainEvents } from '../../src/server/domain-events.ts';
import { md5Hex } from '../../src/server/modules/auth/passwords.ts';
import { seedDemoPos } from '../../src/server/seed/demo-pos.ts';
import { seedDatabase } from '../../src/server/seed/seed.ts';
import { firstLoadTable, measureFirstLoad } from '../tooling/size-budget.ts';
import { firstVisitLines, measureFirstVisit } from './first-visit.ts';

const PASSWORD = 'Bench#2026pass';

async function pullSizes(): Promise<{ plain: number; br: number; gzip: number }> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'supplyline-bench-delivery-'));
  const database = await openDatabase({ dataDir });
  await migrateDatabase(database);
  await seedDatabase(database.db, PASSWORD);
  wireDomainEvents();
  await seedDemoPos(database.db);
  const app = await buildApp(loadConfig({ LOG_LEVEL: 'silent', STATIC_DIR: '/nonexistent' }), { database, serveStatic: false });
  try {
    const form = new URLSearchParams({
      account: 'buyer1',
      password: md5Hex(PASSWORD),
      client_id: OAUTH_CLIENT.id,
      client_secret: OAUTH_CLIENT.secret,
      scope: OAUTH_CLIENT.scope,
      grant_type: OAUTH_CLIENT.grantType,
    }).toString();
    const login = await app.inject({
      method: 'POST',
      url: '/api/oauth/Login',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: form,
    });
    const token = login.json<{ data: { token: string } }>().data.token;
    const pull = async (encoding?: string) =>
      (
        await app.inject({
          method: 'POST',
          url: '/api/sync/pull',
          headers: { authorization: `Bearer ${token}`, ...(encoding ? { 'accept-encoding': encoding } : {}) },
          payload: { clientId: `bench-${encoding ?? 'plain'}`, cursor: 0, limit: 5000 },
        })
      ).rawPayload.length;
    return { plain: await pull(), br: await pull('br'), gzip: await pull('gzip') };
  } finally {
    await app.close();
    await database.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

export async function benchDelivery(): Promise<void> {
  console.log('\nDelivery');
  const message = (error: unknown) => (error instanceof Error ? error.message : String(error));
  // First: its server builds dist/ when the build is stale, as `npm start` does, and the manifest is read from there.
  const visit = await measureFirstVisit().catch((error: unknown) => new Error(`first visit in Chromium: ${message(error)}`));
  try {
    console.log(firstLoadTable(measureFirstLoad()));
  } catch (error) {
    console.log(`first-load sizes: ${message(error)}`);
  }
  console.log(visit instanceof Error ? visit.message : firstVisitLines(visit).join('\n'));
  const { plain, br, gzip } = await pullSizes();
  const kb = (n: number) => `${(n / 1024).toFixed(0)} KB`;
  console.log(
    `buyer1's first pull (demo data, one page): ${kb(plain)} plain, ${kb(br)} br (${((br / plain) * 100).toFixed(0)} %), ${kb(gzip)} gzip   goal: compressed`,
  );
}

if (process.argv[1] === fileURLToPath(import.meta.url)) await benchDelivery();
