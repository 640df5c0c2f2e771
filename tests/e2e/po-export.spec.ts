import ExcelJS from 'exceljs';
import { sql } from 'drizzle-orm';
import { queryRows, type Db } from '../../src/server/db/client.ts';
import { importPos } from '../../src/server/modules/po/import.ts';
import { viewerOfUser } from '../../src/server/plugins/access.ts';
import { expect, testWithOwnServer } from './support/fixtures.ts';
import { signIn } from './support/session.ts';

const po = (poNumber: string, qty: number) => ({
  poNumber,
  supplierCode: 'V1001',
  supplierName: 'Acme Parts',
  plant: '1000',
  documentDate: '2026-11-20',
  purchasingGroup: 'P01',
  items: ['00010', '00020'].map((itemNumber) => ({ itemNumber, material: `MAT-${itemNumber}`, orderUnit: 'PC', qty, deliveryDate: '2026-12-15' })),
});

async function prepare(db: Db): Promise<void> {
  const [admin] = await queryRows<{ id: string }>(db, sql`select id from users where account = 'admin'`);
  await importPos(db, (await viewerOfUser(db, admin!.id))!, [po('4500099201', 10), po('4500099202', 20)]);
}

const test = testWithOwnServer({ prepare });

test('the export holds the rows the list is filtered to, and opens with exceljs', async ({ page }) => {
  await page.goto('/login');
  await signIn(page, 'vendor1');
  await expect(page.getByTestId('user-name')).toBeVisible();
  await page.goto('/materialTracking/vendor/index');
  await page.getByRole('textbox', { name: 'Search' }).fill('4500099202');
  await expect(page.getByTestId('po-row-4500099202-00010')).toBeVisible();
  await expect(page.getByTestId('po-row-4500099201-00010')).toBeHidden();

  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/^PO-list-\d{4}-\d{2}-\d{2}\.xlsx$/);
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.readFile(await file.path());
  const rows: unknown[][] = [];
  workbook.worksheets[0]!.eachRow((row) => rows.push((row.values as unknown[]).slice(1)));
  expect(rows[0]!.slice(0, 3)).toEqual(['PO', 'Item', 'Supplier']);
  expect(rows.slice(1).map((r) => [r[0], r[1], r[7]])).toEqual([
    ['4500099202', '00010', 20],
    ['4500099202', '00020', 20],
  ]);
});

test('a buyer downloads the PO upload template from the list', async ({ page }) => {
  await page.goto('/login');
  await signIn(page, 'buyer1');
  await expect(page.getByTestId('user-name')).toBeVisible();
  await page.goto('/materialTracking/buyer/index');
  await page.getByRole('button', { name: 'Download template' }).click();
  const download = page.waitForEvent('download');
  await page.getByRole('menuitem', { name: 'PO upload' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toBe('poUpload-template.xlsx');
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.readFile(await file.path());
  expect((workbook.worksheets[0]!.getRow(1).values as unknown[]).slice(1, 4)).toEqual(['PO *', 'Item *', 'Supplier code *']);
});
