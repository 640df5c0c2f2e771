import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashDigest, md5Hex } from '../../src/server/modules/auth/passwords.ts';
import { users } from '../../src/server/db/schema/index.ts';
import { login as loginContract } from '../../src/shared/contracts/auth.ts';
import { listMenus } from '../../src/shared/contracts/menus.ts';
import { findMenu } from './support/menus.ts';
import { moduleButtons } from '../../src/shared/contracts/module-items.ts';
import { listOnlineUsers } from '../../src/shared/contracts/online-users.ts';
import { body, dataOf, loginForm, startTestApp, type TestApp } from './support/harness.ts';

/** Online users: each live session with where from, since when and which client; force offline from this page too. */
let t: TestApp;
let admin: string;
const ids: Record<string, string> = {};
const PASSWORD = 'Online#Watch2026';
const WINDOWS_CHROME = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';
const IPHONE_SAFARI = 'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1';

const call = (token: string, method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) =>
  t.request({ method, url, token, ...(payload ? { payload } : {}) });

async function signInFrom(account: string, userAgent: string, ip: string): Promise<string> {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/oauth/Login',
    remoteAddress: ip,
    headers: { 'content-type': 'application/x-www-form-urlencoded', 'user-agent': userAgent },
    payload: loginForm(account),
  });
  expect(res.statusCode, res.body).toBe(200);
  return dataOf(loginContract, res).token;
}

async function watcher(account: string, withButton: boolean): Promise<string> {
  const [row] = await t.db
    .insert(users)
    .values({ account, realName: account, passwordHash: await hashDigest(md5Hex(PASSWORD)) })
    .returning({ id: users.id });
  const page = findMenu(dataOf(listMenus, await call(admin, 'GET', '/api/system/Menu')).list, 'onlineUser')!;
  const buttons = dataOf(moduleButtons.list, await call(admin, 'GET', `/api/system/ModuleButton/${page.id}/List`)).list;
  const grant = { objectType: 'user', module: [page.parentId!, page.id], button: withButton ? [buttons.find((b) => b.enCode === 'btn_forceOffline')!.id] : [] };
  expect((await call(admin, 'PUT', `/api/permission/Authority/Data/${row!.id}`, grant)).statusCode).toBe(200);
  return t.tokenFor(account, PASSWORD);
}

beforeAll(async () => {
  t = await startTestApp();
  admin = await t.tokenFor('admin');
  ids.vendorDesk = await signInFrom('vendor1', WINDOWS_CHROME, '10.0.0.7');
  ids.vendorPhone = await signInFrom('vendor1', IPHONE_SAFARI, '10.0.0.8');
  await signInFrom('buyer1', WINDOWS_CHROME, '10.0.0.9');
});
afterAll(() => t.close());

describe('online users', () => {
  it('lists each live session with its address, time and client; the keyword narrows it', async () => {
    const all = dataOf(listOnlineUsers, await call(admin, 'GET', '/api/system/OnlineUser'));
    expect(all.list.map((r) => r.userAccount)).toEqual(expect.arrayContaining(['vendor1', 'vendor1', 'buyer1', 'admin']));
    const vendor = dataOf(listOnlineUsers, await call(admin, 'GET', '/api/system/OnlineUser?keyword=vendor1'));
    expect(vendor.list.map((r) => [r.loginIPAddress, r.loginSystem]).sort()).toEqual([
      ['10.0.0.7', 'Chrome on Windows'],
      ['10.0.0.8', 'Safari on iOS'],
    ]);
    expect(vendor.list[0]).toMatchObject({ userName: 'Victor Vendor', locked: false });
    expect(vendor.pagination.total).toBe(2);
  });

  it('refuses bad input naming the field', async () => {
    const res = await call(admin, 'GET', '/api/system/OnlineUser?pageSize=0');
    expect(res.statusCode).toBe(400);
    expect(body(res).msg).toContain('pageSize');
  });

  it('a watcher with the page reads; with its Force offline button signs a user out everywhere', async () => {
    const reader = await watcher('watcher1', false);
    expect((await call(reader, 'GET', '/api/system/OnlineUser')).statusCode).toBe(200);
    const vendorId = dataOf(listOnlineUsers, await call(admin, 'GET', '/api/system/OnlineUser?keyword=vendor1')).list[0]!.userId;
    expect((await call(reader, 'DELETE', `/api/system/OnlineUser/${vendorId}`)).statusCode).toBe(403);
    const keeper = await watcher('watcher2', true);
    expect((await call(keeper, 'DELETE', `/api/system/OnlineUser/${vendorId}`)).statusCode).toBe(200);
    expect(dataOf(listOnlineUsers, await call(admin, 'GET', '/api/system/OnlineUser?keyword=vendor1')).list).toEqual([]);
    const after = await call(ids.vendorPhone!, 'GET', '/api/oauth/CurrentUser');
    expect(after.statusCode).toBe(401);
    expect(body(after).code).toBe(601);
  });

  it('vendors and buyers are refused', async () => {
    for (const account of ['vendor2', 'buyer1']) {
      const token = await t.tokenFor(account);
      expect((await call(token, 'GET', '/api/system/OnlineUser')).statusCode, account).toBe(403);
    }
  });
});
