import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { envelope } from '../../src/shared/contracts/endpoint.ts';
import { login } from '../../src/shared/contracts/oauth.ts';
import { startServerProcess } from '../support/server-process.ts';
import { loginForm } from './support/harness.ts';

const onPostgres = process.env.TEST_ENGINE === 'postgres';
const cleanups: Array<() => Promise<void>> = [];
afterAll(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup();
});

/** Where `npm start` keeps its data in this project: a data directory, or a new empty PostgreSQL database. */
async function freshStore(): Promise<Record<string, string>> {
  if (!onPostgres) {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'supplyline-start-'));
    cleanups.push(() => Promise.resolve(fs.rmSync(dataDir, { recursive: true, force: true })));
    return { DATA_DIR: dataDir };
  }
  const url = process.env.TEST_DATABASE_URL!;
  const name = `supplyline_start_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`create database ${name}`);
  cleanups.push(async () => {
    await admin.query(`drop database if exists ${name} with (force)`);
    await admin.end();
  });
  const target = new URL(url);
  target.pathname = `/${name}`;
  return { DATABASE_URL: target.toString() };
}

async function signIn(base: string, account: string) {
  const res = await fetch(`${base}/api/oauth/Login`, { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: loginForm(account) });
  return envelope(login.data).parse(await res.json()).data;
}

describe(`npm start (${onPostgres ? 'PostgreSQL through DATABASE_URL' : 'embedded PGlite under DATA_DIR'})`, () => {
  it('migrates and seeds an empty store, serves the app, stops cleanly, and keeps the data across a restart', { timeout: 240_000 }, async () => {
    const store = await freshStore();
    const first = await startServerProcess(store);
    const page = await fetch(`${first.url}/home`);
    expect(page.headers.get('content-type')).toContain('text/html');
    const { token } = await signIn(first.url, 'buyer1');
    const saved = await fetch(`${first.url}/api/permission/Users/Current/SystemTheme`, {
      method: 'PUT', headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' }, body: JSON.stringify({ theme: 'blend' }),
    });
    expect(saved.status).toBe(200);
    expect(await first.stop()).toBe(0);

    const second = await startServerProcess(store);
    expect((await signIn(second.url, 'buyer1')).theme).toBe('blend');
    expect(await second.stop()).toBe(0);
  });
});
