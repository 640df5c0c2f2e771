import { seriousAxeFindings } from './support/axe.ts';
import { expect, test } from './support/fixtures.ts';
import { signIn } from './support/session.ts';

test('an administrator sees what a user may use and where it comes from, and asks whether they may see a record', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto('/login');
  await signIn(page, 'admin');
  await expect(page.getByTestId('user-name')).toBeVisible();
  await page.goto('/permission/authorize?objectType=user');
  await page.getByRole('combobox', { name: 'User', exact: true }).click();
  await page.getByRole('option', { name: /^Victor Vendor/ }).click();
  await page.getByRole('button', { name: 'Effective permissions' }).click();

  const drawer = page.getByRole('dialog', { name: 'Effective permissions: Victor Vendor' });
  // The vendor's pages come from the vendor role.
  await expect(drawer.getByText(/^Role: /).first()).toBeVisible();
  await expect(drawer.getByTestId('effective-poVendor')).toContainText(/from Role /);

  await drawer.getByRole('combobox', { name: 'Record' }).click();
  await page.getByRole('option', { name: /^Bella Buyer/ }).click();
  await drawer.getByRole('button', { name: 'Check' }).click();
  const answer = drawer.getByRole('status').filter({ hasText: 'may not see it' });
  await expect(answer).toContainText('The menu is not granted to this user.');
  expect(await seriousAxeFindings(page)).toEqual([]);
});
