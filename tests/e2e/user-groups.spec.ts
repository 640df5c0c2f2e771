import { seriousAxeFindings } from './support/axe.ts';
import { expect, testWithOwnServer } from './support/fixtures.ts';
import { signIn } from './support/session.ts';

// Its own server: the group it adds must not show up in other specs.
const test = testWithOwnServer();

test('an administrator adds a user group, finds it in Traditional Chinese on a phone, and opens Authorise on it', async ({ page }) => {
  await page.setViewportSize({ width: 1024, height: 768 });
  await page.goto('/login');
  await signIn(page, 'admin');
  await expect(page.getByTestId('user-name')).toBeVisible();
  await page.goto('/permission/userGroup');
  await page.getByRole('button', { name: 'Add', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Add user group' });
  await dialog.getByRole('textbox', { name: 'Name', exact: true }).fill('Night crew');
  await dialog.getByRole('textbox', { name: 'Code', exact: true }).fill('night');
  // A code another group holds is refused under its field, in words.
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByTestId('group-night')).toContainText('Night crew');
  await page.getByRole('button', { name: 'Add', exact: true }).click();
  await dialog.getByRole('textbox', { name: 'Name', exact: true }).fill('Night again');
  await dialog.getByRole('textbox', { name: 'Code', exact: true }).fill('night');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog.getByText('The code night is already used by another group.')).toBeVisible();
  expect(await seriousAxeFindings(page)).toEqual([]);
  await dialog.getByRole('button', { name: 'Cancel' }).click();

  await page.evaluate(() => localStorage.setItem('jnpf_language', 'zh-TW'));
  await page.setViewportSize({ width: 390, height: 844 });
  await page.reload();
  const row = page.getByTestId('group-night');
  await expect(row).toContainText('Night crew');
  await expect(page.getByRole('heading', { name: '分組管理' })).toBeVisible();
  expect(await seriousAxeFindings(page)).toEqual([]);
  await row.getByRole('link', { name: '為 Night crew 授權' }).click();
  await expect(page).toHaveURL(/objectType=group/);
  await expect(page.getByRole('combobox').first()).toBeVisible();
});
