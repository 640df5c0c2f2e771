import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Endpoint } from '../../src/shared/contracts/endpoint.ts';
import { startTestApp, type TestApp } from './support/harness.ts';

/** Every endpoint in the contracts, found by shape, so a new one is covered without listing it. */
const contractModules = import.meta.glob<Record<string, unknown>>('../../src/shared/contracts/*.ts', { eager: true });
const endpoints = Object.values(contractModules)
  .flatMap((m): unknown[] => Object.values(m))
  .filter((v): v is Endpoint => typeof v === 'object' && v !== null && 'method' in v && 'path' in v && 'data' in v);

const longText = 'x'.repeat(5000);
const bodies: unknown[] = [
  undefined,
  {},
  [],
  null,
  'plain text',
  42,
  { account: 1, password: true, realName: {}, email: [], theme: null, language: 7, majorId: { $ne: 1 } },
  { account: longText, password: longText, realName: longText, email: `${longText}@x.com`, code: longText },
  { __proto__: { admin: true }, constructor: { prototype: {} } },
  // Past the outer validation, into the mutation path: odd args, a NUL deep inside, unknown names.
  { clientId: 'sweep-client-1', cursor: 0, mutations: [{ id: 1, name: 'profile.setLayout', args: { theme: { $ne: 1 } } }] },
  { clientId: 'sweep-client-2', cursor: 0, mutations: [{ id: 1, name: 'nope', args: { deep: [{ text: 'a\u0000b' }] } }] },
  { clientId: 'sweep-client-3', cursor: 1e15, scopeKey: 'x', limit: 1, mutations: [{ id: 2 ** 31, name: 'profile.setLayout', args: null }] },
  { oldPassword: 'a'.repeat(32), password: '\u0000\u0001', confirmPassword: '\u0000\u0001' },
];
const queries = ['', '?currentPage=-1&pageSize=0', '?currentPage=abc', '?pageSize=999999999999999999999', '?startTime=1e400', '?keyword=%25%5F%5C', '?timestamp=-5', '?x[y]=1'];
const params = ['0', 'x', '..%2F..%2Fetc', '%00', 'a'.repeat(300), "'; drop table users; --", 'not@an@email', '%F0%9F%92%A9'];

function urlsFor(ep: Endpoint): string[] {
  if (!ep.path.includes(':')) return queries.map((q) => `${ep.path}${q}`);
  return params.map((p) => ep.path.replace(/:[A-Za-z]+/g, p));
}

let t: TestApp;
let token: string;
beforeAll(async () => {
  t = await startTestApp({ LOGIN_RATE_LIMIT: '100000' });
  token = await t.tokenFor('admin');
});
afterAll(() => t.close());

describe('no input makes the server fail', () => {
  it(`${endpoints.length} endpoints answer malformed input with 4xx, never 5xx`, async () => {
    expect(endpoints.length).toBeGreaterThanOrEqual(20);
    const failures: string[] = [];
    for (const ep of endpoints) {
      for (const url of urlsFor(ep)) {
        for (const body of ep.method === 'GET' ? [undefined] : bodies) {
          for (const auth of [undefined, token]) {
            const res = await t.request({
              method: ep.method,
              url,
              ...(auth ? { token: auth } : {}),
              ...(body === undefined ? {} : { payload: JSON.stringify(body), headers: { 'content-type': 'application/json' } }),
            });
            if (res.statusCode >= 500) failures.push(`${ep.method} ${url} ${JSON.stringify(body)?.slice(0, 80)} -> ${res.statusCode} ${res.body.slice(0, 120)}`);
          }
        }
      }
      // Signing in again keeps the token valid after Logout or LockScreen were thrown at.
      token = await t.tokenFor('admin');
    }
    expect(failures).toEqual([]);
  });
});
