import type { Page } from '@playwright/test';
import { test, expect } from './support/fixtures.ts';
import { signIn } from './support/session.ts';

const openPages = (page: Page) => page.getByRole('navigation', { name: 'Open pages' });

async function startEditingName(page: Page, text: string) {
  await page.getByRole('button', { name: 'Edit' }).click();
  await page.getByRole('form', { name: 'Edit' }).getByLabel('Name').fill(text);
}

test('a page kept alive keeps unsaved input across tab switches; with the cache off it does not', async ({ page }) => {
  await page.goto('/login');
  await signIn(page, 'admin');
  await expect(page).toHaveURL(/\/home$/);
  await page.goto('/profile');
  await startEditingName(page, 'Half-typed name');

  await openPages(page).getByRole('tab', { name: 'Home' }).click();
  await expect(page.getByRole('heading', { name: 'Welcome, Administrator' })).toBeVisible();
  await expect(page.getByRole('form', { name: 'Edit' })).toBeHidden();
  await openPages(page).getByRole('tab', { name: 'Account Information' }).click();
  await expect(page.getByRole('form', { name: 'Edit' }).getByLabel('Name')).toHaveValue('Half-typed name');

  await page.getByRole('button', { name: 'Settings', exact: true }).click();
  await page.getByRole('dialog').getByLabel('Keep pages alive').uncheck();
  await page.keyboard.press('Escape');
  await openPages(page).getByRole('tab', { name: 'Home' }).click();
  await expect(page.getByRole('heading', { name: 'Welcome, Administrator' })).toBeVisible();
  await openPages(page).getByRole('tab', { name: 'Account Information' }).click();
  await expect(page.getByRole('button', { name: 'Edit' })).toBeVisible();
  await expect(page.getByRole('form', { name: 'Edit' })).toHaveCount(0);
});

test('refresh from the tab menu reloads a kept page; redirects on the way leave no stray tabs', async ({ page }) => {
  await page.goto('/login');
  await signIn(page, 'admin');
  await expect(page).toHaveURL(/\/home$/);
  await page.goto('/profile');
  await startEditingName(page, 'Not saved');

  await openPages(page).getByRole('tab', { name: 'Account Information' }).click({ button: 'right' });
  await page.getByRole('menuitem', { name: 'Refresh' }).click();
  await expect(page).toHaveURL(/\/profile$/);
  await expect(page.getByRole('button', { name: 'Edit' })).toBeVisible();
  await expect(page.getByRole('form', { name: 'Edit' })).toHaveCount(0);

  // The logo goes to / which redirects to /home: no tab for / or /redirect/… is left behind.
  await page.getByRole('link', { name: 'Supplyline' }).click();
  await expect(page).toHaveURL(/\/home$/);
  await expect(openPages(page).getByRole('tab')).toHaveCount(2);
});
