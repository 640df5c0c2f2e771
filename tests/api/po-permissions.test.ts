// Both engines: data rules are an authorisation boundary; each engine must keep PO rows out of lists, details, exports, device copies and writes.
import ExcelJS from 'exceljs';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authorizeCatalogue, getAuthorization, type CatalogueModule } from '../../src/shared/contracts/authorize.ts';
import { listRoles } from '../../src/shared/contracts/roles.ts';
import { poDetail, poImport, poList, poOverview, type ImportedPo } from '../../src/shared/contracts/po.ts';
import { syncPull, syncPush } from '../../src/shared/contracts/sync.ts';
import { PO_LIST_MENU } from '../../src/shared/domain/po/po-menus.ts';
import { body, dataOf, startTestApp, type TestApp } from './support/harness.ts';
import { po1, poItem } from './support/po-fixtures.ts';

/**
 * The PO lists under data and column permissions: buyer1 (plants 1000 and 2000) and vendor1
 * (supplier V1001) are each granted their side's rule "plant 1000". Their PO of plant 2000 is then out
 * of reach in the list, the overview, the detail, the export, the device's copy and every write,
 * exactly as if it did not exist; a PO moved out of the rule leaves their devices. Then the vendor
 * role loses two columns of its list, which leave every answer and every device.
 */
let t: TestApp;
const tokens: Record<string, string> = {};
const numbers = { near: '4600000001', far: '4600000002' };
const near: ImportedPo = { ...po1, poNumber: numbers.near, items: [poItem('10', 5), poItem('20', 6)] };
const far: ImportedPo = { ...po1, poNumber: numbers.far, plant: '2000', purchasingGroup: 'P02', items: [poItem('10', 7)] };
const PO_TABLES = ['purchaseOrders', 'poItems', 'poScheduleLines', 'poChangeRequests', 'poChangeRecords', 'poOperationRecords', 'poShippingDocuments'];

const call = (account: string, method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) =>
  t.request({ method, url, token: tokens[account], ...(payload ? { payload } : {}) });

async function created(url: string, payload: object): Promise<string> {
  const res = await call('admin', 'POST', url, payload);
  expect(res.statusCode, res.body).toBe(200);
  return res.json<{ data: { id: string } }>().data.id;
}

/** The menu's rule "plant 1000", granted to the user alone (their role keeps its grants). */
async function grantPlantRule(menu: CatalogueModule, account: string): Promise<void> {
  const ruleId = await created('/api/system/ModuleDataAuthorizeScheme', {
    moduleId: menu.id,
    enCode: 'plant1000',
    fullName: 'Plant 1000',
    conditions: [{ field: 'plant', op: '==', value: '1000' }],
  });
  const [user] = dataOfRows(await call('admin', 'GET', `/api/permission/Users?keyword=${account}`));
  const res = await call('admin', 'PUT', `/api/permission/Authority/Data/${user!.id}`, { objectType: 'user', module: [menu.id], resource: [ruleId] });
  expect(res.statusCode, res.body).toBe(200);
}
const dataOfRows = (res: Awaited<ReturnType<typeof call>>) => (body(res).data as { list: { id: string }[] }).list;

/** A device's copy: every PO table's rows after pulling from `cursor` to the end. */
async function pullAll(
  account: string,
  clientId: string,
  from: { cursor: number; scopeKey?: string; rows?: Map<string, Record<string, unknown>> } = { cursor: 0 },
) {
  const rows = new Map(from.rows ?? []);
  let { cursor, scopeKey } = from;
  let reset = false;
  for (;;) {
    const page = dataOf(syncPull, await call(account, 'POST', '/api/sync/pull', { clientId, cursor, ...(scopeKey ? { scopeKey } : {}) }));
    if (page.reset) {
      reset = true;
      rows.clear();
    }
    for (const c of page.changes) {
      if (!PO_TABLES.includes(c.table)) continue;
      if (c.deleted || !c.row) rows.delete(`${c.table}:${c.id}`);
      else rows.set(`${c.table}:${c.id}`, { ...c.row, _rev: c.rev });
    }
    ({ cursor, scopeKey } = page);
    if (!page.hasMore) return { rows, cursor, scopeKey, reset };
  }
}
const poNumbersIn = (rows: Map<string, Record<string, unknown>>) =>
  [...new Set([...rows.values()].flatMap((r) => (typeof r.poNumber === 'string' && r.poNumber.startsWith('46') ? [r.poNumber] : [])))].sort();

const listed = async (account: string) =>
  dataOf(poList, await call(account, 'GET', '/api/po/items?keyword=46000000&pageSize=50')).list.map((r) => `${r.poNumber}/${r.itemNumber}`);

let ids: Record<string, string> = {};
let vendorBefore: Awaited<ReturnType<typeof pullAll>>;
let vendorMenu: CatalogueModule;

beforeAll(async () => {
  t = await startTestApp();
  for (const account of ['admin', 'buyer1', 'vendor1']) tokens[account] = await t.tokenFor(account);
  expect(dataOf(poImport, await call('admin', 'POST', '/api/po/import', { pos: [near, far] })).createdPos).toBe(2);
  const pos = dataOf(poList, await call('admin', 'GET', '/api/po/items?keyword=46000000&pageSize=50')).list;
  ids = Object.fromEntries(pos.map((r) => [`${r.poNumber}/${r.itemNumber}`, r.id]));
  ids.nearPo = pos.find((r) => r.poNumber === numbers.near)!.poId;
  ids.farPo = pos.find((r) => r.poNumber === numbers.far)!.poId;
  vendorBefore = await pullAll('vendor1', 'vendor1-device');
  expect(poNumbersIn(vendorBefore.rows)).toEqual([numbers.near, numbers.far]);

  const catalogue = dataOf(authorizeCatalogue, await call('admin', 'GET', '/api/permission/Authority/Catalogue')).list.flatMap((m) => [m, ...m.children]);
  // The switch is set in the database (the grants after it move the grants revision, as the Menus page's save does).
  await t.db.execute(sql`update modules set data_permission = true where en_code in (${PO_LIST_MENU.buyer}, ${PO_LIST_MENU.vendor})`);
  await grantPlantRule(
    catalogue.find((m) => m.enCode === PO_LIST_MENU.buyer)!,
    'buyer1',
  );
  vendorMenu = catalogue.find((m) => m.enCode === PO_LIST_MENU.vendor)!;
  await grantPlantRule(vendorMenu, 'vendor1');
});
afterAll(() => t.close());

describe('a data rule on the PO lists', () => {
  it('limits the list, the overview, the detail and the export; the administrator still sees everything', async () => {
    expect(await listed('buyer1')).toEqual([`${numbers.near}/10`, `${numbers.near}/20`]);
    expect(await listed('vendor1')).toEqual([`${numbers.near}/10`, `${numbers.near}/20`]);
    expect(await listed('admin')).toHaveLength(3);
    const overview = dataOf(poOverview, await call('vendor1', 'GET', '/api/po/overview'));
    const everything = dataOf(poOverview, await call('admin', 'GET', '/api/po/overview'));
    expect(overview.total).toBe(everything.total - 1);

    expect(dataOf(poDetail, await call('buyer1', 'GET', `/api/po/${ids.nearPo}`)).items).toHaveLength(2);
    const hidden = await call('buyer1', 'GET', `/api/po/${ids.farPo}`);
    expect(hidden.statusCode).toBe(404);

    const exported = await call('vendor1', 'GET', '/api/po/items/Actions/Export?keyword=46000000');
    expect(exported.statusCode).toBe(200);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(exported.rawPayload as unknown as ArrayBuffer);
    const poColumn: string[] = [];
    workbook.worksheets[0]!.eachRow((row, n) => n > 1 && poColumn.push(row.getCell(1).text));
    expect(poColumn).toEqual([numbers.near, numbers.near]);
  });

  it('starts devices over without the rows outside it, and a PO moved out of it leaves them', async () => {
    const vendor = await pullAll('vendor1', 'vendor1-device', vendorBefore);
    expect(vendor.reset).toBe(true);
    expect(poNumbersIn(vendor.rows)).toEqual([numbers.near]);
    const buyer = await pullAll('buyer1', 'buyer1-device');
    expect(poNumbersIn(buyer.rows)).toEqual([numbers.near]);
    const tables = new Set([...buyer.rows.keys()].map((key) => key.split(':')[0]));
    expect(tables.has('purchaseOrders') && tables.has('poItems') && tables.has('poOperationRecords')).toBe(true);

    // The ERP moves the near PO to plant 2000: still in both users' scope, no longer in their rule.
    const moved = await call('admin', 'POST', '/api/po/import', { pos: [{ ...near, plant: '2000' }] });
    expect(dataOf(poImport, moved).updatedPos).toBe(1);
    const after = await pullAll('buyer1', 'buyer1-device', buyer);
    expect(after.reset).toBe(false);
    expect(poNumbersIn(after.rows)).toEqual([]);
    expect(await listed('buyer1')).toEqual([]);
    await call('admin', 'POST', '/api/po/import', { pos: [near] });
    expect(poNumbersIn((await pullAll('buyer1', 'buyer1-device', after)).rows)).toEqual([numbers.near]);
  });

  it('refuses a write on a PO outside it as if the PO did not exist, and an import into it', async () => {
    // What each PO's record says was done to it, as the administrator reads it.
    const statusOf = async (id: string) => {
      const detail = dataOf(poDetail, await call('admin', 'GET', `/api/po/${id}`));
      return [detail.po.status, ...detail.operationRecords.map((r) => r.action)].join(' ');
    };
    const [farBefore, nearBefore] = [await statusOf(ids.farPo!), await statusOf(ids.nearPo!)];
    const pushed = await call('vendor1', 'POST', '/api/sync/push', {
      clientId: 'vendor1-writer',
      mutations: [
        { id: 1, name: 'po.receive', args: { poIds: [ids.farPo] } },
        { id: 2, name: 'po.receive', args: { poIds: [ids.nearPo] } },
      ],
    });
    const results = dataOf(syncPush, pushed).results;
    expect(results.map((r) => r.status)).toEqual(['rejected', 'applied']);
    expect(results[0]!.code).toBe('PO.notFound');
    expect(await statusOf(ids.farPo!)).toBe(farBefore);
    expect(await statusOf(ids.nearPo!)).not.toBe(nearBefore);

    const refused = await call('buyer1', 'POST', '/api/po/import', { pos: [{ ...far, items: [poItem('10', 99)] }] });
    expect(refused.statusCode).toBe(403);
    expect(body(refused).msg).toBe(`PO ${numbers.far} is outside your plants and purchasing groups, so you cannot import it.`);
    const attached = await call('vendor1', 'GET', `/api/po/${ids.farPo}/ShippingDocuments`);
    expect(attached.statusCode).toBe(404);
  });
});

describe('a column permission on the vendor PO list', () => {
  let device: Awaited<ReturnType<typeof pullAll>>;
  beforeAll(async () => {
    device = await pullAll('vendor1', 'vendor1-columns');
    // The vendor role keeps every column of its list but the supplier's name and the material description.
    await t.db.execute(sql`update modules set column_permission = true where en_code = ${PO_LIST_MENU.vendor}`);
    const [role] = dataOf(listRoles, await call('admin', 'GET', '/api/permission/Role?keyword=vendor')).list.filter((r) => r.enCode === 'vendor');
    const held = dataOf(getAuthorization, await call('admin', 'GET', `/api/permission/Authority/Data/${role!.id}?objectType=role`));
    const withheld = new Set(vendorMenu.column.filter((c) => ['supplierName', 'materialDescription'].includes(c.enCode)).map((c) => c.id));
    expect(withheld.size).toBe(2);
    const res = await call('admin', 'PUT', `/api/permission/Authority/Data/${role!.id}`, {
      objectType: 'role',
      ...held,
      column: held.column.filter((id) => !withheld.has(id)),
    });
    expect(res.statusCode, res.body).toBe(200);
  });

  it('leaves the hidden fields out of the list, its search, the detail and the export', async () => {
    const rows = dataOf(poList, await call('vendor1', 'GET', '/api/po/items?keyword=46000000&pageSize=50')).list;
    expect(rows.length).toBeGreaterThan(0);
    for (const row of rows) {
      expect(Object.keys(row)).not.toContain('supplierName');
      expect(Object.keys(row)).not.toContain('materialDescription');
      expect([typeof row.currency, typeof row.remark]).toEqual(['string', 'string']);
    }
    // A search does not look in a hidden field: it must not tell what the field holds.
    const byName = async (account: string) => dataOf(poList, await call(account, 'GET', '/api/po/items?keyword=Acme&pageSize=50')).list.length;
    expect(await byName('vendor1')).toBe(0);
    expect(await byName('buyer1')).toBeGreaterThan(0);

    const detail = dataOf(poDetail, await call('vendor1', 'GET', `/api/po/${ids.nearPo}`));
    expect(Object.keys(detail.po)).not.toContain('supplierName');
    expect(detail.po.createdBy).toBeDefined();
    expect(detail.items.every((item) => !('materialDescription' in item))).toBe(true);

    const exported = await call('vendor1', 'GET', '/api/po/items/Actions/Export?keyword=46000000');
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(exported.rawPayload as unknown as ArrayBuffer);
    const header = (workbook.worksheets[0]!.getRow(1).values as unknown[]).filter((v): v is string => typeof v === 'string');
    expect(header).toContain('Currency');
    expect(header).not.toContain('Supplier name');
    expect(header).not.toContain('Material description');
  });

  it('starts devices over, their copies without the hidden fields', async () => {
    const after = await pullAll('vendor1', 'vendor1-columns', device);
    expect(after.reset).toBe(true);
    const rowsOf = (table: string) => [...after.rows].filter(([key]) => key.startsWith(`${table}:`)).map(([, row]) => row);
    expect(rowsOf('purchaseOrders').length).toBeGreaterThan(0);
    expect(rowsOf('purchaseOrders').every((po) => !('supplierName' in po) && 'currency' in po)).toBe(true);
    expect(rowsOf('poItems').every((item) => !('materialDescription' in item) && 'material' in item)).toBe(true);
    expect(rowsOf('poOperationRecords').length).toBeGreaterThan(0);
  });
});

describe('a form permission on the vendor PO list', () => {
  it('refuses an action that fills the read-only remark, naming it; without a remark it goes through', async () => {
    await t.db.execute(sql`update modules set form_permission = true where en_code = ${PO_LIST_MENU.vendor}`);
    const [role] = dataOf(listRoles, await call('admin', 'GET', '/api/permission/Role?keyword=vendor')).list.filter((r) => r.enCode === 'vendor');
    const held = dataOf(getAuthorization, await call('admin', 'GET', `/api/permission/Authority/Data/${role!.id}?objectType=role`));
    const remark = vendorMenu.form.find((f) => f.enCode === 'remark')!.id;
    const res = await call('admin', 'PUT', `/api/permission/Authority/Data/${role!.id}`, {
      objectType: 'role',
      ...held,
      form: held.form.filter((id) => id !== remark),
    });
    expect(res.statusCode, res.body).toBe(200);

    const itemId = ids[`${numbers.near}/10`]!;
    const change = { itemId, qty: 4, deliveryDate: '2026-12-20', reasonCode: 'R01' };
    // Decided on the item as the vendor's device holds it.
    const seen = (await pullAll('vendor1', 'vendor1-forms')).rows.get(`poItems:${itemId}`)!;
    const expected = { items: { [itemId]: seen._rev } };
    const pushed = await call('vendor1', 'POST', '/api/sync/push', {
      clientId: 'vendor1-forms',
      mutations: [
        { id: 1, name: 'po.requestChange', args: { ...change, remark: 'Half now' }, expect: expected },
        { id: 2, name: 'po.requestChange', args: { ...change, remark: '' }, expect: expected },
      ],
    });
    const [refused, applied] = dataOf(syncPush, pushed).results;
    expect(refused, refused?.msg ?? '').toMatchObject({ status: 'rejected', code: 'PO.remarkReadOnly' });
    expect(refused!.msg).toContain('remark');
    expect(applied!.status).toBe('applied');
  });
});
