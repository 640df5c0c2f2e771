import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { login as loginContract } from '../../src/shared/contracts/auth.ts';
import { currentUser } from '../../src/shared/contracts/current-user.ts';
import { loginLockouts, users } from '../../src/server/db/schema/index.ts';
import { hashDigest, md5Hex } from '../../src/server/modules/auth/passwords.ts';
import { body, dataOf, loginForm, startTestApp, type TestApp } from './support/harness.ts';

let t: TestApp;
beforeEach(async () => {
  t = await startTestApp({ LOGIN_RATE_LIMIT: '6', LOGIN_ADDRESS_RATE_LIMIT: '10', LOGIN_MAX_FAILURES: '3', LOGIN_LOCK_MINUTES: '15' });
});
afterEach(() => t.close());

/** Lets every lock-out end now, as LOGIN_LOCK_MINUTES passing would. */
const expireLocks = () => t.db.update(loginLockouts).set({ lockedUntil: sql`now() - interval '1 second'` });

const postLogin = (payload: string, headers: Record<string, string> = {}) =>
  t.request({ method: 'POST', url: '/api/oauth/Login', headers: { 'content-type': 'application/x-www-form-urlencoded', ...headers }, payload });

describe('POST /api/oauth/Login', () => {
  it('signs a demo vendor in and answers token, theme and system config', async () => {
    const res = await t.login('vendor1');
    expect(res.statusCode).toBe(200);
    const data = dataOf(loginContract, res);
    expect(data.token.length).toBeGreaterThan(30);
    expect(data.theme).toBe('classic');
    expect(data.sysConfigInfo.sysName).toBe('Supplyline');
  });

  it('accepts the account in any letter case', async () => {
    expect((await t.login('VENDOR1')).statusCode).toBe(200);
  });

  it('answers the layout the user chose when it is valid', async () => {
    await t.db.update(users).set({ theme: 'blend' }).where(eq(users.account, 'buyer1'));
    expect(dataOf(loginContract, await t.login('buyer1')).theme).toBe('blend');
    await t.db.update(users).set({ theme: 'sideways' }).where(eq(users.account, 'buyer1'));
    expect(dataOf(loginContract, await t.login('buyer1')).theme).toBe('classic');
  });

  it('refuses a wrong password with the same message as an unknown account', async () => {
    const wrong = await t.login('vendor1', 'not-the-password');
    const unknown = await t.login('nobody');
    expect(wrong.statusCode).toBe(400);
    expect(body(wrong)).toMatchObject({ code: 400, msg: 'Wrong account or password' });
    expect(body(unknown).msg).toBe(body(wrong).msg);
  });

  it('answers in the language the client asks for', async () => {
    const res = await postLogin(loginForm('vendor1', 'wrong'), { 'accept-language': 'zh-TW' });
    expect(body(res).msg).toBe('帳號或密碼錯誤');
  });

  it('locks the account from that address after the configured number of wrong passwords, even for the right one', async () => {
    await t.login('vendor2', 'wrong-1');
    await t.login('vendor2', 'wrong-2');
    const third = await t.login('vendor2', 'wrong-3');
    expect(third.statusCode).toBe(403);
    expect(body(third).msg).toMatch(/locked for 15 more minutes/);
    const right = await t.login('vendor2');
    expect(right.statusCode).toBe(403);
    await expireLocks();
    expect((await t.login('vendor2')).statusCode).toBe(200);
  });

  it('a guesser elsewhere locks only itself out: the owner still signs in from their own address', async () => {
    for (let i = 0; i < 3; i++) await t.login('vendor2', `wrong-${i}`, { ip: '203.0.113.60' });
    expect((await t.login('vendor2', undefined, { ip: '203.0.113.60' })).statusCode).toBe(403);
    expect((await t.login('vendor2', undefined, { ip: '198.51.100.60' })).statusCode).toBe(200);
    // Administrators still see that the account was locked somewhere.
    const [row] = await t.db.select({ lockedUntil: users.lockedUntil }).from(users).where(eq(users.account, 'vendor2'));
    expect(row?.lockedUntil?.getTime()).toBeGreaterThan(Date.now());
  });

  it('an unknown account answers exactly as a real one, lock included', async () => {
    const answers = async (account: string, ip: string) => {
      const seen: { status: number; msg: string }[] = [];
      for (let i = 0; i < 4; i++) {
        const res = await t.login(account, `wrong-${i}`, { ip });
        seen.push({ status: res.statusCode, msg: String(body(res).msg) });
      }
      return seen;
    };
    const real = await answers('vendor2', '203.0.113.70');
    expect(real.map((a) => a.status)).toEqual([400, 400, 403, 403]);
    expect(await answers('nobody-here', '203.0.113.71')).toEqual(real);
  });

  it('a burst of wrong passwords from one address gets no more checks than the allowance, then that address is locked out', async () => {
    const answers = await Promise.all(Array.from({ length: 5 }, (_, i) => t.login('vendor2', `wrong-${i}`, { ip: '198.51.100.80' })));
    const statuses = answers.map((a) => a.statusCode);
    // LOGIN_MAX_FAILURES is 3 here: at most 2 plain refusals; the rest are locked out or told to wait.
    expect(statuses.every((s) => s === 400 || s === 403 || s === 429)).toBe(true);
    expect(statuses.filter((s) => s === 400).length).toBeLessThanOrEqual(2);
    expect(statuses).toContain(403);
    expect((await t.login('vendor2', undefined, { ip: '198.51.100.80' })).statusCode).toBe(403);
  });

  it('a burst of wrong passwords from many addresses does not lock the owner out', async () => {
    await Promise.all(Array.from({ length: 12 }, (_, i) => t.login('vendor2', `wrong-${i}`, { ip: `198.51.100.${i}` })));
    expect((await t.login('vendor2')).statusCode).toBe(200);
  });

  it('parallel sign-ins with the right password never lock the account', async () => {
    const answers = await Promise.all(Array.from({ length: 10 }, (_, i) => t.login('vendor1', undefined, { ip: `198.51.100.${i % 2}` })));
    const statuses = answers.map((a) => a.statusCode);
    expect(statuses.every((s) => s === 200 || s === 429)).toBe(true);
    const busy = answers.find((a) => a.statusCode === 429);
    if (busy) expect(body(busy).msg).toMatch(/Try again in a few seconds/);
    expect((await t.login('vendor1', undefined, { ip: '198.51.100.0' })).statusCode).toBe(200);
  });

  it('checks that never settled (a crash mid-check) end in a lock that expires, not a permanent "busy"', async () => {
    const [user] = await t.db.select({ id: users.id }).from(users).where(eq(users.account, 'vendor2'));
    await t.db.insert(loginLockouts).values({ subject: `user:${user!.id}`, ipAddress: '127.0.0.1', failures: 3, reservedAt: sql`now() - interval '1 minute'` });
    expect((await t.login('vendor2')).statusCode).toBe(403);
    await expireLocks();
    expect((await t.login('vendor2')).statusCode).toBe(200);
  });

  it('an administrator lifting the lock (unlock, reset) ends it at every address', async () => {
    for (let i = 0; i < 3; i++) await t.login('vendor2', `wrong-${i}`, { ip: '203.0.113.90' });
    expect((await t.login('vendor2', undefined, { ip: '203.0.113.90' })).statusCode).toBe(403);
    // What the administration's unlock writes.
    await t.db.update(users).set({ failedLogins: 0, lockedUntil: null }).where(eq(users.account, 'vendor2'));
    expect((await t.login('vendor2', undefined, { ip: '203.0.113.90' })).statusCode).toBe(200);
  });

  it('a burst from one address is held to the rate limit', async () => {
    const answers = await Promise.all(Array.from({ length: 15 }, () => t.login('ghost', 'x', { ip: '203.0.113.50' })));
    // Of the 6 let through, those beyond the lock-out's allowance are told to wait as well (not counted here).
    expect(answers.filter((a) => a.statusCode === 429 && /Too many sign-in attempts/.test(String(body(a).msg))).length).toBe(15 - 6);
  });

  it('a successful sign-in resets the failure count', async () => {
    await t.login('vendor2', 'wrong-1');
    await t.login('vendor2', 'wrong-2');
    expect((await t.login('vendor2')).statusCode).toBe(200);
    expect((await t.login('vendor2', 'wrong-3')).statusCode).toBe(400);
  });

  it('rate limits attempts per account and address with 429 and a wait time', async () => {
    for (let i = 0; i < 6; i++) await t.login('ghost', 'x', { ip: '203.0.113.9' });
    const limited = await t.login('ghost', 'x', { ip: '203.0.113.9' });
    expect(limited.statusCode).toBe(429);
    expect(body(limited).msg).toMatch(/Try again in \d+ seconds/);
    // Another address is not affected.
    expect((await t.login('ghost', 'x', { ip: '203.0.113.10' })).statusCode).toBe(400);
  });

  it('one address trying many accounts is held to the address limit with 429 and a wait time; another address is not', async () => {
    for (let i = 0; i < 10; i++) expect((await t.login(`ghost${i}`, 'x', { ip: '203.0.113.20' })).statusCode).toBe(400);
    const limited = await t.login('ghost10', 'x', { ip: '203.0.113.20' });
    expect(limited.statusCode).toBe(429);
    expect(body(limited).msg).toMatch(/Try again in \d+ seconds/);
    // Even the right password waits: the address is paused, not the accounts.
    expect((await t.login('vendor1', undefined, { ip: '203.0.113.20' })).statusCode).toBe(429);
    expect((await t.login('ghost10', 'x', { ip: '203.0.113.21' })).statusCode).toBe(400);
    expect((await t.login('vendor1', undefined, { ip: '203.0.113.21' })).statusCode).toBe(200);
  });

  it('a burst across accounts from one address is held to the address limit', async () => {
    const answers = await Promise.all(Array.from({ length: 15 }, (_, i) => t.login(`ghost${i}`, 'x', { ip: '203.0.113.30' })));
    expect(answers.filter((a) => a.statusCode === 429).length).toBe(15 - 10);
  });

  it('correct sign-ins from one address (an office behind one NAT) do not use up its address limit', async () => {
    for (const account of ['vendor1', 'vendor2', 'buyer1', 'admin']) {
      for (let i = 0; i < 3; i++) expect((await t.login(account, undefined, { ip: '203.0.113.40' })).statusCode).toBe(200);
    }
    expect((await t.login('ghost', 'x', { ip: '203.0.113.40' })).statusCode).toBe(400);
  });

  it('signs a sub-account in as mobile@account', async () => {
    const [parent] = await t.db.select().from(users).where(eq(users.account, 'vendor1'));
    await t.db.insert(users).values({
      account: 'vendor1-sub',
      realName: 'Sub Account',
      mobile: '13800000001',
      parentId: parent!.id,
      passwordHash: await hashDigest(md5Hex('Sub#Account2026')),
    });
    const res = await t.login('13800000001@vendor1', 'Sub#Account2026');
    expect(res.statusCode).toBe(200);
    const { token } = dataOf(loginContract, res);
    const me = await t.request({ method: 'GET', url: '/api/oauth/CurrentUser', token });
    expect(dataOf(currentUser, me).userInfo.account).toBe('vendor1-sub');
  });

  it('two sub-accounts of one parent cannot share a mobile number (409, not 500)', async () => {
    const [parent] = await t.db.select().from(users).where(eq(users.account, 'vendor1'));
    const passwordHash = await hashDigest(md5Hex('Sub#Account2026'));
    await t.db.insert(users).values({ account: 'sub-a', realName: 'Sub A', mobile: '13800000002', parentId: parent!.id, passwordHash });
    await t.db.insert(users).values({ account: 'sub-b', realName: 'Sub B', mobile: '13800000003', parentId: parent!.id, passwordHash });
    const token = await t.tokenFor('sub-b', 'Sub#Account2026');
    const res = await t.request({ method: 'PUT', url: '/api/permission/Users/Current/BaseInfo', token, payload: { realName: 'Sub B', mobile: '13800000002' } });
    expect(res.statusCode).toBe(409);
    expect(body(res).msg).toBe('That value is already in use by another record');
  });

  it('refuses a disabled account with a message to contact the administrator', async () => {
    await t.db.update(users).set({ enabled: false }).where(eq(users.account, 'uploader1'));
    const res = await t.login('uploader1');
    expect(res.statusCode).toBe(403);
    expect(body(res).msg).toMatch(/disabled/);
  });

  it('refuses unknown client credentials', async () => {
    const res = await postLogin(loginForm('vendor1', undefined, { client_secret: 'guess' }));
    expect(res.statusCode).toBe(400);
    expect(body(res).msg).toBe('Unknown client credentials');
  });

  describe('malformed bodies get 400 naming the field', () => {
    it('missing fields', async () => {
      const res = await postLogin('account=vendor1');
      expect(res.statusCode).toBe(400);
      expect(body(res).msg).toContain('password is required');
      expect(body(res).msg).toContain('grant_type is required');
    });
    it('extra fields', async () => {
      const res = await postLogin(`${loginForm('vendor1')}&isAdmin=true`);
      expect(res.statusCode).toBe(400);
      expect(body(res).msg).toBe('Unknown field isAdmin');
    });
    it('wrong-typed fields', async () => {
      const res = await t.request({
        method: 'POST',
        url: '/api/oauth/Login',
        payload: { ...Object.fromEntries(new URLSearchParams(loginForm('vendor1'))), account: 42 },
      });
      expect(res.statusCode).toBe(400);
      expect(body(res).msg).toBe('account must be string');
    });
    it('a password that is not an MD5 digest', async () => {
      const res = await postLogin(loginForm('vendor1', undefined, { password: 'Demo#2026pass' }));
      expect(res.statusCode).toBe(400);
      expect(body(res).msg).toMatch(/^password is invalid/);
    });
    it('a body that is not JSON at all', async () => {
      const res = await t.request({ method: 'POST', url: '/api/oauth/Login', headers: { 'content-type': 'application/json' }, payload: '{"account":' });
      expect(res.statusCode).toBe(400);
      expect(body(res).code).toBe(400);
    });
    it('no body', async () => {
      const res = await t.request({ method: 'POST', url: '/api/oauth/Login' });
      expect(res.statusCode).toBe(400);
      expect(body(res).msg).toContain('account is required');
    });
  });
});
