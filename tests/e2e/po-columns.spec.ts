import type { ImportedPo } from '../../src/shared/contracts/po.ts';
import { seriousAxeFindings } from './support/axe.ts';
import { expect, testWithOwnServer } from './support/fixtures.ts';
import { importAsAdmin } from './support/po-import.ts';
import { api, apiToken, signIn } from './support/session.ts';

const PO: ImportedPo = {
  poNumber: '4500078001',
  supplierCode: 'V1001',
  supplierName: 'Acme Parts',
  plant: '1000',
  documentDate: '2026-11-20',
  purchasingGroup: 'P01',
  currency: 'EUR',
  remark: 'Dock 4 only',
  items: [{ itemNumber: '00010', material: 'MAT-78001', materialDescription: 'Hex bolt M8', orderUnit: 'PC', qty: 10, deliveryDate: '2026-12-15' }],
};

// Its own server: the vendor role loses columns of its PO list.
const test = testWithOwnServer({ prepare: (db) => importAsAdmin(db, [PO]) });

interface Item {
  id: string;
  enCode: string;
}
interface CatalogueModule {
  id: string;
  enCode: string;
  column: Item[];
  form: Item[];
  children: CatalogueModule[];
}
type Grants = Record<'module' | 'button' | 'column' | 'form' | 'resource', string[]>;

test('a vendor whose PO list withholds three columns and the remark works the list, a PO and a change without them', async ({ page, browser, baseURL }) => {
  test.setTimeout(120_000);
  const url = baseURL!;
  const admin = await apiToken(url, 'admin');
  // Arranged through the API: the vendor role keeps every column of its list but three.
  const menus = (await api<{ list: CatalogueModule[] }>(url, admin, 'GET', '/api/permission/Authority/Catalogue')).list.flatMap((m) => [m, ...m.children]);
  const vendorList = menus.find((m) => m.enCode === 'poVendor')!;
  const withheld = new Set(vendorList.column.filter((c) => ['supplierName', 'materialDescription', 'remark'].includes(c.enCode)).map((c) => c.id));
  const role = (await api<{ list: { id: string; enCode: string }[] }>(url, admin, 'GET', '/api/permission/Role?keyword=vendor')).list.find(
    (r) => r.enCode === 'vendor',
  )!;
  const remark = vendorList.form.find((f) => f.enCode === 'remark')!.id;
  const held = await api<Grants>(url, admin, 'GET', `/api/permission/Authority/Data/${role.id}?objectType=role`);
  await api(url, admin, 'PUT', `/api/permission/Authority/Data/${role.id}`, {
    objectType: 'role',
    ...held,
    column: held.column.filter((id) => !withheld.has(id)),
    form: held.form.filter((id) => id !== remark),
  });
  // The vendor has received the PO, so its items wait for an answer.
  const vendorToken = await apiToken(url, 'vendor1');
  const [{ poId }] = (await api<{ list: { poId: string }[] }>(url, vendorToken, 'GET', `/api/po/items?keyword=${PO.poNumber}`)).list as [{ poId: string }];
  await api(url, vendorToken, 'POST', '/api/sync/push', {
    clientId: 'po-columns-arrange',
    mutations: [{ id: 1, name: 'po.receive', args: { poIds: [poId] } }],
  });

  // The administrator switches the vendor PO list's column permission on, on the Menus page.
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto('/login');
  await signIn(page, 'admin');
  await expect(page.getByTestId('user-name')).toBeVisible();
  await page.goto('/system/menu');
  await page.getByTestId('menu-poVendor').getByRole('button', { name: /^Edit/ }).click();
  const menuDialog = page.getByRole('dialog');
  await menuDialog.getByRole('switch', { name: /^List columns/ }).check();
  await menuDialog.getByRole('switch', { name: /^Form fields/ }).check();
  await menuDialog.getByRole('button', { name: 'Save' }).click();
  await expect(menuDialog).toBeHidden();

  // The vendor, on a tablet: the row is there, without the description, the remark column or the supplier's name.
  const context = await browser.newContext({ baseURL, viewport: { width: 1024, height: 768 } });
  const vendor = await context.newPage();
  await vendor.goto('/login');
  await signIn(vendor, 'vendor1');
  await expect(vendor.getByTestId('user-name')).toBeVisible();
  await vendor.goto('/materialTracking/vendor/index');
  const row = vendor.getByTestId(`po-row-${PO.poNumber}-00010`);
  await expect(row).toContainText('MAT-78001');
  await expect(row).not.toContainText('Hex bolt');
  await expect(vendor.getByRole('columnheader', { name: 'Remark', exact: true })).toHaveCount(0);
  expect(await seriousAxeFindings(vendor)).toEqual([]);

  await row.getByRole('button', { name: `Open PO ${PO.poNumber}` }).click();
  const detail = vendor.getByRole('dialog');
  await expect(detail).toContainText('V1001');
  await expect(detail).toContainText('EUR');
  await expect(detail).not.toContainText('Acme Parts');
  await expect(detail).not.toContainText('Dock 4 only');
  await expect(detail.getByText('Remark', { exact: true })).toHaveCount(0);
  expect(await seriousAxeFindings(vendor)).toEqual([]);
  await vendor.screenshot({ path: test.info().outputPath('vendor-po-without-columns.png') });
  await vendor.keyboard.press('Escape');

  // A change request: the remark is shown read-only, saying why.
  await vendor.getByRole('checkbox', { name: `Select item 00010 of PO ${PO.poNumber}` }).check();
  await vendor.getByRole('button', { name: 'Change', exact: true }).click();
  const change = vendor.getByRole('dialog');
  await expect(change.getByRole('textbox', { name: 'Remark' })).toBeDisabled();
  await expect(change.getByText('Remarks are read-only for you: the action is sent without one.')).toBeVisible();
  expect(await seriousAxeFindings(vendor)).toEqual([]);
  await vendor.screenshot({ path: test.info().outputPath('vendor-change-remark-read-only.png') });
  await context.close();
});
