import { eq } from 'drizzle-orm';
import { users } from '../../src/server/db/schema/index.ts';
import { expect, test, testWithOwnServer } from './support/fixtures.ts';
import { apiToken, expectSignedOut, passwordInput, PASSWORD, signIn } from './support/session.ts';

test('/auth-redirect takes over a session handed over by another system and drops the token from the address', async ({ page, server }) => {
  const token = await apiToken(server.url, 'vendor1');
  await page.goto(`/auth-redirect?token=${token}&redirect=${encodeURIComponent('/profile')}`);
  await expect(page).toHaveURL(/\/profile$/);
  await expect(page.getByTestId('user-name')).toHaveText('Victor Vendor');
  // Replaced, not pushed: Back does not return to the address with the token.
  await page.goBack();
  await expect(page).not.toHaveURL(/auth-redirect/);
});

test('/auth-redirect with a token that is not a session ends at sign-in', async ({ page }) => {
  await page.goto('/auth-redirect?token=not-a-session&redirect=/profile');
  await expectSignedOut(page);
  await expect(page.getByRole('button', { name: 'Sign in' })).toBeVisible();
});

test('/jump sends a signed-out user through sign-in to the target', async ({ page }) => {
  await page.goto('/jump?target=%2Fprofile');
  await expect(page).toHaveURL(/\/login\?redirect=%2Fprofile$/);
  await signIn(page, 'vendor1');
  await expect(page).toHaveURL(/\/profile$/);
  // An address outside the app is not followed: the user lands on their own first page.
  await page.goto('/jump?target=https%3A%2F%2Fexample.com');
  await expect(page).toHaveURL(/\/materialTracking\/vendor\/index$/);
});

/** vendor2's password was chosen by an administrator. */
const issued = testWithOwnServer({
  prepare: async (db) => {
    await db.update(users).set({ passwordChangeRequired: true }).where(eq(users.account, 'vendor2'));
  },
});

issued('a user with a password someone else chose sets their own before anything else', async ({ page }) => {
  await page.goto('/login?redirect=%2Fprofile');
  await signIn(page, 'vendor2');
  await expect(page).toHaveURL(/\/newUser\?redirect=%2Fprofile$/);
  await expect(page.getByRole('heading', { name: 'Set your own password' })).toBeVisible();
  await page.goto('/profile');
  await expect(page).toHaveURL(/\/newUser/);

  await passwordInput(page, 'Current password').fill(PASSWORD);
  await page.getByRole('textbox', { name: 'New password', exact: true }).fill('mine2026x');
  await passwordInput(page, 'Repeat new password').fill('mine2026y');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('The two passwords you entered did not match')).toBeVisible();
  await passwordInput(page, 'Repeat new password').fill('mine2026x');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page).toHaveURL(/\/profile$/);
  await expect(page.getByTestId('user-name')).toHaveText('Vera Vendor');
});
