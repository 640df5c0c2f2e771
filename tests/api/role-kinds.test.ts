// Both engines: who may shape vendor and buyer powers is an authorisation boundary, checked where it ships.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authorizeCatalogue } from '../../src/shared/contracts/authorize.ts';
import { currentUser } from '../../src/shared/contracts/current-user.ts';
import { poOverview } from '../../src/shared/contracts/po.ts';
import { listRoles, roleSelector, roleSelectorByPermission } from '../../src/shared/contracts/roles.ts';
import { listUsers } from '../../src/shared/contracts/users.ts';
import type { DataOf } from '../../src/shared/contracts/endpoint.ts';
import { dataOf, startTestApp, type TestApp, tokenWithOwnPassword } from './support/harness.ts';
import { po1 } from './support/po-fixtures.ts';

/**
 * A role's kind (vendor, buyer, uploader) is what makes an account one; a delegated administrator (a
 * user granted only Users and Roles add / edit) can neither mint such powers nor take them away,
 * whatever they name a role, and cannot hand out plants or supplier codes they do not hold.
 */
let t: TestApp;
let admin: string;
let delegate: string;
const roleIds: Record<string, string> = {};
let menus: DataOf<typeof authorizeCatalogue>['list'][number]['children'] = [];

const call = (token: string, method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) =>
  t.request({ method, url, token, ...(payload ? { payload } : {}) });
const fieldOf = (res: { json: <T>() => T }) => Object.keys(res.json<{ data?: { fields?: object } }>().data?.fields ?? {}).join();

const signIn = (account: string) => tokenWithOwnPassword(t, account);

const totalPos = async (token: string) => dataOf(poOverview, await call(token, 'GET', '/api/po/overview')).total;
const kindOf = async (token: string) => dataOf(currentUser, await call(token, 'GET', '/api/oauth/CurrentUser')).userInfo.roleKind;

beforeAll(async () => {
  t = await startTestApp();
  admin = await t.tokenFor('admin');
  const imported = await t.request({ method: 'POST', url: '/api/po/import', token: await t.tokenFor('uploader1'), payload: { pos: [po1] } });
  expect(imported.statusCode, imported.body).toBe(200);
  const roles = dataOf(listRoles, await call(admin, 'GET', '/api/permission/Role?pageSize=100')).list;
  for (const r of roles) roleIds[r.enCode] = r.id;
  menus = dataOf(authorizeCatalogue, await call(admin, 'GET', '/api/permission/Authority/Catalogue')).list.flatMap((m) => m.children);
  const granted = menus.filter((m) => m.enCode === 'user' || m.enCode === 'role');
  const role = await call(admin, 'POST', '/api/permission/Role', { fullName: 'Delegates', enCode: 'delegates' });
  roleIds.delegates = role.json<{ data: { id: string } }>().data.id;
  const grant = await call(admin, 'PUT', `/api/permission/Authority/Data/${roleIds.delegates}`, {
    objectType: 'role',
    module: granted.map((m) => m.id),
    button: granted.flatMap((m) => m.button.filter((b) => b.enCode === 'btn_add' || b.enCode === 'btn_edit').map((b) => b.id)),
  });
  expect(grant.statusCode, grant.body).toBe(200);
  const organizeId = dataOf(currentUser, await call(admin, 'GET', '/api/oauth/CurrentUser')).userInfo.organizeId;
  const user = await call(admin, 'POST', '/api/permission/Users', {
    account: 'delegate',
    realName: 'Delegate',
    organizeId,
    roleId: roleIds.delegates,
    userPassword: 'Given123',
  });
  expect(user.statusCode, user.body).toBe(200);
  roleIds.organizeId = organizeId ?? '';
  delegate = await signIn('delegate');
});
afterAll(() => t.close());

describe('role kinds under delegated administration', () => {
  it('a role named like a buyer is refused unless a full administrator makes it a buyer role', async () => {
    const named = await call(delegate, 'POST', '/api/permission/Role', { fullName: 'Buyer Shadow', enCode: 'shadow' });
    expect(named.statusCode).toBe(400);
    expect(fieldOf(named)).toBe('fullName');
    const kinded = await call(delegate, 'POST', '/api/permission/Role', { fullName: 'Shadow', enCode: 'shadow', kind: 'buyer' });
    expect(kinded.statusCode).toBe(400);
    expect(fieldOf(kinded)).toBe('kind');
    const byAdmin = await call(admin, 'POST', '/api/permission/Role', { fullName: 'Buyer East', enCode: 'buyerEast', kind: 'buyer' });
    expect(byAdmin.statusCode, byAdmin.body).toBe(200);
  });

  it('a delegate hands out no buyer role, plants or supplier codes; a role they name confers nothing', async () => {
    const shadow = await call(delegate, 'POST', '/api/permission/Role', { fullName: 'Shadow', enCode: 'shadow' });
    expect(shadow.statusCode, shadow.body).toBe(200);
    const shadowId = shadow.json<{ data: { id: string } }>().data.id;
    const base = { realName: 'Shadow', organizeId: roleIds.organizeId, userPassword: 'Given123' };
    for (const [extra, field] of [
      [{ roleId: shadowId, plants: ['1000', '2000'] }, 'plants'],
      [{ roleId: shadowId, supplierCodes: ['V1001'] }, 'supplierCodes'],
      [{ roleId: roleIds.buyer }, 'roleId'],
    ] as const) {
      const res = await call(delegate, 'POST', '/api/permission/Users', { ...base, account: 'shadow', ...extra });
      expect(res.statusCode, JSON.stringify(extra)).toBe(400);
      expect(fieldOf(res)).toBe(field);
    }
    const plain = await call(delegate, 'POST', '/api/permission/Users', { ...base, account: 'shadow', roleId: shadowId });
    expect(plain.statusCode, plain.body).toBe(200);
    const token = await signIn('shadow');
    expect(await kindOf(token)).toBe('other');
    expect(await totalPos(token)).toBe(0);
  });

  it('a delegate cannot rename, disable or delete the built-in roles; buyers keep their POs', async () => {
    const buyer = await t.tokenFor('buyer1');
    const before = await totalPos(buyer);
    expect(before).toBeGreaterThan(0);
    const rename = await call(delegate, 'PUT', `/api/permission/Role/${roleIds.buyer}`, { fullName: 'Purchaser', enCode: 'buyer' });
    expect(rename.statusCode).toBe(403);
    expect((await call(delegate, 'PUT', `/api/permission/Role/${roleIds.vendor}/Actions/State`)).statusCode).toBe(403);
    expect((await call(delegate, 'DELETE', `/api/permission/Role/${roleIds.uploader}`)).statusCode).toBe(403);
    expect(await totalPos(buyer)).toBe(before);
    expect(await kindOf(await t.tokenFor('vendor1'))).toBe('vendor');
  });

  it('a full administrator renames a built-in role without changing what its users are, and cannot disable one still held', async () => {
    const rename = await call(admin, 'PUT', `/api/permission/Role/${roleIds.buyer}`, { fullName: 'Purchaser', enCode: 'buyer' });
    expect(rename.statusCode, rename.body).toBe(200);
    const buyer = await t.tokenFor('buyer1');
    expect(await kindOf(buyer)).toBe('buyer');
    expect(await totalPos(buyer)).toBeGreaterThan(0);
    const disable = await call(admin, 'PUT', `/api/permission/Role/${roleIds.vendor}/Actions/State`);
    expect(disable.statusCode).toBe(409);
    expect(await kindOf(await t.tokenFor('vendor1'))).toBe('vendor');
  });
});

describe('SelectorByPermission', () => {
  const offered = async (token: string) =>
    dataOf(roleSelectorByPermission, await call(token, 'GET', '/api/permission/Role/SelectorByPermission')).list.map((r) => r.enCode);
  async function role(enCode: string, grants: { module: string[]; button?: string[] }, extra: object = {}): Promise<void> {
    const res = await call(admin, 'POST', '/api/permission/Role', { fullName: enCode, enCode, ...extra });
    expect(res.statusCode, res.body).toBe(200);
    roleIds[enCode] = res.json<{ data: { id: string } }>().data.id;
    const grant = await call(admin, 'PUT', `/api/permission/Authority/Data/${roleIds[enCode]}`, { objectType: 'role', ...grants });
    expect(grant.statusCode, grant.body).toBe(200);
  }
  const menu = (enCode: string) => menus.find((m) => m.enCode === enCode)!;

  it('offers a full administrator every enabled role, kinds included, as the Selector does', async () => {
    const all = dataOf(roleSelector, await call(admin, 'GET', '/api/permission/Role/Selector')).list;
    const mine = dataOf(roleSelectorByPermission, await call(admin, 'GET', '/api/permission/Role/SelectorByPermission')).list;
    expect(mine).toEqual(all);
    expect(mine.map((r) => r.enCode)).toEqual(expect.arrayContaining(['vendor', 'buyer', 'uploader', 'delegates']));
  });

  it('offers a delegate only the roles without a kind granting nothing beyond what they hold, as the user form accepts', async () => {
    const users = menu('user');
    await role('narrow', { module: [users.id], button: users.button.filter((b) => b.enCode === 'btn_edit').map((b) => b.id) });
    await role('plain', { module: [] });
    await role('wide', { module: [users.id, menu('organize').id] });
    await role('widerButton', { module: [users.id], button: users.button.filter((b) => b.enCode === 'btn_remove').map((b) => b.id) });
    await role('resting', { module: [] }, { enabledMark: 0 });
    const list = await offered(delegate);
    expect(list).toEqual(expect.arrayContaining(['delegates', 'narrow', 'plain']));
    for (const refused of ['wide', 'widerButton', 'resting', 'vendor', 'buyer', 'uploader', 'buyerEast']) expect(list, refused).not.toContain(refused);
    // The save applies the same rules: what is offered is accepted, what is not is refused.
    const base = { realName: 'Picked', organizeId: roleIds.organizeId, userPassword: 'Given123' };
    const accepted = await call(delegate, 'POST', '/api/permission/Users', { ...base, account: 'picked', roleId: `${roleIds.narrow},${roleIds.plain}` });
    expect(accepted.statusCode, accepted.body).toBe(200);
    const refused = await call(delegate, 'POST', '/api/permission/Users', { ...base, account: 'picked2', roleId: roleIds.wide });
    expect(refused.statusCode).toBe(400);
    expect(fieldOf(refused)).toBe('roleId');
  });

  it('is not for vendors and buyers', async () => {
    for (const account of ['vendor1', 'buyer1'])
      expect((await call(await t.tokenFor(account), 'GET', '/api/permission/Role/SelectorByPermission')).statusCode, account).toBe(403);
  });
});

describe('role names per language', () => {
  const as = (token: string, language: string, url: string, method: 'GET' | 'POST' = 'GET', payload?: object) =>
    t.request({ method, url, token, headers: { 'accept-language': language }, ...(payload ? { payload } : {}) });

  it("names the seeded roles in the reader's language where they are chosen and listed; clients that fence by role name still read the name as entered", async () => {
    const vendorIn = async (language: string) =>
      dataOf(roleSelector, await as(admin, language, '/api/permission/Role/Selector')).list.find((r) => r.enCode === 'vendor')!.fullName;
    expect([await vendorIn('zh-CN'), await vendorIn('zh-TW'), await vendorIn('en')]).toEqual(['供应商', '供應商', 'Vendor']);
    const listed = dataOf(listRoles, await as(admin, 'zh-CN', '/api/permission/Role?keyword=供应')).list;
    expect(listed.map((r) => [r.enCode, r.fullName, r.fullNameI18n['zh-CN']])).toEqual([['vendor', 'Vendor', '供应商']]);
    // The names' languages are not searched for, only the names.
    expect(dataOf(listRoles, await as(admin, 'en', '/api/permission/Role?keyword=zh-')).list).toEqual([]);
    const users = dataOf(listUsers, await as(admin, 'zh-TW', '/api/permission/Users?keyword=vendor1')).list;
    expect(users.find((u) => u.account === 'vendor1')!.roleName).toBe('供應商');
    const vendor = await t.tokenFor('vendor1');
    expect(dataOf(currentUser, await as(vendor, 'zh-CN', '/api/oauth/CurrentUser')).userInfo.roleName).toBe('Vendor');
  });

  it('holds an English name to the role kind rule as it does the name, naming the field', async () => {
    const res = await call(admin, 'POST', '/api/permission/Role', {
      fullName: 'Reviewers',
      fullNameI18n: { en: 'Vendor reviewers', 'zh-CN': '审核人', 'zh-TW': '' },
      enCode: 'reviewers',
    });
    expect(res.statusCode).toBe(400);
    expect(fieldOf(res)).toBe('fullNameI18n.en');
  });
});
