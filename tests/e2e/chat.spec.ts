import type { Browser, Page } from '@playwright/test';
import { expect, testWithOwnServer } from './support/fixtures.ts';
import { signIn } from './support/session.ts';

// Conversations and unread counts are shared state: a server of this file's own.
const test = testWithOwnServer();

const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==', 'base64');

async function signedIn(browser: Browser, baseURL: string, account: string): Promise<Page> {
  const context = await browser.newContext({ baseURL, viewport: { width: 1024, height: 768 } });
  const page = await context.newPage();
  await page.goto('/login');
  await signIn(page, account);
  await expect(page.getByTestId('user-name')).toBeVisible();
  await expect(page.getByTestId('chat-open')).toHaveAttribute('data-connected', 'true');
  return page;
}

const chatButton = (page: Page) => page.getByTestId('chat-open');
const bubbles = (page: Page, text: string) => page.getByTestId('chat-window').getByTestId('chat-message').filter({ hasText: text });
const composer = (page: Page) => page.getByRole('textbox', { name: /Write a message/ });

test('two users chat: unread blink and counts, emoji, an image, blank text not sent, a message written offline sent once', async ({ browser, ownServer }) => {
  test.setTimeout(120_000);
  const vendor = await signedIn(browser, ownServer.url, 'vendor1');
  const buyer = await signedIn(browser, ownServer.url, 'buyer1');
  await expect(chatButton(vendor)).toHaveAttribute('data-unread', '0');

  // The buyer finds the vendor among the contacts (loaded when that tab opens) and writes.
  await chatButton(buyer).click();
  await buyer.getByRole('tab', { name: 'Contacts' }).click();
  await buyer.getByTestId('chat-contact').filter({ hasText: 'vendor1' }).click();
  await composer(buyer).fill('Is PO 4500000001 on time? [smile]');
  await composer(buyer).press('Enter');
  await expect(bubbles(buyer, 'Is PO 4500000001 on time? 😄')).toHaveCount(1);

  // The vendor's header blinks and counts until the conversation is opened.
  await expect(chatButton(vendor)).toHaveAttribute('data-unread', '1');
  await expect(chatButton(vendor)).toHaveClass(/blink/);
  await expect(chatButton(vendor)).toHaveAccessibleName('Chat, 1 unread');
  await chatButton(vendor).click();
  const conversation = vendor.getByTestId('chat-conversation').filter({ hasText: 'buyer1' });
  await expect(conversation).toHaveAttribute('data-unread', '1');
  await expect(conversation).toContainText('Is PO 4500000001 on time? 😄');
  await conversation.click();
  await expect(bubbles(vendor, 'Is PO 4500000001 on time? 😄')).toHaveCount(1);
  await expect(chatButton(vendor)).toHaveAttribute('data-unread', '0');
  await expect(chatButton(vendor)).not.toHaveClass(/blink/);

  // Blank text is not sent; Enter sends; the emoji table inserts an alias.
  const before = await vendor.getByTestId('chat-window').getByTestId('chat-message').count();
  await composer(vendor).fill('   ');
  await composer(vendor).press('Enter');
  await composer(vendor).fill('Yes, shipping Friday ');
  await vendor.getByRole('button', { name: 'Insert an emoji' }).click();
  await vendor.getByRole('button', { name: '[wink]' }).click();
  await composer(vendor).press('Enter');
  await expect(bubbles(buyer, 'Yes, shipping Friday 😉')).toHaveCount(1);
  await expect(vendor.getByTestId('chat-window').getByTestId('chat-message')).toHaveCount(before + 1);

  // An image goes through the upload and shows on both sides.
  await vendor.getByTestId('chat-window').locator('input[type=file]').setInputFiles({ name: 'pallet.png', mimeType: 'image/png', buffer: PNG });
  await expect(buyer.getByRole('button', { name: 'Image pallet.png' })).toBeVisible();
  await expect(vendor.getByRole('button', { name: 'Image pallet.png' })).toBeVisible();

  // Written offline, the message waits on the device and goes once the connection is back.
  await buyer.context().setOffline(true);
  await expect(chatButton(buyer)).toHaveAttribute('data-connected', 'false');
  await composer(buyer).fill('Written on the road');
  await composer(buyer).press('Enter');
  await expect(bubbles(buyer, 'Written on the road')).toContainText('Waiting for a connection');
  await buyer.context().setOffline(false);
  await expect(bubbles(vendor, 'Written on the road')).toHaveCount(1);
  await expect(bubbles(buyer, 'Written on the road')).toHaveCount(1);
  await expect(bubbles(buyer, 'Written on the road')).not.toContainText('Waiting for a connection');
  // Once more after a reload: the server stored it once.
  await vendor.reload();
  await chatButton(vendor).click();
  await vendor.getByTestId('chat-conversation').filter({ hasText: 'buyer1' }).click();
  await expect(bubbles(vendor, 'Written on the road')).toHaveCount(1);
});
