import { test, expect } from './support/fixtures.ts';
import { seriousAxeFindings } from './support/axe.ts';
import { signIn } from './support/session.ts';

const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==', 'base64');

test('profile: edit with errors named by field, save, and the other tabs', async ({ page }) => {
  await page.goto('/login');
  await signIn(page, 'admin');
  await expect(page).toHaveURL(/\/home$/);
  await page.goto('/profile');

  await page.getByRole('button', { name: 'Edit' }).click();
  const form = page.getByRole('form', { name: 'Edit' });
  await form.getByLabel('Name').fill('');
  await form.getByLabel('E-mail', { exact: true }).fill('not-an-address');
  await form.getByRole('button', { name: 'Save' }).click();
  await expect(form.getByText('Name is required')).toBeVisible();
  await expect(form.getByText('E-mail must be an e-mail address')).toBeVisible();

  // A new e-mail asks for the current password before it is saved.
  await form.getByLabel('Name').fill('Administrator');
  await form.getByLabel('E-mail', { exact: true }).fill('admin@example.com');
  await form.getByRole('button', { name: 'Save' }).click();
  await expect(form.getByText('Enter your current password to change the e-mail address')).toBeVisible();
  // The server's refusal that is about no one field shows above the form, and nothing is saved.
  await form.getByLabel('Current password (to change the e-mail)').fill('a wrong guess');
  await form.getByRole('button', { name: 'Save' }).click();
  await expect(form.getByRole('alert')).toHaveText('Wrong password');
  await form.getByLabel('E-mail', { exact: true }).fill('admin@supplyline.local');
  await expect(form.getByText('Current password (to change the e-mail)')).toHaveCount(0);
  await form.getByLabel('Mobile').fill('+86 138 0013 8000');
  await form.getByRole('button', { name: 'Save' }).click();
  await expect(form).toHaveCount(0);
  await expect(page.getByText('+86 138 0013 8000')).toBeVisible();
  // The notice sits over the page's tabs, and stays while the pointer rests on it: closed, as a user would.
  const saved = page.getByRole('alert').filter({ hasText: 'Saved' });
  await saved.getByRole('button', { name: 'Close' }).click();
  await expect(saved).toHaveCount(0);

  await page.getByRole('tab', { name: 'Organisations and positions' }).click();
  await expect(page.getByText('Supplyline Group/Information Technology').or(page.getByText('Supplyline Group'))).toBeVisible();
  await expect(page.getByText('Default').first()).toBeVisible();
  await expect(page).toHaveURL(/tab=memberships/);

  await page.getByRole('tab', { name: 'Sign-in log' }).click();
  const log = page.getByRole('table', { name: 'Sign-in log' });
  await expect(log.getByText('127.0.0.1').first()).toBeVisible();
  await expect(log.getByText('Signed in').first()).toBeVisible();

  await page.getByRole('tab', { name: 'My permissions' }).click();
  await expect(page.getByRole('main').getByText('Mail Outbox')).toBeVisible();

  // The chosen tab is in the address, so a reload or a shared link opens it.
  await page.reload();
  await expect(page.getByRole('tab', { name: 'My permissions' })).toHaveAttribute('aria-selected', 'true');
});

test('profile: a chosen picture becomes the avatar, in the header too; at 390 px in zh-CN as well', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto('/login');
  await signIn(page, 'admin');
  await expect(page).toHaveURL(/\/home$/);
  await page.goto('/profile');

  const card = page.getByTestId('avatar-card');
  await expect(card.getByText('JPG, PNG or GIF, up to 5MB')).toBeVisible();
  const chooser = card.locator('input[type=file]');
  await expect(chooser).toHaveAttribute('accept', 'image/jpeg,image/png,image/gif');
  // Checked before anything is sent, as the upload widgets check.
  await chooser.setInputFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('not a picture') });
  await expect(card.getByRole('alert')).toHaveText('Please upload an image');

  await chooser.setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: PNG });
  await expect(page.getByText('Profile picture changed')).toBeVisible();
  await expect(card.getByRole('alert')).toHaveCount(0);
  const shown = /^data:image\/png;base64,/;
  await expect(page.getByTestId('profile-avatar').locator('img')).toHaveAttribute('src', shown);
  await expect(page.getByTestId('user-avatar').locator('img')).toHaveAttribute('src', shown);
  expect(await seriousAxeFindings(page)).toEqual([]);

  await page.evaluate(() => localStorage.setItem('jnpf_language', 'zh-CN'));
  await page.setViewportSize({ width: 390, height: 844 });
  await page.reload();
  await expect(card.getByRole('button', { name: '更换头像' })).toBeVisible();
  await expect(card.getByText('JPG、PNG 或 GIF，不超过 5MB')).toBeVisible();
  await expect(page.getByTestId('user-avatar').locator('img')).toHaveAttribute('src', shown);
  await expect(page.getByTestId('profile-avatar').locator('img')).toBeVisible();
  expect(await seriousAxeFindings(page)).toEqual([]);
  await page.screenshot({ path: 'test-results/profile-avatar-390-zh-CN.png' });
});
