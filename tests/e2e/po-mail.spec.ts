import type { Page } from '@playwright/test';
import { sql } from 'drizzle-orm';
import { queryRows, type Db } from '../../src/server/db/client.ts';
import { importPos } from '../../src/server/modules/po/import.ts';
import { viewerOfUser } from '../../src/server/plugins/access.ts';
import { expect, testWithOwnServer } from './support/fixtures.ts';
import { indicator, signInControlled } from './support/offline.ts';
import { signIn, SIGN_IN_WORDS } from './support/session.ts';

const P = '4500099101';
const items = ['00010', '00020'].map((itemNumber) => ({ itemNumber, material: `MAT-${itemNumber}`, orderUnit: 'PC', qty: 100, deliveryDate: '2026-12-15' }));

async function prepare(db: Db): Promise<void> {
  const [admin] = await queryRows<{ id: string }>(db, sql`select id from users where account = 'admin'`);
  await importPos(db, (await viewerOfUser(db, admin!.id))!, [
    { poNumber: P, supplierCode: 'V1001', supplierName: 'Acme Parts', plant: '1000', documentDate: '2026-11-20', purchasingGroup: 'P01', items },
  ]);
  // The vendor reads mail in English, the buyer in Simplified Chinese.
  await db.execute(sql`update users set language = case account when 'vendor1' then 'en' else 'zh-CN' end where account in ('vendor1', 'buyer1')`);
}

const test = testWithOwnServer({ prepare, mailbox: true });
// The vendor's browser is set to Chinese, the buyer's (a context of its own) to English: each sees,
// and is written to, in the account's language once signed in.
test.use({ locale: 'zh-CN' });

const row = (page: Page, item: string) => page.getByTestId(`po-row-${P}-${item}`);
/** The vendor's screens are in English, the buyer's in Simplified Chinese: each account's language. */
const pick = (page: Page, item: string, side: 'vendor' | 'buyer' = 'vendor') =>
  page.getByRole('checkbox', { name: side === 'vendor' ? `Select item ${item} of PO ${P}` : `选择 PO ${P} 的行项目 ${item}` }).check();

async function openList(page: Page, side: 'vendor' | 'buyer'): Promise<void> {
  await page.goto(`/materialTracking/${side}/index`);
  await page.getByRole('textbox', { name: side === 'vendor' ? 'Search' : '搜索' }).fill(P);
  await expect(row(page, '00010')).toBeVisible();
}

async function requestChange(page: Page, item: string, qty: string): Promise<void> {
  await pick(page, item);
  await page.getByRole('button', { name: 'Change', exact: true }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('textbox', { name: 'New QTY' }).fill(qty);
  await dialog.getByRole('combobox', { name: 'Change reason' }).click();
  await page.getByRole('option', { name: /^R01/ }).click();
  await dialog.getByRole('button', { name: 'Submit' }).click();
  await expect(dialog).toBeHidden();
  await expect(indicator(page)).toHaveAttribute('data-unsent', '0');
}

test('a change request mails the buyer while their notification is on and not once they switch it off; the link opens the PO', async ({
  page,
  browser,
  ownServer,
  mailbox,
}) => {
  // Two people, two devices and four mails: about 35 s alone, and over the default minute on a busy 2-core machine.
  test.slow();
  const inbox = mailbox!.received;
  const to = (address: string) => inbox.filter((m) => m.to.includes(address));

  await signInControlled(page, 'vendor1', SIGN_IN_WORDS['zh-CN']);
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await openList(page, 'vendor');
  await pick(page, '00010');
  await page.getByRole('button', { name: 'Receive', exact: true }).click();
  await expect(indicator(page)).toHaveAttribute('data-unsent', '0');
  await expect(row(page, '00020')).toContainText('Received');
  await requestChange(page, '00010', '80');
  await expect.poll(() => to('buyer1@supplyline.local').map((m) => m.subject)).toEqual([`PO ${P} 的变更申请`]);

  // The buyer follows the mail's link: signed in (from an English browser), it lands on the PO, in
  // the account's language.
  const tablet = await browser.newContext({ viewport: { width: 1024, height: 768 }, baseURL: ownServer.url, locale: 'en-US' });
  const buyer = await tablet.newPage();
  const link = /https?:\/\/\S+/.exec(to('buyer1@supplyline.local')[0]!.text)![0];
  const { pathname, search } = new URL(link);
  expect(search).toBe(`?Type=B&Account=buyer1&PO=${P}`);
  await buyer.goto(pathname + search);
  await signIn(buyer, 'buyer1');
  const drawer = buyer.getByRole('dialog', { name: `PO ${P}` });
  await expect(drawer).toBeVisible();
  await expect(buyer.locator('html')).toHaveAttribute('lang', 'zh-CN');
  await drawer.getByRole('switch', { name: '此 PO 有变化时给我发邮件' }).click();
  await expect(drawer.getByRole('switch', { name: '此 PO 有变化时给我发邮件' })).not.toBeChecked();
  await expect(indicator(buyer)).toHaveAttribute('data-unsent', '0');
  await buyer.keyboard.press('Escape');

  await requestChange(page, '00020', '70');
  // The buyer approves the first change: the vendor hears of it, the buyer heard of nothing more.
  await openList(buyer, 'buyer');
  await pick(buyer, '00010', 'buyer');
  await buyer.getByRole('button', { name: '批准' }).click();
  await buyer.getByRole('dialog').getByRole('button', { name: '批准' }).click();
  await expect.poll(() => to('vendor1@supplyline.local').map((m) => m.subject)).toEqual([`Your change on PO ${P} was approved`]);
  expect(to('buyer1@supplyline.local')).toHaveLength(1);
  // The in-app messages too: the buyer's in Chinese, the vendor's in English.
  await buyer.getByRole('button', { name: /^消息/ }).click();
  await expect(buyer.getByRole('dialog', { name: '消息' }).getByText(`PO ${P} 的变更申请`).first()).toBeVisible();
  await tablet.close();
  await page.getByRole('button', { name: /^Messages/ }).click();
  await expect(page.getByRole('dialog', { name: 'Messages' }).getByText(`Your change on PO ${P} was approved`)).toBeVisible();
});
