import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../../src/server/app.ts';
import { loadConfig } from '../../../src/server/config.ts';
import { openDatabase, type Database } from '../../../src/server/db/client.ts';
import { login as loginContract } from '../../../src/shared/contracts/auth.ts';
import { dataOf, freshDatabase, loginForm } from './harness.ts';

export interface Instances {
  apps: FastifyInstance[];
  /** Each instance's database: on PostgreSQL its own pool, on PGlite the one shared in-process store. */
  dbs: Database[];
  close(): Promise<void>;
}

/**
 * Two server instances on one fresh database, as behind a load balancer: on PostgreSQL each has its
 * own connection pool (and listener); on PGlite both share the one in-process database.
 */
export async function startTwoInstances(overrides: Record<string, string> = {}): Promise<Instances> {
  const fresh = await freshDatabase();
  const dbs = [fresh.database, fresh.url ? await openDatabase({ url: fresh.url }) : fresh.database];
  const filesDir = fs.mkdtempSync(path.join(os.tmpdir(), 'supplyline-instances-'));
  const config = loadConfig({ LOG_LEVEL: 'silent', STATIC_DIR: '/nonexistent', FILES_DIR: filesDir, ...overrides });
  const apps = await Promise.all(dbs.map((database) => buildApp(config, { database, serveStatic: false })));
  return {
    apps,
    dbs,
    async close() {
      for (const app of apps) await app.close();
      for (const database of new Set(dbs)) await database.close();
      await fresh.drop();
      fs.rmSync(filesDir, { recursive: true, force: true });
    },
  };
}

/** Signs in on one instance through the login form; the new session's token (any instance honours it). */
export async function signInOn(app: FastifyInstance, account: string): Promise<string> {
  const res = await app.inject({
    method: 'POST',
    url: '/api/oauth/Login',
    headers: { 'content-type': 'application/x-www-form-urlencoded', 'accept-language': 'en' },
    payload: loginForm(account),
  });
  return dataOf(loginContract, res).token;
}
