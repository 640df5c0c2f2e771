import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { currentUser } from '../../src/shared/contracts/current-user.ts';
import { users } from '../../src/server/db/schema/index.ts';
import { md5Hex } from '../../src/server/modules/auth/passwords.ts';
import { body, dataOf, startTestApp, TEST_PASSWORD, type TestApp } from './support/harness.ts';

let t: TestApp;
let token: string;
beforeEach(async () => {
  t = await startTestApp();
  // What an administrator's password reset leaves behind.
  await t.db.update(users).set({ passwordChangeRequired: true }).where(eq(users.account, 'vendor1'));
  token = await t.tokenFor('vendor1');
});
afterEach(() => t.close());

const base = '/api/permission/Users/Current';
const modify = (payload: object) => t.request({ method: 'POST', url: `${base}/Actions/ModifyPassword`, token, payload });

describe('a password someone else chose', () => {
  it('CurrentUser says so, and every other page of the API is refused until the user sets their own', async () => {
    const me = dataOf(currentUser, await t.request({ method: 'GET', url: '/api/oauth/CurrentUser', token }));
    expect(me.userInfo.passwordChangeRequired).toBe(true);
    for (const url of [`${base}/BaseInfo`, `${base}/SystemLog?currentPage=1&pageSize=20`, `${base}/Authorize`]) {
      const res = await t.request({ method: 'GET', url, token });
      expect(res.statusCode, url).toBe(403);
      expect(body(res).msg, url).toBe('Set your own password before continuing.');
    }
    // The language can still be switched on the page where the password is set.
    expect((await t.request({ method: 'PUT', url: `${base}/SystemLanguage`, token, payload: { language: 'en' } })).statusCode).toBe(200);
  });

  it('setting a new password lifts the requirement, in this session and the next', async () => {
    expect(body(await modify({ oldPassword: md5Hex(TEST_PASSWORD), password: 'Mine#2026pass', confirmPassword: 'Mine#2026pass' })).code).toBe(200);
    expect((await t.request({ method: 'GET', url: `${base}/BaseInfo`, token })).statusCode).toBe(200);
    const next = await t.tokenFor('vendor1', 'Mine#2026pass');
    expect(dataOf(currentUser, await t.request({ method: 'GET', url: '/api/oauth/CurrentUser', token: next })).userInfo.passwordChangeRequired).toBe(false);
  });

  it('the new password must differ from the current one; the requirement stays', async () => {
    expect(body(await modify({ oldPassword: md5Hex(TEST_PASSWORD), password: 'Mine#2026pass', confirmPassword: 'Mine#2026pass' })).code).toBe(200);
    await t.db.update(users).set({ passwordChangeRequired: true }).where(eq(users.account, 'vendor1'));
    const same = await modify({ oldPassword: md5Hex('Mine#2026pass'), password: 'Mine#2026pass', confirmPassword: 'Mine#2026pass' });
    expect(same.statusCode).toBe(400);
    expect(body(same).msg).toBe('The new password must differ from the current one.');
    expect((await t.request({ method: 'GET', url: `${base}/BaseInfo`, token })).statusCode).toBe(403);
  });

  it('other accounts are not affected', async () => {
    const buyer = await t.tokenFor('buyer1');
    expect((await t.request({ method: 'GET', url: `${base}/BaseInfo`, token: buyer })).statusCode).toBe(200);
  });
});
