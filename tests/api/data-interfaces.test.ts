import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inject } from 'vitest';
import { hashDigest, md5Hex } from '../../src/server/modules/auth/passwords.ts';
import { users } from '../../src/server/db/schema/index.ts';
import {
  dataInterfaceChoices,
  dataInterfaceLog,
  dataInterfaceParams,
  dataInterfaceRecord,
  dataInterfaceRecords,
  dataInterfaceResponse,
  dataInterfaceSelector,
  exportDataInterface,
  getDataInterface,
  listDataInterfaces,
} from '../../src/shared/contracts/data-interfaces.ts';
import { accessCallers, expectAccess, type AccessCase } from './support/access-matrix.ts';
import { body, dataOf, startTestApp, type TestApp } from './support/harness.ts';

// Both engines: a runaway statement: PostgreSQL's statement timeout cancels it, PGlite has only the planner's cost guard.

/**
 * System → Data Interfaces: SQL and static interfaces, their parameters and system variables, the
 * record picker's page and single row, the call log, export / import, refusals, and who may call what.
 * Hostile SQL: data-interface-sql.test.ts.
 */
let t: TestApp;
let admin: string;
let clerk: { id: string; token: string };
const ids: Record<string, string> = {};
const PASSWORD = 'Data#Keeper2026';

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
const call = (token: string | undefined, method: Method, url: string, payload?: object) =>
  t.request({ method, url, ...(token ? { token } : {}), ...(payload ? { payload } : {}) });
const created = async (payload: object): Promise<string> => {
  const res = await call(admin, 'POST', '/api/system/DataInterface', payload);
  expect(res.statusCode, res.body).toBe(200);
  return res.json<{ data: { id: string } }>().data.id;
};
const fields = (res: Awaited<ReturnType<typeof call>>) => (body(res).data as { fields: Record<string, string> }).fields;

async function keeper(account: string): Promise<{ id: string; token: string }> {
  const [row] = await t.db
    .insert(users)
    .values({ account, realName: `${account} name`, passwordHash: await hashDigest(md5Hex(PASSWORD)), organizationId: null })
    .returning({ id: users.id });
  return { id: row!.id, token: await t.tokenFor(account, PASSWORD) };
}

const CITIES = {
  fullName: 'Province cities',
  enCode: 'ProvinceCities',
  query: 'select id, en_code as code, full_name as name from areas where parent_id = {province} and enabled order by en_code',
  requestParameters: [{ field: 'province', fieldName: 'Province', required: true }],
};
const STATIC = {
  fullName: 'Test priorities',
  enCode: 'TestPriorities',
  dataType: 2,
  query: JSON.stringify([
    { id: 'L', name: 'Low' },
    { id: 'N', name: 'Normal' },
    { id: 'H', name: 'High', note: 'same day' },
  ]),
};

beforeAll(async () => {
  t = await startTestApp();
  admin = await t.tokenFor('admin');
  clerk = await keeper('dataclerk');
  ids.cities = await created(CITIES);
  ids.static = await created(STATIC);
  ids.me = await created({ fullName: 'Me', enCode: 'Me', query: 'select id, account, {@now}::date = current_date as today from users where id = {@user}' });
});
afterAll(() => t.close());

describe('data interfaces', () => {
  it('answers with the parameters bound, and the system variables from the caller’s session', async () => {
    const rows = dataOf(
      dataInterfaceResponse,
      await call(clerk.token, 'GET', `/api/system/DataInterface/${ids.cities}/Actions/Response?province=320000&tenantId=default`),
    );
    expect(rows.length).toBe(13);
    expect(rows[0]).toEqual({ id: '320100', code: '320100', name: '南京市' });
    // A caller cannot pass a system variable: {@user} is always the caller.
    const me = dataOf(dataInterfaceResponse, await call(clerk.token, 'GET', `/api/system/DataInterface/${ids.me}/Actions/Response?@user=someone`));
    expect(me).toEqual([{ id: clerk.id, account: 'dataclerk', today: true }]);
    const params = dataOf(dataInterfaceParams, await call(clerk.token, 'GET', `/api/system/DataInterface/GetParam/${ids.cities}`));
    expect(params).toEqual([{ field: 'province', fieldName: 'Province', dataType: 'varchar', defaultValue: '', required: true }]);
  });

  it('gives the record picker a page searched by keyword, and the row holding a value', async () => {
    const base = `/api/system/DataInterface/${ids.cities}/Action`;
    const page = dataOf(
      dataInterfaceRecords,
      await call(clerk.token, 'GET', `${base}/List?province=440000&interfaceId=${ids.cities}&propsValue=id&relationField=name&pageSize=5&currentPage=2`),
    );
    expect(page.pagination).toEqual({ currentPage: 2, pageSize: 5, total: 21 });
    expect(page.list.map((r) => r['code'])).toEqual(['440600', '440700', '440800', '440900', '441200']);
    const found = dataOf(
      dataInterfaceRecords,
      await call(clerk.token, 'GET', `${base}/List?province=440000&propsValue=id&relationField=name&columnOptions=code&keyword=4403`),
    );
    expect(found.list).toEqual([{ id: '440300', code: '440300', name: '深圳市' }]);
    const byName = dataOf(
      dataInterfaceRecords,
      await call(clerk.token, 'GET', `${base}/List?province=440000&propsValue=id&relationField=name&keyword=${encodeURIComponent('深圳')}`),
    );
    expect(byName.pagination.total).toBe(1);
    const one = dataOf(dataInterfaceRecord, await call(clerk.token, 'GET', `${base}/Info?province=440000&propsValue=id&relationField=name&id=440300`));
    expect(one).toEqual({ id: '440300', code: '440300', name: '深圳市' });
    expect(dataOf(dataInterfaceRecord, await call(clerk.token, 'GET', `${base}/Info?province=440000&propsValue=id&relationField=name&id=nothing`))).toBeNull();
  });

  it('serves a static list the same way', async () => {
    const base = `/api/system/DataInterface/${ids.static}`;
    expect(dataOf(dataInterfaceResponse, await call(clerk.token, 'GET', `${base}/Actions/Response`))).toHaveLength(3);
    const page = dataOf(
      dataInterfaceRecords,
      await call(clerk.token, 'GET', `${base}/Action/List?propsValue=id&relationField=name&columnOptions=note&keyword=same`),
    );
    expect(page).toEqual({ list: [{ id: 'H', name: 'High', note: 'same day' }], pagination: { currentPage: 1, pageSize: 20, total: 1 } });
    expect(dataOf(dataInterfaceRecord, await call(clerk.token, 'GET', `${base}/Action/Info?propsValue=id&relationField=name&id=N`))).toEqual({
      id: 'N',
      name: 'Normal',
    });
  });

  it('previews a draft with its columns, and logs every call with who, what and how many rows', async () => {
    const res = await call(admin, 'POST', `/api/system/DataInterface/${ids.cities}/Actions/Preview`, { params: { province: '110000' } });
    expect(res.statusCode, res.body).toBe(200);
    const preview = body(res).data as { columns: string[]; list: Record<string, unknown>[]; truncated: boolean };
    expect(preview).toMatchObject({ columns: ['id', 'code', 'name'], truncated: false });
    expect(preview.list[0]).toEqual({ id: '110101', code: '110101', name: '东城区' });
    const log = dataOf(dataInterfaceLog, await call(admin, 'GET', `/api/system/DataInterfaceLog/${ids.cities}?pageSize=50`));
    expect(log.list[0]).toMatchObject({ userName: 'Administrator', params: { province: '110000' }, rows: preview.list.length, error: '' });
    expect(log.list.some((l) => l.userName === 'dataclerk name' && l.params['province'] === '440000' && l.rows === 5)).toBe(true);
    const refused = await call(clerk.token, 'GET', `/api/system/DataInterface/${ids.cities}/Actions/Response`);
    expect(refused.statusCode).toBe(400);
    expect(fields(refused)).toEqual({ province: 'Enter Province: the interface needs it.' });
    const after = dataOf(dataInterfaceLog, await call(admin, 'GET', `/api/system/DataInterfaceLog/${ids.cities}`));
    expect(after.list[0]).toMatchObject({ userName: 'dataclerk name', rows: 0, error: 'Enter Province: the interface needs it.' });
  });

  it('caps what one call returns', async () => {
    const id = await created({ fullName: 'All areas', enCode: 'AllAreas', query: 'select id from areas' });
    const preview = await call(admin, 'POST', `/api/system/DataInterface/${id}/Actions/Preview`, {});
    expect(body(preview).data).toMatchObject({ truncated: true });
    expect((body(preview).data as { list: unknown[] }).list).toHaveLength(500);
    const rows = dataOf(dataInterfaceResponse, await call(clerk.token, 'GET', `/api/system/DataInterface/${id}/Actions/Response`));
    // Every area (34 provinces, 449 cities, 2,916 districts): fewer than the cap of one call.
    expect(rows.length).toBe(3399);
  });

  it('lists, selects, exports and imports definitions; a disabled one is not read', async () => {
    const list = dataOf(
      listDataInterfaces,
      await call(admin, 'GET', `/api/system/DataInterface?keyword=province%20cit&queryJson=${encodeURIComponent('{"dataType":1}')}`),
    );
    expect(list.list.map((r) => r.enCode)).toEqual(['ProvinceCities']);
    expect(dataOf(dataInterfaceSelector, await call(clerk.token, 'GET', '/api/system/DataInterface/Selector')).list.map((c) => c.enCode)).toEqual(
      expect.arrayContaining(['ProvinceCities', 'TestPriorities', 'Me', 'ActiveUsers']),
    );
    expect(dataOf(dataInterfaceChoices, await call(clerk.token, 'GET', '/api/system/DataInterface/getList?keyword=test%20prior')).list).toEqual([
      { id: ids.static, fullName: 'Test priorities', enCode: 'TestPriorities', dataType: 2 },
    ]);
    const exported = dataOf(exportDataInterface, await call(admin, 'GET', `/api/system/DataInterface/${ids.cities}/Action/Export`));
    expect(exported).toMatchObject({ ...CITIES, dataType: 1, enabledMark: 1 });
    const clash = await call(admin, 'POST', '/api/system/DataInterface/Action/Import', exported);
    expect(clash.statusCode).toBe(400);
    expect(fields(clash)).toEqual({ enCode: 'The code ProvinceCities is already used by another data interface.' });
    const copy = await call(admin, 'POST', '/api/system/DataInterface/Action/Import', { ...exported, enCode: 'ProvinceCitiesCopy' });
    expect(copy.statusCode, copy.body).toBe(200);
    const copied = dataOf(getDataInterface, await call(admin, 'GET', `/api/system/DataInterface/${copy.json<{ data: { id: string } }>().data.id}`));
    expect(copied).toMatchObject({ ...CITIES, enCode: 'ProvinceCitiesCopy' });
    expect((await call(admin, 'PUT', `/api/system/DataInterface/${copied.id}/Actions/State`)).statusCode).toBe(200);
    const disabled = await call(clerk.token, 'GET', `/api/system/DataInterface/${copied.id}/Actions/Response?province=320000`);
    expect([disabled.statusCode, body(disabled).msg]).toEqual([409, 'Province cities is disabled: forms and pickers cannot read it. Enable it first.']);
    expect((await call(admin, 'DELETE', `/api/system/DataInterface/${copied.id}`)).statusCode).toBe(200);
    expect((await call(admin, 'GET', `/api/system/DataInterface/${copied.id}`)).statusCode).toBe(404);
  });

  it('refuses bad input naming the field', async () => {
    const bad = async (payload: object) => fields(await call(admin, 'POST', '/api/system/DataInterface', { fullName: 'Bad', enCode: 'Bad', ...payload }));
    expect(await bad({ query: 'select * from areas where id = {missing}' })).toEqual({
      query: 'The statement uses {missing}, which is not among the parameters. Add it as a parameter or use a system variable.',
    });
    expect(Object.keys(await bad({ query: 'select 1', requestParameters: [{ field: 'keyword' }] }))).toEqual(['requestParameters.0.field']);
    expect(Object.keys(await bad({ query: 'select 1', requestParameters: [{ field: 'a' }, { field: 'a' }] }))).toEqual(['requestParameters']);
    expect((await bad({ dataType: 2, query: '{"id": 1}' }))['query']).toMatch(/^Static data must be a JSON list of objects/);
    expect(Object.keys(await bad({ query: '' }))).toEqual(['query']);
    const typed = await call(clerk.token, 'GET', `/api/system/DataInterface/${ids.cities}/Action/List?province=1&propsValue=id&relationField=name;drop`);
    expect(typed.statusCode).toBe(400);
    const id = await created({
      fullName: 'By count',
      enCode: 'ByCount',
      query: 'select id from areas where level = {n}',
      requestParameters: [{ field: 'n', dataType: 'int' }],
    });
    const wrong = await call(clerk.token, 'GET', `/api/system/DataInterface/${id}/Actions/Response?n=two`);
    expect([wrong.statusCode, fields(wrong)]).toEqual([400, { n: 'n must be a whole number.' }]);
    const missingColumn = await call(clerk.token, 'GET', `/api/system/DataInterface/${ids.cities}/Action/List?province=1&propsValue=id&relationField=nope`);
    expect([missingColumn.statusCode, fields(missingColumn)]).toEqual([
      400,
      { relationField: 'The interface has no column nope. Its columns: id, code, name.' },
    ]);
    const missingValue = await call(clerk.token, 'GET', `/api/system/DataInterface/${ids.static}/Action/Info?propsValue=code&relationField=name&id=1`);
    expect([missingValue.statusCode, fields(missingValue)]).toEqual([400, { propsValue: 'The interface has no column code. Its columns: id, name, note.' }]);
  });

  it('stops a runaway statement: PostgreSQL at the time limit, PGlite before it runs, by the planner’s estimate', async () => {
    const onPostgres = Boolean(inject('postgresTemplate'));
    const limited = await startTestApp(onPostgres ? { DATA_INTERFACE_TIMEOUT_MS: '200', DATA_INTERFACE_MAX_COST: '1e12' } : {});
    try {
      const res = await limited.request({
        method: 'POST',
        url: '/api/system/DataInterface/0/Actions/Preview',
        token: await limited.tokenFor('admin'),
        payload: { draft: { query: 'select count(*) from areas a, areas b, areas c' } },
      });
      expect(res.statusCode).toBe(400);
      expect(body(res).msg).toMatch(onPostgres ? /ran longer than 0.2 s and was stopped/ : /too heavy to run here/);
    } finally {
      await limited.close();
    }
  });
});

describe('who may call what', () => {
  it('administration needs the Data Interfaces page and each button; reading an interface needs an internal user', async () => {
    const tokens = await accessCallers(t, admin, await keeper('datapartial'), 'dataInterface', ['btn_add']);
    const base = `/api/system/DataInterface/${ids.static}`;
    const cases: AccessCase[] = [
      ['GET', '/api/system/DataInterface', undefined, { partial: 200, admin: 200 }],
      ['POST', '/api/system/DataInterface', { fullName: 'Memo', enCode: 'Memo', query: 'select 1 as one' }, { partial: 200, admin: 400 }],
      ['PUT', base, { ...STATIC }, { admin: 200 }],
      ['GET', base, undefined, { partial: 200, admin: 200 }],
      ['PUT', `${base}/Actions/State`, undefined, { admin: 200 }],
      ['PUT', `${base}/Actions/State`, undefined, { admin: 200 }],
      ['GET', `${base}/Action/Export`, undefined, { admin: 200 }],
      ['POST', '/api/system/DataInterface/Action/Import', { ...STATIC, enCode: 'Imported' }, { admin: 200 }],
      ['POST', `${base}/Actions/Preview`, {}, { partial: 200, admin: 200 }],
      ['GET', `/api/system/DataInterfaceLog/${ids.static}`, undefined, { partial: 200, admin: 200 }],
      ['DELETE', '/api/system/DataInterface/no-such-interface', undefined, { admin: 404 }],
      ['GET', `${base}/Actions/Response`, undefined, { partial: 200, admin: 200 }],
      ['GET', `${base}/Action/List?propsValue=id&relationField=name`, undefined, { partial: 200, admin: 200 }],
      ['GET', `${base}/Action/Info?propsValue=id&relationField=name&id=L`, undefined, { partial: 200, admin: 200 }],
      ['GET', `/api/system/DataInterface/GetParam/${ids.static}`, undefined, { partial: 200, admin: 200 }],
      ['GET', '/api/system/DataInterface/Selector', undefined, { partial: 200, admin: 200 }],
      ['GET', '/api/system/DataInterface/getList', undefined, { partial: 200, admin: 200 }],
      ['GET', '/api/system/DataInterface/Hosts', undefined, { partial: 200, admin: 200 }],
      ['PUT', '/api/system/DataInterface/Hosts', { hosts: [] }, { admin: 200 }],
    ];
    await expectAccess(t, tokens, cases);
  });
});
