import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import { PGlite } from '@electric-sql/pglite';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import pg from 'pg';
import { inject } from 'vitest';
import { login as loginContract } from '../../../src/shared/contracts/auth.ts';
import { OAUTH_CLIENT } from '../../../src/shared/constants.ts';
import { envelope, errorEnvelope, type DataOf, type Endpoint, type ErrorEnvelope } from '../../../src/shared/contracts/endpoint.ts';
import { buildApp, type AppOptions } from '../../../src/server/app.ts';
import { loadConfig, type Config } from '../../../src/server/config.ts';
import { openDatabase, type Database, type Db } from '../../../src/server/db/client.ts';
import { md5Hex } from '../../../src/server/modules/auth/passwords.ts';
import { TEST_PASSWORD } from './constants.ts';

export { TEST_PASSWORD };

/** A fresh copy of the seeded template database, on the engine this project runs. */
/** On PostgreSQL `url` names the copy, so a test can open a second connection pool to it (a second server instance). */
export async function freshDatabase(): Promise<{ database: Database; url?: string; drop: () => Promise<void> }> {
  const template = inject('postgresTemplate');
  if (template) {
    const url = process.env.TEST_DATABASE_URL!;
    const name = `supplyline_test_${process.pid}_${randomBytes(4).toString('hex')}`;
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    await admin.query(`create database ${name} template ${template}`);
    const target = new URL(url);
    target.pathname = `/${name}`;
    const database = await openDatabase({ url: target.toString() });
    return {
      database,
      url: target.toString(),
      drop: async () => {
        await admin.query(`drop database if exists ${name} with (force)`);
        await admin.end();
      },
    };
  }
  const dump = fs.readFileSync(inject('pgliteTemplate'));
  const client = await PGlite.create({ loadDataDir: new Blob([dump]) });
  return { database: await openDatabase({ pglite: client }), drop: async () => {} };
}

export interface TestApp {
  app: FastifyInstance;
  db: Db;
  config: Config;
  request(opts: InjectOptions & { token?: string }): Promise<LightMyRequestResponse>;
  login(account: string, password?: string, extra?: { ip?: string }): Promise<LightMyRequestResponse>;
  tokenFor(account: string, password?: string): Promise<string>;
  close(): Promise<void>;
}

export function loginForm(account: string, password = TEST_PASSWORD, overrides: Record<string, string> = {}): string {
  return new URLSearchParams({
    account,
    password: md5Hex(password),
    origin: 'password',
    timestamp: String(Date.now()),
    client_id: OAUTH_CLIENT.id,
    client_secret: OAUTH_CLIENT.secret,
    scope: OAUTH_CLIENT.scope,
    grant_type: OAUTH_CLIENT.grantType,
    ...overrides,
  }).toString();
}

export async function startTestApp(
  overrides: Record<string, string> = {},
  options: Pick<AppOptions, 'sync' | 'logStream' | 'serveStatic'> = {},
): Promise<TestApp> {
  const { database, drop } = await freshDatabase();
  const filesDir = fs.mkdtempSync(path.join(os.tmpdir(), 'supplyline-files-'));
  // No LibreOffice unless a test brings one: each app would otherwise start soffice to look for it.
  const config = loadConfig({ LOG_LEVEL: 'silent', STATIC_DIR: '/nonexistent', FILES_DIR: filesDir, SOFFICE_PATH: 'none', ...overrides });
  const app = await buildApp(config, { database, serveStatic: false, ...options });
  const request: TestApp['request'] = ({ token, headers, ...opts }) =>
    app.inject({ ...opts, headers: { 'accept-language': 'en', ...(token ? { authorization: `Bearer ${token}` } : {}), ...headers } });
  const login: TestApp['login'] = (account, password = TEST_PASSWORD, extra = {}) =>
    app.inject({
      method: 'POST',
      url: '/api/oauth/Login',
      remoteAddress: extra.ip ?? '127.0.0.1',
      headers: { 'content-type': 'application/x-www-form-urlencoded', 'accept-language': 'en' },
      payload: loginForm(account, password),
    });
  return {
    app,
    db: database.db,
    config,
    request,
    login,
    async tokenFor(account, password) {
      const res = await login(account, password);
      if (res.statusCode !== 200) throw new Error(`login ${account} failed: ${res.body}`);
      return dataOf(loginContract, res).token;
    },
    async close() {
      await app.close();
      await database.close();
      await drop();
      fs.rmSync(filesDir, { recursive: true, force: true });
    },
  };
}

/** The envelope of any response: code, msg and untyped data. */
export function body(res: LightMyRequestResponse): ErrorEnvelope {
  return errorEnvelope.parse(res.json());
}

/** The `data` of a successful response, checked against the endpoint's contract. */
export function dataOf<E extends Endpoint>(ep: E, res: LightMyRequestResponse): DataOf<E> {
  const parsed = envelope(ep.data).parse(res.json());
  if (parsed.code !== 200) throw new Error(`expected success, got ${String(parsed.code)}: ${parsed.msg}`);
  return parsed.data as DataOf<E>;
}

/**
 * Signs in an account an administrator created with the password `Given123`, replaces it with
 * `Own12345` (as the first sign-in must) and answers a token of the session that may do anything else.
 */
export async function tokenWithOwnPassword(t: TestApp, account: string): Promise<string> {
  const given = await t.tokenFor(account, 'Given123');
  const changed = await t.request({
    method: 'POST',
    url: '/api/permission/Users/Current/Actions/ModifyPassword',
    token: given,
    payload: { oldPassword: md5Hex('Given123'), password: 'Own12345', confirmPassword: 'Own12345' },
  });
  if (changed.statusCode !== 200) throw new Error(`password change of ${account} failed: ${changed.body}`);
  return t.tokenFor(account, 'Own12345');
}
