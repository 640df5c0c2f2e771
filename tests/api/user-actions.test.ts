import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authorizeCatalogue } from '../../src/shared/contracts/authorize.ts';
import { CLOSE } from '../../src/shared/contracts/realtime.ts';
import { currentUser } from '../../src/shared/contracts/current-user.ts';
import { listUserGroups } from '../../src/shared/contracts/user-groups.ts';
import { listRoles } from '../../src/shared/contracts/roles.ts';
import { listUsers } from '../../src/shared/contracts/users.ts';
import { ChatClient } from './support/chat-client.ts';
import { body, dataOf, startTestApp, TEST_PASSWORD, type TestApp } from './support/harness.ts';

/**
 * What an administrator does to accounts: force offline (601, sockets hear `logout`), disable and
 * enable, reset the password (replaced at the next sign-in), unlock, delete; and user groups.
 */
let t: TestApp;
let base: string;
let admin: string;
const ids: Record<string, string> = {};
const sockets: ChatClient[] = [];

const call = (token: string, method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) =>
  t.request({ method, url, token, ...(payload ? { payload } : {}) });
const userId = async (account: string) => dataOf(listUsers, await call(admin, 'GET', `/api/permission/Users?keyword=${account}`)).list[0]!.id;

beforeAll(async () => {
  t = await startTestApp();
  base = await t.app.listen({ port: 0, host: '127.0.0.1' });
  admin = await t.tokenFor('admin');
  ids.vendor2 = await userId('vendor2');
  ids.buyer1 = await userId('buyer1');
  ids.admin = await userId('admin');
});
afterAll(async () => {
  for (const s of sockets) s.socket.close();
  await t.close();
});

describe('account actions', () => {
  it('force offline ends every session with 601, and the sockets hear logout', async () => {
    const token = await t.tokenFor('vendor2');
    const { client } = await ChatClient.open(base, token);
    sockets.push(client);
    expect((await call(admin, 'DELETE', `/api/system/OnlineUser/${ids.vendor2}`)).statusCode).toBe(200);
    expect((await client.next('logout')).msg).toBe('You were signed out by an administrator. Please sign in again.');
    expect((await client.closed).code).toBe(CLOSE.loggedOut);
    const after = await call(token, 'GET', '/api/oauth/CurrentUser');
    expect(after.statusCode).toBe(401);
    expect(body(after).code).toBe(601);
  });

  it('nobody forces themselves offline or disables their own account', async () => {
    expect((await call(admin, 'DELETE', `/api/system/OnlineUser/${ids.admin}`)).statusCode).toBe(409);
    const own = await call(admin, 'PUT', `/api/permission/Users/${ids.admin}/Actions/State`);
    expect(own.statusCode).toBe(409);
    expect(body(own).msg).toBe('You cannot do this to your own account.');
  });

  it('disabling ends the sessions and refuses sign-in; enabling lets the user back', async () => {
    const token = await t.tokenFor('buyer1');
    const off = await call(admin, 'PUT', `/api/permission/Users/${ids.buyer1}/Actions/State`);
    expect(off.json()).toMatchObject({ data: { enabledMark: 0 } });
    expect((await call(token, 'GET', '/api/oauth/CurrentUser')).statusCode).toBe(401);
    expect(body(await t.login('buyer1')).msg).toBe('This account is disabled. Contact the administrator.');
    const on = await call(admin, 'PUT', `/api/permission/Users/${ids.buyer1}/Actions/State`);
    expect(on.json()).toMatchObject({ data: { enabledMark: 1 } });
    expect((await t.login('buyer1')).statusCode).toBe(200);
  });

  it('a reset password follows the account’s rule and must be replaced at the next sign-in', async () => {
    const weak = await call(admin, 'POST', `/api/permission/Users/${ids.buyer1}/Actions/ResetPassword`, {
      userPassword: 'abc12345',
      validatePassword: 'abc12345',
    });
    expect(weak.statusCode).toBe(400);
    expect(body(weak).data).toEqual({ fields: { userPassword: 'Password needs at least 12 characters with numbers, letters and special characters' } });
    const mismatch = await call(admin, 'POST', `/api/permission/Users/${ids.buyer1}/Actions/ResetPassword`, {
      userPassword: 'Reset#2026pass',
      validatePassword: 'x',
    });
    expect(Object.keys((body(mismatch).data as { fields: object }).fields)).toEqual(['validatePassword']);
    const ok = await call(admin, 'POST', `/api/permission/Users/${ids.buyer1}/Actions/ResetPassword`, {
      userPassword: 'Reset#2026pass',
      validatePassword: 'Reset#2026pass',
    });
    expect(ok.statusCode).toBe(200);
    expect((await t.login('buyer1', TEST_PASSWORD)).statusCode).toBe(400);
    const token = await t.tokenFor('buyer1', 'Reset#2026pass');
    expect(dataOf(currentUser, await call(token, 'GET', '/api/oauth/CurrentUser')).userInfo.passwordChangeRequired).toBe(true);
    expect((await call(token, 'GET', '/api/po/overview')).statusCode).toBe(403);
  });

  it('unlock lifts the lock failed sign-ins set', async () => {
    for (let i = 0; i < t.config.LOGIN_MAX_FAILURES; i++) await t.login('vendor1', 'wrong-password');
    expect(body(await t.login('vendor1')).msg).toMatch(/locked/);
    const locked = dataOf(listUsers, await call(admin, 'GET', '/api/permission/Users?keyword=vendor1')).list[0]!;
    expect(locked.lockedUntil).toBeGreaterThan(Date.now());
    expect((await call(admin, 'PUT', `/api/permission/Users/${locked.id}/Actions/unlock`)).statusCode).toBe(200);
    expect((await t.login('vendor1')).statusCode).toBe(200);
  });

  it('deletes a user, freeing the account name; refuses a manager of others and an administrator', async () => {
    const manager = await call(admin, 'DELETE', `/api/permission/Users/${ids.buyer1}`);
    expect(manager.statusCode).toBe(409);
    expect(body(manager).msg).toBe('This user manages 1 other users. Give them another manager first.');
    expect((await call(admin, 'DELETE', `/api/permission/Users/${ids.admin}`)).statusCode).toBe(409);
    const vendor2 = await call(admin, 'DELETE', `/api/permission/Users/${ids.vendor2}`);
    expect(vendor2.statusCode).toBe(200);
    expect((await t.login('vendor2')).statusCode).toBe(400);
    expect(dataOf(listUsers, await call(admin, 'GET', '/api/permission/Users?keyword=vendor2')).list).toEqual([]);
    const org = (await call(admin, 'GET', '/api/permission/Organize')).json<{ data: { list: { id: string }[] } }>();
    const again = await call(admin, 'POST', '/api/permission/Users', {
      account: 'vendor2',
      realName: 'Again',
      organizeId: org.data.list[0]!.id,
      userPassword: 'Abc12345',
    });
    expect(again.statusCode, again.body).toBe(200);
  });
});

describe('roles and groups', () => {
  it('a disabled role grants nothing until enabled again; one making users vendors stays on while held', async () => {
    const vendorRole = dataOf(listRoles, await call(admin, 'GET', '/api/permission/Role?keyword=Vendor')).list[0]!;
    const held = await call(admin, 'PUT', `/api/permission/Role/${vendorRole.id}/Actions/State`);
    expect(held.statusCode, held.body).toBe(409);
    const role = await call(admin, 'POST', '/api/permission/Role', { fullName: 'Readers', enCode: 'readers' });
    const roleId = role.json<{ data: { id: string } }>().data.id;
    const usersMenu = dataOf(authorizeCatalogue, await call(admin, 'GET', '/api/permission/Authority/Catalogue'))
      .list.flatMap((m) => m.children)
      .find((m) => m.enCode === 'user')!;
    expect((await call(admin, 'PUT', `/api/permission/Authority/Data/${roleId}`, { objectType: 'role', module: [usersMenu.id] })).statusCode).toBe(200);
    const organizeId = dataOf(currentUser, await call(admin, 'GET', '/api/oauth/CurrentUser')).userInfo.organizeId;
    const reader = await call(admin, 'POST', '/api/permission/Users', { account: 'reader', realName: 'Reader', organizeId, roleId, userPassword: 'Given123' });
    expect(reader.statusCode, reader.body).toBe(200);
    const token = await t.tokenFor('reader', 'Given123');
    const menu = async () => dataOf(currentUser, await call(token, 'GET', '/api/oauth/CurrentUser')).menuList.length;
    expect(await menu()).toBeGreaterThan(0);
    const off = await call(admin, 'PUT', `/api/permission/Role/${roleId}/Actions/State`);
    expect(off.json()).toMatchObject({ data: { enabledMark: 0 } });
    // An empty menu: the client refuses it and asks the user to contact the administrator (spec 000 §6).
    expect(await menu()).toBe(0);
    await call(admin, 'PUT', `/api/permission/Role/${roleId}/Actions/State`);
    expect(await menu()).toBeGreaterThan(0);
  });

  it('creates, lists, renames and deletes a group; one with members is kept', async () => {
    const res = await call(admin, 'POST', '/api/permission/Group', { fullName: 'Night shift', enCode: 'night' });
    const id = res.json<{ data: { id: string } }>().data.id;
    expect((await call(admin, 'PUT', `/api/permission/Group/${id}`, { fullName: 'Night crew', enCode: 'night' })).statusCode).toBe(200);
    const user = dataOf(listUsers, await call(admin, 'GET', '/api/permission/Users?keyword=uploader1')).list[0]!;
    const info = (await call(admin, 'GET', `/api/permission/Users/${user.id}`)).json<{ data: Record<string, unknown> }>();
    const { id: _id, creatorTime: _c, ...form } = info.data;
    expect((await call(admin, 'PUT', `/api/permission/Users/${user.id}`, { ...form, groupId: id })).statusCode).toBe(200);
    const groups = dataOf(listUserGroups, await call(admin, 'GET', '/api/permission/Group'));
    expect(groups.list.map((g) => [g.fullName, g.userCount])).toEqual([['Night crew', 1]]);
    // What the group is granted, its members hold, and only while they are members.
    const page = await call(admin, 'POST', '/api/system/Menu', {
      type: 2,
      fullName: 'Night log',
      enCode: 'nightLog',
      urlAddress: 'materialTracking/buyer/nightLog',
    });
    const menuId = page.json<{ data: { id: string } }>().data.id;
    expect((await call(admin, 'PUT', `/api/permission/Authority/Data/${id}`, { objectType: 'group', module: [menuId] })).statusCode).toBe(200);
    const menuOf = async () => dataOf(currentUser, await call(await t.tokenFor('uploader1'), 'GET', '/api/oauth/CurrentUser')).menuList.map((m) => m.enCode);
    expect(await menuOf()).toContain('nightLog');
    const kept = await call(admin, 'DELETE', `/api/permission/Group/${id}`);
    expect(kept.statusCode).toBe(409);
    expect((await call(admin, 'PUT', `/api/permission/Users/${user.id}`, { ...form, groupId: '' })).statusCode).toBe(200);
    expect(await menuOf()).not.toContain('nightLog');
    expect((await call(admin, 'DELETE', `/api/permission/Group/${id}`)).statusCode).toBe(200);
  });
});
