import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { md5Hex } from '../../src/server/modules/auth/passwords.ts';
import { startTestApp, TEST_PASSWORD, type TestApp } from './support/harness.ts';

let t: TestApp;
let token: string;
beforeEach(async () => {
  t = await startTestApp();
  token = await t.tokenFor('buyer1');
});
afterEach(() => t.close());

const base = '/api/permission/Users/Current';
const get = (path: string, as = token) => t.request({ method: 'GET', url: `${base}/${path}`, token: as });
const put = (path: string, payload?: object, as = token) => t.request({ method: 'PUT', url: `${base}/${path}`, token: as, ...(payload ? { payload } : {}) });

describe('BaseInfo', () => {
  it('reads the account information panel', async () => {
    const res = await get('BaseInfo');
    expect(res.json().data).toMatchObject({
      account: 'buyer1', realName: 'Bella Buyer', roleName: 'Buyer', organizeName: 'Supplyline Manufacturing',
      departmentName: 'Purchasing', positionName: 'Buyer', theme: 'classic', language: 'zh-CN',
    });
    expect(res.json().data.lastLogTime).toBeGreaterThan(Date.now() - 60_000);
  });

  it('updates name, e-mail and mobile', async () => {
    const res = await put('BaseInfo', { realName: 'Bella B.', email: 'bella@example.com', mobile: '+86 138 0000 0000' });
    expect(res.json().code).toBe(200);
    expect((await get('BaseInfo')).json().data).toMatchObject({ realName: 'Bella B.', email: 'bella@example.com', mobile: '+86 138 0000 0000' });
  });

  it('names the bad field and changes nothing', async () => {
    const bad = await put('BaseInfo', { realName: 'X', email: 'not-an-address' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().msg).toBe('email must be an e-mail address');
    expect((await put('BaseInfo', { realName: 'X', mobile: 'call me' })).json().msg).toBe('mobile must be a valid mobile number');
    expect((await put('BaseInfo', { realName: '' })).json().msg).toBe('realName is required');
    expect((await put('BaseInfo', { realName: 'X', account: 'admin' })).json().msg).toBe('Unknown field account');
    expect((await get('BaseInfo')).json().data.realName).toBe('Bella Buyer');
  });
});

describe('Actions/ModifyPassword', () => {
  const modify = (payload: object) => t.request({ method: 'POST', url: `${base}/Actions/ModifyPassword`, token, payload });

  it('changes the password; the old one stops working and other sessions end', async () => {
    const other = await t.tokenFor('buyer1');
    const res = await modify({ oldPassword: md5Hex(TEST_PASSWORD), password: 'newpass2026', confirmPassword: 'newpass2026' });
    expect(res.json().code).toBe(200);
    expect((await t.login('buyer1')).statusCode).toBe(400);
    expect((await t.login('buyer1', 'newpass2026')).statusCode).toBe(200);
    expect((await get('BaseInfo')).statusCode).toBe(200);
    expect((await get('BaseInfo', other)).json().code).toBe(602);
  });

  it('a wrong old password is D5007', async () => {
    const res = await modify({ oldPassword: md5Hex('guess'), password: 'newpass2026', confirmPassword: 'newpass2026' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'D5007', msg: 'Old password is wrong, please re-enter!' });
  });

  it('applies the generic rule: 6-16 letters and digits containing both', async () => {
    for (const weak of ['abc12', 'onlyletters', '12345678', 'has space 123', 'waytoolongpassword123', 'with#special1']) {
      const res = await modify({ oldPassword: md5Hex(TEST_PASSWORD), password: weak, confirmPassword: weak });
      expect(res.json().msg, weak).toBe('Password must be 6-16 letters and digits, containing both');
    }
  });

  it('the two entries must match', async () => {
    const res = await modify({ oldPassword: md5Hex(TEST_PASSWORD), password: 'newpass2026', confirmPassword: 'newpass2027' });
    expect(res.json().msg).toBe('The two passwords you entered did not match');
  });
});

describe('preferences', () => {
  it('SystemTheme and SystemLanguage are remembered for the next sign-in', async () => {
    expect((await put('SystemTheme', { theme: 'functional' })).json().code).toBe(200);
    expect((await put('SystemLanguage', { language: 'en' })).json().code).toBe(200);
    expect((await t.login('buyer1')).json().data.theme).toBe('functional');
    const info = (await t.request({ method: 'GET', url: '/api/oauth/CurrentUser', token })).json().data.userInfo;
    expect(info).toMatchObject({ theme: 'functional', language: 'en' });
  });

  it('refuses a layout or language that does not exist', async () => {
    expect((await put('SystemTheme', { theme: 'dark' })).json().msg).toBe('theme must be one of classic, functional, plain, blend');
    expect((await put('SystemLanguage', { language: 'fr' })).statusCode).toBe(400);
  });

  it('Avatar takes an image file name and refuses anything else', async () => {
    expect((await put('Avatar/face.png')).json().code).toBe(200);
    expect((await get('BaseInfo')).json().data.headIcon).toBe('face.png');
    const bad = await put('Avatar/..%2Fetc%2Fpasswd');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().msg).toMatch(/^name is invalid/);
  });
});

describe('organisation, positions, subordinates', () => {
  it('lists my organisations with their path and my positions, marking the major one', async () => {
    const orgs = (await get('getUserOrganizes')).json().data;
    expect(orgs).toEqual([expect.objectContaining({ fullName: 'Supplyline Group/Supplyline Manufacturing', isDefault: true })]);
    const positions = (await get('getUserPositions')).json().data;
    expect(positions).toEqual([expect.objectContaining({ fullName: 'Buyer', isDefault: true })]);
  });

  it('major accepts only one of my own organisations or positions', async () => {
    const orgs = (await get('getUserOrganizes')).json().data as Array<{ id: string }>;
    expect((await put('major', { majorType: 'Organize', majorId: orgs[0]!.id })).json().code).toBe(200);
    const foreign = await put('major', { majorType: 'Position', majorId: 'someone-elses' });
    expect(foreign.statusCode).toBe(400);
    expect(foreign.json().msg).toBe('That Position is not one of yours');
  });

  it('Subordinate/0 lists direct reports; deeper levels only inside my own line', async () => {
    const adminToken = await t.tokenFor('admin');
    const mine = (await get('Subordinate/0', adminToken)).json().data as Array<{ id: string; account: string; isLeaf: boolean }>;
    expect(mine.map((s) => s.account)).toEqual(['buyer1']);
    expect(mine[0]!.isLeaf).toBe(false);
    const below = (await get(`Subordinate/${mine[0]!.id}`, adminToken)).json().data as Array<{ account: string }>;
    expect(below.map((s) => s.account)).toEqual(['uploader1']);
    // buyer1 cannot look into the administrator's line.
    const me = (await get('BaseInfo', adminToken)).json().data.id as string;
    expect((await get(`Subordinate/${me}`)).statusCode).toBe(403);
  });
});

describe('Authorize and SystemLog', () => {
  it('Authorize lists the menus I may use', async () => {
    const data = (await get('Authorize')).json().data;
    expect(data.module.map((m: { enCode: string }) => m.enCode)).toEqual(['account']);
    expect(data.button).toEqual([]);
  });

  it('SystemLog pages my own sign-ins, newest first, with failures marked', async () => {
    await t.login('buyer1', 'wrong');
    await t.login('vendor1');
    const page = (await get('SystemLog?currentPage=1&pageSize=1')).json().data;
    expect(page.pagination).toEqual({ currentPage: 1, pageSize: 1, total: 2 });
    expect(page.list[0]).toMatchObject({ success: false, ipAddress: '127.0.0.1', ipAddressName: 'Local network' });
    expect((await get('SystemLog?pageSize=abc')).json().msg).toBe('pageSize must be number');
  });
});
