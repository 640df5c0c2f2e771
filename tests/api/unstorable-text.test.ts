import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { poImport } from '../../src/shared/contracts/po.ts';
import { syncPull, syncPush } from '../../src/shared/contracts/sync.ts';
import { body, dataOf, startTestApp, type TestApp } from './support/harness.ts';
import { po1 } from './support/po-fixtures.ts';

// Both engines: NUL and lone surrogates, which PostgreSQL refuses and must never reach it from either driver.

/**
 * Text PostgreSQL cannot keep (NUL, a lone UTF-16 surrogate) and absurd nesting are refused naming
 * the field, never a 500; in a push only the bad mutation is rejected and the queue goes on. JSON
 * bodies are written by hand where JSON.stringify would not produce the hostile text.
 */
let t: TestApp;
let buyer: string;
let vendor: string;
beforeAll(async () => {
  t = await startTestApp();
  [buyer, vendor] = [await t.tokenFor('buyer1'), await t.tokenFor('vendor1')];
});
afterAll(() => t.close());

const raw = (method: 'POST' | 'PUT', url: string, token: string, json: string) =>
  t.request({ method, url, token, payload: json, headers: { 'content-type': 'application/json' } });
/** `depth` arrays nested in one another around `inner` (JSON text). */
const nested = (depth: number, inner: string) => `${'['.repeat(depth)}${inner}${']'.repeat(depth)}`;
const layout = (id: number, theme: string) => `{"id":${id},"name":"profile.setLayout","args":{"theme":"${theme}"}}`;

describe('a push with a mutation holding text that cannot be stored', () => {
  it('rejects that mutation naming the field, applies the others, and answers a replay the same', async () => {
    const push = (mutations: string[], clientId = 'device-text-1') =>
      raw('POST', '/api/sync/push', vendor, `{"clientId":"${clientId}","mutations":[${mutations.join(',')}]}`);
    const mutations = [
      layout(1, 'functional'),
      `{"id":2,"name":"profile.setLayout","args":{"theme":"plain","note":"broken \\ud800 text"}}`,
      `{"id":3,"name":"profile.setLayout","args":{"deep":${nested(30, '"a\\u0000b"')}}}`,
      `{"id":4,"name":"profile.setLayout","args":{"deep":${nested(10_000, '1')}}}`,
      `{"id":5,"name":"profile.setLayout","args":{"k\\udc00ey":1}}`,
      layout(6, 'blend'),
    ];
    const first = await push(mutations);
    expect(first.statusCode).toBe(200);
    const results = dataOf(syncPush, first).results;
    expect(results.map((r) => r.status)).toEqual(['applied', 'rejected', 'rejected', 'rejected', 'rejected', 'applied']);
    expect(results[1]!.msg).toBe('args.note contains a lone UTF-16 surrogate (a broken character), which cannot be stored');
    expect(results[2]!.msg).toBe(`args.deep.${Array(30).fill(0).join('.')} contains a NUL character, which cannot be stored`);
    expect(results[3]!.msg).toMatch(/^args\.deep(\.0)+ is nested too deeply$/);
    expect(results[4]!.msg).toBe('args.k?ey contains a lone UTF-16 surrogate (a broken character), which cannot be stored');
    expect(dataOf(syncPush, first).lastMutationId).toBe(6);
    // The answer was lost: the device sends the same push again and hears the same, in its language.
    const again = await t.request({
      method: 'POST',
      url: '/api/sync/push',
      token: vendor,
      payload: `{"clientId":"device-text-1","mutations":[${mutations.join(',')}]}`,
      headers: { 'content-type': 'application/json', 'accept-language': 'zh-CN' },
    });
    expect(dataOf(syncPush, again).results.map((r) => r.status)).toEqual(results.map((r) => r.status));
    expect(dataOf(syncPush, again).results[1]!.msg).toContain('args.note 含有无法保存的残缺字符');
    const pulled = dataOf(
      syncPull,
      await t.request({ method: 'POST', url: '/api/sync/pull', token: vendor, payload: { clientId: 'device-text-1', cursor: 0 } }),
    );
    expect(pulled.changes.find((c) => c.table === 'profile')?.row).toMatchObject({ theme: 'blend' });
  });

  it('refuses an action that needs to say what it was decided on when it does not, and the queue goes on', async () => {
    expect(
      dataOf(poImport, await t.request({ method: 'POST', url: '/api/po/import', token: buyer, payload: { pos: [{ ...po1, poNumber: '4500000301' }] } }))
        .createdPos,
    ).toBe(1);
    const pulled = dataOf(
      syncPull,
      await t.request({ method: 'POST', url: '/api/sync/pull', token: vendor, payload: { clientId: 'device-text-2', cursor: 0 } }),
    );
    const po = pulled.changes.find((c) => c.table === 'purchaseOrders' && (c.row as { poNumber: string }).poNumber === '4500000301')!;
    const item = pulled.changes.find((c) => c.table === 'poItems' && (c.row as { poId: string }).poId === po.id)!;
    const res = await t.request({
      method: 'POST',
      url: '/api/sync/push',
      token: vendor,
      payload: {
        clientId: 'device-text-2',
        mutations: [
          { id: 1, name: 'po.receive', args: { poIds: [po.id] } },
          { id: 2, name: 'po.confirm', args: { itemIds: [item.id] } },
          { id: 3, name: 'po.confirm', args: { itemIds: [item.id] }, expect: {} },
          { id: 4, name: 'po.confirm', args: { itemIds: [item.id] }, expect: { items: { [item.id]: null } } },
          { id: 5, name: 'po.confirm', args: { itemIds: [item.id] }, expect: { items: { [item.id]: item.rev } } },
        ],
      },
    });
    const results = dataOf(syncPush, res).results;
    expect(results.map((r) => r.status)).toEqual(['applied', 'rejected', 'rejected', 'rejected', 'applied']);
    expect(results[1]!.msg).toBe('The action "po.confirm" does not say what it was decided on. Update the app and try again.');
    // An expect that names no rev for the item must not skip the stale check either.
    expect(results.slice(2, 4).map((r) => r.code)).toEqual(['PO.itemChanged', 'PO.itemChanged']);
  });
});

describe('every other JSON body', () => {
  it('is refused with 400 naming the field when it holds a lone surrogate or NUL, or nests absurdly deep', async () => {
    const poNumber = await raw(
      'POST',
      '/api/po/import',
      buyer,
      JSON.stringify({ pos: [{ ...po1, poNumber: 'PLACEHOLDER' }] }).replace('PLACEHOLDER', '45\\ud800'),
    );
    expect(poNumber.statusCode).toBe(400);
    expect(body(poNumber).msg).toBe('pos.0.poNumber contains a lone UTF-16 surrogate (a broken character), which cannot be stored');
    const profile = await raw('PUT', '/api/permission/Users/Current/BaseInfo', vendor, '{"realName":"Victor \\udfff Vendor"}');
    expect(profile.statusCode).toBe(400);
    expect(body(profile).msg).toBe('realName contains a lone UTF-16 surrogate (a broken character), which cannot be stored');
    // A surrogate pair (an emoji) is text like any other.
    expect((await raw('PUT', '/api/permission/Users/Current/BaseInfo', vendor, '{"realName":"Victor \\ud83d\\ude00 Vendor"}')).statusCode).toBe(200);
    const deep = await raw('POST', '/api/sync/pull', vendor, `{"clientId":"device-text-3","cursor":0,"x":${nested(10_000, '1')}}`);
    expect(deep.statusCode).toBe(400);
  });
});

describe('codes holding characters that do not show', () => {
  it('are refused with 400 naming the field, in the caller’s language', async () => {
    const po = await t.request({ method: 'POST', url: '/api/po/import', token: buyer, payload: { pos: [{ ...po1, poNumber: '4500\u200b000001' }] } });
    expect(po.statusCode).toBe(400);
    const message = 'pos.0.poNumber may hold only visible characters: no control, zero-width or text-direction characters';
    expect(body(po)).toMatchObject({ msg: message, data: { fields: { 'pos.0.poNumber': message } } });
    const zh = await t.request({
      method: 'POST',
      url: '/api/po/import',
      token: buyer,
      headers: { 'accept-language': 'zh-CN' },
      payload: { pos: [{ ...po1, supplierCode: 'V1001\u2066' }] },
    });
    expect([zh.statusCode, body(zh).msg]).toEqual([400, 'pos.0.supplierCode 只能包含可见字符，不能含控制字符、零宽字符或文字方向控制符']);
    const admin = await t.tokenFor('admin');
    const group = await t.request({ method: 'POST', url: '/api/permission/Group', token: admin, payload: { fullName: 'Look-alike', enCode: 'Buyers\u200b' } });
    expect(group.statusCode).toBe(400);
    expect(body(group).data).toEqual({ fields: { enCode: 'enCode may hold only visible characters: no control, zero-width or text-direction characters' } });
  });
});

describe('API answers', () => {
  it('are never kept by a browser or proxy cache, refusals included', async () => {
    const ok = await t.request({ method: 'GET', url: '/api/permission/Users/Current/BaseInfo', token: vendor });
    expect([ok.statusCode, ok.headers['cache-control']]).toEqual([200, 'no-store']);
    const refused = await t.request({ method: 'GET', url: '/api/permission/Users/Current/BaseInfo' });
    expect([refused.statusCode, refused.headers['cache-control']]).toEqual([401, 'no-store']);
    const missing = await t.request({ method: 'GET', url: '/api/nothing/here', token: vendor });
    expect([missing.statusCode, missing.headers['cache-control']]).toEqual([404, 'no-store']);
    // An encoded address reaches the same route, and is answered the same way.
    const encoded = await t.request({ method: 'GET', url: '/%61pi/permission/Users/Current/BaseInfo', token: vendor });
    expect([encoded.statusCode, encoded.headers['cache-control']]).toEqual([200, 'no-store']);
  });
});
