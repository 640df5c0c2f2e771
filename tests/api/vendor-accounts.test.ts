import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { syncPull } from '../../src/shared/contracts/sync.ts';
import { listVendorAccounts } from '../../src/shared/contracts/vendor-accounts.ts';
import { users, vendors } from '../../src/server/db/schema/index.ts';
import { body, dataOf, startTestApp, type TestApp } from './support/harness.ts';
import { po1 } from './support/po-fixtures.ts';

let t: TestApp;
const tokens: Record<string, string> = {};
beforeEach(async () => {
  t = await startTestApp();
  // V1001 delivers to plant 1000, V1002 to plant 2000 only, V1003 to plant 3000 (no demo buyer's).
  await t.db.insert(vendors).values([
    { supplierCode: 'V1001', name: 'Acme Parts', contact: 'Victor', emails: ['sales@acme.test'], plants: ['1000'] },
    { supplierCode: 'V1002', name: 'Beta Metals', contact: 'Vera', emails: ['sales@beta.test'], plants: ['2000'] },
    { supplierCode: 'V1003', name: 'Gamma Plastics', plants: ['3000'] },
  ]);
  // A second V1001 account, never signed in, and one serving V1003.
  await t.db.insert(users).values([
    { account: 'vendor1b', realName: 'Vic Second', passwordHash: 'x', supplierCodes: ['V1001'] },
    { account: 'vendor3', realName: 'Gus Gamma', passwordHash: 'x', supplierCodes: ['V1003'] },
  ]);
  for (const account of ['admin', 'buyer1', 'uploader1', 'vendor1', 'vendor2']) tokens[account] = await t.tokenFor(account);
});
afterEach(() => t.close());

const accountsOf = async (account: string, query = '') => {
  const res = await t.request({ method: 'GET', url: `/api/vendors/Accounts${query}`, token: tokens[account] });
  return dataOf(listVendorAccounts, res);
};
const names = (list: { account: string }[]) => list.map((a) => a.account);

async function pulledVendors(account: string): Promise<string[]> {
  const page = dataOf(
    syncPull,
    await t.request({ method: 'POST', url: '/api/sync/pull', token: tokens[account], payload: { clientId: `device-${account}`, cursor: 0 } }),
  );
  return page.changes
    .filter((c) => c.table === 'vendors')
    .map((c) => String(c.row?.supplierCode))
    .sort();
}

describe('vendor master data on the device', () => {
  it('a vendor pulls only its own company, a buyer the vendors of its plants, the administrator all', async () => {
    expect(await pulledVendors('vendor1')).toEqual(['V1001']);
    expect(await pulledVendors('vendor2')).toEqual(['V1002']);
    expect(await pulledVendors('uploader1')).toEqual(['V1001']);
    expect(await pulledVendors('buyer1')).toEqual(['V1001', 'V1002']);
    expect(await pulledVendors('admin')).toEqual(['V1001', 'V1002', 'V1003']);
  });

  it('a vendor follows its POs to another plant: the buyers of the new plant find it, those of the old one no longer do', async () => {
    const po = { ...po1, poNumber: '4500777001', supplierCode: 'V1004', supplierName: 'Delta', plant: '1000', purchasingGroup: 'P01' };
    const imported = (plant: string) => t.request({ method: 'POST', url: '/api/po/import', token: tokens.buyer1, payload: { pos: [{ ...po, plant }] } });
    expect((await imported('1000')).statusCode).toBe(200);
    expect(await pulledVendors('uploader1')).toEqual(['V1001', 'V1004']);
    expect((await imported('2000')).statusCode).toBe(200);
    const [moved] = await t.db.select({ plants: vendors.plants }).from(vendors).where(eq(vendors.supplierCode, 'V1004'));
    expect(moved?.plants).toEqual(['2000']);
    expect(await pulledVendors('uploader1')).toEqual(['V1001']);
  });
});

describe('GET /api/vendors/Accounts', () => {
  it('gives a vendor the accounts of its own supplier code with role, registration and last login', async () => {
    const list = await accountsOf('vendor1');
    expect(names(list)).toEqual(['vendor1', 'vendor1b']);
    const [me, second] = list;
    expect(me).toMatchObject({ realName: 'Victor Vendor', roleName: 'Vendor', supplierCodes: ['V1001'], enabled: true });
    expect(me!.lastLogTime).toBeGreaterThanOrEqual(me!.creatorTime);
    expect(second).toMatchObject({ roleName: '', lastLogTime: null });
  });

  it('never gives vendor2 the accounts of vendor1, even when asked for its supplier code', async () => {
    expect(names(await accountsOf('vendor2'))).toEqual(['vendor2']);
    expect(await accountsOf('vendor2', '?supplierCode=V1001')).toEqual([]);
  });

  it('gives a buyer the accounts of the vendors of its plants only', async () => {
    expect(names(await accountsOf('uploader1'))).toEqual(['vendor1', 'vendor1b']);
    expect(names(await accountsOf('buyer1'))).toEqual(['vendor1', 'vendor1b', 'vendor2']);
    expect(names(await accountsOf('buyer1', '?supplierCode=V1002'))).toEqual(['vendor2']);
    expect(await accountsOf('buyer1', '?supplierCode=V1003')).toEqual([]);
    expect(names(await accountsOf('admin'))).toEqual(['vendor1', 'vendor1b', 'vendor2', 'vendor3']);
  });

  it('leaves out deleted accounts and shows disabled ones as such', async () => {
    await t.db.update(users).set({ deletedAt: new Date() }).where(eq(users.account, 'vendor1b'));
    await t.db.update(users).set({ enabled: false }).where(eq(users.account, 'vendor3'));
    const list = await accountsOf('admin');
    expect(names(list)).toEqual(['vendor1', 'vendor2', 'vendor3']);
    expect(list.find((a) => a.account === 'vendor3')?.enabled).toBe(false);
  });

  it('refuses a bad filter with 400 naming the field, and a caller without a session', async () => {
    const res = await t.request({ method: 'GET', url: `/api/vendors/Accounts?supplierCode=${'X'.repeat(30)}`, token: tokens.admin });
    expect(res.statusCode).toBe(400);
    expect(body(res).msg).toContain('supplierCode');
    expect((await t.request({ method: 'GET', url: '/api/vendors/Accounts' })).statusCode).toBe(401);
  });
});
