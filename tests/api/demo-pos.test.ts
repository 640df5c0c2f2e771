import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { poList, poOverview } from '../../src/shared/contracts/po.ts';
import { PO_STATUSES } from '../../src/shared/domain/po/status.ts';
import { seedDemoPos } from '../../src/server/db/seed/demo-pos.ts';
import { dataOf, startTestApp, type TestApp } from './support/harness.ts';

let t: TestApp;
beforeEach(async () => {
  t = await startTestApp();
});
afterEach(() => t.close());

describe('demo POs', () => {
  it('cover both vendors and every PO status, each vendor seeing only its own, and seed only once', async () => {
    await seedDemoPos(t.db);
    await seedDemoPos(t.db);
    const overview = async (account: string) => dataOf(poOverview, await t.request({ method: 'GET', url: '/api/po/overview', token: await t.tokenFor(account) }));
    const all = await overview('admin');
    expect(all.total).toBe(270);
    for (const status of PO_STATUSES) expect(all.counts[status], status).toBeGreaterThan(0);
    const [vendor1, vendor2] = [await overview('vendor1'), await overview('vendor2')];
    expect(vendor1.total + vendor2.total).toBe(270);
    const page = dataOf(poList, await t.request({ method: 'GET', url: '/api/po/items?pageSize=100', token: await t.tokenFor('vendor2') }));
    expect(new Set(page.list.map((r) => r.supplierCode))).toEqual(new Set(['V1002']));
  });
});
