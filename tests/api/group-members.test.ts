import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { md5Hex } from '../../src/server/modules/auth/passwords.ts';
import { authorizeCatalogue, type CatalogueModule } from '../../src/shared/contracts/authorize.ts';
import { currentUser } from '../../src/shared/contracts/current-user.ts';
import { groupMembers, listUserGroups } from '../../src/shared/contracts/user-groups.ts';
import { listUsers } from '../../src/shared/contracts/users.ts';
import { body, dataOf, startTestApp, type TestApp } from './support/harness.ts';

/**
 * A group's members read and set at once (the user transfer): the list replaces the members, the
 * members hold the group's grants from their next call, and someone who is not an administrator
 * sets them only for a group whose grants they hold themselves.
 */
let t: TestApp;
let admin: string;
const ids: Record<string, string> = {};
const tokens: Record<string, string> = {};
let groupsMenu: CatalogueModule;

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
const call = (token: string | undefined, method: Method, url: string, payload?: object) => t.request({ method, url, token, ...(payload ? { payload } : {}) });
const membersUrl = (groupId: string) => `/api/permission/Group/${groupId}/Members`;
const setMembers = (token: string | undefined, groupId: string, userIds: string[]) => call(token, 'PUT', membersUrl(groupId), { userIds });
const membersOf = async (groupId: string) => dataOf(groupMembers, await call(admin, 'GET', membersUrl(groupId))).list;

async function created(url: string, payload: object): Promise<string> {
  const res = await call(admin, 'POST', url, payload);
  expect(res.statusCode, res.body).toBe(200);
  return res.json<{ data: { id: string } }>().data.id;
}

/** A new account with the role, signed in past the first password change. */
async function person(account: string, realName: string, roleId: string): Promise<string> {
  const id = await created('/api/permission/Users', { account, realName, organizeId: ids.org, roleId, userPassword: 'Given123' });
  const given = await t.tokenFor(account, 'Given123');
  await call(given, 'POST', '/api/permission/Users/Current/Actions/ModifyPassword', {
    oldPassword: md5Hex('Given123'),
    password: 'Own12345',
    confirmPassword: 'Own12345',
  });
  tokens[account] = await t.tokenFor(account, 'Own12345');
  return id;
}

/** Grants the keeper role the User Groups page with these buttons. */
async function grantKeeper(buttons: string[]): Promise<void> {
  const res = await call(admin, 'PUT', `/api/permission/Authority/Data/${ids.keeperRole}`, {
    objectType: 'role',
    module: [groupsMenu.id],
    button: groupsMenu.button.filter((b) => buttons.includes(b.enCode)).map((b) => b.id),
  });
  expect(res.statusCode, res.body).toBe(200);
}

const menuOf = async (account: string) => dataOf(currentUser, await call(tokens[account], 'GET', '/api/oauth/CurrentUser')).menuList.map((m) => m.enCode);

beforeAll(async () => {
  t = await startTestApp();
  admin = await t.tokenFor('admin');
  const catalogue = dataOf(authorizeCatalogue, await call(admin, 'GET', '/api/permission/Authority/Catalogue')).list;
  groupsMenu = catalogue.flatMap((m) => m.children).find((m) => m.enCode === 'userGroup')!;
  ids.org = await created('/api/permission/Organize', { fullName: 'East', enCode: 'EAST' });
  ids.role = await created('/api/permission/Role', { fullName: 'Night worker', enCode: 'worker' });
  ids.keeperRole = await created('/api/permission/Role', { fullName: 'Group keeper', enCode: 'keeper' });
  ids.group = await created('/api/permission/Group', { fullName: 'Night crew', enCode: 'night' });
  ids.plain = await created('/api/permission/Group', { fullName: 'Tea club', enCode: 'tea' });
  ids.zed = await person('zed', 'Zed Zhou', ids.role);
  ids.amy = await person('amy', 'Amy Ash', ids.role);
  ids.keeper = await person('keeper', 'Kim Keeper', ids.keeperRole);
  ids.nightLog = await created('/api/system/Menu', { type: 2, fullName: 'Night log', enCode: 'nightLog', urlAddress: 'materialTracking/buyer/nightLog' });
  const grant = await call(admin, 'PUT', `/api/permission/Authority/Data/${ids.group}`, { objectType: 'group', module: [ids.nightLog] });
  expect(grant.statusCode, grant.body).toBe(200);
});
afterAll(() => t.close());

describe('reading and setting a group’s members', () => {
  it('a new group has no members', async () => {
    expect(await membersOf(ids.group!)).toEqual([]);
  });

  it('sets two members and reads them back by name, as a picker shows them', async () => {
    const res = await setMembers(admin, ids.group!, [ids.zed!, ids.amy!]);
    expect(res.statusCode, res.body).toBe(200);
    expect(await membersOf(ids.group!)).toEqual([
      expect.objectContaining({ id: ids.amy, account: 'amy', realName: 'Amy Ash', fullName: 'Amy Ash/amy', organize: 'East', type: 'user' }),
      expect.objectContaining({ id: ids.zed, fullName: 'Zed Zhou/zed' }),
    ]);
    const groups = dataOf(listUserGroups, await call(admin, 'GET', '/api/permission/Group?keyword=night')).list;
    expect(groups.map((g) => g.userCount)).toEqual([2]);
  });

  it('the members hold the group’s grants from their next call, and lose them when taken out', async () => {
    expect(await menuOf('amy')).toContain('nightLog');
    expect(await menuOf('zed')).toContain('nightLog');
    expect((await setMembers(admin, ids.group!, [ids.amy!])).statusCode).toBe(200);
    expect((await membersOf(ids.group!)).map((u) => u.account)).toEqual(['amy']);
    expect(await menuOf('zed')).not.toContain('nightLog');
    expect(await menuOf('amy')).toContain('nightLog');
  });

  it('a disabled account stays listed until taken out', async () => {
    expect((await call(admin, 'PUT', `/api/permission/Users/${ids.amy}/Actions/State`)).statusCode).toBe(200);
    expect((await membersOf(ids.group!)).map((u) => u.account)).toEqual(['amy']);
    expect((await call(admin, 'PUT', `/api/permission/Users/${ids.amy}/Actions/State`)).statusCode).toBe(200);
    tokens.amy = await t.tokenFor('amy', 'Own12345'); // disabling ended her sessions
  });

  it('refuses unknown and deleted users under userIds, changing nothing', async () => {
    const gone = await created('/api/permission/Users', { account: 'gone', realName: 'Gone', organizeId: ids.org, userPassword: 'Given123' });
    expect((await call(admin, 'DELETE', `/api/permission/Users/${gone}`)).statusCode).toBe(200);
    const res = await setMembers(admin, ids.group!, [ids.zed!, 'no-such-user', gone]);
    expect(res.statusCode).toBe(400);
    expect(body(res).data).toEqual({ fields: { userIds: `userIds: no such user (no-such-user, ${gone})` } });
    expect((await membersOf(ids.group!)).map((u) => u.account)).toEqual(['amy']);
  });

  it('refuses a body whose userIds is not a list', async () => {
    const res = await call(admin, 'PUT', membersUrl(ids.group!), { userIds: ids.zed });
    expect(res.statusCode).toBe(400);
    expect(Object.keys((body(res).data as { fields: object }).fields)).toEqual(['userIds']);
  });

  it('answers 404 for an unknown group, to read or to set', async () => {
    const read = await call(admin, 'GET', membersUrl('no-such-group'));
    expect(read.statusCode).toBe(404);
    expect(body(read).msg).toMatch(/no longer exists/);
    expect((await setMembers(admin, 'no-such-group', [ids.zed!])).statusCode).toBe(404);
  });
});

describe('who may read and set members', () => {
  it('keeps out the anonymous, vendors and buyers', async () => {
    expect((await call(undefined, 'GET', membersUrl(ids.group!))).statusCode).toBe(401);
    expect((await setMembers(undefined, ids.group!, [])).statusCode).toBe(401);
    for (const account of ['vendor1', 'buyer1']) {
      const token = await t.tokenFor(account);
      expect((await call(token, 'GET', membersUrl(ids.group!))).statusCode, account).toBe(403);
      expect((await setMembers(token, ids.group!, [])).statusCode, account).toBe(403);
    }
  });

  it('the User Groups page without Edit reads members but does not set them', async () => {
    await grantKeeper([]);
    expect((await call(tokens.keeper, 'GET', membersUrl(ids.group!))).statusCode).toBe(200);
    expect((await setMembers(tokens.keeper, ids.plain!, [ids.zed!])).statusCode).toBe(403);
  });

  it('with Edit, sets the members of a group whose grants they hold, and of no other', async () => {
    await grantKeeper(['btn_edit']);
    const refused = await setMembers(tokens.keeper, ids.group!, [ids.zed!]);
    expect(refused.statusCode).toBe(400);
    expect(body(refused).data).toEqual({ fields: { userIds: 'You can only grant what you hold yourself' } });
    expect((await membersOf(ids.group!)).map((u) => u.account)).toEqual(['amy']);
    expect((await setMembers(tokens.keeper, ids.plain!, [ids.zed!])).statusCode).toBe(200);
    expect((await membersOf(ids.plain!)).map((u) => u.account)).toEqual(['zed']);
  });

  it('with Edit, still neither puts themselves nor an administrator in or out, as in the user form', async () => {
    await grantKeeper(['btn_edit']);
    const self = await setMembers(tokens.keeper, ids.plain!, [ids.zed!, ids.keeper!]);
    expect(self.statusCode).toBe(400);
    expect(body(self).data).toEqual({ fields: { userIds: 'You cannot do this to your own account.' } });
    const everyone = dataOf(listUsers, await call(admin, 'GET', '/api/permission/Users?keyword=admin&pageSize=100'));
    const adminId = everyone.list.find((u) => u.account === 'admin')!.id;
    const administrator = await setMembers(tokens.keeper, ids.plain!, [ids.zed!, adminId]);
    expect(administrator.statusCode).toBe(400);
    expect(Object.keys((body(administrator).data as { fields: object }).fields)).toEqual(['userIds']);
    expect((await membersOf(ids.plain!)).map((u) => u.account)).toEqual(['zed']);
  });

  it('an administrator sets any group’s members, and an empty list takes everyone out', async () => {
    expect((await setMembers(admin, ids.group!, [])).statusCode).toBe(200);
    expect(await membersOf(ids.group!)).toEqual([]);
    expect(await menuOf('amy')).not.toContain('nightLog');
  });
});
