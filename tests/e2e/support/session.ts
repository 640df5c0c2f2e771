import { expect, type Page } from '@playwright/test';
import { OAUTH_CLIENT } from '../../../src/shared/constants.ts';
import { md5Hex } from '../../../src/server/modules/auth/passwords.ts';

export const PASSWORD = process.env.SEED_PASSWORD ?? 'Demo#2026pass';

/** The input itself: the visibility toggle beside it carries the same label. */
export const passwordInput = (page: Page, label = 'Password') => page.getByLabel(label).and(page.locator('input'));

/** The sign-in form's words in the language the page shows before sign-in (the browser's, or the stored one). */
export const SIGN_IN_WORDS = {
  en: { account: 'Account', password: 'Password', submit: 'Sign in' },
  'zh-CN': { account: '账号', password: '密码', submit: '登录' },
  'zh-TW': { account: '帳號', password: '密碼', submit: '登入' },
} as const;

/** Fills and submits the sign-in form on the current page (which must be /login). */
export async function signIn(
  page: Page,
  account: string,
  password = PASSWORD,
  words: (typeof SIGN_IN_WORDS)[keyof typeof SIGN_IN_WORDS] = SIGN_IN_WORDS.en,
): Promise<void> {
  await page.getByLabel(words.account).fill(account);
  await passwordInput(page, words.password).fill(password);
  await page.getByRole('button', { name: words.submit }).click();
}

/** On /login with no token left (the URL alone may not change, so wait for the token to go). */
export async function expectSignedOut(page: Page): Promise<void> {
  await expect(page).toHaveURL(/\/login/);
  await expect.poll(() => page.evaluate(() => localStorage.getItem('token'))).toBeNull();
}

/** Signs in through the API (as another system or device would) and returns the session token. */
export async function apiToken(baseURL: string, account: string, password = PASSWORD): Promise<string> {
  const form = new URLSearchParams({
    account,
    password: md5Hex(password),
    origin: 'password',
    timestamp: String(Date.now()),
    client_id: OAUTH_CLIENT.id,
    client_secret: OAUTH_CLIENT.secret,
    scope: OAUTH_CLIENT.scope,
    grant_type: OAUTH_CLIENT.grantType,
  });
  const res = await fetch(`${baseURL}/api/oauth/Login`, { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: form });
  const json = (await res.json()) as { data: { token: string } };
  return json.data.token;
}

/** Calls the API as the token's holder; the answer's data, or a failed test naming the call. */
export async function api<T>(baseURL: string, token: string, method: string, path: string, payload?: object): Promise<T> {
  const res = await fetch(`${baseURL}${path}`, {
    method,
    headers: { authorization: `Bearer ${token}`, ...(payload ? { 'content-type': 'application/json' } : {}) },
    ...(payload ? { body: JSON.stringify(payload) } : {}),
  });
  const json = (await res.json()) as { code: number; data: T; msg: string };
  if (json.code !== 200) throw new Error(`${method} ${path}: ${json.code} ${json.msg}`);
  return json.data;
}

/**
 * A user an administrator gave the password `given` replaces it with `own` through the API, as the
 * /newUser page would (organisation.spec walks that page), so a spec can sign them in at once.
 */
export async function replaceGivenPassword(baseURL: string, account: string, given: string, own: string): Promise<void> {
  await api(baseURL, await apiToken(baseURL, account, given), 'POST', '/api/permission/Users/Current/Actions/ModifyPassword', {
    oldPassword: md5Hex(given),
    password: own,
    confirmPassword: own,
  });
}
