import { expect, type Page } from '@playwright/test';
import { signIn } from './session.ts';

export const indicator = (page: Page) => page.getByTestId('sync-indicator');

/** Signs in and waits until the service worker controls the page, as it does from the second visit on. */
export async function signInControlled(page: Page, account: string, words?: Parameters<typeof signIn>[3]): Promise<void> {
  await page.goto('/login');
  await signIn(page, account, undefined, words);
  await expect(page.getByTestId('user-name')).toBeVisible();
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
  await page.reload();
  await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);
  await expect(indicator(page)).toHaveAttribute('data-status', 'online');
}

export async function chooseLayout(page: Page, label: string): Promise<void> {
  await page.getByRole('button', { name: 'Settings', exact: true }).click();
  await page.getByRole('dialog').getByText(label, { exact: true }).click();
  await page.keyboard.press('Escape');
}
