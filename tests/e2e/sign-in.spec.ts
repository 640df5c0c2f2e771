import { test, expect, testWithOwnServer } from './support/fixtures.ts';
import { seriousAxeFindings } from './support/axe.ts';
import { passwordInput, signIn, SIGN_IN_WORDS } from './support/session.ts';

// Signing in sets the account's language, which other tests sign in to in English.
const ownServerTest = testWithOwnServer();

test('vendor1 signs in, sees its name and menu, and is still signed in after a reload', async ({ page }) => {
  await page.goto('/');
  await expect(page).toHaveURL(/\/login\?redirect=/);
  await signIn(page, 'vendor1');

  // A vendor starts on the first page inside the vendor area: its PO list.
  await expect(page).toHaveURL(/\/materialTracking\/vendor\/index$/);
  await expect(page.getByTestId('user-name')).toHaveText('Victor Vendor');
  const menu = page.getByRole('navigation', { name: 'Your menu' });
  await expect(menu.getByText('PO List(Vendor)')).toBeVisible();
  await expect(menu.getByText('Account', { exact: true })).toBeVisible();
  // A vendor is not offered the administrator's or the buyer's entries.
  await expect(menu.getByText('Mail Outbox')).toHaveCount(0);
  await expect(menu.getByText('PO List(Buyer)')).toHaveCount(0);
  await expect(page.getByRole('heading', { name: 'PO List(Vendor)' })).toBeVisible();

  await page.reload();
  await expect(page.getByTestId('user-name')).toHaveText('Victor Vendor');
  await expect(page).toHaveURL(/\/materialTracking\/vendor\/index$/);
  await expect(page).toHaveTitle(/Supplyline/);
});

test('the administrator starts on the home page with shortcuts to every menu page', async ({ page }) => {
  await page.goto('/login');
  await signIn(page, 'admin');
  await expect(page).toHaveURL(/\/home$/);
  await expect(page.getByRole('heading', { name: 'Welcome, Administrator' })).toBeVisible();
  await page.getByRole('list', { name: 'Your menu' }).getByRole('link', { name: 'Mail Outbox' }).click();
  await expect(page).toHaveURL(/\/system\/mailOutbox$/);
});

test('a wrong password shows the server message and stays on the sign-in page', async ({ page }) => {
  await page.goto('/login');
  await signIn(page, 'vendor1', 'not-the-password');
  await expect(page.getByRole('alert')).toContainText('Wrong account or password');
  await expect(page).toHaveURL(/\/login/);
  // The page speaks to its users, not to whoever installed it.
  await expect(page.getByText(/README/)).toHaveCount(0);
});

test('empty fields are named before anything is sent', async ({ page }) => {
  await page.goto('/login');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByText('Enter your account')).toBeVisible();
  await expect(page.getByText('Enter your password')).toBeVisible();
});

test('the sign-in page speaks the chosen language and remembers it', async ({ page }) => {
  await page.goto('/login');
  await page.getByRole('combobox', { name: 'Language / 语言' }).selectOption({ label: '繁體中文' });
  await expect(page.getByRole('button', { name: '登入' })).toBeVisible();
  await page.reload();
  await expect(page.getByRole('button', { name: '登入' })).toBeVisible();
  await page.getByLabel('帳號').fill('vendor1');
  await passwordInput(page, '密碼').fill('wrong');
  await page.getByRole('button', { name: '登入' }).click();
  await expect(page.getByRole('alert')).toContainText('帳號或密碼錯誤');
});

test('the 404 page needs no session', async ({ page }) => {
  await page.goto('/404');
  await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
});

test('API paths are never answered with the web app, even for a browser asking for HTML', async ({ request }) => {
  const res = await request.get('/api/no/such/thing', { headers: { accept: 'text/html' } });
  expect(res.status()).toBe(404);
  expect(await res.json()).toMatchObject({ code: 404, data: null });
  const page = await request.get('/some/deep/link', { headers: { accept: 'text/html' } });
  expect(page.status()).toBe(200);
  expect(page.headers()['content-type']).toContain('text/html');
  expect(page.headers()['content-security-policy']).toContain("default-src 'self'");
});

test('the service worker installs and precaches the app shell', async ({ page }) => {
  await page.goto('/login');
  // Wait inside the page: the worker may still be activating when `ready` resolves.
  const cached = await page.evaluate(async () => {
    const registration = await navigator.serviceWorker.ready;
    const worker = registration.active!;
    if (worker.state !== 'activated') {
      await new Promise<void>((resolve) => worker.addEventListener('statechange', () => worker.state === 'activated' && resolve()));
    }
    return { active: worker.state, caches: await caches.keys() };
  });
  expect(cached.active).toBe('activated');
  expect(cached.caches.some((name) => name.includes('precache'))).toBe(true);
});

ownServerTest('the first sign-in keeps the language signed in with; the next one, from any browser, takes the account’s', async ({ browser, ownServer }) => {
  const traditional = await browser.newContext({ baseURL: ownServer.url, locale: 'zh-TW' });
  const first = await traditional.newPage();
  await first.goto('/login');
  await signIn(first, 'vendor2', undefined, SIGN_IN_WORDS['zh-TW']);
  await expect(first.getByRole('heading', { name: 'PO 列表（供應商）' })).toBeVisible();
  await traditional.close();

  // An English browser, and a pick on the sign-in page: the pick wins and becomes the account's.
  const english = await browser.newContext({ baseURL: ownServer.url, locale: 'en-US' });
  const second = await english.newPage();
  await second.goto('/login');
  await signIn(second, 'vendor2');
  await expect(second.getByRole('heading', { name: 'PO 列表（供應商）' })).toBeVisible();
  await expect(second.locator('html')).toHaveAttribute('lang', 'zh-TW');
  await english.close();

  const picking = await browser.newContext({ baseURL: ownServer.url, locale: 'zh-TW' });
  const third = await picking.newPage();
  await third.goto('/login');
  await third.getByRole('combobox', { name: 'Language / 语言' }).selectOption({ label: 'English' });
  await signIn(third, 'vendor2');
  await expect(third.getByRole('heading', { name: 'PO List(Vendor)' })).toBeVisible();
  await picking.close();

  const again = await browser.newContext({ baseURL: ownServer.url, locale: 'zh-CN' });
  const fourth = await again.newPage();
  await fourth.goto('/login');
  await signIn(fourth, 'vendor2', undefined, SIGN_IN_WORDS['zh-CN']);
  await expect(fourth.getByRole('heading', { name: 'PO List(Vendor)' })).toBeVisible();
  await again.close();
});

test('the sign-in page has no serious or critical accessibility findings, in each language', async ({ page }) => {
  await page.goto('/login');
  for (const language of ['English', '简体中文', '繁體中文']) {
    await page.getByRole('combobox', { name: 'Language / 语言' }).selectOption({ label: language });
    await page.getByRole('button', { name: /^(Sign in|登录|登入)$/ }).click();
    // With the form's own errors showing too.
    await expect(page.getByRole('alert').or(page.locator('.mantine-TextInput-error')).first()).toBeVisible();
    expect(await seriousAxeFindings(page)).toEqual([]);
  }
});
