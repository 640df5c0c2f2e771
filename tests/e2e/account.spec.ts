import type { Locator } from '@playwright/test';
import type { Db } from '../../src/server/db/client.ts';
import { users, vendors } from '../../src/server/db/schema/index.ts';
import { expect, testWithOwnServer } from './support/fixtures.ts';
import { signIn } from './support/session.ts';

async function vendorMasterData(db: Db): Promise<void> {
  await db.insert(vendors).values([
    { supplierCode: 'V1001', name: 'Acme Parts Co., Ltd.', contact: 'Victor Vendor', phone: '+86 21 5555 0101', emails: ['sales@acme.test'], plants: ['1000'] },
    { supplierCode: 'V1002', name: 'Beta Metals Ltd.', contact: 'Vera Vendor', phone: '+86 512 5555 0202', emails: ['sales@beta.test'], plants: ['2000'] },
  ]);
  await db.insert(users).values({ account: 'vendor1b', realName: 'Vic Second', passwordHash: 'unusable', supplierCodes: ['V1001'] });
}

/** A password entry by its exact name ("New password" is also part of "Repeat new password"). */
const entry = (form: Locator, name: string) => form.getByRole('textbox', { name, exact: true });

// vendor1 changes its password here: a server of its own, so no other test meets the new one.
const test = testWithOwnServer({ prepare: vendorMasterData });

test('a vendor sees its own account and company, not another vendor’s, and changes its password under the PO rule', async ({ page }) => {
  await page.goto('/login');
  await signIn(page, 'vendor1');
  await expect(page).toHaveURL(/\/materialTracking\/vendor\/index$/);
  const menu = page.getByRole('navigation', { name: 'Your menu' });
  await menu.getByText('Account', { exact: true }).click();
  await menu.getByText('Account Settings(Vendor)').click();
  await expect(page).toHaveURL(/\/materialTracking\/vendor\/account$/);

  const mine = page.getByRole('region', { name: 'My account' });
  await expect(mine).toContainText('vendor1');
  await expect(mine).toContainText('Vendor');
  await expect(mine).toContainText('Last login time');
  const company = page.getByRole('region', { name: 'Company master data: V1001' });
  await expect(company).toContainText('Acme Parts Co., Ltd.');
  await expect(company).toContainText('sales@acme.test');
  const accounts = page.getByRole('table', { name: 'Accounts' });
  await expect(accounts.getByRole('row')).toHaveCount(3);
  await expect(accounts).toContainText('vendor1b');
  await expect(page.getByText('Beta Metals Ltd.')).toHaveCount(0);
  // Exact: a row's text runs its cells together ("Vendor" + "2026-…" contains "vendor2").
  await expect(page.getByText('vendor2', { exact: true })).toHaveCount(0);

  const form = page.getByRole('form', { name: 'Change password' });
  await entry(form, 'Current password').fill('Demo#2026pass');
  await entry(form, 'New password').fill('Short#1');
  await entry(form, 'Repeat new password').fill('Short#1');
  await form.getByRole('button', { name: 'Save' }).click();
  await expect(form.getByText('Password needs at least 12 characters with numbers, letters and special characters')).toBeVisible();

  await entry(form, 'New password').fill('Fresh#Pass2026');
  await entry(form, 'Repeat new password').fill('Fresh#Pass2026');
  await form.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Password changed.')).toBeVisible();

  await page.getByRole('button', { name: 'Victor Vendor, account menu' }).click();
  await page.getByRole('menuitem', { name: 'Log out' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Confirm' }).click();
  await expect(page).toHaveURL(/\/login/);
  await signIn(page, 'vendor1', 'Demo#2026pass');
  await expect(page.getByRole('alert').filter({ hasText: 'Wrong account or password' })).toBeVisible();
  await signIn(page, 'vendor1', 'Fresh#Pass2026');
  await expect(page).toHaveURL(/\/materialTracking\/vendor\/index$/);
});

test('on a 1024 px tablet the uploader finds the vendors of its plant and their accounts', async ({ page }) => {
  await page.setViewportSize({ width: 1024, height: 768 });
  await page.goto('/login');
  await signIn(page, 'uploader1');
  await expect(page).toHaveURL(/\/materialTracking\/buyer\/index$/);
  await page.goto('/materialTracking/buyer/masterData');
  const table = page.getByRole('table', { name: 'Vendor Master Data' });
  // Plant 1000 only: V1002 delivers to plant 2000.
  await expect(table.getByText('Acme Parts Co., Ltd.')).toBeVisible();
  await expect(table.getByText('Beta Metals Ltd.')).toHaveCount(0);
  await page.getByRole('textbox', { name: 'Search' }).fill('zzz');
  // The list says so where its rows would be (the table's empty state, a status).
  await expect(page.getByRole('main').getByRole('status').filter({ hasText: 'No vendor matches.' })).toBeVisible();
  await expect(table.getByText('Acme Parts Co., Ltd.')).toHaveCount(0);
  await page.getByRole('textbox', { name: 'Search' }).fill('acme');
  await page.getByRole('button', { name: 'Show the accounts of V1001' }).click();
  const accounts = page.getByRole('table', { name: 'Accounts of V1001' });
  await expect(accounts).toContainText('vendor1b');
  await expect(accounts).toContainText('Victor Vendor');
});
