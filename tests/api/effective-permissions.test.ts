import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashDigest, md5Hex } from '../../src/server/modules/auth/passwords.ts';
import { users } from '../../src/server/db/schema/index.ts';
import { checkRecordAccess, effectivePermissions } from '../../src/shared/contracts/effective-permissions.ts';
import { listMenus } from '../../src/shared/contracts/menus.ts';
import { findMenu } from './support/menus.ts';
import { moduleButtons, moduleDataRules } from '../../src/shared/contracts/module-items.ts';
import { listUsers } from '../../src/shared/contracts/users.ts';
import { body, dataOf, startTestApp, type TestApp } from './support/harness.ts';

/**
 * "See why": a user's effective permissions, each with the role, position, group or direct grant it
 * comes from, and "may U see record R of the Users menu", answered by the same rules the list applies.
 */
let t: TestApp;
let admin: string;
const ids: Record<string, string> = {};
const PASSWORD = 'Why#Because2026';

const call = (token: string, method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) =>
  t.request({ method, url, token, ...(payload ? { payload } : {}) });
const created = async (url: string, payload: object): Promise<string> => {
  const res = await call(admin, 'POST', url, payload);
  expect(res.statusCode, res.body).toBe(200);
  return res.json<{ data: { id: string } }>().data.id;
};
const grant = async (objectType: string, objectId: string, items: Record<string, string[]>) => {
  const res = await call(admin, 'PUT', `/api/permission/Authority/Data/${objectId}`, { objectType, ...items });
  expect(res.statusCode, res.body).toBe(200);
};
const check = (token: string, userId: string, menuId: string, recordId: string) =>
  call(token, 'GET', `/api/permission/Authority/Check?userId=${userId}&menuId=${menuId}&recordId=${recordId}`);

beforeAll(async () => {
  t = await startTestApp();
  admin = await t.tokenFor('admin');
  const menus = dataOf(listMenus, await call(admin, 'GET', '/api/system/Menu')).list;
  const usersMenu = findMenu(menus, 'user')!;
  ids.usersMenu = usersMenu.id;
  ids.permissionDir = usersMenu.parentId!;
  ids.authorizeMenu = findMenu(menus, 'authorize')!.id;
  ids.notices = findMenu(menus, 'notices')!.id;
  const buttons = dataOf(moduleButtons.list, await call(admin, 'GET', `/api/system/ModuleButton/${usersMenu.id}/List`)).list;
  const rules = dataOf(moduleDataRules.list, await call(admin, 'GET', `/api/system/ModuleDataAuthorizeScheme/${usersMenu.id}/List`)).list;
  const button = (code: string) => buttons.find((b) => b.enCode === code)!.id;
  const rule = (code: string) => rules.find((r) => r.enCode === code)!.id;

  ids.org = await created('/api/permission/Organize', { fullName: 'East Yard', enCode: 'EY', parentId: '-1' });
  ids.elsewhere = await created('/api/permission/Organize', { fullName: 'West Yard', enCode: 'WY', parentId: '-1' });
  ids.role = await created('/api/permission/Role', { fullName: 'Yard Clerk', enCode: 'yardClerk' });
  ids.position = await created('/api/permission/Position', { fullName: 'Yard Lead', enCode: 'EY-LEAD', organizeId: ids.org });
  ids.group = await created('/api/permission/Group', { fullName: 'Weekend', enCode: 'weekend', enabledMark: 0 });
  await grant('role', ids.role, { module: [ids.permissionDir, usersMenu.id], button: [button('btn_add')], resource: [rule('organizationAndSub')] });
  await grant('position', ids.position, { module: [usersMenu.id], button: [button('btn_edit')] });
  await grant('group', ids.group, { module: [usersMenu.id], resource: [rule('all')] });
  ids.sam = await created('/api/permission/Users', {
    account: 'sam7',
    realName: 'Sam Yard',
    organizeId: ids.org,
    roleId: ids.role,
    positionId: ids.position,
    groupId: ids.group,
    userPassword: 'Given123',
  });
  await grant('user', ids.sam, { module: [ids.notices] });
  ids.neighbour = await created('/api/permission/Users', { account: 'ned7', realName: 'Ned', organizeId: ids.org, userPassword: 'Given123' });
  ids.stranger = await created('/api/permission/Users', { account: 'wes7', realName: 'Wes', organizeId: ids.elsewhere, userPassword: 'Given123' });
  ids.vendor = dataOf(listUsers, await call(admin, 'GET', '/api/permission/Users?keyword=vendor1')).list[0]!.id;
  // The Users list keeps to the granted rules from now on.
  const info = (await call(admin, 'GET', `/api/system/Menu/${usersMenu.id}`)).json<{ data: Record<string, unknown> }>().data;
  const { id: _id, isSystem: _s, ...form } = info;
  expect((await call(admin, 'PUT', `/api/system/Menu/${usersMenu.id}`, { ...form, isDataAuthorize: 1 })).statusCode).toBe(200);
});
afterAll(() => t.close());

describe('effective permissions', () => {
  it('lists each granted menu and item with where it comes from; a disabled group is named but grants nothing', async () => {
    const seen = dataOf(effectivePermissions, await call(admin, 'GET', `/api/permission/Authority/Effective/${ids.sam}`));
    expect(seen.user).toMatchObject({ account: 'sam7', isAdministrator: false });
    expect(seen.sources.map((s) => [s.objectType, s.fullName, s.enabled])).toEqual([
      ['group', 'Weekend', false],
      ['position', 'Yard Lead', true],
      ['role', 'Yard Clerk', true],
      ['user', 'Sam Yard', true],
    ]);
    const usersPage = seen.modules.find((m) => m.enCode === 'user')!;
    const from = (via: { objectType: string }[]) => via.map((v) => v.objectType).sort();
    expect(from(usersPage.via)).toEqual(['position', 'role']);
    expect(usersPage.button.map((b) => [b.enCode, from(b.via)])).toEqual([
      ['btn_add', ['role']],
      ['btn_edit', ['position']],
    ]);
    expect(usersPage.resource.map((r) => [r.enCode, from(r.via)])).toEqual([['organizationAndSub', ['role']]]);
    expect(usersPage).toMatchObject({ dataPermission: true, notShown: null });
    expect(seen.modules.find((m) => m.enCode === 'notices')!.via).toEqual([{ objectType: 'user', objectId: ids.sam }]);
  });

  it('says a vendor’s grant of a page outside the vendor side is not shown', async () => {
    await grant('user', ids.vendor!, { module: [ids.notices!] });
    const seen = dataOf(effectivePermissions, await call(admin, 'GET', `/api/permission/Authority/Effective/${ids.vendor}`));
    expect(seen.modules.find((m) => m.enCode === 'notices')!.notShown).toBe('fenced');
  });
});

describe('may this user see this record, and why', () => {
  it('answers by the granted rules, as the list does', async () => {
    const near = dataOf(checkRecordAccess, await check(admin, ids.sam!, ids.usersMenu!, ids.neighbour!));
    expect(near).toMatchObject({ visible: true, reason: 'ruleMatches' });
    expect(near.rules.map((r) => [r.enCode, r.matches])).toEqual([['organizationAndSub', true]]);
    const far = dataOf(checkRecordAccess, await check(admin, ids.sam!, ids.usersMenu!, ids.stranger!));
    expect(far).toMatchObject({ visible: false, reason: 'noRuleMatches' });
    // The same answer the list gives Sam (who first replaces the password the administrator chose).
    const given = await t.tokenFor('sam7', 'Given123');
    await call(given, 'POST', '/api/permission/Users/Current/Actions/ModifyPassword', {
      oldPassword: md5Hex('Given123'),
      password: 'Own12345',
      confirmPassword: 'Own12345',
    });
    const sam = await t.tokenFor('sam7', 'Own12345');
    const accounts = dataOf(listUsers, await call(sam, 'GET', '/api/permission/Users?pageSize=100')).list.map((u) => u.account);
    expect(accounts).toContain('ned7');
    expect(accounts).not.toContain('wes7');
  });

  it('names the other reasons: no menu, an administrator, no such record', async () => {
    expect(dataOf(checkRecordAccess, await check(admin, ids.vendor!, ids.usersMenu!, ids.neighbour!)).reason).toBe('noMenu');
    const adminId = dataOf(listUsers, await call(admin, 'GET', '/api/permission/Users?keyword=admin@')).list[0]!.id;
    expect(dataOf(checkRecordAccess, await check(admin, adminId, ids.usersMenu!, ids.stranger!)).reason).toBe('administrator');
    expect(dataOf(checkRecordAccess, await check(admin, ids.sam!, ids.usersMenu!, 'nobody')).reason).toBe('noRecord');
  });

  it('refuses bad input naming the field, and unknown users with 404', async () => {
    const notCheckable = await check(admin, ids.sam!, ids.notices!, ids.neighbour!);
    expect(notCheckable.statusCode).toBe(400);
    expect(Object.keys((body(notCheckable).data as { fields: object }).fields)).toEqual(['menuId']);
    const missing = await call(admin, 'GET', `/api/permission/Authority/Check?userId=${ids.sam}&menuId=${ids.usersMenu}`);
    expect(missing.statusCode).toBe(400);
    expect(body(missing).msg).toContain('recordId');
    expect((await call(admin, 'GET', '/api/permission/Authority/Effective/nobody')).statusCode).toBe(404);
  });
});

describe('who may ask', () => {
  it('whoever has the Authorise page; vendors, buyers and a user with only the Users page may not', async () => {
    const [row] = await t.db
      .insert(users)
      .values({ account: 'auditor1', realName: 'Audrey', passwordHash: await hashDigest(md5Hex(PASSWORD)) })
      .returning({ id: users.id });
    await grant('user', row!.id, { module: [ids.permissionDir!, ids.authorizeMenu!] });
    const auditor = await t.tokenFor('auditor1', PASSWORD);
    expect((await call(auditor, 'GET', `/api/permission/Authority/Effective/${ids.sam}`)).statusCode).toBe(200);
    expect((await check(auditor, ids.sam!, ids.usersMenu!, ids.neighbour!)).statusCode).toBe(200);
    const [other] = await t.db
      .insert(users)
      .values({ account: 'usersOnly1', realName: 'Uma', passwordHash: await hashDigest(md5Hex(PASSWORD)) })
      .returning({ id: users.id });
    await grant('user', other!.id, { module: [ids.permissionDir!, ids.usersMenu!] });
    const usersOnly = await t.tokenFor('usersOnly1', PASSWORD);
    expect((await call(usersOnly, 'GET', `/api/permission/Authority/Effective/${ids.sam}`)).statusCode).toBe(403);
    for (const account of ['vendor1', 'buyer1']) {
      const token = await t.tokenFor(account);
      expect((await call(token, 'GET', `/api/permission/Authority/Effective/${ids.sam}`)).statusCode, account).toBe(403);
      expect((await check(token, ids.sam!, ids.usersMenu!, ids.neighbour!)).statusCode, account).toBe(403);
    }
  });
});
