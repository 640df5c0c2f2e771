import { seriousAxeFindings } from './support/axe.ts';
import { expect, testWithOwnServer } from './support/fixtures.ts';
import { apiToken, signIn } from './support/session.ts';

// Its own server: the rule it adds and the numbers it draws must not show up in other specs.
const test = testWithOwnServer();

test('an administrator sets up a bill rule with a live preview; a drawn number shows as the last one, in Traditional Chinese on a tablet', async ({
  page,
  ownServer,
}) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto('/login');
  await signIn(page, 'admin');
  await expect(page.getByTestId('user-name')).toBeVisible();
  await page.goto('/system/billRule');
  await expect(page.getByTestId('bill-rule-PurchaseRequest')).toBeVisible();

  await page.getByRole('button', { name: 'Add', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Add bill rule' });
  await dialog.getByRole('textbox', { name: 'Name', exact: true }).fill('Goods receipt');
  await dialog.getByRole('textbox', { name: 'Code', exact: true }).fill('GoodsReceipt');
  await dialog.getByRole('textbox', { name: 'Prefix' }).fill('GR-');
  await dialog.getByRole('textbox', { name: 'Sequence digits' }).fill('3');
  await expect(dialog.getByTestId('bill-rule-preview')).toHaveText(/^Next number today: GR-\d{8}001$/);
  // Restarting each day with no day in the number would repeat numbers: refused under its field.
  await dialog.getByLabel('Date part', { exact: true }).click();
  await page.getByRole('option', { name: 'No date' }).click();
  await expect(dialog.getByTestId('bill-rule-preview')).toHaveText('Next number today: GR-001');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog.getByText(/The date part must show the period the sequence restarts in/)).toBeVisible();
  await dialog.getByLabel('Sequence restarts', { exact: true }).click();
  await page.getByRole('option', { name: 'Never' }).click();
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog).toBeHidden();
  const row = page.getByTestId('bill-rule-GoodsReceipt');
  await expect(row).toContainText('GR-001');
  expect(await seriousAxeFindings(page)).toEqual([]);

  // A form draws a number; the list then shows it as the last one and the next as GR-002.
  const token = await apiToken(ownServer.url, 'admin');
  const res = await fetch(`${ownServer.url}/api/system/BillRule/BillNumber/GoodsReceipt`, { headers: { authorization: `Bearer ${token}` } });
  expect(((await res.json()) as { data: string }).data).toBe('GR-001');

  // The list keeps its search in the address: a reload (or a shared link) shows the same list.
  await page.getByRole('textbox', { name: 'Search', exact: true }).fill('Goods');
  await expect(page.getByTestId('bill-rule-PurchaseRequest')).toHaveCount(0);
  await expect(page).toHaveURL(/[?&]keyword=Goods/);
  await page.reload();
  await expect(page.getByRole('textbox', { name: 'Search', exact: true })).toHaveValue('Goods');
  await expect(row).toBeVisible();
  await expect(page.getByTestId('bill-rule-PurchaseRequest')).toHaveCount(0);

  await page.evaluate(() => localStorage.setItem('jnpf_language', 'zh-TW'));
  await page.setViewportSize({ width: 1024, height: 768 });
  await page.reload();
  await expect(page.getByRole('heading', { name: '單據規則' })).toBeVisible();
  await expect(row.getByRole('cell').nth(2)).toHaveText('GR-002');
  await expect(row.getByRole('cell').nth(3)).toHaveText('GR-001');
  await expect(row).toContainText('不重設');
  expect(await seriousAxeFindings(page)).toEqual([]);
});
