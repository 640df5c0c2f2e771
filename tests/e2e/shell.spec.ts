import type { Page } from '@playwright/test';
import { test, expect, testWithOwnServer } from './support/fixtures.ts';
import { signIn } from './support/session.ts';

/** The tab strip of open pages (pages may have tabs of their own). */
const openPages = (page: Page) => page.getByRole('navigation', { name: 'Open pages' });

const cssVar = (page: Page, name: string) => page.evaluate((n) => getComputedStyle(document.documentElement).getPropertyValue(n).trim(), name);

async function openSettings(page: Page, label = 'Settings') {
  await page.getByRole('button', { name: label, exact: true }).click();
  return page.getByRole('dialog');
}

// The language chosen is saved to buyer1's account, which other tests sign in to in English.
const ownServerTest = testWithOwnServer();

ownServerTest('layout, theme colour and language change the screen and survive a reload', async ({ page }) => {
  await page.goto('/login');
  await signIn(page, 'buyer1');
  await expect(page.getByRole('heading', { name: 'PO List(Buyer)' })).toBeVisible();
  const sidebar = page.locator('.mantine-AppShell-navbar');
  await expect(sidebar.getByText('PO List(Buyer)')).toBeVisible();
  expect(await cssVar(page, '--mantine-color-brand-6')).toBe('#409eff');

  let drawer = await openSettings(page);
  await drawer.getByText('Top', { exact: true }).click();
  await drawer.getByRole('radio', { name: 'Red', exact: true }).click();
  await page.keyboard.press('Escape');
  // Top navigation: the menu is in the header, the sidebar is gone.
  await expect(page.getByRole('banner').getByRole('button', { name: 'PO List(Buyer)', exact: true })).toBeVisible();
  await expect(sidebar).not.toBeInViewport();
  expect(await cssVar(page, '--mantine-color-brand-6')).toBe('#f5222d');

  drawer = await openSettings(page);
  await drawer.getByRole('combobox', { name: 'Language / 语言' }).selectOption({ label: '简体中文' });
  await expect(page.getByText('切换语言成功')).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('heading', { name: 'PO 列表（采购员）' })).toBeVisible();

  // Menu and tab titles are in the chosen language too.
  await expect(page.getByRole('banner').getByRole('button', { name: 'PO 列表（采购员）', exact: true })).toBeVisible();
  await expect(page.getByRole('navigation', { name: '已打开的页面' }).getByRole('tab', { name: 'PO 列表（采购员）' })).toBeVisible();

  await page.reload();
  await expect(page.getByRole('heading', { name: 'PO 列表（采购员）' })).toBeVisible();
  await expect(page.getByRole('banner').getByRole('button', { name: 'PO 列表（采购员）', exact: true })).toBeVisible();
  await expect(sidebar).not.toBeInViewport();
  expect(await cssVar(page, '--mantine-color-brand-6')).toBe('#f5222d');
  await expect(page).toHaveTitle('PO 列表（采购员） - Supplyline');
});

test('the layout a user chose comes back at the next sign-in on another browser', async ({ page, browser }) => {
  await page.goto('/login');
  await signIn(page, 'vendor2');
  await expect(page.getByTestId('user-name')).toHaveText('Vera Vendor');
  const drawer = await openSettings(page);
  await drawer.getByText('Hybrid', { exact: true }).click();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('banner').getByRole('button', { name: 'Account', exact: true })).toBeVisible();

  const other = await browser.newContext({ baseURL: new URL(page.url()).origin, locale: 'en-US' });
  const second = await other.newPage();
  await second.goto('/login');
  await signIn(second, 'vendor2');
  await expect(second.getByTestId('user-name')).toHaveText('Vera Vendor');
  await expect(second.getByRole('banner').getByRole('button', { name: 'Account', exact: true })).toBeVisible();
  await other.close();
});

test('the page search finds a page by a misspelt title', async ({ page }) => {
  await page.goto('/login');
  await signIn(page, 'admin');
  await expect(page).toHaveURL(/\/home$/);
  await page.getByRole('button', { name: 'Search pages' }).click();
  await page.getByRole('textbox', { name: 'Search pages' }).fill('Mial Outbx');
  await expect(page.getByRole('option', { name: /Mail Outbox/ })).toBeVisible();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/system\/mailOutbox$/);
  await expect(openPages(page).getByRole('tab', { name: 'Mail Outbox' })).toHaveAttribute('aria-selected', 'true');
});

test('the last-login notice shows right after a sign-in that had a predecessor, and only then', async ({ page }) => {
  await page.goto('/login');
  await signIn(page, 'uploader1');
  await expect(page.getByTestId('user-name')).toHaveText('Uma Uploader');
  // The very first sign-in has no previous one to report.
  await expect(page.getByText('Last sign-in')).toHaveCount(0);

  await page.getByRole('button', { name: 'Uma Uploader, account menu' }).click();
  await page.getByRole('menuitem', { name: 'Log out' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Confirm' }).click();
  await expect(page).toHaveURL(/\/login/);

  await signIn(page, 'uploader1');
  const notice = page.getByRole('alert').filter({ hasText: 'Last sign-in' });
  await expect(notice).toBeVisible();
  await expect(notice).toContainText('Local network');
  await expect(notice).toContainText('127.0.0.1');
  await expect(notice).toBeHidden();

  await page.reload();
  await expect(page.getByTestId('user-name')).toHaveText('Uma Uploader');
  await expect(page.getByText('Last sign-in')).toHaveCount(0);
});

for (const { name, width, height } of [
  { name: 'phone', width: 390, height: 800 },
  { name: 'tablet', width: 1024, height: 768 },
]) {
  test(`on a ${name} (${width} px) the menu reaches a page and its tab closes`, async ({ page }) => {
    await page.setViewportSize({ width, height });
    await page.goto('/login');
    await signIn(page, 'admin');
    await expect(page).toHaveURL(/\/home$/);
    const menu = page.getByRole('navigation', { name: 'Your menu' });
    // Closed, the phone menu slides out of view.
    if (width < 993) {
      await expect(menu).not.toBeInViewport();
      await page.getByRole('button', { name: 'Open the menu' }).click();
    }
    // Exact: "System Logs" is in the menu too.
    await menu.getByText('System', { exact: true }).click();
    await menu.getByText('Mail Outbox').click();
    await expect(page).toHaveURL(/\/system\/mailOutbox$/);
    if (width < 993) await expect(menu).not.toBeInViewport();

    const tab = openPages(page).getByRole('tab', { name: 'Mail Outbox' });
    await expect(tab).toHaveAttribute('aria-selected', 'true');
    // The × is the mouse's way (no button among the tabs); keyboards use Delete or the tab menu.
    await openPages(page).getByTitle('Close Mail Outbox').click();
    await expect(tab).toHaveCount(0);
    await expect(page).toHaveURL(/\/home$/);
  });
}

test('tabs: right-click offers close others; the home tab stays', async ({ page }) => {
  await page.goto('/login');
  await signIn(page, 'admin');
  await expect(page).toHaveURL(/\/home$/);
  await page.goto('/profile');
  await expect(openPages(page).getByRole('tab', { name: 'Account Information' })).toBeVisible();
  await page.goto('/system/mailOutbox');
  await expect(openPages(page).getByRole('tab', { name: 'Mail Outbox' })).toBeVisible();
  await openPages(page).getByRole('tab', { name: 'Mail Outbox' }).click({ button: 'right' });
  await page.getByRole('menuitem', { name: 'Close others' }).click();
  await expect(openPages(page).getByRole('tab')).toHaveCount(2);
  await expect(openPages(page).getByRole('tab', { name: 'Home' })).toBeVisible();
  await page.getByRole('button', { name: 'Tab actions' }).click();
  await page.getByRole('menuitem', { name: 'Close all' }).click();
  await expect(page).toHaveURL(/\/home$/);
  await expect(openPages(page).getByRole('tab')).toHaveCount(1);
});
