import { sql } from 'drizzle-orm';
import { queryRows } from '../../src/server/db/client.ts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getLogRetention, listSystemLogs } from '../../src/shared/contracts/system-logs.ts';
import { body, dataOf, startTestApp, type TestApp } from './support/harness.ts';

/** System → Logs: sign-ins, requests, operations and exceptions, filtered and paged, and how long each is kept. */
let t: TestApp;
let admin: string;
const SECRET = 'S3CRET-in-a-failing-address';

const call = (token: string, method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object, headers?: Record<string, string>) =>
  t.request({ method, url, token, ...(payload ? { payload } : {}), ...(headers ? { headers } : {}) });
const logs = async (query: string, headers?: Record<string, string>) => {
  await t.app.systemLog.flush();
  return dataOf(listSystemLogs, await call(admin, 'GET', `/api/system/Log?${query}`, undefined, headers));
};

beforeAll(async () => {
  t = await startTestApp();
  t.app.get('/api/test/fails', (request) => {
    throw new Error(`could not answer ${request.url}`);
  });
  t.app.get('/api/test/fails-oddly', () => {
    throw new Error('a NUL \u0000 and half a pair \ud800 in the message');
  });
  expect((await t.login('buyer1', 'not-the-password')).statusCode).toBe(400);
  admin = await t.tokenFor('admin');
});
afterAll(() => t.close());

describe('the logs', () => {
  it('sign-ins: each attempt with its outcome and reason, in the reader’s language', async () => {
    const en = await logs('category=login&keyword=buyer1');
    expect(en.list.map((l) => [l.userName, l.status, l.message])).toEqual([['buyer1', 401, 'Wrong password']]);
    const zh = await logs('category=login&keyword=buyer1', { 'accept-language': 'zh-CN' });
    expect(zh.list[0]!.message).toBe('密码错误');
    expect((await logs('category=login&keyword=admin')).list[0]).toMatchObject({ status: 200, ipAddress: '127.0.0.1', place: 'Local network' });
    expect(zh.list[0]!.place).toBe('本地局域网');
  });

  it('operations and requests: who called what, with the answer and its time', async () => {
    expect((await call(admin, 'POST', '/api/permission/Role', { fullName: 'Auditors', enCode: 'auditors' })).statusCode).toBe(200);
    await call(admin, 'GET', '/api/permission/Role?keyword=auditors');
    const operation = (await logs('category=operation&keyword=/api/permission/Role')).list[0]!;
    expect(operation).toMatchObject({ userName: 'Administrator', method: 'POST', path: '/api/permission/Role', status: 200 });
    expect(operation.durationMs).toBeGreaterThanOrEqual(0);
    const reads = await logs('category=request&keyword=/api/permission/Role');
    expect(reads.list.some((l) => l.method === 'GET' && l.status === 200)).toBe(true);
    // A refused write is a request, not an operation.
    expect((await call(admin, 'POST', '/api/permission/Role', { enCode: 'x' })).statusCode).toBe(400);
    expect((await logs('category=operation&keyword=/api/permission/Role')).pagination.total).toBe(1);
  });

  it('an operation reads as what was done to which record, in the reader’s language; a POST that only reads is a request', async () => {
    const role = body(await call(admin, 'POST', '/api/permission/Role', { fullName: 'Wordsmiths', enCode: 'wordsmiths' })).data as { id: string };
    expect((await call(admin, 'DELETE', `/api/permission/Role/${role.id}`)).statusCode).toBe(200);
    const [removed] = (await logs(`category=operation&keyword=${role.id}`)).list;
    expect(removed).toMatchObject({ action: 'Roles · Delete', recordId: role.id, method: 'DELETE' });
    const [inChinese] = (await logs(`category=operation&keyword=${role.id}`, { 'accept-language': 'zh-CN' })).list;
    expect(inChinese!.action).toBe('角色管理 · 删除');
    // A write no menu gates reads as what its contract says it does.
    expect((await call(admin, 'PUT', '/api/permission/Users/Current/SystemTheme', { theme: 'functional' })).statusCode).toBe(200);
    const [theme] = (await logs('category=operation&keyword=SystemTheme', { 'accept-language': 'zh-TW' })).list;
    expect(theme!.action).toBe('個人資料 · 切換版面');
    expect((await call(admin, 'POST', '/api/permission/Role/getListByOrgIds', { organizeIds: [] })).statusCode).toBe(200);
    expect((await logs('category=operation&keyword=getListByOrgIds')).pagination.total).toBe(0);
    expect((await logs('category=request&keyword=getListByOrgIds')).pagination.total).toBe(1);
  });

  it('exceptions keep the error the caller never saw, secrets redacted', async () => {
    const res = await call(admin, 'GET', `/api/test/fails?token=${SECRET}`);
    expect(res.statusCode).toBe(500);
    const [failure] = (await logs('category=exception')).list;
    expect(failure!.message).toContain('could not answer /api/test/fails?token=[redacted]');
    expect(failure!.message).not.toContain(SECRET);
    expect(body(res).msg).toContain(failure!.requestId);
  });

  it('an exception whose message PostgreSQL could not keep is logged printable, and the calls beside it too', async () => {
    await t.app.systemLog.flush();
    expect((await call(admin, 'GET', '/api/test/fails-oddly')).statusCode).toBe(500);
    const beside = await call(admin, 'GET', '/api/permission/Role?keyword=beside');
    const [failure] = (await logs('category=exception&keyword=/api/test/fails-oddly')).list;
    expect(failure!.message).toBe('Error: a NUL ? and half a pair ? in the message');
    // Written in the same batch: one refused row would have lost both.
    const requests = (await logs('category=request&keyword=/api/permission/Role')).list;
    expect(requests[0]!.requestId).toBe(String(beside.headers['x-request-id']));
  });

  it('filters by days and pages', async () => {
    const today = new Date().toISOString().slice(0, 10);
    expect((await logs(`category=request&startTime=${today}&endTime=${today}&pageSize=1`)).list).toHaveLength(1);
    expect((await logs('category=request&endTime=2000-01-01')).list).toEqual([]);
    const bad = await call(admin, 'GET', '/api/system/Log?category=request&startTime=2026-02-01&endTime=2026-01-01');
    expect(bad.statusCode).toBe(400);
    expect(body(bad).msg).toContain('endTime');
    expect((await call(admin, 'GET', '/api/system/Log?category=audit')).statusCode).toBe(400);
  });

  it('keeps each log its number of days, and removes what is older', async () => {
    expect(dataOf(getLogRetention, await call(admin, 'GET', '/api/system/Log/Retention'))).toEqual({
      login: 180,
      request: 30,
      operation: 365,
      exception: 90,
      mail: 90,
      session: 90,
      dataInterface: 90,
    });
    const bad = await call(admin, 'PUT', '/api/system/Log/Retention', { login: 0, request: 30, operation: 365, exception: 90 });
    expect(bad.statusCode).toBe(400);
    expect(Object.keys((body(bad).data as { fields: object }).fields)).toEqual(['login']);
    expect((await call(admin, 'PUT', '/api/system/Log/Retention', { login: 1, request: 1, operation: 1, exception: 1 })).statusCode).toBe(200);
    await t.app.systemLog.flush();
    await t.db.execute(sql`update system_logs set created_at = now() - interval '2 days' where category = 'operation'`);
    expect(await t.app.systemLog.sweep()).toBeGreaterThan(0);
    expect((await logs('category=operation')).list.every((l) => l.path !== '/api/permission/Role')).toBe(true);
  });

  it('removes ended mail, ended or expired sessions, data-interface calls and old failure counts past their days; keeps the rest', async () => {
    const put = await call(admin, 'PUT', '/api/system/Log/Retention', {
      login: 30,
      request: 30,
      operation: 30,
      exception: 30,
      mail: 5,
      session: 5,
      dataInterface: 5,
    });
    expect(put.statusCode, put.body).toBe(200);
    const ago = (d: number) => sql`now() - make_interval(days => ${d})`;
    await t.db.execute(sql`insert into mail_queue (id, "to", subject, text, topic, sent_at) values
      ('m-old', 'a@example.com', 's', 't', 'test', ${ago(6)}), ('m-new', 'a@example.com', 's', 't', 'test', ${ago(4)}),
      ('m-waiting', 'a@example.com', 's', 't', 'test', null)`);
    await t.db.execute(sql`update mail_queue set created_at = ${ago(30)} where id = 'm-waiting'`);
    const [buyer] = await queryRows<{ id: string }>(t.db, sql`select id from users where account = 'buyer1'`);
    const userId = buyer!.id;
    await t.db.execute(sql`insert into sessions (id, token_hash, user_id, expires_at, ended_at) values
      ('s-ended', 'h1', ${userId}, now() + interval '1 day', ${ago(6)}), ('s-expired', 'h2', ${userId}, ${ago(6)}, null),
      ('s-recent', 'h3', ${userId}, ${ago(4)}, null), ('s-open', 'h4', ${userId}, now() + interval '1 day', null)`);
    await t.db.execute(sql`insert into data_interfaces (id, en_code, full_name, query) values ('di', 'retentionDi', 'Retention', 'select 1')`);
    await t.db.execute(
      sql`insert into data_interface_logs (id, interface_id, duration_ms, created_at) values ('l-old', 'di', 1, ${ago(6)}), ('l-new', 'di', 1, ${ago(4)})`,
    );
    await t.db.execute(sql`insert into login_lockouts (subject, ip_address, failures, reserved_at) values
      ('name:old', '10.0.0.1', 2, ${ago(31)}), ('name:new', '10.0.0.1', 2, ${ago(29)})`);
    await t.app.systemLog.sweep();
    const left = async (table: string, ids: string[]) =>
      (
        await queryRows<{ id: string }>(
          t.db,
          sql`select id from ${sql.identifier(table)} where id in (${sql.join(
            ids.map((id) => sql`${id}`),
            sql`, `,
          )}) order by id`,
        )
      ).map((r) => r.id);
    expect(await left('mail_queue', ['m-old', 'm-new', 'm-waiting'])).toEqual(['m-new', 'm-waiting']);
    expect(await left('sessions', ['s-ended', 's-expired', 's-recent', 's-open'])).toEqual(['s-open', 's-recent']);
    expect(await left('data_interface_logs', ['l-old', 'l-new'])).toEqual(['l-new']);
    const counts = await queryRows<{ subject: string }>(t.db, sql`select subject from login_lockouts where ip_address = '10.0.0.1'`);
    expect(counts.map((c) => c.subject)).toEqual(['name:new']);
  });

  it('only those with the Logs page read it; vendors and buyers are refused', async () => {
    for (const account of ['vendor1', 'buyer1']) {
      const token = await t.tokenFor(account);
      expect((await call(token, 'GET', '/api/system/Log?category=login')).statusCode, account).toBe(403);
      expect((await call(token, 'PUT', '/api/system/Log/Retention', { login: 1, request: 1, operation: 1, exception: 1 })).statusCode, account).toBe(403);
    }
  });
});
