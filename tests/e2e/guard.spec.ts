import { test, expect } from './support/fixtures.ts';
import { expectSignedOut, passwordInput, signIn } from './support/session.ts';

test('a vendor opening a buyer path is signed out and sent to sign in', async ({ page }) => {
  await page.goto('/login');
  await signIn(page, 'vendor1');
  await expect(page.getByTestId('user-name')).toHaveText('Victor Vendor');

  await page.goto('/materialTracking/buyer/index');
  await expectSignedOut(page);
  await expect(page.getByText('Permission Denied')).toBeVisible();
});

test('a Type=V deep link for a listed vendor keeps its query through sign-in', async ({ page }) => {
  await page.goto('/login?Type=V&Account=someone%40example.com,vendor1&PO=4500000001');
  await signIn(page, 'vendor1');
  await expect(page).toHaveURL(/\/materialTracking\/vendor\/index\?Type=V&Account=someone%40example.com%2Cvendor1&PO=4500000001$/);
  await expect(page.getByTestId('user-name')).toHaveText('Victor Vendor');
});

test('a Type=V deep link for another vendor signs the user out, keeping the link', async ({ page }) => {
  await page.goto('/login?Type=V&Account=vendor2&PO=4500000002');
  await signIn(page, 'vendor1');
  await expect(page).toHaveURL(/\/login\?Type=V&Account=vendor2&PO=4500000002$/);
  await expectSignedOut(page);
  await expect(page.getByRole('button', { name: 'Sign in' })).toBeVisible();
});

test('a signed-in buyer following a vendor link is signed out', async ({ page }) => {
  await page.goto('/login');
  await signIn(page, 'buyer1');
  await expect(page.getByTestId('user-name')).toHaveText('Bella Buyer');
  await page.goto('/login?Type=V&Account=buyer1');
  await expectSignedOut(page);
});

test('a locked session stays locked across a reload until the password is entered', async ({ page }) => {
  await page.goto('/login');
  await signIn(page, 'admin');
  await expect(page).toHaveURL(/\/home$/);
  await page.getByRole('button', { name: 'Administrator, account menu' }).click();
  await page.getByRole('menuitem', { name: 'Lock screen' }).click();
  await expect(page).toHaveURL(/\/lockScreen$/);

  await page.reload();
  await expect(page).toHaveURL(/\/lockScreen$/);
  await page.goto('/system/mailOutbox');
  await expect(page).toHaveURL(/\/lockScreen$/);

  await passwordInput(page).fill('wrong-password');
  await page.getByRole('button', { name: 'Unlock' }).click();
  await expect(page.getByRole('alert')).toContainText('Wrong password');

  await passwordInput(page).fill(process.env.SEED_PASSWORD ?? 'Demo#2026pass');
  await page.getByRole('button', { name: 'Unlock' }).click();
  await expect(page).toHaveURL(/\/home$/);
  await expect(page.getByRole('heading', { name: 'Welcome, Administrator' })).toBeVisible();
});

test('an unknown path shows /404; signed out, it does so after sign-in', async ({ page }) => {
  await page.goto('/does/not/exist');
  await expect(page).toHaveURL(/\/login\?redirect=%2Fdoes%2Fnot%2Fexist$/);
  await signIn(page, 'admin');
  await expect(page).toHaveURL(/\/404$/);
  await page.goto('/still/not/here');
  await expect(page).toHaveURL(/\/404$/);
  await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
  // Within an administration area, an address no page is described at.
  await page.goto('/system/noSuchPage');
  await expect(page).toHaveURL(/\/404$/);
  await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
});
