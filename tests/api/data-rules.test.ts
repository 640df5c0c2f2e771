// Both engines: data rules and column permissions are authorisation boundaries; each engine must keep rows and columns out.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authorizeCatalogue, type CatalogueModule } from '../../src/shared/contracts/authorize.ts';
import { currentUser } from '../../src/shared/contracts/current-user.ts';
import { getUser, listUsers } from '../../src/shared/contracts/users.ts';
import { dataOf, startTestApp, type TestApp, tokenWithOwnPassword } from './support/harness.ts';

/**
 * Data rules and column permissions of the Users page: "myself and my subordinates" and "my
 * organisation and its sub-organisations" give each user exactly the rows they may see, their union
 * when both are granted; a row outside them can be neither read nor written; a column permission
 * takes the column out of the API answer. The menu screen that switches a page's data and column
 * permissions on is still to come: the tests switch them on in the database.
 */
let t: TestApp;
let admin: string;
const ids: Record<string, string> = {};
let usersMenu: CatalogueModule;

const call = (token: string, method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) =>
  t.request({ method, url, token, ...(payload ? { payload } : {}) });
async function created(url: string, payload: object): Promise<string> {
  const res = await call(admin, 'POST', url, payload);
  expect(res.statusCode, res.body).toBe(200);
  return res.json<{ data: { id: string } }>().data.id;
}
const person = (account: string, organizeId: string, managerId: string | null) =>
  created('/api/permission/Users', { account, realName: account, organizeId, managerId, roleId: ids.role, userPassword: 'Given123' });

const signIn = (account: string) => tokenWithOwnPassword(t, account);

async function grantRole(rules: string[], columns?: string[]): Promise<void> {
  const res = await call(admin, 'PUT', `/api/permission/Authority/Data/${ids.role}`, {
    objectType: 'role',
    module: [usersMenu.id],
    resource: usersMenu.resource.filter((r) => rules.includes(r.enCode)).map((r) => r.id),
    column: usersMenu.column.filter((c) => (columns ?? usersMenu.column.map((x) => x.enCode)).includes(c.enCode)).map((c) => c.id),
  });
  expect(res.statusCode, res.body).toBe(200);
}

async function seen(token: string): Promise<string[]> {
  const page = dataOf(listUsers, await call(token, 'GET', '/api/permission/Users?pageSize=100&sidx=account'));
  return page.list.map((u) => u.account ?? '?');
}

beforeAll(async () => {
  t = await startTestApp();
  admin = await t.tokenFor('admin');
  const catalogue = dataOf(authorizeCatalogue, await call(admin, 'GET', '/api/permission/Authority/Catalogue')).list;
  usersMenu = catalogue.flatMap((m) => m.children).find((m) => m.enCode === 'user')!;
  ids.east = await created('/api/permission/Organize', { fullName: 'East', enCode: 'EAST' });
  ids.eastSouth = await created('/api/permission/Organize', { fullName: 'East South', enCode: 'EAST-S', parentId: ids.east });
  ids.west = await created('/api/permission/Organize', { fullName: 'West', enCode: 'WEST' });
  ids.role = await created('/api/permission/Role', { fullName: 'Team lead', enCode: 'lead' });
  ids.boss = await person('boss', ids.east, null);
  ids.mid = await person('mid', ids.west, ids.boss);
  ids.low = await person('low', ids.west, ids.mid);
  ids.southie = await person('southie', ids.eastSouth, null);
  ids.westie = await person('westie', ids.west, null);
  await t.db.execute(sql`update modules set data_permission = true, column_permission = true where en_code = 'user'`);
});
afterAll(() => t.close());

describe('data rules on the Users page', () => {
  it('without a rule granted, a user of a page under data permissions sees no rows', async () => {
    await grantRole([]);
    expect(await seen(await signIn('boss'))).toEqual([]);
  });

  it('"myself and my subordinates" reaches down the manager chain', async () => {
    await grantRole(['userAndSubordinates']);
    const boss = await t.tokenFor('boss', 'Own12345');
    expect(await seen(boss)).toEqual(['boss', 'low', 'mid']);
    expect(await seen(await signIn('mid'))).toEqual(['low', 'mid']);
  });

  it('"my organisation and its sub-organisations" reaches down the organisation tree; two rules add up', async () => {
    await grantRole(['organizationAndSub']);
    const boss = await t.tokenFor('boss', 'Own12345');
    expect(await seen(boss)).toEqual(['boss', 'southie']);
    await grantRole(['organizationAndSub', 'userAndSubordinates']);
    expect(await seen(boss)).toEqual(['boss', 'low', 'mid', 'southie']);
    // CurrentUser names the rules in force on the page (permissionList.resource), as the original's clients read them.
    const me = dataOf(currentUser, await call(boss, 'GET', '/api/oauth/CurrentUser'));
    const usersPage = me.permissionList.find((p) => p.modelId === usersMenu.id);
    expect(usersPage?.resource.map((r) => r.enCode).sort()).toEqual(['organizationAndSub', 'userAndSubordinates']);
    expect(await seen(await signIn('westie'))).toEqual(['low', 'mid', 'westie']);
  });

  it('a row outside the rules can be neither read nor changed (the existing row is checked)', async () => {
    await grantRole(['userAndSubordinates']);
    const boss = await t.tokenFor('boss', 'Own12345');
    expect((await call(boss, 'GET', `/api/permission/Users/${ids.westie}`)).statusCode).toBe(404);
    expect((await call(boss, 'GET', `/api/permission/Users/${ids.low}`)).statusCode).toBe(200);
  });

  it('the administrator sees everyone, whatever the rules', async () => {
    const all = await seen(admin);
    expect(all).toEqual(expect.arrayContaining(['admin', 'boss', 'low', 'mid', 'southie', 'westie', 'vendor1']));
  });
});

describe('column permissions', () => {
  it('drop the columns not granted from the answer, not only from the table', async () => {
    await grantRole(['userAndSubordinates'], ['account', 'realName']);
    const boss = await t.tokenFor('boss', 'Own12345');
    const page = dataOf(listUsers, await call(boss, 'GET', '/api/permission/Users?pageSize=100'));
    const row = page.list.find((u) => u.account === 'boss')!;
    expect(row).toMatchObject({ account: 'boss', realName: 'boss' });
    expect(Object.keys(row)).not.toContain('email');
    expect(Object.keys(row)).not.toContain('mobilePhone');
    expect(Object.keys(row)).not.toContain('organize');
    const full = dataOf(listUsers, await call(admin, 'GET', '/api/permission/Users?keyword=boss')).list[0]!;
    expect(full).toMatchObject({ email: '', organize: 'East' });
  });

  it('leave the detail without those columns, and an edit keeps what it could not see', async () => {
    const edit = usersMenu.button.find((b) => b.enCode === 'btn_edit')!;
    const low = (await call(admin, 'GET', `/api/permission/Users/${ids.low}`)).json<{ data: Record<string, unknown> }>().data;
    const { id: _id, creatorTime: _c, hiddenFields: _h, ...form } = low;
    expect((await call(admin, 'PUT', `/api/permission/Users/${ids.low}`, { ...form, email: 'low@example.com', mobilePhone: '13800138000' })).statusCode).toBe(
      200,
    );
    const grant = await call(admin, 'PUT', `/api/permission/Authority/Data/${ids.role}`, {
      objectType: 'role',
      module: [usersMenu.id],
      button: [edit.id],
      resource: usersMenu.resource.filter((r) => r.enCode === 'userAndSubordinates').map((r) => r.id),
      column: usersMenu.column.filter((c) => c.enCode === 'account' || c.enCode === 'realName').map((c) => c.id),
    });
    expect(grant.statusCode, grant.body).toBe(200);
    const boss = await t.tokenFor('boss', 'Own12345');
    const seenByBoss = dataOf(getUser, await call(boss, 'GET', `/api/permission/Users/${ids.low}`));
    expect(seenByBoss).toMatchObject({ account: 'low', realName: 'low' });
    for (const key of ['email', 'mobilePhone', 'gender', 'description']) expect(Object.keys(seenByBoss)).not.toContain(key);
    expect(seenByBoss.hiddenFields).toEqual(['gender', 'mobilePhone', 'email', 'description']);
    const { id: _i, creatorTime: _t, hiddenFields: _f, ...visible } = seenByBoss;
    const saved = await call(boss, 'PUT', `/api/permission/Users/${ids.low}`, { ...visible, realName: 'Low', email: 'boss@example.com' });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(dataOf(getUser, await call(admin, 'GET', `/api/permission/Users/${ids.low}`))).toMatchObject({
      realName: 'Low',
      email: 'low@example.com',
      mobilePhone: '13800138000',
    });
  });
});

describe('writes within the rules', () => {
  it('a user can neither move a record out of their rules nor place a new one outside them; nothing is written', async () => {
    const grant = await call(admin, 'PUT', `/api/permission/Authority/Data/${ids.role}`, {
      objectType: 'role',
      module: [usersMenu.id],
      button: usersMenu.button.filter((b) => b.enCode === 'btn_add' || b.enCode === 'btn_edit').map((b) => b.id),
      resource: usersMenu.resource.filter((r) => r.enCode === 'userAndSubordinates').map((r) => r.id),
      column: usersMenu.column.map((c) => c.id),
    });
    expect(grant.statusCode, grant.body).toBe(200);
    const boss = await t.tokenFor('boss', 'Own12345');
    const { id: _id, creatorTime: _c, hiddenFields: _h, ...low } = dataOf(getUser, await call(boss, 'GET', `/api/permission/Users/${ids.low}`));
    // Low reports to mid, who reports to boss: without a manager low would leave boss's subordinates.
    const moved = await call(boss, 'PUT', `/api/permission/Users/${ids.low}`, { ...low, managerId: null });
    expect(moved.statusCode).toBe(403);
    expect(dataOf(getUser, await call(admin, 'GET', `/api/permission/Users/${ids.low}`)).managerId).toBe(ids.mid);
    const stray = { account: 'stray', realName: 'Stray', organizeId: ids.west, userPassword: 'Given123' };
    expect((await call(boss, 'POST', '/api/permission/Users', stray)).statusCode).toBe(403);
    expect(await seen(admin)).not.toContain('stray');
    const placed = await call(boss, 'POST', '/api/permission/Users', { ...stray, managerId: ids.boss });
    expect(placed.statusCode, placed.body).toBe(200);
    expect(await seen(boss)).toContain('stray');
  });
});
