import { readFile } from 'node:fs/promises';
import { inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { areaChildren, areaNamesByIds, areaParentSelector, getArea, listAreas } from '../../src/shared/contracts/areas.ts';
import { areas } from '../../src/server/db/schema/index.ts';
import { divisionRows } from '../../src/server/seed/areas.ts';
import { body, dataOf, startTestApp, type TestApp } from './support/harness.ts';

/**
 * System → Areas: China's divisions seeded from the package, the address widget's reads (a level at a
 * time, names of chosen paths), what administrators may change, and who may call what.
 */
let t: TestApp;
let admin: string;
let vendor: string;

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
const call = (token: string | undefined, method: Method, url: string, payload?: object) =>
  t.request({ method, url, ...(token ? { token } : {}), ...(payload ? { payload } : {}) });
const fields = (res: Awaited<ReturnType<typeof call>>) => (body(res).data as { fields: Record<string, string> }).fields;

beforeAll(async () => {
  t = await startTestApp();
  admin = await t.tokenFor('admin');
  vendor = await t.tokenFor('vendor1');
});
afterAll(() => t.close());

describe('areas', () => {
  it('holds every province, city and district of the package', async () => {
    const rows = divisionRows();
    expect(rows.filter((r) => r.level === 1)).toHaveLength(34);
    const provinces = dataOf(listAreas, await call(admin, 'GET', '/api/system/Area/-1')).list;
    expect(provinces).toHaveLength(34);
    expect(provinces[0]).toMatchObject({ id: '110000', fullName: '北京市', level: 1, parentId: null, hasChildren: true });
    const zhejiang = dataOf(listAreas, await call(admin, 'GET', '/api/system/Area/330000')).list;
    expect(zhejiang.find((c) => c.fullName === '杭州市')).toMatchObject({ id: '330100', level: 2, parentName: '浙江省' });
    // The way down to a level, so a page opened from its address shows where it is.
    expect(dataOf(listAreas, await call(admin, 'GET', '/api/system/Area/330100')).trail).toEqual([
      { id: '330000', fullName: '浙江省' },
      { id: '330100', fullName: '杭州市' },
    ]);
    // One edition: Hangzhou's districts since 2021, without the revoked ones or the "市辖区" placeholder.
    const hangzhou = dataOf(listAreas, await call(admin, 'GET', '/api/system/Area/330100')).list.map((d) => d.fullName);
    expect(hangzhou).toEqual(expect.arrayContaining(['上城区', '拱墅区', '临平区', '钱塘区']));
    expect(hangzhou.filter((name) => ['下城区', '江干区', '市辖区'].includes(name))).toEqual([]);
    expect(dataOf(listAreas, await call(admin, 'GET', '/api/system/Area/-1')).trail).toEqual([]);
    expect((await call(admin, 'GET', '/api/system/Area/999999')).statusCode).toBe(404);
    const found = dataOf(listAreas, await call(admin, 'GET', `/api/system/Area/-1?keyword=${encodeURIComponent('西湖')}`)).list;
    expect(found.find((a) => a.id === '330106')).toMatchObject({ fullName: '西湖区', parentName: '杭州市', level: 3 });
  });

  it('gives the address widget enabled children a level at a time, and names for id paths', async () => {
    const top = dataOf(areaChildren, await call(vendor, 'GET', '/api/system/Area/Children/-1')).list;
    expect(top.find((a) => a.id === '330000')).toMatchObject({ fullName: '浙江省', isLeaf: false });
    const districts = dataOf(areaChildren, await call(vendor, 'GET', '/api/system/Area/Children/330100')).list;
    expect(districts.find((a) => a.id === '330106')).toMatchObject({ fullName: '西湖区', level: 3, isLeaf: true });
    const names = dataOf(
      areaNamesByIds,
      await call(vendor, 'POST', '/api/system/Area/GetAreaByIds', {
        idsList: [
          ['330000', '330100', '330106'],
          ['110000', 'no-such-area'],
        ],
      }),
    );
    expect(names).toEqual([
      ['浙江省', '杭州市', '西湖区'],
      ['北京市', ''],
    ]);
    // A disabled area leaves the widget, not the administration list.
    await call(admin, 'PUT', '/api/system/Area/330106/Actions/State');
    const without = dataOf(areaChildren, await call(vendor, 'GET', '/api/system/Area/Children/330100')).list;
    expect(without.some((a) => a.id === '330106')).toBe(false);
    const listed = dataOf(listAreas, await call(admin, 'GET', '/api/system/Area/330100')).list;
    expect(listed.find((a) => a.id === '330106')!.enabledMark).toBe(0);
    await call(admin, 'PUT', '/api/system/Area/330106/Actions/State');
  });

  it('takes a database seeded with the older edition to the current one: its placeholders and revoked districts leave the pickers, stored codes still read', async () => {
    // As an earlier seed wrote them; the third is one an administrator renamed, which stays as it is.
    await t.db.insert(areas).values([
      { id: '330101', parentId: '330100', enCode: '330101', fullName: '市辖区', level: 3, sortCode: 0 },
      { id: '330103', parentId: '330100', enCode: '330103', fullName: '下城区', level: 3, sortCode: 2 },
      { id: '330104', parentId: '330100', enCode: '330104', fullName: '江干区（旧）', level: 3, sortCode: 3 },
    ]);
    const migration = await readFile(new URL('../../src/server/db/migrations/0045_areas_one_edition.sql', import.meta.url), 'utf8');
    await t.db.execute(sql.raw(migration));
    const offered = dataOf(areaChildren, await call(vendor, 'GET', '/api/system/Area/Children/330100')).list.map((a) => a.fullName);
    expect(offered.filter((name) => ['市辖区', '下城区'].includes(name))).toEqual([]);
    expect(offered).toContain('江干区（旧）');
    const names = dataOf(areaNamesByIds, await call(vendor, 'POST', '/api/system/Area/GetAreaByIds', { idsList: [['330000', '330100', '330103']] }));
    expect(names).toEqual([['浙江省', '杭州市', '下城区']]);
    await t.db.delete(areas).where(inArray(areas.id, ['330101', '330103', '330104']));
  });

  it('adds a street under a district, refuses a fifth level, a move and deleting a parent', async () => {
    const res = await call(admin, 'POST', '/api/system/Area', { parentId: '330106', fullName: '北山街道', enCode: '330106001' });
    expect(res.statusCode, res.body).toBe(200);
    const street = res.json<{ data: { id: string } }>().data.id;
    expect(dataOf(getArea, await call(admin, 'GET', `/api/system/Area/${street}/Info`))).toMatchObject({ level: 4, parentName: '西湖区' });
    const deeper = await call(admin, 'POST', '/api/system/Area', { parentId: street, fullName: 'X', enCode: 'X1' });
    expect(Object.keys(fields(deeper))).toEqual(['parentId']);
    const moved = await call(admin, 'PUT', `/api/system/Area/${street}`, { parentId: '330105', fullName: '北山街道', enCode: '330106001' });
    expect(Object.keys(fields(moved))).toEqual(['parentId']);
    const renamed = await call(admin, 'PUT', `/api/system/Area/${street}`, { parentId: '330106', fullName: '北山街道办', enCode: '330106001' });
    expect(renamed.statusCode).toBe(200);
    const taken = await call(admin, 'POST', '/api/system/Area', { parentId: '330106', fullName: 'Y', enCode: '330106' });
    expect(fields(taken).enCode).toContain('330106');
    const parents = dataOf(areaParentSelector, await call(admin, 'GET', `/api/system/Area/${street}/Selector/330100`)).list;
    expect(parents.some((a) => a.id === '330106')).toBe(true);
    const parentDelete = await call(admin, 'DELETE', '/api/system/Area/330106');
    expect(parentDelete.statusCode).toBe(409);
    expect((await call(admin, 'DELETE', `/api/system/Area/${street}`)).statusCode).toBe(200);
    expect((await call(admin, 'GET', `/api/system/Area/${street}/Info`)).statusCode).toBe(404);
    const unknownParent = await call(admin, 'POST', '/api/system/Area', { parentId: 'nowhere', fullName: 'Z', enCode: 'Z1' });
    expect(Object.keys(fields(unknownParent))).toEqual(['parentId']);
  });

  it('lets only the Areas page administer; every signed-in user reads the widget calls', async () => {
    const tokens: Record<string, string | undefined> = {
      anonymous: undefined,
      vendor1: vendor,
      vendor2: await t.tokenFor('vendor2'),
      buyer1: await t.tokenFor('buyer1'),
      uploader1: await t.tokenFor('uploader1'),
      admin,
    };
    const everyone = { vendor1: 200, vendor2: 200, buyer1: 200, uploader1: 200, admin: 200 };
    const cases: [Method, string, object | undefined, Record<string, number>][] = [
      ['GET', '/api/system/Area/-1', undefined, { admin: 200 }],
      ['POST', '/api/system/Area', { fullName: 'Nowhere', enCode: 'NW' }, { admin: 200 }],
      ['PUT', '/api/system/Area/110000', { fullName: '北京市', enCode: '110000' }, { admin: 200 }],
      ['PUT', '/api/system/Area/no-area/Actions/State', undefined, { admin: 404 }],
      ['DELETE', '/api/system/Area/110000', undefined, { admin: 409 }],
      ['GET', '/api/system/Area/Children/-1', undefined, everyone],
      ['POST', '/api/system/Area/GetAreaByIds', { idsList: [['110000']] }, everyone],
    ];
    for (const [method, url, payload, allowed] of cases) {
      for (const [who, token] of Object.entries(tokens)) {
        const res = await call(token, method, url, payload);
        const expected = allowed[who] ?? (who === 'anonymous' ? 401 : 403);
        expect(`${who} ${method} ${url} → ${res.statusCode}`).toBe(`${who} ${method} ${url} → ${expected}`);
      }
    }
  });
});
