import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/server/app.ts';
import { loadConfig } from '../../src/server/config.ts';
import { openDatabase, type Database } from '../../src/server/db/client.ts';
import { login as loginContract } from '../../src/shared/contracts/auth.ts';
import { dataOf, freshDatabase, loginForm } from './support/harness.ts';

/**
 * Two server instances on one database, as behind a load balancer (each its own pool on PostgreSQL):
 * callers spread over both draw distinct, consecutive bill numbers.
 */
describe('bill numbers across server instances', () => {
  let dbs: Database[] = [];
  let apps: FastifyInstance[] = [];
  let drop: () => Promise<void>;
  let filesDir: string;
  let token: string;

  beforeAll(async () => {
    const fresh = await freshDatabase();
    drop = fresh.drop;
    dbs = [fresh.database, fresh.url ? await openDatabase({ url: fresh.url }) : fresh.database];
    filesDir = fs.mkdtempSync(path.join(os.tmpdir(), 'supplyline-bills-'));
    const config = loadConfig({ LOG_LEVEL: 'silent', STATIC_DIR: '/nonexistent', FILES_DIR: filesDir });
    apps = await Promise.all(dbs.map((database) => buildApp(config, { database, serveStatic: false })));
    const res = await apps[0]!.inject({
      method: 'POST',
      url: '/api/oauth/Login',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: loginForm('admin'),
    });
    token = dataOf(loginContract, res).token;
  });
  afterAll(async () => {
    for (const app of apps) await app.close();
    for (const database of new Set(dbs)) await database.close();
    await drop();
    fs.rmSync(filesDir, { recursive: true, force: true });
  });

  it('50 callers over two instances get 50 distinct consecutive numbers', async () => {
    const draw = (instance: number) =>
      apps[instance]!.inject({ method: 'GET', url: '/api/system/BillRule/BillNumber/PurchaseRequest', headers: { authorization: `Bearer ${token}` } });
    const answers = await Promise.all(Array.from({ length: 50 }, (_, i) => draw(i % 2)));
    expect(answers.map((a) => a.statusCode)).toEqual(Array.from({ length: 50 }, () => 200));
    const sequences = answers.map((a) => Number(a.json<{ data: string }>().data.slice(-4))).sort((a, b) => a - b);
    expect(sequences).toEqual(Array.from({ length: 50 }, (_, i) => i + 1));
  });
});
