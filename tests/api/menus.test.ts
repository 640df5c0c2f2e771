import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../src/server/db/client.ts';
import { hashDigest, md5Hex } from '../../src/server/modules/auth/passwords.ts';
import { users } from '../../src/server/db/schema/index.ts';
import { currentUser, type MenuItem } from '../../src/shared/contracts/current-user.ts';
import { getMenu, listMenus, menuParentSelector, type MenuNode } from '../../src/shared/contracts/menus.ts';
import { authorizeCatalogue } from '../../src/shared/contracts/authorize.ts';
import { moduleButtons, moduleDataRules } from '../../src/shared/contracts/module-items.ts';
import { body, dataOf, startTestApp, type TestApp } from './support/harness.ts';

/**
 * System → Menu: menus of the eight types with titles in three languages, their buttons, columns,
 * form fields and data rules; what a grant of a new menu shows the user; the platform's own pages
 * kept; and the gates (the menu page, then its Add / Edit / Delete buttons).
 */
let t: TestApp;
let admin: string;
const ids: Record<string, string> = {};
const PASSWORD = 'Menu#Keeper2026';

const call = (token: string, method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) =>
  t.request({ method, url, token, ...(payload ? { payload } : {}) });
const created = async (token: string, url: string, payload: object): Promise<string> => {
  const res = await call(token, 'POST', url, payload);
  expect(res.statusCode, res.body).toBe(200);
  return res.json<{ data: { id: string } }>().data.id;
};
const fields = (res: Awaited<ReturnType<typeof call>>) => (body(res).data as { fields: Record<string, string> }).fields;

function find<T extends { enCode: string; children: T[] }>(list: readonly T[], enCode: string): T | undefined {
  for (const m of list) {
    if (m.enCode === enCode) return m;
    const inner = find(m.children, enCode);
    if (inner) return inner;
  }
  return undefined;
}

/** A user with no role: what they may do comes only from the grants the test gives them. */
async function keeper(account: string): Promise<{ id: string; token: string }> {
  const [row] = await t.db
    .insert(users)
    .values({ account, realName: account, passwordHash: await hashDigest(md5Hex(PASSWORD)) })
    .returning({ id: users.id });
  return { id: row!.id, token: await t.tokenFor(account, PASSWORD) };
}

async function grant(userId: string, module: string[], button: string[] = []): Promise<void> {
  const res = await call(admin, 'PUT', `/api/permission/Authority/Data/${userId}`, { objectType: 'user', module, button });
  expect(res.statusCode, res.body).toBe(200);
}

const tree = async (token: string, keyword = '') =>
  dataOf(listMenus, await call(token, 'GET', `/api/system/Menu${keyword ? `?keyword=${encodeURIComponent(keyword)}` : ''}`)).list;

beforeAll(async () => {
  t = await startTestApp();
  admin = await t.tokenFor('admin');
  ids.dir = await created(admin, '/api/system/Menu', {
    type: 1,
    fullName: 'Quality',
    enCode: 'quality',
    fullNameI18n: { en: 'Quality', 'zh-CN': '质量', 'zh-TW': '品質' },
    sortCode: 50,
  });
  ids.page = await created(admin, '/api/system/Menu', {
    parentId: ids.dir,
    type: 2,
    fullName: 'Inspections',
    enCode: 'inspections',
    fullNameI18n: { en: 'Inspections', 'zh-CN': '检验记录', 'zh-TW': '檢驗記錄' },
    urlAddress: 'quality/inspections',
    isDataAuthorize: 1,
  });
});
afterAll(() => t.close());

describe('menus', () => {
  it('lists every menu as a tree with the platform’s pages marked, and finds by a title in any language', async () => {
    const all = await tree(admin);
    const quality = find(all, 'quality')!;
    expect(quality.children.map((c) => [c.enCode, c.type, c.isDataAuthorize])).toEqual([['inspections', 2, 1]]);
    expect(find(all, 'menu')).toMatchObject({ isSystem: 1, urlAddress: 'system/menu' });
    expect(find(all, 'system')!.isSystem).toBe(1);
    expect(find(all, 'user')!.itemCount).toBeGreaterThan(8);
    const found = await tree(admin, '检验');
    expect(found.map((m) => m.enCode)).toEqual(['quality']);
    expect(found[0]!.children.map((m) => m.enCode)).toEqual(['inspections']);
    const info = dataOf(getMenu, await call(admin, 'GET', `/api/system/Menu/${ids.page}`));
    expect(info).toMatchObject({ parentId: ids.dir, fullNameI18n: { 'zh-TW': '檢驗記錄' }, linkTarget: '_self', isSystem: 0 });
  });

  it('a granted new menu reaches the user in their language, under its directory', async () => {
    const reader = await keeper('reader1');
    await grant(reader.id, [ids.dir!, ids.page!]);
    const me = dataOf(currentUser, await call(reader.token, 'GET', '/api/oauth/CurrentUser'));
    const dir = me.menuList.find((m: MenuItem) => m.enCode === 'quality')!;
    expect(dir.children.map((m) => [m.enCode, m.fullNameI18n?.['zh-CN']])).toEqual([['inspections', '检验记录']]);
  });

  it('offers only directories as parents, never the menu itself or what is below it', async () => {
    const choices = dataOf(menuParentSelector, await call(admin, 'GET', `/api/system/Menu/Selector/${ids.dir}`)).list;
    expect(choices.some((c) => c.id === ids.dir)).toBe(false);
    expect(choices.some((c) => c.enCode === 'system')).toBe(true);
    expect(choices.some((c) => c.enCode === 'inspections')).toBe(false);
  });

  it('refuses bad input with 400 naming the field', async () => {
    const base = { type: 2, fullName: 'X', enCode: 'x1', urlAddress: 'x/y' };
    const cases: Array<[object, string]> = [
      [{ ...base, type: 9 }, 'type'],
      [{ ...base, urlAddress: '' }, 'urlAddress'],
      [{ ...base, urlAddress: 'https://example.com' }, 'urlAddress'],
      [{ ...base, propertyJson: '[1]' }, 'propertyJson'],
      [{ ...base, enCode: 'has space' }, 'enCode'],
      [{ ...base, enCode: 'quality' }, 'enCode'],
      [{ ...base, parentId: ids.page }, 'parentId'],
      [{ ...base, parentId: 'nope' }, 'parentId'],
      [{ ...base, fullNameI18n: { fr: 'X' } }, 'fullNameI18n'],
    ];
    for (const [payload, field] of cases) {
      const res = await call(admin, 'POST', '/api/system/Menu', payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(Object.keys(fields(res)).join(), JSON.stringify(payload)).toContain(field);
    }
    const loop = await call(admin, 'PUT', `/api/system/Menu/${ids.dir}`, { type: 1, fullName: 'Quality', enCode: 'quality', parentId: ids.dir });
    expect(fields(loop)).toEqual({ parentId: 'This menu cannot be placed under itself or one of its own sub-items.' });
    const notDir = await call(admin, 'PUT', `/api/system/Menu/${ids.dir}`, { type: 2, fullName: 'Quality', enCode: 'quality', urlAddress: 'q' });
    expect(Object.keys(fields(notDir))).toEqual(['type']);
  });

  it('keeps the platform’s own pages: code, enabled and shown; not deleted', async () => {
    const menuPage = find(await tree(admin), 'menu')!;
    const same = { type: 2, fullName: 'Menus', enCode: 'menu', urlAddress: 'system/menu', parentId: menuPage.parentId };
    expect((await call(admin, 'PUT', `/api/system/Menu/${menuPage.id}`, { ...same, sortCode: 4 })).statusCode).toBe(200);
    for (const change of [{ enCode: 'menus2' }, { enabledMark: 0 }, { hidden: 1 }]) {
      const res = await call(admin, 'PUT', `/api/system/Menu/${menuPage.id}`, { ...same, ...change });
      expect(res.statusCode, JSON.stringify(change)).toBe(400);
    }
    expect((await call(admin, 'DELETE', `/api/system/Menu/${menuPage.id}`)).statusCode).toBe(409);
    expect((await call(admin, 'PUT', `/api/system/Menu/${menuPage.parentId}/Actions/State`)).statusCode).toBe(409);
  });

  it('refuses to delete a directory with menus under it; a delete takes the items and grants along', async () => {
    const res = await call(admin, 'DELETE', `/api/system/Menu/${ids.dir}`);
    expect(res.statusCode).toBe(409);
    expect(body(res).msg).toBe('This menu still has 1 menus under it. Move or delete them first.');
    const scratch = await created(admin, '/api/system/Menu', {
      type: 7,
      fullName: 'Docs',
      enCode: 'docs',
      urlAddress: 'https://docs.example.com',
      linkTarget: '_blank',
    });
    const button = await created(admin, '/api/system/ModuleButton', { moduleId: scratch, enCode: 'btn_open', fullName: 'Open' });
    const holder = await keeper('holder1');
    await grant(holder.id, [scratch], [button]);
    expect((await call(admin, 'DELETE', `/api/system/Menu/${scratch}`)).statusCode).toBe(200);
    const [left] = await queryRows<{ n: number }>(t.db, sql`select count(*)::int as n from authorizations where object_id = ${holder.id}`);
    expect(left!.n).toBe(0);
  });

  it('enables and disables a menu; a disabled menu is shown to no one', async () => {
    const state = await call(admin, 'PUT', `/api/system/Menu/${ids.page}/Actions/State`);
    expect(state.json<{ data: { enabledMark: number } }>().data.enabledMark).toBe(0);
    const reader = await t.tokenFor('reader1', PASSWORD);
    const me = dataOf(currentUser, await call(reader, 'GET', '/api/oauth/CurrentUser'));
    expect(find(me.menuList, 'inspections')).toBeUndefined();
    await call(admin, 'PUT', `/api/system/Menu/${ids.page}/Actions/State`);
  });

  it('switches a menu’s column, form and data permissions one at a time, as Authorise shows them', async () => {
    const url = `/api/system/Menu/${ids.page}/Actions/PermissionSwitches`;
    const flip = await call(admin, 'PUT', url, { isColumnAuthorize: 1 });
    expect(body(flip).data).toEqual({ isColumnAuthorize: 1, isFormAuthorize: 0, isDataAuthorize: 1 });
    const catalogue = dataOf(authorizeCatalogue, await call(admin, 'GET', '/api/permission/Authority/Catalogue')).list;
    expect(find(catalogue, 'inspections')).toMatchObject({ isColumnAuthorize: 1, isFormAuthorize: 0, isDataAuthorize: 1 });
    expect(body(await call(admin, 'PUT', url, { isColumnAuthorize: 0, isDataAuthorize: 0 })).data).toEqual({
      isColumnAuthorize: 0,
      isFormAuthorize: 0,
      isDataAuthorize: 0,
    });
    expect(dataOf(getMenu, await call(admin, 'GET', `/api/system/Menu/${ids.page}`))).toMatchObject({ isColumnAuthorize: 0, isDataAuthorize: 0 });
    await call(admin, 'PUT', url, { isDataAuthorize: 1 });
    // Nothing to switch, a switch that is not one, an unknown menu.
    expect((await call(admin, 'PUT', url, {})).statusCode).toBe(400);
    expect((await call(admin, 'PUT', url, { isColumnAuthorize: 2 })).statusCode).toBe(400);
    expect((await call(admin, 'PUT', url, { hidden: 1 })).statusCode).toBe(400);
    expect(
      (await call(admin, 'PUT', '/api/system/Menu/00000000-0000-0000-0000-000000000000/Actions/PermissionSwitches', { isFormAuthorize: 1 })).statusCode,
    ).toBe(404);
    expect((await t.request({ method: 'PUT', url, payload: { isFormAuthorize: 1 } })).statusCode).toBe(401);
  });
});

describe('permission item names', () => {
  it('the catalogue names the columns and form fields the platform seeded in the reader’s language; a renamed one keeps its name', async () => {
    const inChinese = async () =>
      dataOf(
        authorizeCatalogue,
        await t.request({ method: 'GET', url: '/api/permission/Authority/Catalogue', token: admin, headers: { 'accept-language': 'zh-CN' } }),
      ).list;
    const users = find(await inChinese(), 'user')!;
    expect(users.form.find((f) => f.enCode === 'account')?.fullName).toBe('账户');
    const poBuyer = find(await inChinese(), 'poBuyer')!;
    const currency = poBuyer.column.find((c) => c.enCode === 'currency')!;
    expect(currency.fullName).toBe('币种');
    expect(
      (await call(admin, 'PUT', `/api/system/ModuleColumn/${currency.id}`, { moduleId: poBuyer.id, enCode: 'currency', fullName: 'Währung', sortCode: 4 }))
        .statusCode,
    ).toBe(200);
    expect(find(await inChinese(), 'poBuyer')!.column.find((c) => c.enCode === 'currency')?.fullName).toBe('Währung');
  });
});

describe('permission items of a menu', () => {
  it('adds, lists, edits and deletes buttons; a code is unique within its menu', async () => {
    const id = await created(admin, '/api/system/ModuleButton', { moduleId: ids.page, enCode: 'btn_add', fullName: 'Add', sortCode: 1 });
    await created(admin, '/api/system/ModuleColumn', { moduleId: ids.page, enCode: 'result', fullName: 'Result' });
    await created(admin, '/api/system/ModuleForm', { moduleId: ids.page, enCode: 'result', fullName: 'Result' });
    const again = await call(admin, 'POST', '/api/system/ModuleButton', { moduleId: ids.page, enCode: 'btn_add', fullName: 'Twice' });
    expect(fields(again)).toEqual({ enCode: 'The code btn_add is already used by another permission item.' });
    expect((await call(admin, 'PUT', `/api/system/ModuleButton/${id}`, { moduleId: ids.page, enCode: 'btn_add', fullName: 'New' })).statusCode).toBe(200);
    const moved = await call(admin, 'PUT', `/api/system/ModuleButton/${id}`, { moduleId: ids.dir, enCode: 'btn_add', fullName: 'New' });
    expect(Object.keys(fields(moved))).toEqual(['moduleId']);
    const list = dataOf(moduleButtons.list, await call(admin, 'GET', `/api/system/ModuleButton/${ids.page}/List`)).list;
    expect(list.map((b) => [b.enCode, b.fullName])).toEqual([['btn_add', 'New']]);
    const nowhere = await call(admin, 'POST', '/api/system/ModuleButton', { moduleId: 'nope', enCode: 'b', fullName: 'B' });
    expect(Object.keys(fields(nowhere))).toEqual(['moduleId']);
    expect((await call(admin, 'DELETE', `/api/system/ModuleButton/${id}`)).statusCode).toBe(200);
    expect((await call(admin, 'DELETE', `/api/system/ModuleButton/${id}`)).statusCode).toBe(404);
  });

  it('keeps data rules with conditions, checking fields and variables', async () => {
    const usersMenu = find(await tree(admin), 'user')!;
    const rule = { moduleId: usersMenu.id, enCode: 'mine', fullName: 'Mine', conditions: [{ field: 'managerId', op: '==', value: '@currentUser' }] };
    await created(admin, '/api/system/ModuleDataAuthorizeScheme', rule);
    const badField = await call(admin, 'POST', '/api/system/ModuleDataAuthorizeScheme', {
      ...rule,
      enCode: 'm2',
      conditions: [{ field: 'salary', op: '==', value: 'x' }],
    });
    expect(fields(badField)).toEqual({
      'conditions.0.field': 'The field salary cannot be used in a rule of this menu. Use one of: id, organizeId, departmentId, managerId',
    });
    const badVar = await call(admin, 'POST', '/api/system/ModuleDataAuthorizeScheme', {
      ...rule,
      enCode: 'm3',
      conditions: [{ field: 'id', op: '==', value: '@me' }],
    });
    expect(Object.keys(fields(badVar))).toEqual(['conditions.0.value']);
    const badOp = await call(admin, 'POST', '/api/system/ModuleDataAuthorizeScheme', {
      ...rule,
      enCode: 'm4',
      conditions: [{ field: 'id', op: '>', value: 'x' }],
    });
    expect(Object.keys(fields(badOp))).toEqual(['conditions.0.op']);
    // A module that declares no fields (a generated page) takes its form's field names.
    await created(admin, '/api/system/ModuleDataAuthorizeScheme', {
      moduleId: ids.page,
      enCode: 'own',
      fullName: 'Own',
      conditions: [{ field: 'inspector', op: '==', value: '@currentUser' }],
    });
    const rules = dataOf(moduleDataRules.list, await call(admin, 'GET', `/api/system/ModuleDataAuthorizeScheme/${usersMenu.id}/List`)).list;
    expect(rules.find((r) => r.enCode === 'mine')!.conditions).toEqual(rule.conditions);
  });
});

describe('who may keep menus', () => {
  let viewer: { id: string; token: string };
  let adder: { id: string; token: string };
  let menuPage: MenuNode;
  beforeAll(async () => {
    menuPage = find(await tree(admin), 'menu')!;
    const buttons = dataOf(moduleButtons.list, await call(admin, 'GET', `/api/system/ModuleButton/${menuPage.id}/List`)).list;
    viewer = await keeper('menuViewer');
    adder = await keeper('menuAdder');
    await grant(viewer.id, [menuPage.parentId!, menuPage.id]);
    await grant(adder.id, [menuPage.parentId!, menuPage.id], [buttons.find((b) => b.enCode === 'btn_add')!.id]);
  });

  it('the page alone lets a user read; Add lets them add; neither lets them edit or delete', async () => {
    expect((await call(viewer.token, 'GET', '/api/system/Menu')).statusCode).toBe(200);
    expect((await call(viewer.token, 'GET', `/api/system/ModuleButton/${ids.page}/List`)).statusCode).toBe(200);
    const payload = { type: 1, fullName: 'Mine', enCode: 'mine1' };
    expect((await call(viewer.token, 'POST', '/api/system/Menu', payload)).statusCode).toBe(403);
    expect((await call(adder.token, 'POST', '/api/system/Menu', payload)).statusCode).toBe(200);
    expect((await call(adder.token, 'PUT', `/api/system/Menu/${ids.page}`, { type: 1, fullName: 'X', enCode: 'x' })).statusCode).toBe(403);
    expect((await call(adder.token, 'DELETE', `/api/system/Menu/${ids.page}`)).statusCode).toBe(403);
    expect((await call(adder.token, 'PUT', `/api/system/Menu/${ids.page}/Actions/State`)).statusCode).toBe(403);
    expect((await call(adder.token, 'PUT', `/api/system/Menu/${ids.page}/Actions/PermissionSwitches`, { isFormAuthorize: 1 })).statusCode).toBe(403);
    expect((await call(adder.token, 'DELETE', `/api/system/ModuleDataAuthorizeScheme/${ids.page}`)).statusCode).toBe(403);
  });

  it('vendors and buyers are refused', async () => {
    for (const account of ['vendor1', 'buyer1']) {
      const token = await t.tokenFor(account);
      expect((await call(token, 'GET', '/api/system/Menu')).statusCode, account).toBe(403);
      expect((await call(token, 'PUT', `/api/system/Menu/${ids.page}/Actions/PermissionSwitches`, { isFormAuthorize: 1 })).statusCode, account).toBe(403);
      expect((await call(token, 'POST', '/api/system/ModuleButton', { moduleId: ids.page, enCode: 'b', fullName: 'B' })).statusCode, account).toBe(403);
    }
  });
});
