import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashDigest, md5Hex } from '../../src/server/modules/auth/passwords.ts';
import { users } from '../../src/server/db/schema/index.ts';
import {
  exportPrintTemplate,
  getPrintTemplate,
  listPrintTemplates,
  printTemplateData,
  printTemplateFields,
  printTemplateSelector,
} from '../../src/shared/contracts/print-templates.ts';
import { accessCallers, expectAccess, type AccessCase } from './support/access-matrix.ts';
import { body, dataOf, startTestApp, type TestApp } from './support/harness.ts';

/**
 * System → Print Templates: templates bound to a data interface, the fields a designer places, the
 * data a document prints from (sanitised template, paper, rows), copy, export / import, refusals, and
 * who may call what.
 */
let t: TestApp;
let admin: string;
let clerk: string;
const ids: Record<string, string> = {};
const PASSWORD = 'Print#Keeper2026';

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
const call = (token: string | undefined, method: Method, url: string, payload?: object) =>
  t.request({ method, url, ...(token ? { token } : {}), ...(payload ? { payload } : {}) });
const idOf = (res: Awaited<ReturnType<typeof call>>) => {
  expect(res.statusCode, res.body).toBe(200);
  return res.json<{ data: { id: string } }>().data.id;
};
const fields = (res: Awaited<ReturnType<typeof call>>) => (body(res).data as { fields: Record<string, string> }).fields;

async function keeper(account: string): Promise<{ id: string; token: string }> {
  const [row] = await t.db
    .insert(users)
    .values({ account, realName: account, passwordHash: await hashDigest(md5Hex(PASSWORD)) })
    .returning({ id: users.id });
  return { id: row!.id, token: await t.tokenFor(account, PASSWORD) };
}

const TEMPLATE = {
  fullName: '城市清单',
  enCode: 'ProvinceCityList',
  category: 'atlas',
  printTemplate:
    '<h1 onclick="alert(1)">{{province}} 的城市</h1><script>alert(2)</script><table><tr><th>编码</th><th>名称</th></tr><tr data-repeat><td>{{code}}</td><td>{{name}}</td></tr></table><iframe src="https://example.com"></iframe>',
  pageParam: { size: 'A5', orientation: 'landscape', margin: 10 },
};

beforeAll(async () => {
  t = await startTestApp();
  admin = await t.tokenFor('admin');
  clerk = (await keeper('printclerk')).token;
  ids.interface = idOf(
    await call(admin, 'POST', '/api/system/DataInterface', {
      fullName: 'Cities with their province',
      enCode: 'CitiesWithProvince',
      query:
        'select c.id, c.en_code as code, c.full_name as name, p.full_name as province from areas c join areas p on p.id = c.parent_id where p.id = {province} order by c.en_code',
      requestParameters: [{ field: 'province', required: true }],
    }),
  );
  ids.template = idOf(await call(admin, 'POST', '/api/system/printDev', { ...TEMPLATE, interfaceId: ids.interface }));
});
afterAll(() => t.close());

describe('print templates', () => {
  it('stores the template sanitised: no script, event handler or frame', async () => {
    const row = dataOf(getPrintTemplate, await call(admin, 'GET', `/api/system/printDev/${ids.template}`));
    expect(row.printTemplate).toBe(
      '<h1>{{province}} 的城市</h1><table><tbody><tr><th>编码</th><th>名称</th></tr><tr data-repeat=""><td>{{code}}</td><td>{{name}}</td></tr></tbody></table>',
    );
    expect(row).toMatchObject({ category: 'atlas', interfaceId: ids.interface, pageParam: { size: 'A5', orientation: 'landscape', margin: 10 } });
  });

  it('gives a designer the interface’s columns and parameters', async () => {
    const shape = dataOf(printTemplateFields, await call(admin, 'POST', '/api/system/printDev/Fields', { interfaceId: ids.interface }));
    expect(shape.columns).toEqual(['id', 'code', 'name', 'province']);
    expect(shape.parameters.map((p) => p.field)).toEqual(['province']);
  });

  it('gives a document its template, paper and rows for the values given, CJK text intact', async () => {
    const data = dataOf(printTemplateData, await call(clerk, 'GET', `/api/system/printDev/Data?id=${ids.template}&province=330000`));
    expect(data.fullName).toBe('城市清单');
    expect(data.pageParam.size).toBe('A5');
    expect(data.rows).toHaveLength(11);
    expect(data.rows[0]).toEqual({ id: '330100', code: '330100', name: '杭州市', province: '浙江省' });
    const missing = await call(clerk, 'GET', `/api/system/printDev/Data?id=${ids.template}`);
    expect([missing.statusCode, fields(missing)]).toEqual([400, { province: 'Enter province: the interface needs it.' }]);
    const selector = dataOf(printTemplateSelector, await call(clerk, 'GET', '/api/system/printDev/Selector?type=atlas')).list;
    expect(selector).toEqual([{ id: ids.template, fullName: '城市清单', enCode: 'ProvinceCityList', category: 'atlas' }]);
  });

  it('copies (disabled, under a free code), exports and imports', async () => {
    const first = idOf(await call(admin, 'POST', `/api/system/printDev/${ids.template}/Actions/Copy`));
    const second = idOf(await call(admin, 'POST', `/api/system/printDev/${ids.template}/Actions/Copy`));
    const copies = [first, second].map(async (id) => dataOf(getPrintTemplate, await call(admin, 'GET', `/api/system/printDev/${id}`)));
    expect((await Promise.all(copies)).map((c) => [c.enCode, c.fullName, c.enabledMark])).toEqual([
      ['ProvinceCityList_copy1', '城市清单 (copy)', 0],
      ['ProvinceCityList_copy2', '城市清单 (copy)', 0],
    ]);
    const disabled = await call(clerk, 'GET', `/api/system/printDev/Data?id=${first}&province=330000`);
    expect([disabled.statusCode, body(disabled).msg]).toEqual([409, '城市清单 (copy) is disabled: documents cannot be printed with it. Enable it first.']);
    const exported = dataOf(exportPrintTemplate, await call(admin, 'GET', `/api/system/printDev/${ids.template}/Actions/Export`));
    expect(exported).toMatchObject({ enCode: 'ProvinceCityList', interfaceId: ids.interface, pageParam: TEMPLATE.pageParam });
    const clash = await call(admin, 'POST', '/api/system/printDev/Actions/Import', exported);
    expect(fields(clash)).toEqual({ enCode: 'The code ProvinceCityList is already used by another print template.' });
    idOf(await call(admin, 'POST', '/api/system/printDev/Actions/Import', { ...exported, enCode: 'ProvinceCityListB' }));
    const list = dataOf(listPrintTemplates, await call(admin, 'GET', '/api/system/printDev?keyword=ProvinceCityList&pageSize=10')).list;
    expect(list.map((r) => r.enCode).sort()).toEqual(['ProvinceCityList', 'ProvinceCityListB', 'ProvinceCityList_copy1', 'ProvinceCityList_copy2']);
  });

  it('refuses bad input naming the field, an id that is not the address’s, an unknown interface', async () => {
    const update = await call(admin, 'PUT', `/api/system/printDev/${ids.template}`, { ...TEMPLATE, id: ids.template, interfaceId: ids.interface });
    expect(update.statusCode, update.body).toBe(200);
    const other = await call(admin, 'PUT', `/api/system/printDev/${ids.template}`, { ...TEMPLATE, id: 'another' });
    expect([other.statusCode, body(other).msg]).toEqual([400, 'The id in the body is not the one in the address. Reload the page.']);
    const paper = await call(admin, 'POST', '/api/system/printDev', { ...TEMPLATE, enCode: 'Bad', pageParam: { size: 'A3' } });
    expect(Object.keys(fields(paper))).toEqual(['pageParam.size']);
    const unknown = await call(admin, 'POST', '/api/system/printDev', { ...TEMPLATE, enCode: 'Bad', interfaceId: 'nothing' });
    expect([unknown.statusCode, body(unknown).msg]).toEqual([404, 'That data interface no longer exists. Reload the list.']);
  });
});

describe('who may call what', () => {
  it('administration needs the Print Templates page and each button; printing needs an internal user', async () => {
    const tokens = await accessCallers(t, admin, await keeper('printpartial'), 'printDev', ['btn_add']);
    const base = `/api/system/printDev/${ids.template}`;
    const cases: AccessCase[] = [
      ['GET', '/api/system/printDev', undefined, { partial: 200, admin: 200 }],
      ['POST', '/api/system/printDev', { fullName: 'Memo', enCode: 'Memo' }, { partial: 200, admin: 400 }],
      ['GET', base, undefined, { partial: 200, admin: 200 }],
      ['PUT', base, { ...TEMPLATE, interfaceId: ids.interface }, { admin: 200 }],
      ['POST', `${base}/Actions/Copy`, undefined, { partial: 200, admin: 200 }],
      ['GET', `${base}/Actions/Export`, undefined, { admin: 200 }],
      ['POST', '/api/system/printDev/Actions/Import', { fullName: 'Imported', enCode: 'Imported' }, { admin: 200 }],
      ['POST', '/api/system/printDev/Fields', { interfaceId: ids.interface }, { partial: 200, admin: 200 }],
      ['DELETE', '/api/system/printDev/no-such-template', undefined, { admin: 404 }],
      ['GET', `/api/system/printDev/Data?id=${ids.template}&province=110000`, undefined, { partial: 200, admin: 200 }],
      ['GET', '/api/system/printDev/Selector', undefined, { partial: 200, admin: 200 }],
    ];
    await expectAccess(t, tokens, cases);
  });
});
