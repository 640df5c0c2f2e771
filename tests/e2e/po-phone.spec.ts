import type { Page } from '@playwright/test';
import { sql } from 'drizzle-orm';
import type { Db } from '../../src/server/db/client.ts';
import type { ImportedPo } from '../../src/shared/contracts/po.ts';
import { expect, testWithOwnServer } from './support/fixtures.ts';
import { indicator } from './support/offline.ts';
import { importAsAdmin } from './support/po-import.ts';
import { signIn } from './support/session.ts';

const P = '4500097001';
const po: ImportedPo = {
  poNumber: P,
  supplierCode: 'V1001',
  supplierName: 'Acme Parts',
  plant: '1000',
  documentDate: '2026-11-20',
  purchasingGroup: 'P01',
  items: ['00010', '00020'].map((itemNumber) => ({ itemNumber, material: `MAT-${itemNumber}`, orderUnit: 'PC', qty: 10, deliveryDate: '2026-12-20' })),
};

async function prepare(db: Db): Promise<void> {
  await importAsAdmin(db, [po]);
  await db.execute(sql`update users set language = 'zh-CN' where account = 'vendor1'`);
}

const test = testWithOwnServer({ prepare });
test.use({ viewport: { width: 390, height: 844 } });

const card = (page: Page, item: string) => page.getByTestId(`po-row-${P}-${item}`);
/** Whether any of the elements is cut: its words wider than the box that shows them. */
const clipped = (page: Page, text: string) =>
  page
    .getByText(text, { exact: true })
    .evaluateAll((els) => els.some((el) => el.scrollWidth > el.clientWidth || el.getBoundingClientRect().right > window.innerWidth));

test('on a phone the list is cards with whole status words, filters in a drawer, and a chosen item is received from the bottom bar', async ({ page }) => {
  await page.goto('/login');
  await signIn(page, 'vendor1');
  await expect(page.locator('html')).toHaveAttribute('lang', 'zh-CN');
  await expect(card(page, '00010')).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  expect(await clipped(page, '待接收')).toBe(false);
  // Dates not given yet read "—", as empty values do elsewhere, not a blank line.
  await expect(card(page, '00010')).toContainText('LA / ETD—');
  await expect(card(page, '00010')).toContainText('待定答复日期—');

  // The filters other than the search wait in a drawer; a filter set shows as a pill that removes it.
  await page.getByRole('button', { name: '筛选', exact: true }).click();
  const filters = page.getByRole('dialog', { name: '筛选' });
  await filters.getByRole('textbox', { name: '物料' }).fill('MAT-00020');
  await filters.getByRole('button', { name: '查看 1 个行项目' }).click();
  await expect(card(page, '00010')).toBeHidden();
  await page.getByRole('button', { name: '移除筛选 物料' }).click();
  await expect(card(page, '00010')).toBeVisible();

  // No actions until an item is chosen; then they wait at the bottom of the screen.
  await expect(page.getByText('选择行项目后即可操作')).toBeVisible();
  await expect(page.getByRole('toolbar')).toHaveCount(0);
  await page.getByRole('checkbox', { name: `选择 PO ${P} 的行项目 00010` }).check();
  const bar = page.getByRole('toolbar');
  await expect(bar).toBeInViewport();
  // Only what can apply to a PO not yet received: no unreceive, recall or answers.
  await expect(bar.getByRole('button')).toHaveText(['接收']);
  await bar.getByRole('button', { name: '接收', exact: true }).click();
  // Online, the toast does not speak of waiting for a connection.
  await expect(page.getByText('已保存，正在送达服务器。')).toBeVisible();
  await expect(card(page, '00010').getByText('已接收，待答复', { exact: true }).first()).toBeVisible();
  await expect(indicator(page)).toHaveAttribute('data-unsent', '0');
  expect(await clipped(page, '已接收，待答复')).toBe(false);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
});
