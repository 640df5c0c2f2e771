// Both engines: column, form and data permissions are authorisation boundaries; each engine must keep rows, columns and writes out.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authorizeCatalogue, type CatalogueModule } from '../../src/shared/contracts/authorize.ts';
import { dictionaryDataParentSelector, dictionaryDataSelector, getDictionaryData, listDictionaryData } from '../../src/shared/contracts/dictionaries.ts';
import { exportDictionary } from '../../src/shared/contracts/dictionary-transfer.ts';
import { queryRows } from '../../src/server/db/client.ts';
import { dictionaryData } from '../../src/server/db/schema/index.ts';
import { dictionaryItemAccess } from '../../src/server/modules/dictionaries/item-access.ts';
import { syncPull } from '../../src/shared/contracts/sync.ts';
import { testSyncRegistry } from './support/sync-registry.ts';
import { body, dataOf, startTestApp, tokenWithOwnPassword, type TestApp } from './support/harness.ts';

/**
 * A keeper granted part of the Dictionaries page: one dictionary by a data rule, the description
 * column hidden, the parent read-only. Every call of the page (list, detail, parent
 * picker, export, writes) holds to that; the reads every signed-in user makes for form widgets do not
 * follow the page's grants (reference data).
 */
let t: TestApp;
let admin: string;
let keeper: string;
let menu: CatalogueModule;
const ids = { colours: '', sizes: '', red: '', blue: '', small: '', role: '', rule: '' };

const call = (token: string, method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) =>
  t.request({ method, url, token, headers: { 'accept-language': 'en' }, ...(payload ? { payload } : {}) });
async function created(url: string, payload: object): Promise<string> {
  const res = await call(admin, 'POST', url, payload);
  expect(res.statusCode, res.body).toBe(200);
  return res.json<{ data: { id: string } }>().data.id;
}
const item = (typeId: string, enCode: string, fullName: string) =>
  created('/api/system/DictionaryData', { dictionaryTypeId: typeId, enCode, fullName, description: `about ${fullName}`, sortCode: 3 });
const codes = (list: readonly { enCode: string; children: readonly { enCode: string }[] }[]): string[] =>
  list.flatMap((n) => [n.enCode, ...codes(n.children as typeof list)]);

/**
 * The platform's synced tables plus the page's items as a device could keep them: a synced table whose
 * access is the page's (its data rules, its column permission).
 */
function keeperRegistry() {
  const d = dictionaryData;
  return testSyncRegistry().table({
    name: 'keptDictionaryItems',
    table: d,
    id: d.id,
    rev: d.rev,
    deletedAt: d.deletedAt,
    columns: { id: d.id, typeId: d.typeId, enCode: d.enCode, fullName: d.fullName, description: d.description, sortCode: d.sortCode },
    scope: () => undefined,
    access: (db, viewer) => dictionaryItemAccess(db, viewer),
  });
}

const pullKept = async (token: string, cursor = 0, scopeKey?: string) => {
  const res = await call(token, 'POST', '/api/sync/pull', { clientId: `kept-${token.slice(-8)}`, cursor, ...(scopeKey ? { scopeKey } : {}) });
  const page = dataOf(syncPull, res);
  return { ...page, kept: page.changes.filter((c) => c.table === 'keptDictionaryItems').map((c) => c.row as Record<string, unknown>) };
};

beforeAll(async () => {
  t = await startTestApp({}, { sync: keeperRegistry() });
  admin = await t.tokenFor('admin');
  ids.colours = await created('/api/system/DictionaryType', { fullName: 'Colours', enCode: 'Colours', isTree: 1 });
  ids.sizes = await created('/api/system/DictionaryType', { fullName: 'Sizes', enCode: 'Sizes', isTree: 1 });
  ids.red = await item(ids.colours, 'RED', 'Red');
  ids.blue = await item(ids.colours, 'BLUE', 'Blue');
  ids.small = await item(ids.sizes, 'S', 'Small');
  const catalogue = dataOf(authorizeCatalogue, await call(admin, 'GET', '/api/permission/Authority/Catalogue')).list;
  const found = catalogue.flatMap((m) => m.children).find((m) => m.enCode === 'dictionary')!;
  ids.rule = await created('/api/system/ModuleDataAuthorizeScheme', {
    moduleId: found.id,
    enCode: 'coloursOnly',
    fullName: 'Colours only',
    conditions: [{ field: 'dictionaryTypeId', op: '==', value: ids.colours }],
  });
  menu = dataOf(authorizeCatalogue, await call(admin, 'GET', '/api/permission/Authority/Catalogue'))
    .list.flatMap((m) => m.children)
    .find((m) => m.enCode === 'dictionary')!;
  ids.role = await created('/api/permission/Role', { fullName: 'Dictionary keeper', enCode: 'keeper' });
  const grant = await call(admin, 'PUT', `/api/permission/Authority/Data/${ids.role}`, {
    objectType: 'role',
    module: [menu.id],
    button: menu.button.filter((b) => ['btn_add', 'btn_edit', 'btn_export'].includes(b.enCode)).map((b) => b.id),
    column: menu.column.filter((c) => c.enCode !== 'description').map((c) => c.id),
    form: menu.form.filter((f) => ['fullName', 'enCode', 'description', 'sortCode', 'enabledMark'].includes(f.enCode)).map((f) => f.id),
    resource: menu.resource.filter((r) => r.enCode === 'coloursOnly').map((r) => r.id),
  });
  expect(grant.statusCode, grant.body).toBe(200);
  const [{ id: organizeId }] = (await queryRows<{ id: string }>(t.db, sql`select id from organizations order by created_at limit 1`)) as [{ id: string }];
  await created('/api/permission/Users', { account: 'keeper', realName: 'Keeper', organizeId, roleId: ids.role, userPassword: 'Given123' });
  await t.db.execute(sql`update modules set column_permission = true, form_permission = true, data_permission = true where en_code = 'dictionary'`);
  keeper = await tokenWithOwnPassword(t, 'keeper');
});
afterAll(() => t.close());

describe('a keeper granted part of the Dictionaries page', () => {
  it('lists, reads, picks and exports only the dictionary the data rule gives, without the hidden column', async () => {
    const list = dataOf(listDictionaryData, await call(keeper, 'GET', `/api/system/DictionaryData/${ids.colours}`)).list;
    expect(codes(list).sort()).toEqual(['BLUE', 'RED']);
    expect(list.every((n) => !('description' in n) && n.sortCode === 3)).toBe(true);
    expect(dataOf(listDictionaryData, await call(keeper, 'GET', `/api/system/DictionaryData/${ids.sizes}`)).list).toEqual([]);

    const red = dataOf(getDictionaryData, await call(keeper, 'GET', `/api/system/DictionaryData/${ids.red}/Info`));
    expect(red).toMatchObject({ enCode: 'RED', sortCode: 3 });
    expect(Object.keys(red)).not.toContain('description');
    expect((await call(keeper, 'GET', `/api/system/DictionaryData/${ids.small}/Info`)).statusCode).toBe(404);

    const parents = dataOf(dictionaryDataParentSelector, await call(keeper, 'GET', `/api/system/DictionaryData/${ids.colours}/Selector/0`)).list;
    expect(codes(parents).sort()).toEqual(['BLUE', 'RED']);
    expect(parents.some((n) => 'description' in n)).toBe(false);
    expect(dataOf(dictionaryDataParentSelector, await call(keeper, 'GET', `/api/system/DictionaryData/${ids.sizes}/Selector/0`)).list).toEqual([]);

    const exported = await call(keeper, 'GET', `/api/system/DictionaryData/${ids.colours}/Action/Export`);
    expect(exported.statusCode).toBe(200);
    const items = exported.json<{ data: { items: Record<string, unknown>[] } }>().data.items;
    expect(items.map((i) => i.enCode).sort()).toEqual(['BLUE', 'RED']);
    expect(items.some((i) => 'description' in i)).toBe(false);
    expect(dataOf(exportDictionary, await call(keeper, 'GET', `/api/system/DictionaryData/${ids.sizes}/Action/Export`)).items).toEqual([]);
  });

  it('edits granted fields, keeps the hidden one, and refuses a read-only one by name', async () => {
    const stored = { dictionaryTypeId: ids.colours, parentId: null, fullName: 'Red', enCode: 'RED', enabledMark: 1, sortCode: 3 };
    const renamed = await call(keeper, 'PUT', `/api/system/DictionaryData/${ids.red}`, { ...stored, fullName: 'Crimson', description: 'overwritten?' });
    expect(renamed.statusCode, renamed.body).toBe(200);
    const asAdmin = dataOf(getDictionaryData, await call(admin, 'GET', `/api/system/DictionaryData/${ids.red}/Info`));
    expect(asAdmin).toMatchObject({ fullName: 'Crimson', description: 'about Red' });

    const moved = await call(keeper, 'PUT', `/api/system/DictionaryData/${ids.red}`, { ...stored, fullName: 'Crimson', parentId: ids.blue });
    expect(moved.statusCode).toBe(400);
    expect(body(moved).data).toEqual({
      fields: { parentId: 'You may not change Parent here: your permissions leave it read-only. Ask an administrator to grant the field.' },
    });
    expect(dataOf(getDictionaryData, await call(admin, 'GET', `/api/system/DictionaryData/${ids.red}/Info`)).parentId).toBeNull();
  });

  it('cannot touch a row outside its rule, nor place a new one there; nothing is written', async () => {
    const small = { dictionaryTypeId: ids.sizes, parentId: null, fullName: 'Tiny', enCode: 'S', enabledMark: 1, sortCode: 3 };
    expect((await call(keeper, 'PUT', `/api/system/DictionaryData/${ids.small}`, small)).statusCode).toBe(404);
    expect((await call(keeper, 'POST', `/api/system/DictionaryData/${ids.small}/Actions/State`)).statusCode).toBe(404);
    const placed = await call(keeper, 'POST', '/api/system/DictionaryData', { dictionaryTypeId: ids.sizes, fullName: 'Large', enCode: 'L' });
    expect(placed.statusCode).toBe(403);
    expect(body(placed).msg).toBe(
      'This would place the record outside the records your data permissions let you see. Choose values within them, or ask an administrator.',
    );
    expect((await call(keeper, 'POST', '/api/system/DictionaryData', { dictionaryTypeId: ids.colours, fullName: 'Green', enCode: 'GREEN' })).statusCode).toBe(
      200,
    );
    const sizes = dataOf(listDictionaryData, await call(admin, 'GET', `/api/system/DictionaryData/${ids.sizes}`)).list;
    expect(codes(sizes)).toEqual(['S']);
    expect(sizes[0]!.fullName).toBe('Small');
  });

  it('pulls to a device only the rows its data rule gives, without the hidden column, and again from nothing when its grants change', async () => {
    const first = await pullKept(keeper);
    expect(first.kept.map((r) => r.enCode).sort()).toEqual(['BLUE', 'GREEN', 'RED']);
    expect(first.kept.every((r) => !('description' in r) && typeof r.sortCode === 'number')).toBe(true);
    expect((await pullKept(keeper, first.cursor, first.scopeKey)).reset).toBe(false);

    const granted = await call(admin, 'PUT', `/api/permission/Authority/Data/${ids.role}`, {
      objectType: 'role',
      module: [menu.id],
      button: menu.button.filter((b) => ['btn_add', 'btn_edit', 'btn_export'].includes(b.enCode)).map((b) => b.id),
      column: menu.column.map((c) => c.id),
      resource: menu.resource.filter((r) => r.enCode === 'coloursOnly').map((r) => r.id),
    });
    expect(granted.statusCode, granted.body).toBe(200);
    const again = await pullKept(keeper, first.cursor, first.scopeKey);
    expect(again.reset).toBe(true);
    expect(again.kept.find((r) => r.enCode === 'BLUE')).toMatchObject({ description: 'about Blue' });
    expect(again.kept.some((r) => r.typeId === ids.sizes)).toBe(false);
  });

  it('still reads every dictionary as reference data, as any signed-in user does', async () => {
    const options = dataOf(dictionaryDataSelector, await call(keeper, 'GET', `/api/system/DictionaryData/${ids.sizes}/Data/Selector`)).list;
    expect(options.map((o) => o.enCode)).toEqual(['S']);
  });
});
