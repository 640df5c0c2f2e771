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

  // Members, all at once in the user transfer: found by name on the left, listed on the right.
  await page.getByTestId('group-night').getByRole('button', { name: 'Members of Night crew' }).click();
  const transfer = page.getByRole('dialog', { name: 'Members of Night crew' });
  const chosen = transfer.getByRole('list', { name: /^Chosen/ }).getByRole('listitem');
  await transfer.getByRole('textbox').fill('bella');
  await transfer
    .getByRole('tabpanel')
    .getByRole('button', { name: /^Bella Buyer\/buyer1/ })
    .click();
  await transfer.getByRole('textbox').fill('vera');
  await transfer
    .getByRole('tabpanel')
    .getByRole('button', { name: /^Vera Vendor/ })
    .click();
  await expect(chosen).toHaveText([/Bella Buyer\/buyer1/, /Vera Vendor/]);
  expect((await transfer.boundingBox())?.width).toBeGreaterThan(700);
  expect(await seriousAxeFindings(page)).toEqual([]);
  await transfer.getByRole('button', { name: 'Confirm' }).click();
  await expect(transfer).toBeHidden();
  await expect(page.getByTestId('group-night').getByRole('cell').nth(2)).toHaveText('2');
  // Taken out on the right, no longer a member.
  await page.getByTestId('group-night').getByRole('button', { name: 'Members of Night crew' }).click();
  await transfer.getByRole('button', { name: /^Remove Vera Vendor/ }).click();
  await transfer.getByRole('button', { name: 'Confirm' }).click();
  await expect(transfer).toBeHidden();
  await expect(page.getByTestId('group-night').getByRole('cell').nth(2)).toHaveText('1');

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
