import { afterAll, describe, expect, it } from 'vitest';
import { envelope } from '../../src/shared/contracts/endpoint.ts';
import { login } from '../../src/shared/contracts/auth.ts';
import { startServerProcess } from '../support/server-process.ts';
import { cleanUpStores, freshStore, onPostgres } from './support/fresh-store.ts';
import { loginForm } from './support/harness.ts';

// Both engines: npm start on embedded PGlite under DATA_DIR and on a PostgreSQL server through DATABASE_URL.

afterAll(cleanUpStores);

async function signIn(base: string, account: string) {
  const res = await fetch(`${base}/api/oauth/Login`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: loginForm(account),
  });
  return envelope(login.data).parse(await res.json()).data;
}

describe(`npm start (${onPostgres ? 'PostgreSQL through DATABASE_URL' : 'embedded PGlite under DATA_DIR'})`, () => {
  it('migrates and seeds an empty store, serves the app, stops cleanly, and keeps the data across a restart', { timeout: 240_000 }, async () => {
    const store = await freshStore('start');
    const first = await startServerProcess(store);
    const page = await fetch(`${first.url}/home`);
    expect(page.headers.get('content-type')).toContain('text/html');
    const { token } = await signIn(first.url, 'buyer1');
    const saved = await fetch(`${first.url}/api/permission/Users/Current/SystemTheme`, {
      method: 'PUT',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: JSON.stringify({ theme: 'blend' }),
    });
    expect(saved.status).toBe(200);
    expect(await first.stop()).toBe(0);

    const second = await startServerProcess(store);
    expect((await signIn(second.url, 'buyer1')).theme).toBe('blend');
    expect(await second.stop()).toBe(0);
  });
});
