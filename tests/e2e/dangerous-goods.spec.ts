import ExcelJS from 'exceljs';
import { sql } from 'drizzle-orm';
import { queryRows, type Db } from '../../src/server/db/client.ts';
import { importPos } from '../../src/server/modules/po/import.ts';
import { viewerOfUser } from '../../src/server/plugins/access.ts';
import { expect, testWithOwnServer } from './support/fixtures.ts';
import { signIn } from './support/session.ts';

const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** One PO of V1001 / plant 1000: item 10 is paint (to be listed as DG), item 20 bolts. */
async function prepare(db: Db): Promise<void> {
  const [admin] = await queryRows<{ id: string }>(db, sql`select id from users where account = 'admin'`);
  await importPos(db, (await viewerOfUser(db, admin!.id))!, [
    {
      poNumber: '4500099401',
      supplierCode: 'V1001',
      supplierName: 'Acme Parts',
      plant: '1000',
      documentDate: '2026-11-20',
      purchasingGroup: 'P01',
      items: [
        { itemNumber: '00010', material: 'MAT-PAINT', materialDescription: 'Paint', orderUnit: 'L', qty: 40, deliveryDate: '2026-12-15' },
        { itemNumber: '00020', material: 'MAT-BOLT', materialDescription: 'Hex bolt', orderUnit: 'PC', qty: 100, deliveryDate: '2026-12-15' },
      ],
    },
  ]);
}

// The DG list is master data every test of a shared server would see: a server of its own.
const test = testWithOwnServer({ prepare });

/** The template as downloaded, filled in: its English titles, one material per row. */
async function filledTemplate(titles: unknown[], rows: (string | number)[][]): Promise<Buffer> {
  const book = new ExcelJS.Workbook();
  const sheet = book.addWorksheet('Upload');
  sheet.addRow(titles);
  for (const row of rows) sheet.addRow(row);
  return Buffer.from(await book.xlsx.writeBuffer());
}

test('a buyer uploads the DG list, confirms it, and the PO list marks the item of that material', async ({ page, browser, baseURL }) => {
  await page.goto('/login');
  await signIn(page, 'buyer1');
  await expect(page.getByTestId('user-name')).toBeVisible();
  await page.getByRole('link', { name: 'Dangerous Goods Material' }).first().click();
  await expect(page).toHaveURL(/\/materialTracking\/buyer\/dangerousGoods$/);
  await expect(page.getByText('No dangerous-goods materials.')).toBeVisible();

  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download template' }).click();
  const template = new ExcelJS.Workbook();
  await template.xlsx.readFile(await (await download).path());
  const titles = (template.worksheets[0]!.getRow(1).values as unknown[]).slice(1);
  expect(titles).toEqual(['Material *', 'Material description', 'UN number *', 'Hazard class *', 'Packing group', 'Remark']);

  const buffer = await filledTemplate(titles, [
    ['MAT-PAINT', 'Paint, flammable', 'UN1263', '3', 'II', 'keep away from heat'],
    ['MAT-ACID', 'Acid', '1830', '8', 'II', ''],
  ]);
  await page.getByTestId('upload-dropzone').locator('input[type=file]').setInputFiles({ name: 'dg.xlsx', mimeType: XLSX, buffer });
  const dialog = page.getByRole('dialog');
  await expect(dialog).toContainText('Ready to confirm');
  await expect(dialog).toContainText('2 materials · 0 rows with errors');
  const dryRun = dialog.getByRole('table', { name: 'Dry run' });
  await expect(dryRun.getByRole('row').nth(1)).toContainText('MAT-PAINT');
  await expect(dryRun.getByRole('row').nth(1)).toContainText('New');
  await expect(dryRun.getByRole('row').nth(1)).toContainText('UN 1263 · 3 · II · Paint, flammable');
  await dialog.getByRole('button', { name: 'Confirm and apply' }).click();
  await expect(dialog).toContainText('Confirmed');
  await page.keyboard.press('Escape');

  const list = page.getByRole('table', { name: 'Dangerous Goods Material' });
  await expect(list.getByTestId('dg-MAT-PAINT')).toContainText('UN 1263');
  await page.getByRole('textbox', { name: 'Search' }).fill('un1830');
  await expect(list.getByTestId('dg-MAT-ACID')).toBeVisible();
  await expect(list.getByTestId('dg-MAT-PAINT')).toBeHidden();
  // The search is kept in the address: a reload (or the link) shows the same list.
  await expect(page).toHaveURL(/\/materialTracking\/buyer\/dangerousGoods\?keyword=un1830$/);
  await page.reload();
  await expect(page.getByRole('textbox', { name: 'Search' })).toHaveValue('un1830');
  await expect(list.getByTestId('dg-MAT-ACID')).toBeVisible();
  await expect(list.getByTestId('dg-MAT-PAINT')).toBeHidden();
  await list.getByRole('button', { name: 'Remove MAT-ACID' }).click();
  const ask = page.getByRole('dialog', { name: 'Remove MAT-ACID' });
  await expect(ask).toContainText('Take MAT-ACID off the dangerous-goods list?');
  await ask.getByRole('button', { name: 'Remove' }).click();
  await expect(list.getByTestId('dg-MAT-ACID')).toBeHidden();
  await expect(page.getByText('No dangerous-goods materials.')).toBeVisible();
  await page.getByRole('textbox', { name: 'Search' }).fill('');
  await expect(list.getByTestId('dg-MAT-PAINT')).toBeVisible();

  await page.goto('/materialTracking/buyer/index');
  await page.getByRole('textbox', { name: 'Search' }).fill('4500099401');
  const paint = page.getByTestId('po-row-4500099401-00010');
  await expect(paint.getByRole('img', { name: 'Dangerous goods: UN 1263, class 3, PG II' })).toBeVisible();
  await expect(paint).toContainText('DG');
  await expect(page.getByTestId('po-row-4500099401-00020')).toBeVisible();
  await expect(page.getByTestId('po-row-4500099401-00020').getByRole('img')).toHaveCount(0);
  await paint.getByRole('button', { name: 'Open PO 4500099401' }).click();
  const detail = page.getByRole('dialog').getByRole('table', { name: 'Dangerous goods' });
  await expect(detail.getByRole('row')).toHaveCount(2);
  await expect(detail).toContainText('UN 1263');
  await expect(detail).toContainText('keep away from heat');

  // The vendor packs and ships it: their list marks it too.
  const vendor = await browser.newPage({ baseURL });
  await vendor.goto('/login');
  await signIn(vendor, 'vendor1');
  await expect(vendor.getByTestId('user-name')).toBeVisible();
  await vendor.goto('/materialTracking/vendor/index');
  await expect(vendor.getByTestId('po-row-4500099401-00010').getByRole('img', { name: 'Dangerous goods: UN 1263, class 3, PG II' })).toBeVisible();
  await vendor.close();
});
