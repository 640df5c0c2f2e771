import ExcelJS from 'exceljs';
import { seriousAxeFindings } from './support/axe.ts';
import { expect, testWithOwnServer } from './support/fixtures.ts';
import { signIn } from './support/session.ts';

// Its own server: it creates users other specs must not meet.
const test = testWithOwnServer();

const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

test('an administrator fills the downloaded template, sees the bad row named, imports the others and finds them in the list', async ({ page }) => {
  test.setTimeout(90_000);
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto('/login');
  await signIn(page, 'admin');
  await expect(page.getByTestId('user-name')).toBeVisible();
  await page.goto('/permission/user');
  await page.getByRole('button', { name: 'Import', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Import users' });

  const download = page.waitForEvent('download');
  await dialog.getByRole('button', { name: 'Download the template' }).click();
  const template = await download;
  expect(template.suggestedFilename()).toBe('users-template.xlsx');
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.readFile(await template.path());
  const sheet = workbook.worksheets[0]!;
  expect((sheet.getRow(1).values as unknown[]).slice(1, 3)).toEqual(['Account *', 'Name *']);
  // Rows 3 to 5 under the titles and the hidden row of keys; row 4's department is another organisation's.
  sheet.addRow(['e2e_ann', 'Ann Import', 'Female', '', 'ann@example.com', 'SL-MFG', 'PUR', 'PLANNER', '', '', 'imported']);
  sheet.addRow(['e2e_bob', 'Bob Import', 'Male', '', '', 'SL-MFG', 'IT']);
  sheet.addRow(['e2e_cat', 'Cat Import', '', '', '', 'SL', 'IT', '', '', 'e2e_ann']);
  const buffer = Buffer.from(await workbook.xlsx.writeBuffer());

  await dialog.getByTestId('user-import-dropzone').locator('input[type=file]').setInputFiles({ name: 'team.xlsx', mimeType: XLSX, buffer });
  await expect(dialog.getByTestId('user-import-counts')).toHaveText('team.xlsx · 3 rows: 2 to import, 1 with problems');
  await expect(dialog.getByTestId('import-row-4')).toContainText('e2e_bob');
  await expect(dialog.getByTestId('import-row-4')).toContainText('Department code: the department IT belongs to another organisation');
  expect(await seriousAxeFindings(page)).toEqual([]);

  const exceptions = page.waitForEvent('download');
  await dialog.getByRole('button', { name: 'Download the exception workbook' }).click();
  expect((await exceptions).suggestedFilename()).toBe('users-exceptions.xlsx');

  await dialog.getByLabel('First password (2 users)').fill('First123');
  await dialog.getByRole('button', { name: 'Import 2 users' }).click();
  await expect(dialog.getByRole('status')).toContainText('2 users were created.');
  await expect(dialog.getByRole('status')).toContainText('1 row with problems was left out.');
  await dialog.getByRole('button', { name: 'Close' }).first().click();
  await expect(dialog).toBeHidden();

  await page.getByRole('searchbox', { name: 'Search' }).fill('e2e_');
  await expect(page.getByTestId('user-e2e_ann')).toContainText('Supplyline Manufacturing');
  await expect(page.getByTestId('user-e2e_cat')).toBeVisible();
  await expect(page.getByTestId('user-e2e_bob')).toBeHidden();
});
