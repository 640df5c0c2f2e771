import 'fake-indexeddb/auto';
import { afterAll, describe, expect, it } from 'vitest';
import { SYNCED_TABLES } from '../../src/shared/contracts/synced-rows.ts';
import { OfflineDb } from '../../src/app/offline/db.ts';

const db = new OfflineDb('synced-tables-test');
afterAll(() => db.delete());

describe('synced tables, declared once', () => {
  it('give the device a table per contract table, looked up by the declared fields and the rev pulled at', async () => {
    await db.open();
    for (const [name, spec] of Object.entries(SYNCED_TABLES)) {
      const table = db.table(name);
      expect(table.schema.primKey.name, name).toBe('id');
      expect(table.schema.indexes.map((i) => i.name).sort(), name).toEqual(['_rev', ...spec.indexes].sort());
    }
  });

  it('read back as the contract row, with the rev it was pulled at', async () => {
    const row = { id: 'i1', poId: 'p1', lineNumber: 1, qty: 5, deliveryDate: '2027-01-05', itemId: 'it1', _rev: 7 };
    await db.rows('poScheduleLines').put(row);
    const [held] = await db.rows('poScheduleLines').where('poId').equals('p1').toArray();
    expect(held).toEqual(row);
    const { _rev, ...synced } = held!;
    expect(_rev).toBe(7);
    expect(SYNCED_TABLES.poScheduleLines.row.strict().safeParse(synced).success).toBe(true);
  });
});
