import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { poDetail, poList, poOverview, type ImportedPo } from '../../src/shared/contracts/po.ts';
import { syncPush } from '../../src/shared/contracts/sync.ts';
import { body, dataOf, startTestApp, type TestApp } from './support/harness.ts';
import { po1, po2, poItem } from './support/po-fixtures.ts';

let t: TestApp;
const tokens: Record<string, string> = {};
beforeEach(async () => {
  t = await startTestApp();
  for (const account of ['admin', 'buyer1', 'uploader1', 'vendor1', 'vendor2']) tokens[account] = await t.tokenFor(account);
  const po3: ImportedPo = {
    ...po1,
    poNumber: '4500000003',
    plant: '2000',
    purchasingGroup: 'P02',
    documentDate: '2026-11-01',
    items: [poItem('10', 7, '2026-12-01')],
  };
  const res = await t.request({ method: 'POST', url: '/api/po/import', token: tokens.admin, payload: { pos: [po1, po2, po3] } });
  expect(res.statusCode).toBe(200);
});
afterEach(() => t.close());

const list = (account: string, query: Record<string, string> = {}) =>
  t.request({ method: 'GET', url: `/api/po/items?${new URLSearchParams(query).toString()}`, token: tokens[account] });
const numbers = (page: { list: { poNumber: string; itemNumber: string }[] }) => page.list.map((r) => `${r.poNumber}/${r.itemNumber}`);

describe('PO list', () => {
  it('answers only the caller’s rows: each vendor its own, the uploader its plant', async () => {
    expect(numbers(dataOf(poList, await list('vendor1')))).toEqual(['4500000001/10', '4500000001/20', '4500000001/30', '4500000001/40', '4500000003/10']);
    expect(numbers(dataOf(poList, await list('vendor2')))).toEqual(['4500000002/10']);
    expect(dataOf(poList, await list('uploader1')).pagination.total).toBe(5);
    expect(dataOf(poList, await list('buyer1')).pagination.total).toBe(6);
    // A vendor filtering for another vendor's supplier code finds nothing rather than their rows.
    expect(dataOf(poList, await list('vendor1', { supplierCode: 'V1002' })).list).toEqual([]);
  });

  it('filters, sorts and pages as asked, with the PO status beside each item', async () => {
    const page = dataOf(poList, await list('admin', { plant: '1000', status: 'pendingReceiving', pageSize: '2', currentPage: '2' }));
    expect(page.pagination).toEqual({ currentPage: 2, pageSize: 2, total: 5 });
    expect(numbers(page)).toEqual(['4500000001/30', '4500000001/40']);
    expect(page.list[0]).toMatchObject({ poStatus: 'pendingReceiving', itemStatus: 'pendingReceipt', supplierName: 'Acme Parts', qty: 30 });
    const byDate = dataOf(poList, await list('admin', { sidx: 'deliveryDate', sort: 'asc', pageSize: '1' }));
    expect(numbers(byDate)).toEqual(['4500000003/10']);
    expect(dataOf(poList, await list('admin', { keyword: 'beta' })).pagination.total).toBe(1);
    expect(dataOf(poList, await list('admin', { deliveryFrom: '2026-12-05', deliveryTo: '2026-12-31', supplierCode: 'V1001' })).pagination.total).toBe(4);
  });

  it('refuses a bad filter with 400 naming the field', async () => {
    const res = await list('admin', { pageSize: '500' });
    expect(res.statusCode).toBe(400);
    expect(body(res).msg).toContain('pageSize');
    const status = await list('admin', { status: 'lost' });
    expect(status.statusCode).toBe(400);
    expect(body(status).msg).toContain('status');
  });
});

describe('PO overview and detail', () => {
  it('counts the caller’s POs by status', async () => {
    const vendor1 = dataOf(poOverview, await t.request({ method: 'GET', url: '/api/po/overview', token: tokens.vendor1 }));
    expect(vendor1.total).toBe(2);
    expect(vendor1.counts.pendingReceiving).toBe(2);
    expect(vendor1.counts.confirmed).toBe(0);
  });

  it('shows a PO with its items and records to its vendor and buyer, and to nobody else', async () => {
    const [row] = dataOf(poList, await list('vendor1', { keyword: '4500000001', pageSize: '1' })).list;
    const push = await t.request({
      method: 'POST',
      url: '/api/sync/push',
      token: tokens.vendor1,
      payload: { clientId: 'device-vendor1', mutations: [{ id: 1, name: 'po.receive', args: { poIds: [row!.poId] } }] },
    });
    expect(dataOf(syncPush, push).results[0]).toMatchObject({ status: 'applied' });
    const detail = dataOf(poDetail, await t.request({ method: 'GET', url: `/api/po/${row!.poId}`, token: tokens.buyer1 }));
    expect(detail.po).toMatchObject({ poNumber: '4500000001', status: 'pendingReceiving' });
    expect(detail.items.map((i) => i.itemStatus)).toEqual(['received', 'received', 'received', 'received']);
    expect(detail.operationRecords.map((o) => o.action)).toEqual(['import', 'receive']);
    const other = await t.request({ method: 'GET', url: `/api/po/${row!.poId}`, token: tokens.vendor2 });
    expect(other.statusCode).toBe(404);
    const missing = await t.request({ method: 'GET', url: '/api/po/no-such-po', token: tokens.vendor1 });
    expect(missing.statusCode).toBe(404);
  });
});
