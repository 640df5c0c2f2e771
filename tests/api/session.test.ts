import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { currentUser } from '../../src/shared/contracts/current-user.ts';
import { getAuthorize } from '../../src/shared/contracts/profile.ts';
import { sessions } from '../../src/server/db/schema/index.ts';
import { md5Hex } from '../../src/server/modules/auth/passwords.ts';
import { sha256Hex } from '../../src/server/modules/auth/passwords.ts';
import { body, dataOf, startTestApp, TEST_PASSWORD, type TestApp } from './support/harness.ts';

let t: TestApp;
beforeEach(async () => {
  t = await startTestApp();
});
afterEach(() => t.close());

const me = (token?: string) => t.request({ method: 'GET', url: '/api/oauth/CurrentUser', ...(token ? { token } : {}) });
const menuCodes = (menu: Array<{ enCode: string; children: unknown[] }>): string[] => menu.flatMap((m) => [m.enCode, ...menuCodes(m.children as typeof menu)]);

describe('GET /api/oauth/CurrentUser', () => {
  it('gives a vendor its permitted menu tree, permissions and full user info', async () => {
    const res = await me(await t.tokenFor('vendor1'));
    expect(res.statusCode).toBe(200);
    const { data } = { data: dataOf(currentUser, res) };
    expect(menuCodes(data.menuList)).toEqual(['poVendor', 'filesVendor', 'account', 'profile', 'accountVendor']);
    expect(data.permissionList.map((p) => p.moduleName)).toEqual([
      'Account Information',
      'Account Settings(Vendor)',
      'PO List(Vendor)',
      'File Manager(Vendor)',
    ]);
    // Each menu carries its title in the three languages (menus and tabs show the user's).
    expect(data.menuList[0]).toMatchObject({
      fullName: 'PO List(Vendor)',
      fullNameI18n: { 'zh-CN': 'PO 列表（供应商）', 'zh-TW': 'PO 列表（供應商）', en: 'PO List(Vendor)' },
    });
    expect(data.userInfo).toMatchObject({
      account: 'vendor1',
      realName: 'Victor Vendor',
      roleName: 'Vendor',
      supplierCodes: ['V1001'],
      organizeName: 'Supplier Network',
      departmentName: 'Vendor Relations',
      isLock: false,
      isAdministrator: false,
    });
  });

  it('gives the administrator the system menu that vendors do not see', async () => {
    const { data } = { data: dataOf(currentUser, await me(await t.tokenFor('admin'))) };
    expect(menuCodes(data.menuList)).toEqual([
      'poVendor',
      'poBuyer',
      'vendorMaster',
      'poBatch',
      'filesVendor',
      'filesBuyer',
      'dangerousGoods',
      'account',
      'profile',
      'accountVendor',
      'accountBuyer',
      'permission',
      'organize',
      'department',
      'position',
      'role',
      'user',
      'userGroup',
      'authorize',
      'onlineUser',
      'system',
      'mailOutbox',
      'notices',
      'menu',
      'systemLog',
      'dictionary',
      'billRule',
      'area',
      'dataInterface',
      'printDev',
      'jobs',
      'widgetPreview',
    ]);
  });

  it('tells a buyer its plants and purchasing groups', async () => {
    const { data } = { data: dataOf(currentUser, await me(await t.tokenFor('buyer1'))) };
    expect(data.userInfo).toMatchObject({ roleName: 'Buyer', plants: ['1000', '2000'], purchasingGroups: ['P01', 'P02'] });
  });

  it('reports the previous sign-in (time, place, address) only from the second sign-in on', async () => {
    const first = dataOf(currentUser, await me(await t.tokenFor('vendor2'))).userInfo;
    expect(first).toMatchObject({ prevLogin: false, prevLoginTime: null, prevLoginIPAddress: '' });
    const second = dataOf(currentUser, await me(await t.tokenFor('vendor2'))).userInfo;
    expect(second.prevLogin).toBe(true);
    expect(second.prevLoginTime).toBeGreaterThan(Date.now() - 60_000);
    expect(second).toMatchObject({ prevLoginIPAddress: '127.0.0.1', prevLoginIPAddressName: 'Local network' });
  });

  it('without a token: 401, code 602', async () => {
    const res = await me();
    expect(res.statusCode).toBe(401);
    expect(body(res)).toMatchObject({ code: 602, msg: 'Please sign in first.' });
  });

  it('with an unknown token: 401, code 602', async () => {
    const res = await me('made-up-token');
    expect(res.statusCode).toBe(401);
    expect(body(res).code).toBe(602);
  });

  it('with an expired session: 401, code 600 and the spec message', async () => {
    const token = await t.tokenFor('vendor1');
    await t.db
      .update(sessions)
      .set({ expiresAt: sql`now() - interval '1 second'` })
      .where(eq(sessions.tokenHash, sha256Hex(token)));
    const res = await me(token);
    expect(res.statusCode).toBe(401);
    expect(body(res)).toMatchObject({ code: 600, msg: 'Your session has expired. Pls.log on again.' });
  });

  it('a session older than its maximum age (7 days by default) ends however active it is: 401, code 600', async () => {
    const token = await t.tokenFor('vendor1');
    expect((await me(token)).statusCode).toBe(200);
    await t.db
      .update(sessions)
      .set({ createdAt: sql`now() - interval '7 days 1 second'` })
      .where(eq(sessions.tokenHash, sha256Hex(token)));
    const res = await me(token);
    expect(res.statusCode).toBe(401);
    expect(body(res)).toMatchObject({ code: 600, msg: 'Your session has expired. Pls.log on again.' });
  });

  it('activity slides the idle expiry, but never past the maximum age', async () => {
    const token = await t.tokenFor('vendor1');
    const mine = eq(sessions.tokenHash, sha256Hex(token));
    // One hour of its 7 days left, and idle long enough for this request to slide the expiry.
    await t.db
      .update(sessions)
      .set({ createdAt: sql`now() - interval '7 days' + interval '1 hour'`, lastSeenAt: sql`now() - interval '5 minutes'` })
      .where(mine);
    expect((await me(token)).statusCode).toBe(200);
    const [row] = await t.db
      .select({ createdAt: sessions.createdAt, expiresAt: sessions.expiresAt, lastSeenAt: sessions.lastSeenAt })
      .from(sessions)
      .where(mine);
    expect(row!.lastSeenAt.getTime()).toBeGreaterThan(Date.now() - 60_000);
    expect(row!.expiresAt.getTime()).toBe(row!.createdAt.getTime() + 7 * 24 * 3600_000);
  });

  it('after being forced offline: 401, code 601', async () => {
    const token = await t.tokenFor('vendor1');
    await t.db
      .update(sessions)
      .set({ endedReason: 'forced' })
      .where(eq(sessions.tokenHash, sha256Hex(token)));
    const res = await me(token);
    expect(res.statusCode).toBe(401);
    expect(body(res).code).toBe(601);
  });
});

describe('GET /api/oauth/Logout', () => {
  it('ends the session: the token no longer works (602), other sessions do', async () => {
    const token = await t.tokenFor('vendor1');
    const other = await t.tokenFor('vendor1');
    const res = await t.request({ method: 'GET', url: `/api/oauth/Logout?timestamp=${Date.now()}`, token });
    expect(body(res)).toMatchObject({ code: 200, data: null });
    expect(body(await me(token)).code).toBe(602);
    expect((await me(other)).statusCode).toBe(200);
  });
});

describe('POST /api/oauth/LockScreen', () => {
  const lock = (token: string, payload?: object) => t.request({ method: 'POST', url: '/api/oauth/LockScreen', token, ...(payload ? { payload } : {}) });

  it('locks the session: CurrentUser says so and other calls are refused until unlocked', async () => {
    const token = await t.tokenFor('buyer1');
    expect(body(await lock(token)).data).toEqual({ isLock: true });
    const locked = dataOf(currentUser, await me(token));
    // The lock screen learns who is signed in, nothing more.
    expect(locked.userInfo).toMatchObject({ isLock: true, account: 'buyer1', realName: 'Bella Buyer', email: '', plants: [] });
    expect(locked.menuList).toEqual([]);
    expect(locked.permissionList).toEqual([]);
    const blocked = await t.request({ method: 'GET', url: '/api/permission/Users/Current/BaseInfo', token });
    expect(blocked.statusCode).toBe(403);
    expect(body(blocked).msg).toBe('The screen is locked. Unlock it to continue.');

    const wrong = await lock(token, { account: 'buyer1', password: md5Hex('nope') });
    expect(wrong.statusCode).toBe(400);
    expect(body(wrong).msg).toBe('Wrong password');
    const otherAccount = await lock(token, { account: 'vendor1', password: md5Hex(TEST_PASSWORD) });
    expect(otherAccount.statusCode).toBe(400);

    const ok = await lock(token, { account: 'buyer1', password: md5Hex(TEST_PASSWORD) });
    expect(body(ok).data).toEqual({ isLock: false });
    expect((await t.request({ method: 'GET', url: '/api/permission/Users/Current/BaseInfo', token })).statusCode).toBe(200);
  });

  it('unlock with only one of account and password names the missing one', async () => {
    const token = await t.tokenFor('buyer1');
    const res = await lock(token, { account: 'buyer1' });
    expect(res.statusCode).toBe(400);
    expect(body(res).msg).toBe('password is required');
  });

  it('unlock refuses unknown fields', async () => {
    const token = await t.tokenFor('buyer1');
    const res = await lock(token, { account: 'buyer1', password: md5Hex(TEST_PASSWORD), admin: true });
    expect(res.statusCode).toBe(400);
    expect(body(res).msg).toBe('Unknown field admin');
  });
});

describe('GET /api/oauth/getConfig/:key', () => {
  it('answers a public setting without a session', async () => {
    const res = await t.request({ method: 'GET', url: `/api/oauth/getConfig/sysVersion?timestamp=${Date.now()}` });
    expect(body(res)).toMatchObject({ code: 200, data: { key: 'sysVersion', value: 'V3.3' } });
  });
  it('answers 404 for an unknown or private key', async () => {
    const res = await t.request({ method: 'GET', url: '/api/oauth/getConfig/smtpPassword' });
    expect(res.statusCode).toBe(404);
    expect(body(res).msg).toBe('There is no public setting named smtpPassword');
  });
  it('refuses unknown query parameters', async () => {
    const res = await t.request({ method: 'GET', url: '/api/oauth/getConfig/sysName?debug=1' });
    expect(res.statusCode).toBe(400);
    expect(body(res).msg).toBe('Unknown field debug');
  });
});

describe('the fence on the server', () => {
  it('a vendor is never offered a page outside the vendor area, even when a role grants it', async () => {
    // Grant the vendor role the administrator's Mail Outbox page.
    await t.db.execute(sql`
      insert into authorizations (object_type, object_id, item_type, item_id)
      select 'role', r.id, 'module', m.id from roles r, modules m where r.en_code = 'vendor' and m.en_code in ('system', 'mailOutbox')`);
    const token = await t.tokenFor('vendor1');
    const data = dataOf(currentUser, await me(token));
    expect(menuCodes(data.menuList)).toEqual(['poVendor', 'filesVendor', 'account', 'profile', 'accountVendor']);
    expect(data.permissionList.map((p) => p.moduleName)).toEqual([
      'Account Information',
      'Account Settings(Vendor)',
      'PO List(Vendor)',
      'File Manager(Vendor)',
    ]);
    const authorize = dataOf(getAuthorize, await t.request({ method: 'GET', url: '/api/permission/Users/Current/Authorize', token }));
    expect(authorize.module.map((m) => m.enCode)).toEqual(['poVendor', 'filesVendor', 'account']);
    // The API behind the page refuses as well.
    expect((await t.request({ method: 'GET', url: '/api/system/MailOutbox', token })).statusCode).toBe(403);
  });
});
