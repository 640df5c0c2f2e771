import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashDigest, md5Hex } from '../../src/server/modules/auth/passwords.ts';
import { users } from '../../src/server/db/schema/index.ts';
import { authorizeCatalogue } from '../../src/shared/contracts/authorize.ts';
import {
  allDictionaries,
  dictionaryDataByType,
  dictionaryDataParentSelector,
  dictionaryDataSelector,
  dictionaryTypeSelector,
  getDictionaryData,
  listDictionaryData,
  listDictionaryTypes,
} from '../../src/shared/contracts/dictionaries.ts';
import { exportDictionary, type ExportedDictionary } from '../../src/shared/contracts/dictionary-transfer.ts';
import { body, dataOf, startTestApp, type TestApp } from './support/harness.ts';

/**
 * System → Dictionaries: the type tree, a tree type's items, what widgets read (any signed-in user),
 * export / import, the refusals, and who may call what (the authorisation matrix).
 */
let t: TestApp;
let admin: string;
const ids: Record<string, string> = {};
const PASSWORD = 'Dict#Keeper2026';

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
const call = (token: string | undefined, method: Method, url: string, payload?: object) =>
  t.request({ method, url, ...(token ? { token } : {}), ...(payload ? { payload } : {}) });
const created = async (url: string, payload: object): Promise<string> => {
  const res = await call(admin, 'POST', url, payload);
  expect(res.statusCode, res.body).toBe(200);
  return res.json<{ data: { id: string } }>().data.id;
};
const fields = (res: Awaited<ReturnType<typeof call>>) => (body(res).data as { fields: Record<string, string> }).fields;
const names = (list: readonly { fullName: string; children: readonly unknown[] }[]): unknown[] =>
  list.map((n) => (n.children.length ? [n.fullName, names(n.children as typeof list)] : n.fullName));

beforeAll(async () => {
  t = await startTestApp();
  admin = await t.tokenFor('admin');
  ids.places = await created('/api/system/DictionaryType', { fullName: 'Places', enCode: 'Places' });
  ids.regions = await created('/api/system/DictionaryType', { parentId: ids.places, fullName: 'Sales regions', enCode: 'SalesRegion', isTree: 1 });
  ids.east = await created('/api/system/DictionaryData', { dictionaryTypeId: ids.regions, fullName: 'East China', enCode: 'EAST', sortCode: 1 });
  ids.shanghai = await created('/api/system/DictionaryData', { dictionaryTypeId: ids.regions, parentId: ids.east, fullName: 'Shanghai', enCode: 'SH' });
  ids.pudong = await created('/api/system/DictionaryData', { dictionaryTypeId: ids.regions, parentId: ids.shanghai, fullName: 'Pudong', enCode: 'PD' });
  ids.north = await created('/api/system/DictionaryData', { dictionaryTypeId: ids.regions, fullName: 'North China', enCode: 'NORTH', sortCode: 2 });
});
afterAll(() => t.close());

describe('dictionary types and items', () => {
  it('lists the types as a tree and a tree type’s items as a tree; a keyword keeps the path to each find', async () => {
    const types = dataOf(listDictionaryTypes, await call(admin, 'GET', '/api/system/DictionaryType')).list;
    const places = types.find((n) => n.id === ids.places)!;
    expect(places.children.map((c) => [c.enCode, c.isTree])).toEqual([['SalesRegion', 1]]);
    expect(types.some((n) => n.enCode === 'PlantLA')).toBe(true);

    const items = dataOf(listDictionaryData, await call(admin, 'GET', `/api/system/DictionaryData/${ids.regions}`)).list;
    expect(names(items)).toEqual([['East China', [['Shanghai', ['Pudong']]]], 'North China']);
    const found = dataOf(listDictionaryData, await call(admin, 'GET', '/api/system/DictionaryData/SalesRegion?keyword=pud')).list;
    expect(names(found)).toEqual([['East China', [['Shanghai', ['Pudong']]]]]);
    const flat = dataOf(listDictionaryData, await call(admin, 'GET', `/api/system/DictionaryData/${ids.regions}?isTree=0`)).list;
    expect(flat.map((i) => i.enCode)).toEqual(['PD', 'SH', 'EAST', 'NORTH']);
    const info = dataOf(getDictionaryData, await call(admin, 'GET', `/api/system/DictionaryData/${ids.shanghai}/Info`));
    expect(info).toMatchObject({ parentId: ids.east, dictionaryTypeId: ids.regions, enabledMark: 1, hasChildren: true });
  });

  it('offers as parents everything but the record itself and what lies below it', async () => {
    const types = dataOf(dictionaryTypeSelector, await call(admin, 'GET', `/api/system/DictionaryType/Selector/${ids.places}`)).list;
    expect(types.some((n) => n.id === ids.places || n.id === ids.regions)).toBe(false);
    const parents = dataOf(dictionaryDataParentSelector, await call(admin, 'GET', `/api/system/DictionaryData/${ids.regions}/Selector/${ids.shanghai}`)).list;
    expect(names(parents)).toEqual(['East China', 'North China']);
    const forNew = dataOf(dictionaryDataParentSelector, await call(admin, 'GET', `/api/system/DictionaryData/${ids.regions}/Selector/0`)).list;
    expect(names(forNew)).toEqual([['East China', [['Shanghai', ['Pudong']]]], 'North China']);
  });

  it('gives widgets the enabled items, by type id or code, to any signed-in user', async () => {
    const vendor = await t.tokenFor('vendor1');
    const toggled = await call(admin, 'PUT', `/api/system/DictionaryData/${ids.north}/Actions/State`);
    expect(toggled.json<{ data: { enabledMark: number } }>().data.enabledMark).toBe(0);
    const options = dataOf(dictionaryDataSelector, await call(vendor, 'GET', '/api/system/DictionaryData/SalesRegion/Data/Selector'));
    expect(options.isTree).toBe(1);
    expect(names(options.list)).toEqual([['East China', [['Shanghai', ['Pudong']]]]]);
    const lower = dataOf(dictionaryDataByType, await call(vendor, 'GET', '/api/system/dictionarydata/PlantLA'));
    expect(lower.list.map((i) => i.enCode)).toEqual(['1000', '2000']);
    const all = dataOf(allDictionaries, await call(vendor, 'GET', '/api/system/DictionaryData/All')).list;
    expect(all.find((d) => d.enCode === 'ReasonCode')!.dictionaryList.map((i) => i.enCode)).toContain('R01');
    expect(all.find((d) => d.enCode === 'SalesRegion')!.dictionaryList.map((i) => i.enCode)).toEqual(['EAST']);
    await call(admin, 'PUT', `/api/system/DictionaryData/${ids.north}/Actions/State`);
    const back = dataOf(dictionaryDataSelector, await call(vendor, 'GET', `/api/system/DictionaryData/${ids.regions}/Data/Selector`));
    expect(back.list.map((i) => i.enCode)).toEqual(['EAST', 'NORTH']);
  });

  it("names items and types in the reader's language where they have a name in it, the name as entered where not", async () => {
    const vendor = await t.tokenFor('vendor1');
    const read = (language: string, url: string) => t.request({ method: 'GET', url, token: vendor, headers: { 'accept-language': language } });
    // Seeded: the change reasons vendors choose from.
    const reasons = async (language: string) =>
      dataOf(dictionaryDataByType, await read(language, '/api/system/dictionarydata/ReasonCode')).list.find((i) => i.enCode === 'R01')!.fullName;
    expect([await reasons('zh-CN'), await reasons('zh-TW'), await reasons('en')]).toEqual(['产能不足', '產能不足', 'Capacity shortage']);
    const all = dataOf(allDictionaries, await read('zh-TW', '/api/system/DictionaryData/All')).list;
    expect(all.find((d) => d.enCode === 'ReasonCode')!.fullName).toBe('變更原因代碼');

    // Given by an administrator: Simplified Chinese only; Traditional Chinese reads the name as entered.
    const given = { 'zh-CN': '华东', 'zh-TW': '', en: '' };
    const res = await call(admin, 'PUT', `/api/system/DictionaryData/${ids.east}`, {
      dictionaryTypeId: ids.regions,
      fullName: 'East China',
      fullNameI18n: given,
      enCode: 'EAST',
      sortCode: 1,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(dataOf(getDictionaryData, await call(admin, 'GET', `/api/system/DictionaryData/${ids.east}/Info`))).toMatchObject({
      fullName: 'East China',
      fullNameI18n: given,
    });
    const region = async (language: string) =>
      names(dataOf(dictionaryDataSelector, await read(language, '/api/system/DictionaryData/SalesRegion/Data/Selector')).list)[0];
    expect(await region('zh-CN')).toEqual(['华东', [['Shanghai', ['Pudong']]]]);
    expect(await region('zh-TW')).toEqual(['East China', [['Shanghai', ['Pudong']]]]);
    // Devices get every language and choose as their screen changes.
    const pulled = await t.request({ method: 'POST', url: '/api/sync/pull', token: vendor, payload: { clientId: 'names-device', cursor: 0 } });
    const rows = pulled.json<{ data: { changes: { table: string; row?: { enCode: string; fullNameI18n: unknown } }[] } }>().data.changes;
    expect(rows.find((c) => c.table === 'dictionaryItems' && c.row?.enCode === 'EAST')!.row!.fullNameI18n).toEqual(given);
    // A name per language too long is refused under its field.
    const long = await call(admin, 'PUT', `/api/system/DictionaryData/${ids.east}`, {
      dictionaryTypeId: ids.regions,
      fullName: 'East China',
      fullNameI18n: { ...given, en: 'x'.repeat(101) },
      enCode: 'EAST',
    });
    expect(long.statusCode).toBe(400);
    expect(Object.keys(fields(long))).toEqual(['fullNameI18n.en']);
  });

  it('refuses bad input naming the field, and deletions that would orphan', async () => {
    const dup = await call(admin, 'POST', '/api/system/DictionaryType', { fullName: 'Again', enCode: 'PlantLA' });
    expect(dup.statusCode).toBe(400);
    expect(fields(dup).enCode).toContain('PlantLA');
    const badCode = await call(admin, 'POST', '/api/system/DictionaryData', { dictionaryTypeId: ids.regions, fullName: 'X', enCode: 'has space' });
    expect(badCode.statusCode).toBe(400);
    expect(Object.keys(fields(badCode))).toEqual(['enCode']);
    const loop = await call(admin, 'PUT', `/api/system/DictionaryData/${ids.east}`, {
      dictionaryTypeId: ids.regions,
      parentId: ids.pudong,
      fullName: 'East China',
      enCode: 'EAST',
    });
    expect(loop.statusCode).toBe(400);
    expect(Object.keys(fields(loop))).toEqual(['parentId']);
    const typeLoop = await call(admin, 'PUT', `/api/system/DictionaryType/${ids.places}`, { parentId: ids.regions, fullName: 'Places', enCode: 'Places' });
    expect(Object.keys(fields(typeLoop))).toEqual(['parentId']);
    const reason = dataOf(listDictionaryTypes, await call(admin, 'GET', '/api/system/DictionaryType')).list.find((n) => n.enCode === 'ReasonCode')!;
    const nested = await call(admin, 'POST', '/api/system/DictionaryData', { dictionaryTypeId: reason.id, parentId: ids.east, fullName: 'X', enCode: 'X1' });
    expect(Object.keys(fields(nested))).toEqual(['parentId']);
    const moved = await call(admin, 'PUT', `/api/system/DictionaryData/${ids.north}`, {
      dictionaryTypeId: reason.id,
      fullName: 'North China',
      enCode: 'NORTH',
    });
    expect(Object.keys(fields(moved))).toEqual(['dictionaryTypeId']);
    const flatten = await call(admin, 'PUT', `/api/system/DictionaryType/${ids.regions}`, {
      parentId: ids.places,
      fullName: 'Sales regions',
      enCode: 'SalesRegion',
      isTree: 0,
    });
    expect(Object.keys(fields(flatten))).toEqual(['isTree']);

    const typeWithItems = await call(admin, 'DELETE', `/api/system/DictionaryType/${ids.regions}`);
    expect(typeWithItems.statusCode).toBe(409);
    expect(body(typeWithItems).msg).toMatch(/4 items/);
    expect((await call(admin, 'DELETE', `/api/system/DictionaryType/${ids.places}`)).statusCode).toBe(409);
    expect((await call(admin, 'DELETE', `/api/system/DictionaryData/${ids.shanghai}`)).statusCode).toBe(409);
    expect((await call(admin, 'GET', '/api/system/DictionaryData/NoSuchType/Data/Selector')).statusCode).toBe(404);
    expect((await call(admin, 'GET', '/api/system/DictionaryData/no-such-id/Info')).statusCode).toBe(404);
  });

  it('deletes a leaf, after which its code may be used again', async () => {
    const temp = await created('/api/system/DictionaryData', { dictionaryTypeId: ids.regions, fullName: 'West', enCode: 'WEST' });
    expect((await call(admin, 'DELETE', `/api/system/DictionaryData/${temp}`)).statusCode).toBe(200);
    expect((await call(admin, 'GET', `/api/system/DictionaryData/${temp}/Info`)).statusCode).toBe(404);
    await created('/api/system/DictionaryData', { dictionaryTypeId: ids.regions, fullName: 'West again', enCode: 'WEST' });
  });
});

describe('export and import', () => {
  it('exports a type with its items by code and imports it as a new type, nesting kept', async () => {
    const doc = dataOf(exportDictionary, await call(admin, 'GET', `/api/system/DictionaryData/${ids.regions}/Action/Export`));
    expect(doc.type).toMatchObject({ enCode: 'SalesRegion', isTree: 1 });
    expect(doc.items.find((i) => i.enCode === 'PD')).toMatchObject({ parentCode: 'SH' });
    const copy: ExportedDictionary = { ...doc, type: { ...doc.type, enCode: 'SalesRegion2', fullName: 'Sales regions (copy)' } };
    const res = await call(admin, 'POST', '/api/system/DictionaryData/Action/Import', copy);
    expect(res.statusCode, res.body).toBe(200);
    const items = dataOf(listDictionaryData, await call(admin, 'GET', '/api/system/DictionaryData/SalesRegion2')).list;
    expect(names(items)).toEqual(['West again', ['East China', [['Shanghai', ['Pudong']]]], 'North China']);
  });

  it('refuses a taken code and an item before its parent, creating nothing', async () => {
    const doc = dataOf(exportDictionary, await call(admin, 'GET', '/api/system/DictionaryData/SalesRegion/Action/Export'));
    const taken = await call(admin, 'POST', '/api/system/DictionaryData/Action/Import', doc);
    expect(taken.statusCode).toBe(400);
    expect(Object.keys(fields(taken))).toEqual(['type.enCode']);
    const reversed = { ...doc, type: { ...doc.type, enCode: 'Backwards' }, items: [...doc.items].reverse() };
    const late = await call(admin, 'POST', '/api/system/DictionaryData/Action/Import', reversed);
    expect(late.statusCode).toBe(400);
    expect(Object.keys(fields(late))[0]).toMatch(/^items\.\d+\.parentCode$/);
    expect((await call(admin, 'GET', '/api/system/DictionaryData/Backwards')).statusCode).toBe(404);
    const notADocument = await call(admin, 'POST', '/api/system/DictionaryData/Action/Import', { type: { fullName: 'X' }, items: 'none' });
    expect(notADocument.statusCode).toBe(400);
  });
});

describe('who may call what', () => {
  it('administration needs the Dictionaries page and each button; widget reads need a session only', async () => {
    const catalogue = dataOf(authorizeCatalogue, await call(admin, 'GET', '/api/permission/Authority/Catalogue')).list;
    const menu = catalogue
      .flatMap(function flat(m): (typeof catalogue)[number][] {
        return [m, ...m.children.flatMap(flat)];
      })
      .find((m) => m.enCode === 'dictionary')!;
    const add = menu.button.find((b) => b.enCode === 'btn_add')!;
    const [row] = await t.db
      .insert(users)
      .values({ account: 'dictclerk', realName: 'Dict Clerk', passwordHash: await hashDigest(md5Hex(PASSWORD)) })
      .returning({ id: users.id });
    const granted = await call(admin, 'PUT', `/api/permission/Authority/Data/${row!.id}`, { objectType: 'user', module: [menu.id], button: [add.id] });
    expect(granted.statusCode, granted.body).toBe(200);
    const tokens: Record<string, string | undefined> = {
      anonymous: undefined,
      vendor1: await t.tokenFor('vendor1'),
      vendor2: await t.tokenFor('vendor2'),
      buyer1: await t.tokenFor('buyer1'),
      uploader1: await t.tokenFor('uploader1'),
      clerk: await t.tokenFor('dictclerk', PASSWORD),
      admin,
    };
    const item = { dictionaryTypeId: ids.regions, fullName: 'South', enCode: 'SOUTH' };
    const cases: [Method, string, object | undefined, Record<string, number>][] = [
      ['GET', '/api/system/DictionaryType', undefined, { clerk: 200, admin: 200 }],
      ['GET', `/api/system/DictionaryData/${ids.regions}`, undefined, { clerk: 200, admin: 200 }],
      ['POST', '/api/system/DictionaryData', item, { clerk: 200, admin: 400 }],
      ['PUT', `/api/system/DictionaryData/${ids.north}`, { ...item, enCode: 'NORTH', fullName: 'North China' }, { admin: 200 }],
      ['PUT', `/api/system/DictionaryData/${ids.north}/Actions/State`, undefined, { admin: 200 }],
      ['DELETE', `/api/system/DictionaryData/${ids.pudong}`, undefined, { admin: 200 }],
      ['DELETE', `/api/system/DictionaryType/${ids.places}`, undefined, { admin: 409 }],
      ['GET', `/api/system/DictionaryData/${ids.regions}/Action/Export`, undefined, { admin: 200 }],
      [
        'GET',
        '/api/system/DictionaryData/PlantLA/Data/Selector',
        undefined,
        { vendor1: 200, vendor2: 200, buyer1: 200, uploader1: 200, clerk: 200, admin: 200 },
      ],
      ['GET', '/api/system/DictionaryData/All', undefined, { vendor1: 200, vendor2: 200, buyer1: 200, uploader1: 200, clerk: 200, admin: 200 }],
    ];
    for (const [method, url, payload, allowed] of cases) {
      for (const [who, token] of Object.entries(tokens)) {
        const res = await call(token, method, url, payload);
        const expected = allowed[who] ?? (who === 'anonymous' ? 401 : 403);
        expect(`${who} ${method} ${url} → ${res.statusCode}`).toBe(`${who} ${method} ${url} → ${expected}`);
      }
    }
    // The state toggle ran once (by the administrator): put it back the way the other tests expect.
    await call(admin, 'PUT', `/api/system/DictionaryData/${ids.north}/Actions/State`);
  });
});
