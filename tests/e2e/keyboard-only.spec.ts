import type { Locator, Page } from '@playwright/test';
import { seriousAxeFindings } from './support/axe.ts';
import { expect, testWithOwnServer } from './support/fixtures.ts';
import { importAsAdmin } from './support/po-import.ts';
import { PASSWORD } from './support/session.ts';

// Its own server: it adds a user, and a PO for the buyer to open.
const test = testWithOwnServer({
  prepare: (db) =>
    importAsAdmin(db, [
      {
        poNumber: '4500098001',
        supplierCode: 'V1001',
        supplierName: 'Acme Parts',
        plant: '1000',
        documentDate: '2026-11-20',
        purchasingGroup: 'P01',
        items: [{ itemNumber: '00010', material: 'MAT-KEY', orderUnit: 'PC', qty: 10, deliveryDate: '2026-12-20' }],
      },
    ]),
});

/** Presses Tab until `target` has the focus, and says how many presses that took (failing past `max`). */
async function tabTo(page: Page, target: Locator, max: number): Promise<number> {
  for (let presses = 0; presses <= max; presses++) {
    if (await target.evaluate((el) => el === document.activeElement)) return presses;
    await page.keyboard.press('Tab');
  }
  throw new Error(`not reached in ${max} presses of Tab: ${target.toString()}`);
}

async function signInByKeyboard(page: Page, account: string): Promise<void> {
  await page.goto('/login');
  await tabTo(page, page.getByLabel('Account'), 5);
  await page.keyboard.type(account);
  await page.keyboard.press('Tab');
  await page.keyboard.type(PASSWORD);
  await page.keyboard.press('Enter');
  await expect(page.getByTestId('user-name')).toBeVisible();
}

test('with the keyboard alone: sign in, add a user under Organisation and Permissions, then open a PO and close it back onto its button', async ({ page }) => {
  test.setTimeout(120_000);
  await page.setViewportSize({ width: 1280, height: 900 });
  await signInByKeyboard(page, 'admin');

  // The menu's group opens from the keyboard and the arrow keys walk into it.
  const group = page.getByRole('navigation').getByRole('button', { name: 'Organisation and Permissions' });
  await tabTo(page, group, 40);
  await expect(group).toHaveAttribute('aria-expanded', 'false');
  await page.keyboard.press('Enter');
  await expect(group).toHaveAttribute('aria-expanded', 'true');
  const users = page.getByRole('navigation').getByRole('link', { name: 'Users', exact: true });
  for (let i = 0; i < 10 && !(await users.evaluate((el) => el === document.activeElement)); i++) await page.keyboard.press('ArrowDown');
  await expect(users).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/permission\/user/);

  // Add a user: the dialog's fields in order, the organisation chosen in its picker's tree.
  await tabTo(page, page.getByRole('button', { name: 'Add', exact: true }), 40);
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: /^Add/ });
  await expect(dialog.getByRole('textbox', { name: 'Account', exact: true })).toBeFocused();
  await page.keyboard.type('keyuser');
  await page.keyboard.press('Tab');
  await page.keyboard.type('Kay Board');
  await tabTo(page, dialog.getByRole('button', { name: 'Organisation', exact: true }), 6);
  await page.keyboard.press('Enter');
  const picker = page.getByRole('dialog', { name: /^Choose/ });
  await page.keyboard.type('Supplyline');
  await tabTo(page, picker.getByRole('tree').getByRole('treeitem').first(), 4);
  await page.keyboard.press('Enter');
  await tabTo(page, picker.getByRole('button', { name: 'Confirm' }), 6);
  await page.keyboard.press('Enter');
  await expect(picker).toBeHidden();
  await tabTo(page, dialog.getByLabel('First password').and(page.locator('input')), 20);
  await page.keyboard.type('Given2026');
  await tabTo(page, dialog.getByRole('button', { name: 'Save' }), 30);
  await page.keyboard.press('Enter');
  await expect(dialog).toBeHidden();
  await expect(page.getByTestId('user-keyuser')).toContainText('Kay Board');

  // A buyer on the PO list: the skip link first, then the status chips as one stop, then the first PO.
  await page.getByRole('button', { name: 'Administrator, account menu' }).press('Enter');
  await page.getByRole('menuitem', { name: /Log out/ }).press('Enter');
  await page.getByRole('dialog', { name: 'Log out' }).getByRole('button', { name: 'Confirm' }).press('Enter');
  await expect(page).toHaveURL(/\/login/);
  await signInByKeyboard(page, 'buyer1');
  const firstPo = page.getByRole('button', { name: /^Open PO / }).first();
  await expect(firstPo).toBeVisible();
  await page.keyboard.press('Tab');
  const skip = page.getByRole('link', { name: 'Skip to content' });
  await expect(skip).toBeFocused();
  await expect(skip).toBeInViewport();
  await page.keyboard.press('Enter');
  // The eight status chips are one stop (a radio group: the arrow keys move in it), then the filters.
  await page.keyboard.press('Tab');
  await expect(page.getByRole('radiogroup', { name: 'POs by status' }).getByRole('radio', { name: /^All/ })).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(page.getByRole('textbox', { name: 'Search' })).toBeFocused();
  // Filters, actions, the table's header: each stop a control; 46 stops came before the first PO without the link.
  expect(await tabTo(page, firstPo, 30)).toBeLessThanOrEqual(20);
  const name = (await firstPo.getAttribute('aria-label')) ?? '';
  await page.keyboard.press('Enter');
  const panel = page.getByRole('dialog', { name: new RegExp(name.replace(/^Open /, '')) });
  await expect(panel).toBeVisible();
  expect(await seriousAxeFindings(page)).toEqual([]);
  await page.keyboard.press('Escape');
  await expect(panel).toBeHidden();
  await expect(page.getByRole('button', { name, exact: true })).toBeFocused();
});
