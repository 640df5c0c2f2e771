import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Endpoint } from '../../src/shared/contracts/endpoint.ts';
import { filePreview } from '../../src/shared/contracts/file-preview.ts';
import { syncPush } from '../../src/shared/contracts/sync.ts';
import { dataOf, startTestApp, type TestApp } from './support/harness.ts';
import { uploadFile } from './support/upload.ts';

// Both engines: the smoke test of every endpoint on the default embedded engine: no input makes either engine fail.

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
const queries = [
  '',
  '?currentPage=-1&pageSize=0',
  '?currentPage=abc',
  '?pageSize=999999999999999999999',
  '?startTime=1e400',
  '?keyword=%25%5F%5C',
  '?timestamp=-5',
  '?x[y]=1',
];
const params = ['0', 'x', '..%2F..%2Fetc', '%00', 'a'.repeat(300), "'; drop table users; --", 'not@an@email', '%F0%9F%92%A9'];

function urlsFor(ep: Endpoint): string[] {
  if (!ep.path.includes(':')) return queries.map((q) => `${ep.path}${q}`);
  return params.map((p) => ep.path.replace(/:[A-Za-z]+/g, p));
}

let t: TestApp;
let token: string;
beforeAll(async () => {
  t = await startTestApp({ LOGIN_RATE_LIMIT: '100000', LOGIN_ADDRESS_RATE_LIMIT: '100000' });
  token = await t.tokenFor('admin');
});
afterAll(() => t.close());

describe('no input makes the server fail', () => {
  it(`${endpoints.length} endpoints answer malformed input with 4xx, never 5xx`, { timeout: 120_000 }, async () => {
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
            if (res.statusCode >= 500)
              failures.push(`${ep.method} ${url} ${JSON.stringify(body)?.slice(0, 80)} -> ${res.statusCode} ${res.body.slice(0, 120)}`);
          }
        }
      }
      // Signing in again keeps the token valid after Logout or LockScreen were thrown at.
      token = await t.tokenFor('admin');
    }
    expect(failures).toEqual([]);
  });
});

/** Every endpoint that takes a body, once each (at its first URL): the cases below are about the body, not the URL. */
const withBody = endpoints.filter((ep) => ep.method !== 'GET');

/** Sends each endpoint with a body each of `bodies`, signed in; answers those not answered 4xx. */
async function sweepBodies(bodies: { contentType: string; payload: string | Buffer }[]): Promise<string[]> {
  const failures: string[] = [];
  for (const ep of withBody) {
    const url = urlsFor(ep)[0]!;
    let signedOut = false;
    for (const { contentType, payload } of bodies) {
      const res = await t.request({ method: ep.method, url, token, payload, headers: { 'content-type': contentType } });
      if (res.statusCode < 400 || res.statusCode >= 500) failures.push(`${ep.method} ${url} ${contentType} -> ${res.statusCode} ${res.body.slice(0, 120)}`);
      signedOut ||= res.statusCode === 401;
    }
    if (signedOut) token = await t.tokenFor('admin');
  }
  return failures;
}

/** A multipart body with one field, under the boundary `boundary`. */
const oneField = (boundary: string) => `--${boundary}\r\ncontent-disposition: form-data; name="chunkNumber"\r\n\r\n1\r\n--${boundary}--\r\n`;

describe('no multipart body or workbook makes the server fail', () => {
  it('every endpoint with a body answers multipart without a usable boundary, or whose parts do not follow it, with 4xx', async () => {
    const unreadable = [
      { contentType: 'multipart/form-data', payload: oneField('sweep') },
      { contentType: 'multipart/form-data; boundary=', payload: oneField('sweep') },
      { contentType: 'multipart/form-data; boundary="sweep', payload: oneField('sweep') },
      { contentType: 'multipart/form-data; boundary=sweep', payload: 'no parts at all' },
      { contentType: 'multipart/form-data; boundary=sweep', payload: oneField('other') },
    ];
    expect(await sweepBodies(unreadable)).toEqual([]);
  });

  it('a sparse workbook (cells at A1, C1, A1048576, XFD1) uploads and previews its first row, and sent as a file to every endpoint with a body gets 4xx', async () => {
    const book = new ExcelJS.Workbook();
    const sheet = book.addWorksheet('Sparse');
    for (const address of ['A1', 'C1', 'A1048576', 'XFD1']) sheet.getCell(address).value = address;
    const bytes = Buffer.from(await book.xlsx.writeBuffer());
    const stored = await uploadFile(t, token, bytes, 'sparse.xlsx', 'annex');
    const shown = dataOf(filePreview, await t.request({ method: 'GET', url: `/api/file/Uploader/Preview?fileVersionId=${stored.fileVersionId}`, token }));
    expect(shown).toMatchObject({ kind: 'sheet', sheet: { name: 'Sparse', rows: [['A1', '', 'C1']], truncated: true } });
    const form = new FormData();
    form.append('file', new Blob([new Uint8Array(bytes)]), 'sparse.xlsx');
    const encoded = new Response(form);
    expect(await sweepBodies([{ contentType: encoded.headers.get('content-type')!, payload: Buffer.from(await encoded.arrayBuffer()) }])).toEqual([]);
  });
});

/** `depth` arrays nested in one another around `inner` (JSON text). */
const nestedJson = (depth: number, inner: string) => `${'['.repeat(depth)}${inner}${']'.repeat(depth)}`;
/** JSON written by hand: JSON.stringify would never produce a lone surrogate escape from a key. */
const unstorableBodies = [
  '{"account":"a\\ud800","password":"\\udc00x","realName":"x\\ud800","poNumber":"45\\udbff"}',
  '{"\\ud800key":1,"pos":[{"poNumber":"4500000001","items":[{"itemNumber":"\\udfff"}]}]}',
  `{"clientId":"sweep-client-9","cursor":0,"deep":${nestedJson(30, '{"text":"a\\u0000b"}')}}`,
  `{"deep":${nestedJson(10_000, '1')}}`,
  nestedJson(10_000, '"\\ud800"'),
];

describe('no text PostgreSQL cannot keep makes the server fail', () => {
  it('every endpoint with a body answers lone surrogates, NUL at depth 30 and 10,000-deep nesting with no 5xx', { timeout: 120_000 }, async () => {
    const failures: string[] = [];
    for (const ep of withBody) {
      const url = urlsFor(ep)[0]!;
      for (const payload of unstorableBodies) {
        for (const auth of [undefined, token]) {
          const res = await t.request({ method: ep.method, url, ...(auth ? { token: auth } : {}), payload, headers: { 'content-type': 'application/json' } });
          if (res.statusCode >= 500) failures.push(`${ep.method} ${url} ${payload.slice(0, 60)} -> ${res.statusCode} ${res.body.slice(0, 120)}`);
        }
      }
      token = await t.tokenFor('admin');
    }
    expect(failures).toEqual([]);
  });

  it('a push carrying such text answers 200 and rejects only those mutations', async () => {
    const mutations = [
      '{"id":1,"name":"profile.setLayout","args":{"theme":"\\ud800"}}',
      `{"id":2,"name":"po.confirm","args":{"itemIds":["x"]},"expect":{"items":${nestedJson(30, '"a\\u0000b"')}}}`,
      `{"id":3,"name":"\\udc00","args":${nestedJson(10_000, '1')}}`,
      '{"id":4,"name":"profile.setLayout","args":{"theme":"plain"}}',
    ];
    const res = await t.request({
      method: 'POST',
      url: '/api/sync/push',
      token,
      headers: { 'content-type': 'application/json' },
      payload: `{"clientId":"sweep-client-10","mutations":[${mutations.join(',')}]}`,
    });
    expect(res.statusCode).toBe(200);
    expect(dataOf(syncPush, res).results.map((r) => r.status)).toEqual(['rejected', 'rejected', 'rejected', 'applied']);
  });
});
