import { asc, eq, sql, type Column } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { directSelect } from '../../src/server/db/direct-select.ts';
import { poChangeRecords, poItems, purchaseOrders, vendors } from '../../src/server/db/schema/index.ts';
import { CHANGE_RECORD_COLUMNS, ITEM_COLUMNS, PO_COLUMNS, VENDOR_COLUMNS } from '../../src/server/modules/po/columns.ts';
import { seedDemoPos } from '../../src/server/seed/demo-pos.ts';
import { startTestApp, type TestApp } from './support/harness.ts';

// Both engines: rows read in the driver's array mode: node-postgres and PGlite hand over types differently.

let t: TestApp;
beforeEach(async () => {
  t = await startTestApp();
});
afterEach(() => t.close());

/** The reader's rows against Drizzle's for the same query, its Dates as epoch ms (what the API sent before the reader). */
async function expectSameRows<R extends Record<string, unknown>>(
  query: Parameters<typeof directSelect<R>>[1] & PromiseLike<R[]>,
  selection: Record<string, Column>,
) {
  const expected = (await query).map((row) =>
    Object.fromEntries(Object.entries(row).map(([key, value]) => [key, value instanceof Date ? value.getTime() : value])),
  );
  expect(expected.length).toBeGreaterThan(0);
  expect(await directSelect(t.db, query, selection).execute({})).toEqual(expected);
}

/** The PO list's reader (rows straight from the driver): every value as Drizzle's execute gives it, instants as epoch ms. */
describe('directSelect', () => {
  it('reads the same rows as Drizzle: dates, numerics, arrays, jsonb, nulls and instants', async () => {
    const { db } = t;
    // Demo POs as the screens leave them (answered, changed, approved) and a vendor with arrays.
    await seedDemoPos(db, 40);
    await db.insert(vendors).values({ supplierCode: 'VD01', name: '供应商 臺灣 "q"', plants: ['1000', '2000'], emails: [] });
    const items = db.select(ITEM_COLUMNS).from(poItems).orderBy(asc(poItems.id));
    await expectSameRows(items, ITEM_COLUMNS);
    await expectSameRows(db.select(PO_COLUMNS).from(purchaseOrders).orderBy(asc(purchaseOrders.id)), PO_COLUMNS);
    await expectSameRows(db.select(VENDOR_COLUMNS).from(vendors).orderBy(asc(vendors.id)), VENDOR_COLUMNS);
    await expectSameRows(db.select(CHANGE_RECORD_COLUMNS).from(poChangeRecords).orderBy(asc(poChangeRecords.id)), CHANGE_RECORD_COLUMNS);
    // The seed has instants, nulls, numbers and arrays in these rows, so the comparison covers them.
    const read = await directSelect(db, items, ITEM_COLUMNS).execute({});
    expect(read.some((row) => typeof row.updatedAt === 'number' && row.updatedAt > 0)).toBe(true);
    expect(read.some((row) => row.la === null)).toBe(true);
    expect(read.every((row) => typeof row.qty === 'number')).toBe(true);
  });

  it('fills placeholders with the values given at each execution', async () => {
    const { db } = t;
    const selection = { supplierCode: vendors.supplierCode, plants: vendors.plants };
    const query = db
      .select(selection)
      .from(vendors)
      .where(eq(vendors.supplierCode, sql.placeholder('code')));
    const reader = directSelect(db, query, selection);
    await db.insert(vendors).values([
      { supplierCode: 'VP01', name: 'One', plants: ['1000'], emails: [] },
      { supplierCode: 'VP02', name: 'Two', plants: ['2000', '3000'], emails: [] },
    ]);
    expect(await reader.execute({ code: 'VP02' })).toEqual([{ supplierCode: 'VP02', plants: ['2000', '3000'] }]);
    expect(await reader.execute({ code: 'VP01' })).toEqual([{ supplierCode: 'VP01', plants: ['1000'] }]);
    expect(await reader.execute({ code: 'no such vendor' })).toEqual([]);
  });

  it('reads through Drizzle, instants as epoch ms, where the driver is not at hand (a transaction)', async () => {
    await seedDemoPos(t.db, 10);
    const direct = await directSelect(t.db, t.db.select(ITEM_COLUMNS).from(poItems).orderBy(asc(poItems.id)), ITEM_COLUMNS).execute({});
    const inTransaction = await t.db.transaction((tx) =>
      directSelect(tx, tx.select(ITEM_COLUMNS).from(poItems).orderBy(asc(poItems.id)), ITEM_COLUMNS).execute({}),
    );
    expect(direct.length).toBeGreaterThan(0);
    expect(inTransaction).toEqual(direct);
  });

  it('refuses a statement whose columns are not the selection, rather than reading them into the wrong keys', async () => {
    const { db } = t;
    const query = db.select({ code: vendors.supplierCode, name: vendors.name }).from(vendors);
    await expect(directSelect(db, query, { code: vendors.supplierCode }).execute({})).rejects.toThrow(/2 columns for 1 keys/);
  });
});
