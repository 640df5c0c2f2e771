import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { md5Hex } from '../../src/server/modules/auth/passwords.ts';
import { BUSINESS_CODE } from '../../src/shared/constants.ts';
import { body, startTestApp, TEST_PASSWORD, type TestApp } from './support/harness.ts';

let t: TestApp;
let token: string;
beforeEach(async () => {
  t = await startTestApp();
  token = await t.tokenFor('vendor2');
});
afterEach(() => t.close());

const change = (password: string, confirmPassword = password, oldPassword = TEST_PASSWORD) =>
  t.request({
    method: 'POST',
    url: '/api/permission/Users/Current/Actions/ModifyPoPassword',
    token,
    payload: { oldPassword: md5Hex(oldPassword), password, confirmPassword },
  });

describe('PO change-password flow (spec 000 §5: 12+ characters, numbers, letters and special characters)', () => {
  it.each([
    ['too short', 'Ab#12345678'],
    ['without a special character', 'Abcdef123456789'],
    ['without a digit', 'Abcdefgh#ijklm'],
    ['without a letter', '1234567890#12'],
  ])('refuses a new password %s with 400 naming the password field', async (_why, password) => {
    const res = await change(password);
    expect(res.statusCode).toBe(400);
    expect(body(res).msg).toBe('password: Password needs at least 12 characters with numbers, letters and special characters');
    expect((await t.login('vendor2')).statusCode).toBe(200);
  });

  it('refuses two entries that do not match with 400 naming the repeated field', async () => {
    const res = await change('New#Password2026', 'New#Password2027');
    expect(res.statusCode).toBe(400);
    expect(body(res).msg).toBe('confirmPassword: The two passwords you entered did not match');
  });

  it('answers in the caller’s language', async () => {
    const res = await t.request({
      method: 'POST',
      url: '/api/permission/Users/Current/Actions/ModifyPoPassword',
      token,
      headers: { 'accept-language': 'zh-CN' },
      payload: { oldPassword: md5Hex(TEST_PASSWORD), password: 'short#1', confirmPassword: 'short#1' },
    });
    expect(res.statusCode).toBe(400);
    expect(body(res).msg).toMatch(/^password：/);
  });

  it('refuses a wrong current password with D5007', async () => {
    const res = await change('New#Password2026', 'New#Password2026', 'not-my-password');
    expect(res.statusCode).toBe(400);
    expect(body(res)).toMatchObject({ code: BUSINESS_CODE.oldPasswordWrong, msg: 'Old password is wrong, please re-enter!' });
  });

  it('accepts a good password: the user signs in with it, no longer with the old one', async () => {
    const res = await change('New#Password2026');
    expect(res.statusCode).toBe(200);
    expect((await t.login('vendor2', 'New#Password2026')).statusCode).toBe(200);
    expect((await t.login('vendor2', TEST_PASSWORD)).statusCode).not.toBe(200);
  });

  it('the profile’s own change asks a vendor the same rule: one account, one rule', async () => {
    const viaProfile = (password: string) =>
      t.request({
        method: 'POST',
        url: '/api/permission/Users/Current/Actions/ModifyPassword',
        token,
        payload: { oldPassword: md5Hex(TEST_PASSWORD), password, confirmPassword: password },
      });
    const generic = await viaProfile('abc123');
    expect(generic.statusCode).toBe(400);
    expect(body(generic).msg).toBe('Password needs at least 12 characters with numbers, letters and special characters');
    expect((await viaProfile('New#Password2026')).statusCode).toBe(200);
    expect((await t.login('vendor2', 'New#Password2026')).statusCode).toBe(200);
  });
});
