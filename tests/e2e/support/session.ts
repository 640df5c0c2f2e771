import { expect, type Page } from '@playwright/test';

export const PASSWORD = process.env.SEED_PASSWORD ?? 'Demo#2026pass';

/** The input itself: the visibility toggle beside it carries the same label. */
export const passwordInput = (page: Page, label = 'Password') => page.getByLabel(label).and(page.locator('input'));

/** Fills and submits the sign-in form on the current page (which must be /login). */
export async function signIn(page: Page, account: string, password = PASSWORD): Promise<void> {
  await page.getByLabel('Account').fill(account);
  await passwordInput(page).fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
}

/** On /login with no token left (the URL alone may not change, so wait for the token to go). */
export async function expectSignedOut(page: Page): Promise<void> {
  await expect(page).toHaveURL(/\/login/);
  await expect.poll(() => page.evaluate(() => localStorage.getItem('token'))).toBeNull();
}
