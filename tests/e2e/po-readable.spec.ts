import type { Locator, Page } from '@playwright/test';
import { sql } from 'drizzle-orm';
import { queryRows, type Db } from '../../src/server/db/client.ts';
import { CURRENT_ROWS } from '../../src/server/modules/sync/freshness.ts';
import { registerPo } from '../../src/server/modules/po/sync.ts';
import { SyncRegistry } from '../../src/server/modules/sync/registry.ts';
import { viewerOfUser } from '../../src/server/plugins/access.ts';
import { seedDemoPos } from '../../src/server/seed/demo-pos.ts';
import type { Language } from '../../src/shared/constants.ts';
import { poEn } from '../../src/shared/i18n/po/en.ts';
import { poZhCN } from '../../src/shared/i18n/po/zh-CN.ts';
import { poZhTW } from '../../src/shared/i18n/po/zh-TW.ts';
import { seriousAxeFindings } from './support/axe.ts';
import { expect, testWithOwnServer } from './support/fixtures.ts';
import { indicator } from './support/offline.ts';
import { transitionsEnded } from './support/settled.ts';
import { signIn } from './support/session.ts';

/**
 * Every status word whole at a desktop, a tablet and a phone width, in every language, and no
 * serious accessibility findings on the PO screens. The demo POs of 18 cover every PO status (vendor1
 * has the even ones); one more item is put to TBD, the item status no demo scenario leaves.
 */
async function prepare(db: Db): Promise<void> {
  await seedDemoPos(db, 18);
  const [vendor] = await queryRows<{ id: string }>(db, sql`select id from users where account = 'vendor1'`);
  const [item] = await queryRows<{ id: string }>(db, sql`select id from po_items where po_number = '4500010010' and item_number = '00020'`);
  const registry = registerPo(new SyncRegistry());
  const viewer = (await viewerOfUser(db, vendor!.id))!;
  await db.transaction(async (tx) => {
    const args = { itemIds: [item!.id], tbdStatus: 'TBD01', responseDate: '2026-12-31', remark: '' };
    await registry.find('po.submitTbd')!.run({ tx, viewer, clientId: 'e2e-prepare' }, args, CURRENT_ROWS);
  });
}

const test = testWithOwnServer({ prepare });

const CATALOGUES = { en: poEn, 'zh-CN': poZhCN, 'zh-TW': poZhTW } as const;
const WIDTHS = [1280, 1024, 390] as const;
// Every vendor1 item on one page.
const VENDOR_LIST = '/materialTracking/vendor/index?pageSize=40';

/**
 * Why each element's words are not all in sight: cut inside its own box, or reaching past the screen's
 * side or the side of a box that clips it (a table's horizontal scroll). Runs in the page.
 */
function cutOff(els: Element[]): string[] {
  return els.flatMap((el) => {
    if (el.scrollWidth > el.clientWidth) return [`cut in its box (${el.scrollWidth} > ${el.clientWidth})`];
    const rect = el.getBoundingClientRect();
    if (rect.left < 0 || rect.right > window.innerWidth) return [`past the screen (${rect.left}–${rect.right} of ${window.innerWidth})`];
    for (let box = el.parentElement; box; box = box.parentElement) {
      if (getComputedStyle(box).overflowX === 'visible') continue;
      const clip = box.getBoundingClientRect();
      if (rect.left < clip.left - 0.5 || rect.right > clip.right + 0.5)
        return [`hidden by a scrolling box (${rect.left}–${rect.right} in ${clip.left}–${clip.right})`];
    }
    return [];
  });
}

/** The words nowhere in `scope`, and those shown but not whole, with why. */
async function unreadable(scope: Locator, words: readonly string[]): Promise<string[]> {
  const problems: string[] = [];
  for (const word of new Set(words)) {
    const shown = scope.getByText(word, { exact: true });
    if ((await shown.count()) === 0) problems.push(`${word}: not shown`);
    problems.push(...(await shown.evaluateAll(cutOff)).map((why) => `${word}: ${why}`));
  }
  return problems;
}

/** Signs in (a fresh browser: the sign-in page is in English) and makes `language` the account's. */
async function signInIn(page: Page, account: string, language: Language): Promise<void> {
  await page.goto('/login');
  await signIn(page, account);
  await expect(page.getByTestId('sync-indicator')).toBeVisible();
  await page.getByRole('combobox', { name: 'Language / 语言' }).selectOption(language);
  await expect(page.locator('html')).toHaveAttribute('lang', language);
}

const poList = (page: Page, title: string) => page.getByRole(page.viewportSize()!.width > 576 ? 'table' : 'list', { name: title });

for (const language of ['en', 'zh-CN', 'zh-TW'] as const) {
  test(`${language}: every PO and item status word is whole on the vendor list and in the PO panel at ${WIDTHS.join(', ')} px`, async ({ page }, testInfo) => {
    const words = CATALOGUES[language];
    await signInIn(page, 'vendor1', language);
    await page.goto(VENDOR_LIST);
    for (const width of WIDTHS) {
      await page.setViewportSize({ width, height: 900 });
      const list = poList(page, words.title.vendor);
      await expect(list).toBeVisible();
      // Once the list has settled at the new width (a resize lays the rows out again, the phone's cards
      // once their labels' font is in): read until whole, or fail with what stays cut.
      await expect.poll(() => unreadable(list, [...Object.values(words.status), ...Object.values(words.itemStatus)])).toEqual([]);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
      await testInfo.attach(`list-${width}`, { body: await page.screenshot(), contentType: 'image/png' });

      // The PO with a received, a TBD and a pending item (the received demo scenario, one item put to TBD).
      await page
        .getByRole('button', { name: words.page.open.replace('{{po}}', '4500010010') })
        .first()
        .click();
      const panel = page.getByRole('dialog', { name: words.detail.title.replace('{{po}}', '4500010010') });
      const items = panel.getByRole(width > 576 ? 'table' : 'list', { name: words.detail.items });
      await expect(items).toBeVisible();
      // Measured once the panel has slid in (mid-slide, its right columns are still past the screen).
      await transitionsEnded(page);
      const { received, tbd } = words.itemStatus;
      await expect.poll(() => unreadable(panel, [words.status.partialFeedbackByVendor, received, tbd])).toEqual([]);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
      await testInfo.attach(`panel-${width}`, { body: await page.screenshot(), contentType: 'image/png' });
      await page.keyboard.press('Escape');
      await expect(panel).toBeHidden();
    }
  });
}

test('the vendor list, PO panel, split dialog and sync panel have no serious accessibility findings', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await signInIn(page, 'vendor1', 'en');
  // Two pages of 20: the pager's arrows are there, and need names.
  await page.goto('/materialTracking/vendor/index');
  await expect(page.getByRole('button', { name: 'Next page' })).toBeEnabled();
  // A chosen row's tint is under its words too.
  await page.getByRole('checkbox', { name: 'Select item 00010 of PO 4500010000' }).check();
  expect(await seriousAxeFindings(page)).toEqual([]);

  await page.getByRole('button', { name: 'Open PO 4500010000' }).first().click();
  await expect(page.getByRole('dialog', { name: 'PO 4500010000' })).toBeVisible();
  expect(await seriousAxeFindings(page)).toEqual([]);
  await page.keyboard.press('Escape');

  await page.getByRole('checkbox', { name: 'Select item 00010 of PO 4500010000' }).uncheck();
  await page.getByRole('textbox', { name: 'Search' }).fill('4500010010');
  await page.getByRole('checkbox', { name: 'Select item 00010 of PO 4500010010' }).check();
  await page.getByRole('button', { name: 'Partial delivery' }).click();
  await expect(page.getByRole('dialog').getByRole('textbox', { name: 'QTY of delivery 1' })).toBeVisible();
  expect(await seriousAxeFindings(page)).toEqual([]);
  await page.keyboard.press('Escape');

  await indicator(page).click();
  await expect(page.getByRole('dialog', { name: 'Sync and unsent actions' })).toBeVisible();
  expect(await seriousAxeFindings(page)).toEqual([]);
});

test('a buyer approves on a touch tablet: fingers-sized controls and no serious accessibility findings', async ({ browser, ownServer }) => {
  const tablet = await browser.newContext({ baseURL: ownServer.url, viewport: { width: 1024, height: 768 }, hasTouch: true });
  const page = await tablet.newPage();
  await signInIn(page, 'buyer1', 'en');
  await page.goto('/materialTracking/buyer/index?itemStatus=changeRequested');
  const choose = page.getByRole('checkbox', { name: 'Select item 00010 of PO 4500010003' });
  await expect(choose).toBeVisible();
  expect(await seriousAxeFindings(page)).toEqual([]);

  /** Width and height of each target smaller than a fingertip's 44 px. */
  const small = (targets: Locator) =>
    targets.evaluateAll((els) =>
      els.map((el) => el.getBoundingClientRect()).flatMap((r) => (r.width < 44 || r.height < 44 ? [`${Math.round(r.width)}×${Math.round(r.height)}`] : [])),
    );
  // A row is chosen by touching anywhere in the cell around its checkbox: that cell is the target.
  const selectionCells = page.locator('td, th').filter({ has: page.getByRole('checkbox') });
  expect(await selectionCells.count()).toBeGreaterThan(1);
  expect(await small(selectionCells)).toEqual([]);
  await selectionCells.filter({ has: choose }).tap({ position: { x: 3, y: 3 } });
  await expect(choose).toBeChecked();
  // Only the decisions apply to a change in approval (a reminder cannot go out for a PO waiting on the buyer).
  await expect(page.getByRole('toolbar').getByRole('button')).toHaveText(['Approve', 'Reject']);
  expect(await small(page.getByRole('toolbar').getByRole('button'))).toEqual([]);

  await page.getByRole('toolbar').getByRole('button', { name: 'Approve' }).tap();
  const dialog = page.getByRole('dialog', { name: 'Approve' });
  await expect(dialog.getByRole('table')).toBeVisible();
  expect(await small(dialog.getByRole('button'))).toEqual([]);
  expect(await seriousAxeFindings(page)).toEqual([]);
  await tablet.close();
});
