import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { currentUser } from '../../src/shared/contracts/current-user.ts';
import { login } from '../../src/shared/contracts/auth.ts';
import * as c from '../../src/shared/contracts/profile.ts';
import { md5Hex } from '../../src/server/modules/auth/passwords.ts';
import { body, dataOf, startTestApp, TEST_PASSWORD, type TestApp } from './support/harness.ts';
import { uploadFile } from './support/upload.ts';

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
    expect(dataOf(c.getBaseInfo, res)).toMatchObject({
      account: 'buyer1',
      realName: 'Bella Buyer',
      roleName: 'Buyer',
      organizeName: 'Supplyline Manufacturing',
      departmentName: 'Purchasing',
      positionName: 'Buyer',
      theme: 'classic',
      language: 'zh-CN',
    });
    expect(dataOf(c.getBaseInfo, res).lastLogTime).toBeGreaterThan(Date.now() - 60_000);
  });

  it('updates name, e-mail and mobile; a new e-mail needs the current password', async () => {
    const res = await put('BaseInfo', { realName: 'Bella B.', email: 'bella@example.com', mobile: '+86 138 0000 0000', password: md5Hex(TEST_PASSWORD) });
    expect(body(res).code).toBe(200);
    expect(dataOf(c.getBaseInfo, await get('BaseInfo'))).toMatchObject({ realName: 'Bella B.', email: 'bella@example.com', mobile: '+86 138 0000 0000' });
  });

  it('changing the e-mail without the right password, or to a taken address, changes nothing', async () => {
    const noPassword = await put('BaseInfo', { realName: 'Bella', email: 'bella@example.com' });
    expect(noPassword.statusCode).toBe(400);
    expect(body(noPassword).msg).toBe('Enter your current password to change the e-mail address');
    const wrong = await put('BaseInfo', { realName: 'Bella', email: 'bella@example.com', password: md5Hex('guess') });
    expect(body(wrong).msg).toBe('Wrong password');
    const taken = await put('BaseInfo', { realName: 'Bella', email: 'VENDOR1@supplyline.local', password: md5Hex(TEST_PASSWORD) });
    expect(taken.statusCode).toBe(409);
    expect(body(taken).msg).toBe('Another account already uses this e-mail address');
    expect(dataOf(c.getBaseInfo, await get('BaseInfo')).email).toBe('buyer1@supplyline.local');
    // Keeping the same address (in any case) needs no password.
    expect((await put('BaseInfo', { realName: 'Bella', email: 'Buyer1@supplyline.local' })).statusCode).toBe(200);
  });

  it('names the bad field and changes nothing', async () => {
    const bad = await put('BaseInfo', { realName: 'X', email: 'not-an-address' });
    expect(bad.statusCode).toBe(400);
    expect(body(bad).msg).toBe('email must be an e-mail address');
    expect(body(await put('BaseInfo', { realName: 'X', mobile: 'call me' })).msg).toBe('mobile must be a valid mobile number');
    expect(body(await put('BaseInfo', { realName: '' })).msg).toBe('realName is required');
    expect(body(await put('BaseInfo', { realName: 'X', account: 'admin' })).msg).toBe('Unknown field account');
    expect(dataOf(c.getBaseInfo, await get('BaseInfo')).realName).toBe('Bella Buyer');
  });
});

describe('Actions/ModifyPassword', () => {
  const modify = (payload: object) => t.request({ method: 'POST', url: `${base}/Actions/ModifyPassword`, token, payload });

  it('changes the password; the old one stops working and other sessions end', async () => {
    const other = await t.tokenFor('buyer1');
    const res = await modify({ oldPassword: md5Hex(TEST_PASSWORD), password: 'New#pass2026x', confirmPassword: 'New#pass2026x' });
    expect(body(res).code).toBe(200);
    expect((await t.login('buyer1')).statusCode).toBe(400);
    expect((await t.login('buyer1', 'New#pass2026x')).statusCode).toBe(200);
    expect((await get('BaseInfo')).statusCode).toBe(200);
    expect(body(await get('BaseInfo', other)).code).toBe(602);
  });

  it('a wrong old password is D5007', async () => {
    const res = await modify({ oldPassword: md5Hex('guess'), password: 'New#pass2026x', confirmPassword: 'New#pass2026x' });
    expect(res.statusCode).toBe(400);
    expect(body(res)).toMatchObject({ code: 'D5007', msg: 'Old password is wrong, please re-enter!' });
  });

  it('guessing the old password counts towards the lock-out like a sign-in', async () => {
    for (let i = 0; i < 4; i++) {
      expect(body(await modify({ oldPassword: md5Hex(`guess-${i}`), password: 'New#pass2026x', confirmPassword: 'New#pass2026x' })).code).toBe('D5007');
    }
    const fifth = await modify({ oldPassword: md5Hex('guess-5'), password: 'New#pass2026x', confirmPassword: 'New#pass2026x' });
    expect(fifth.statusCode).toBe(403);
    expect(body(fifth).msg).toMatch(/locked/);
    expect((await t.login('buyer1')).statusCode).toBe(403);
  });

  it('asks the account its one rule: a buyer the PO rule, as in Account Settings; an administrator the generic rule', async () => {
    for (const weak of ['abc123', 'onlyletters', 'Abcdef123456789', 'Ab#12345678']) {
      const res = await modify({ oldPassword: md5Hex(TEST_PASSWORD), password: weak, confirmPassword: weak });
      expect(res.statusCode, weak).toBe(400);
      expect(body(res).msg, weak).toBe('Password needs at least 12 characters with numbers, letters and special characters');
    }
    const admin = await t.tokenFor('admin');
    for (const weak of ['abc12', 'onlyletters', '12345678', 'has space 123', 'waytoolongpassword123', 'with#special1']) {
      const res = await t.request({
        method: 'POST',
        url: `${base}/Actions/ModifyPassword`,
        token: admin,
        payload: { oldPassword: md5Hex(TEST_PASSWORD), password: weak, confirmPassword: weak },
      });
      expect(body(res).msg, weak).toBe('Password must be 6-16 letters and digits, containing both');
    }
  });

  it('the two entries must match', async () => {
    const res = await modify({ oldPassword: md5Hex(TEST_PASSWORD), password: 'New#pass2026x', confirmPassword: 'New#pass2027x' });
    expect(body(res).msg).toBe('The two passwords you entered did not match');
  });
});

describe('preferences', () => {
  it('SystemTheme and SystemLanguage are remembered for the next sign-in', async () => {
    expect(body(await put('SystemTheme', { theme: 'functional' })).code).toBe(200);
    expect(body(await put('SystemLanguage', { language: 'en' })).code).toBe(200);
    expect(dataOf(login, await t.login('buyer1')).theme).toBe('functional');
    const info = dataOf(currentUser, await t.request({ method: 'GET', url: '/api/oauth/CurrentUser', token })).userInfo;
    expect(info).toMatchObject({ theme: 'functional', language: 'en' });
  });

  it('refuses a layout or language that does not exist', async () => {
    expect(body(await put('SystemTheme', { theme: 'dark' })).msg).toBe('theme must be one of classic, functional, plain, blend');
    expect((await put('SystemLanguage', { language: 'fr' })).statusCode).toBe(400);
  });

  it('Avatar takes an image the caller uploaded, under either spelling of the path', async () => {
    const face = await uploadFile(t, token, Buffer.from('face'), 'face.png', 'image');
    expect(body(await put(`Avatar/${face.name}`)).code).toBe(200);
    expect(dataOf(c.getBaseInfo, await get('BaseInfo')).headIcon).toBe(face.name);
    const other = await uploadFile(t, token, Buffer.from('other'), 'Other.GIF', 'image');
    // Spec 000 spells the path with `current`; the name's extension in any case.
    const lower = await t.request({ method: 'PUT', url: `/api/permission/Users/current/Avatar/${other.fileVersionId}.GIF`, token });
    expect(body(lower).code).toBe(200);
    const info = dataOf(currentUser, await t.request({ method: 'GET', url: '/api/oauth/CurrentUser', token })).userInfo;
    expect(info.headIcon).toBe(other.name);
  });

  it('Avatar refuses anything but an image upload of the caller, naming the field', async () => {
    const sheet = await uploadFile(t, token, Buffer.from('a,b'), 'sheet.png', 'annex');
    const theirs = await uploadFile(t, await t.tokenFor('vendor1'), Buffer.from('theirs'), 'theirs.png', 'image');
    const mine = await uploadFile(t, token, Buffer.from('mine'), 'mine.jpg', 'image');
    for (const [path, field] of [
      ['Avatar/..%2Fetc%2Fpasswd', /^name is invalid/],
      ['Avatar/face.png', /^name must be an image you uploaded/],
      [`Avatar/${sheet.name}`, /^name must be an image you uploaded/],
      [`Avatar/${theirs.name}`, /^name must be an image you uploaded/],
      [`Avatar/${mine.fileVersionId}.png`, /^name must be an image you uploaded/],
    ] as const) {
      for (const spelling of ['Current', 'current']) {
        const bad = await t.request({ method: 'PUT', url: `/api/permission/Users/${spelling}/${path}`, token });
        expect(bad.statusCode, path).toBe(400);
        expect(body(bad).msg, path).toMatch(field);
      }
    }
    expect(dataOf(c.getBaseInfo, await get('BaseInfo')).headIcon).toBe('');
  });
});

describe('organisation, positions, subordinates', () => {
  it('lists my organisations with their path and my positions, marking the major one', async () => {
    const orgs = dataOf(c.getUserOrganizes, await get('getUserOrganizes'));
    expect(orgs).toEqual([expect.objectContaining({ fullName: 'Supplyline Group/Supplyline Manufacturing', isDefault: true })]);
    const positions = dataOf(c.getUserPositions, await get('getUserPositions'));
    expect(positions).toEqual([expect.objectContaining({ fullName: 'Buyer', isDefault: true })]);
  });

  it('major accepts only one of my own organisations or positions', async () => {
    const orgs = dataOf(c.getUserOrganizes, await get('getUserOrganizes'));
    expect(body(await put('major', { majorType: 'Organize', majorId: orgs[0]!.id })).code).toBe(200);
    const foreign = await put('major', { majorType: 'Position', majorId: 'someone-elses' });
    expect(foreign.statusCode).toBe(400);
    expect(body(foreign).msg).toBe('That Position is not one of yours');
  });

  it('Subordinate/0 lists direct reports; deeper levels only inside my own line', async () => {
    const adminToken = await t.tokenFor('admin');
    const mine = dataOf(c.getSubordinates, await get('Subordinate/0', adminToken));
    expect(mine.map((s) => s.account)).toEqual(['buyer1']);
    expect(mine[0]!.isLeaf).toBe(false);
    const below = dataOf(c.getSubordinates, await get(`Subordinate/${mine[0]!.id}`, adminToken));
    expect(below.map((s) => s.account)).toEqual(['uploader1']);
    // buyer1 cannot look into the administrator's line.
    const me = dataOf(c.getBaseInfo, await get('BaseInfo', adminToken)).id;
    expect((await get(`Subordinate/${me}`)).statusCode).toBe(403);
  });
});

describe('Authorize and SystemLog', () => {
  it('Authorize lists the menus I may use', async () => {
    const data = dataOf(c.getAuthorize, await get('Authorize'));
    expect(data.module.map((m) => m.enCode)).toEqual(['poBuyer', 'vendorMaster', 'poBatch', 'filesBuyer', 'dangerousGoods', 'account']);
    expect(data.button).toEqual([]);
  });

  it('SystemLog pages my own sign-ins, newest first, with failures marked', async () => {
    await t.login('buyer1', 'wrong');
    await t.login('vendor1');
    const page = dataOf(c.getSystemLog, await get('SystemLog?currentPage=1&pageSize=1'));
    expect(page.pagination).toEqual({ currentPage: 1, pageSize: 1, total: 2 });
    expect(page.list[0]).toMatchObject({ success: false, ipAddress: '127.0.0.1', ipAddressName: 'Local network' });
    expect(body(await get('SystemLog?pageSize=abc')).msg).toBe('pageSize must be number');
    const far = await get('SystemLog?startTime=100000000000000000000');
    expect(far.statusCode).toBe(400);
    expect(body(far).msg).toMatch(/^startTime/);
    const since = dataOf(c.getSystemLog, await get(`SystemLog?startTime=${Date.now() + 60_000}`));
    expect(since.list).toEqual([]);
  });
});
