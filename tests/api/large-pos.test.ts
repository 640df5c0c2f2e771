import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { poList } from '../../src/shared/contracts/po.ts';
import { derivePoStatus, type ItemState, type PoStatus } from '../../src/shared/domain/po/status.ts';
import { queryRows } from '../../src/server/db/client.ts';
import { largeCountFromArgs, seedLargePos } from '../../src/server/seed/large-pos.ts';
import { dataOf, startTestApp, type TestApp } from './support/harness.ts';

// Both engines: the volume generator's bulk inserts.

let t: TestApp;
beforeEach(async () => {
  t = await startTestApp();
});
afterEach(() => t.close());

const list = async (account: string, query: Record<string, string>) =>
  dataOf(poList, await t.request({ method: 'GET', url: `/api/po/items?${new URLSearchParams(query).toString()}`, token: await t.tokenFor(account) }));

describe('the large PO generator', () => {
  it('makes N items whose POs agree with them, within the usual scopes, and a second run adds nothing', async () => {
    const first = await seedLargePos(t.db, 500);
    expect(first).toMatchObject({ pos: 100, items: 500, insertedItems: 500, alreadyPresent: false });

    const items = await queryRows<{ po_id: string; item_status: ItemState['itemStatus']; last_decision: ItemState['lastDecision']; po_status: PoStatus }>(
      t.db,
      sql`
      select i.po_id, i.item_status, i.last_decision, p.status as po_status from po_items i join purchase_orders p on p.id = i.po_id
      where p.po_number like '46%'`,
    );
    expect(items).toHaveLength(500);
    const byPo = new Map<string, typeof items>();
    for (const r of items) byPo.set(r.po_id, [...(byPo.get(r.po_id) ?? []), r]);
    expect(byPo.size).toBe(100);
    for (const [po, rows] of byPo) {
      expect(rows[0]!.po_status, po).toBe(derivePoStatus(rows.map((r) => ({ itemStatus: r.item_status, lastDecision: r.last_decision }))));
    }
    // A spread, not one status: at least four PO statuses among 100 POs.
    expect(new Set(items.map((r) => r.po_status)).size).toBeGreaterThanOrEqual(4);
    // Every open change request is a real request the buyer can decide.
    const [open] = await queryRows<{ n: number; missing: number }>(
      t.db,
      sql`select count(*)::int as n, count(r.id) filter (where r.id is null)::int as missing
      from po_items i left join po_change_requests r on r.id = i.open_request_id where i.item_status = 'changeRequested'`,
    );
    expect(open!.missing).toBe(0);

    const vendor1 = await list('vendor1', { pageSize: '100' });
    expect(vendor1.pagination.total).toBe(250);
    expect(new Set(vendor1.list.map((r) => r.supplierCode))).toEqual(new Set(['V1001']));
    const [confirmed] = await queryRows<{ n: number }>(
      t.db,
      sql`select count(*)::int as n from po_items i join purchase_orders p on p.id = i.po_id
      where p.status = 'confirmed' and p.plant = '2000'`,
    );
    const buyer = await list('buyer1', { status: 'confirmed', plant: '2000', pageSize: '20' });
    expect(buyer.pagination.total).toBe(confirmed!.n);
    expect(buyer.list.every((r) => r.poStatus === 'confirmed' && r.plant === '2000')).toBe(true);

    expect(await seedLargePos(t.db, 500)).toMatchObject({ insertedItems: 0, alreadyPresent: true });
    // A larger N adds only the missing POs.
    expect(await seedLargePos(t.db, 600)).toMatchObject({ pos: 120, insertedItems: 100, alreadyPresent: false });
    const [count] = await queryRows<{ n: number }>(t.db, sql`select count(*)::int as n from po_items where po_number like '46%'`);
    expect(count!.n).toBe(600);
  });

  it('reads N from the command line', () => {
    expect(largeCountFromArgs([])).toBeNull();
    expect(largeCountFromArgs(['--large'])).toBe(1_000_000);
    expect(largeCountFromArgs(['--large', '2_000'])).toBe(2000);
    expect(largeCountFromArgs(['--large=500'])).toBe(500);
    expect(() => largeCountFromArgs(['--large', 'many'])).toThrow(/positive whole number/);
  });
});
