import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/server/app.ts';
import { loadConfig } from '../../src/server/config.ts';
import { openDatabase, type Database } from '../../src/server/db/client.ts';
import { freshDatabase, loginForm } from './support/harness.ts';

/** Two server instances on one database, as behind a load balancer (each its own pool on PostgreSQL). */
describe('sign-in limits across server instances', () => {
  let dbs: Database[] = [];
  let apps: FastifyInstance[] = [];
  let drop: () => Promise<void>;
  let filesDir: string;

  beforeAll(async () => {
    const fresh = await freshDatabase();
    drop = fresh.drop;
    dbs = [fresh.database, fresh.url ? await openDatabase({ url: fresh.url }) : fresh.database];
    filesDir = fs.mkdtempSync(path.join(os.tmpdir(), 'supplyline-login-'));
    const config = loadConfig({ LOG_LEVEL: 'silent', STATIC_DIR: '/nonexistent', FILES_DIR: filesDir, LOGIN_ADDRESS_RATE_LIMIT: '4' });
    apps = await Promise.all(dbs.map((database) => buildApp(config, { database, serveStatic: false })));
  });
  afterAll(async () => {
    for (const app of apps) await app.close();
    for (const database of new Set(dbs)) await database.close();
    await drop();
    fs.rmSync(filesDir, { recursive: true, force: true });
  });

  const login = (instance: number, account: string, ip: string) =>
    apps[instance]!.inject({
      method: 'POST',
      url: '/api/oauth/Login',
      remoteAddress: ip,
      headers: { 'content-type': 'application/x-www-form-urlencoded', 'accept-language': 'en' },
      payload: loginForm(account, 'wrong'),
    });

  it('an address guessing across accounts is held to the address limit whichever instance it reaches', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 6; i++) statuses.push((await login(i % 2, `ghost${i}`, '198.51.100.77')).statusCode);
    expect(statuses).toEqual([400, 400, 400, 400, 429, 429]);
    expect((await login(1, 'ghost9', '198.51.100.78')).statusCode).toBe(400);
  });
});
