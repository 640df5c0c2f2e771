import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import dayjs from 'dayjs';
import { poList, poOverview } from '../../src/shared/contracts/po.ts';
import type { PoItemRow, PurchaseOrderRow } from '../../src/shared/contracts/po-rows.ts';
import { syncPull, type SyncChange } from '../../src/shared/contracts/sync.ts';
import { listRowOf, pageOfPoRows, poListFilter } from '../../src/shared/domain/po/list-query.ts';
import { PO_STATUSES } from '../../src/shared/domain/po/status.ts';
import { seedDemoPos } from '../../src/server/seed/demo-pos.ts';
import { dataOf, startTestApp, type TestApp } from './support/harness.ts';

let t: TestApp;
beforeEach(async () => {
  t = await startTestApp();
});
afterEach(() => t.close());

const numbers = (page: { list: { poNumber: string; itemNumber: string }[] }) => page.list.map((r) => `${r.poNumber}/${r.itemNumber}`);

describe('demo POs', () => {
  it('cover both vendors and every PO status, each vendor seeing only its own, and seed only once', async () => {
    await seedDemoPos(t.db);
    await seedDemoPos(t.db);
    const overview = async (account: string) =>
      dataOf(poOverview, await t.request({ method: 'GET', url: '/api/po/overview', token: await t.tokenFor(account) }));
    const all = await overview('admin');
    expect(all.total).toBe(270);
    for (const status of PO_STATUSES) expect(all.counts[status], status).toBeGreaterThan(0);
    const [vendor1, vendor2] = [await overview('vendor1'), await overview('vendor2')];
    expect(vendor1.total + vendor2.total).toBe(270);
    const page = dataOf(poList, await t.request({ method: 'GET', url: '/api/po/items?pageSize=100', token: await t.tokenFor('vendor2') }));
    expect(new Set(page.list.map((r) => r.supplierCode))).toEqual(new Set(['V1002']));
  });
});

describe('the device and the server', () => {
  it('page the same rows for the same filter', async () => {
    await seedDemoPos(t.db);
    const pull = async () => {
      const changes: SyncChange[] = [];
      let cursor = 0;
      for (;;) {
        const res = await t.request({
          method: 'POST',
          url: '/api/sync/pull',
          token: await t.tokenFor('buyer1'),
          payload: { clientId: 'device-buyer1', cursor, limit: 5000 },
        });
        const page = dataOf(syncPull, res);
        changes.push(...page.changes);
        cursor = page.cursor;
        if (!page.hasMore) return changes;
      }
    };
    const changes = await pull();
    const pos = new Map(changes.filter((c) => c.table === 'purchaseOrders').map((c) => [c.id, c.row as PurchaseOrderRow]));
    const rows = changes.filter((c) => c.table === 'poItems').map((c) => listRowOf(c.row as PoItemRow, pos.get((c.row as PoItemRow).poId)!));
    const queries: Record<string, string>[] = [
      {},
      { status: 'pendingBuyerApproval', plant: '2000' },
      { itemStatus: 'changeRequested', sidx: 'deliveryDate', sort: 'desc', pageSize: '10', currentPage: '2' },
      { keyword: 'bearing', sidx: 'material' },
      { supplierCode: 'V1002', deliveryFrom: dayjs().add(20, 'day').format('YYYY-MM-DD'), sidx: 'documentDate', sort: 'desc' },
    ];
    for (const query of queries) {
      const server = dataOf(
        poList,
        await t.request({ method: 'GET', url: `/api/po/items?${new URLSearchParams(query).toString()}`, token: await t.tokenFor('buyer1') }),
      );
      const device = pageOfPoRows(rows, poListFilter.parse(query));
      expect(device.list.length, JSON.stringify(query)).toBeGreaterThan(0);
      expect(server.pagination, JSON.stringify(query)).toEqual(device.pagination);
      expect(numbers(server), JSON.stringify(query)).toEqual(numbers(device));
    }
  });
});
