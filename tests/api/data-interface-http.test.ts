import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dataInterfaceHosts } from '../../src/shared/contracts/data-interface-hosts.ts';
import { dataInterfaceRecords, dataInterfaceResponse } from '../../src/shared/contracts/data-interfaces.ts';
import { body, dataOf, startTestApp, type TestApp } from './support/harness.ts';

/**
 * HTTP data interfaces against a real HTTP server on this machine: only hosts on the allow-list, the
 * values URL-encoded into the address or sent as a JSON body, rows found at `dataPath`, no redirect
 * followed, the time limit, and what a host's bad answer says.
 */
let t: TestApp;
let admin: string;
let server: http.Server;
let host: string;
const seen: { method: string; url: string; body: string }[] = [];

type Method = 'GET' | 'POST' | 'PUT';
const call = (token: string, method: Method, url: string, payload?: object) => t.request({ method, url, token, ...(payload ? { payload } : {}) });
const reason = (res: Awaited<ReturnType<typeof call>>) => (body(res).data as { fields?: Record<string, string> } | null)?.fields?.['query'] ?? body(res).msg;
const create = async (payload: object) => {
  const res = await call(admin, 'POST', '/api/system/DataInterface', payload);
  expect(res.statusCode, res.body).toBe(200);
  return res.json<{ data: { id: string } }>().data.id;
};

beforeAll(async () => {
  server = http.createServer((req, res) => {
    let text = '';
    req.on('data', (chunk: Buffer) => (text += chunk.toString()));
    req.on('end', () => {
      seen.push({ method: req.method ?? '', url: req.url ?? '', body: text });
      const url = new URL(req.url ?? '/', 'http://local');
      if (url.pathname === '/suppliers') {
        const city = url.searchParams.get('city') ?? '';
        const rows = [
          { code: 'S1', name: '华东供应商', city: '上海' },
          { code: 'S2', name: 'North Supply', city: '北京' },
          { code: 'S3', name: '沪上五金', city: '上海' },
        ].filter((r) => !city || r.city === city);
        res.setHeader('content-type', 'application/json');
        return res.end(JSON.stringify({ code: 200, data: { list: rows } }));
      }
      if (url.pathname === '/echo') return res.end(JSON.stringify([{ got: text }]));
      if (url.pathname === '/moved') {
        res.statusCode = 302;
        res.setHeader('location', 'http://169.254.169.254/latest');
        return res.end();
      }
      if (url.pathname === '/html') return res.end('<html>no</html>');
      if (url.pathname === '/slow') return; // never answers
      res.statusCode = 500;
      res.end('{}');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  host = `127.0.0.1:${(server.address() as AddressInfo).port}`;
  t = await startTestApp({ DATA_INTERFACE_TIMEOUT_MS: '500' });
  admin = await t.tokenFor('admin');
});
afterAll(async () => {
  await t.close();
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});

describe('HTTP data interfaces', () => {
  it('calls only allowed hosts, also when saving', async () => {
    const refused = await call(admin, 'POST', '/api/system/DataInterface', {
      fullName: 'Suppliers',
      enCode: 'Suppliers',
      dataType: 3,
      query: `http://${host}/suppliers`,
    });
    expect([refused.statusCode, reason(refused)]).toEqual([400, `${host} is not an allowed host. Add it under Allowed hosts first.`]);
    const bad = await call(admin, 'PUT', '/api/system/DataInterface/Hosts', { hosts: ['not a host'] });
    expect(Object.keys((body(bad).data as { fields: Record<string, string> }).fields)).toEqual(['hosts.0']);
    expect((await call(admin, 'PUT', '/api/system/DataInterface/Hosts', { hosts: [host, 'API.Example.com', host] })).statusCode).toBe(200);
    expect(dataOf(dataInterfaceHosts, await call(admin, 'GET', '/api/system/DataInterface/Hosts'))).toEqual({ hosts: [host, 'api.example.com'] });
  });

  it('answers the rows at dataPath, the values URL-encoded into the address, searched and paged like any interface', async () => {
    const id = await create({
      fullName: 'Suppliers',
      enCode: 'Suppliers',
      dataType: 3,
      query: `http://${host}/suppliers?city={city}`,
      dataPath: 'data.list',
      requestParameters: [{ field: 'city' }],
    });
    const rows = dataOf(dataInterfaceResponse, await call(admin, 'GET', `/api/system/DataInterface/${id}/Actions/Response?city=${encodeURIComponent('上海')}`));
    expect(rows.map((r) => r['code'])).toEqual(['S1', 'S3']);
    expect(seen.at(-1)?.url).toBe(`/suppliers?city=${encodeURIComponent('上海')}`);
    // A value cannot add to the address: & and = stay inside the one parameter.
    await call(admin, 'GET', `/api/system/DataInterface/${id}/Actions/Response?city=${encodeURIComponent('x&admin=1')}`);
    expect(seen.at(-1)?.url).toBe('/suppliers?city=x%26admin%3D1');
    const page = dataOf(
      dataInterfaceRecords,
      await call(admin, 'GET', `/api/system/DataInterface/${id}/Action/List?propsValue=code&relationField=name&keyword=${encodeURIComponent('五金')}`),
    );
    expect(page).toEqual({ list: [{ code: 'S3', name: '沪上五金', city: '上海' }], pagination: { currentPage: 1, pageSize: 20, total: 1 } });
  });

  it('refuses a value that would climb out of its path segment, naming the parameter', async () => {
    const id = await create({
      fullName: 'Supplier items',
      enCode: 'SupplierItems',
      dataType: 3,
      query: `http://${host}/suppliers/{code}/items?city={city}`,
      requestParameters: [{ field: 'code', fieldName: 'Supplier code' }, { field: 'city' }],
    });
    const calls = seen.length;
    for (const value of ['..', '.', '../moved', 'a/b', 'a\\b', '%2e%2e', '%2E.', '%2f', '%5C', '%252e%252e', '..;']) {
      const res = await call(admin, 'GET', `/api/system/DataInterface/${id}/Actions/Response?code=${encodeURIComponent(value)}`);
      const field = (body(res).data as { fields?: Record<string, string> } | null)?.fields?.['code'];
      expect([value, res.statusCode, field]).toEqual([value, 400, expect.stringMatching(/^Supplier code goes into the address’s path/)]);
    }
    const draft = await call(admin, 'POST', '/api/system/DataInterface/0/Actions/Preview', {
      draft: { dataType: 3, query: `http://${host}/{code}`, requestParameters: [{ field: 'code' }] },
      params: { code: '..' },
    });
    expect([draft.statusCode, reason(draft)]).toEqual([400, expect.stringMatching(/^code goes into the address’s path/)]);
    expect(seen.length).toBe(calls);
    // A plain value reaches its segment; in the query the same characters are only text.
    await call(admin, 'GET', `/api/system/DataInterface/${id}/Actions/Response?code=S1.a&city=${encodeURIComponent('../%2f')}`);
    expect(seen.at(-1)?.url).toBe('/suppliers/S1.a/items?city=..%2F%252f');
  });

  it('posts the parameters as JSON', async () => {
    const id = await create({
      fullName: 'Echo',
      enCode: 'Echo',
      dataType: 3,
      requestMethod: 'POST',
      query: `http://${host}/echo`,
      requestParameters: [{ field: 'plant' }],
    });
    const rows = dataOf(dataInterfaceResponse, await call(admin, 'GET', `/api/system/DataInterface/${id}/Actions/Response?plant=1000`));
    expect(rows).toEqual([{ got: '{"plant":"1000"}' }]);
    expect(seen.at(-1)?.method).toBe('POST');
  });

  it('says what went wrong: a redirect (not followed), a bad status, no JSON, no list, no answer in time', async () => {
    const cases: [path: string, dataPath: string, message: RegExp][] = [
      ['/moved', '', /redirect \(302\), which is not followed/],
      ['/broken', '', /answered 500/],
      ['/html', '', /not JSON/],
      ['/suppliers', 'data.rows', /no list of objects at data.rows/],
      ['/slow', '', /did not answer within 0.5 s/],
    ];
    for (const [path, dataPath, message] of cases) {
      const res = await call(admin, 'POST', '/api/system/DataInterface/0/Actions/Preview', {
        draft: { dataType: 3, query: `http://${host}${path}`, dataPath },
      });
      expect([path, res.statusCode, reason(res)]).toEqual([path, 400, expect.stringMatching(message)]);
    }
    expect(seen.some((s) => s.url.includes('latest'))).toBe(false);
    const scheme = await call(admin, 'POST', '/api/system/DataInterface/0/Actions/Preview', { draft: { dataType: 3, query: `file:///etc/passwd` } });
    expect(reason(scheme)).toBe('Write a full http:// or https:// address.');
    const userinfo = await call(admin, 'POST', '/api/system/DataInterface/0/Actions/Preview', {
      draft: { dataType: 3, query: `http://user:pw@${host}/suppliers` },
    });
    expect(reason(userinfo)).toBe('Put no user name or password in the address.');
  });
});
