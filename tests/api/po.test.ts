import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { poImport, type ImportedPo } from '../../src/shared/contracts/po.ts';
import { PO_SYNCED_TABLES } from '../../src/shared/contracts/po-rows.ts';
import { syncPull, syncPush, type PushedMutation, type SyncChange } from '../../src/shared/contracts/sync.ts';
import { body, dataOf, startTestApp, type TestApp } from './support/harness.ts';
import { expectAsDevice } from './support/device-expect.ts';
import { po1, po2, poItem as item } from './support/po-fixtures.ts';

let t: TestApp;
const tokens: Record<string, string> = {};
/** Each account's device numbers its actions from 1 on every fresh server. */
let nextId: Record<string, number> = {};
beforeEach(async () => {
  t = await startTestApp();
  nextId = {};
  for (const account of ['admin', 'buyer1', 'uploader1', 'vendor1', 'vendor2']) tokens[account] = await t.tokenFor(account);
});
afterEach(() => t.close());

const importAs = (account: string, pos: ImportedPo[], language = 'en') =>
  t.request({ method: 'POST', url: '/api/po/import', token: tokens[account], payload: { pos }, headers: { 'accept-language': language } });

async function pullAs(account: string): Promise<SyncChange[]> {
  const changes: SyncChange[] = [];
  let cursor = 0;
  let scopeKey: string | undefined;
  for (;;) {
    const res = await t.request({
      method: 'POST',
      url: '/api/sync/pull',
      token: tokens[account],
      payload: { clientId: `device-${account}`, cursor, scopeKey },
    });
    const page = dataOf(syncPull, res);
    changes.push(...page.changes);
    ({ cursor, scopeKey } = page);
    if (!page.hasMore) return changes;
  }
}

/** Pushes one action from `account`'s device; answers its result. */
async function act(account: string, name: string, args: object, expect?: Record<string, unknown>, language = 'en') {
  const id = (nextId[account] = (nextId[account] ?? 0) + 1);
  const decidedOn = expect ?? (await expectAsDevice(t, tokens[account]!, `device-${account}`, name, args));
  const mutation: PushedMutation = { id, name, args, ...(decidedOn ? { expect: decidedOn } : {}) };
  const res = await t.request({
    method: 'POST',
    url: '/api/sync/push',
    token: tokens[account],
    payload: { clientId: `device-${account}`, mutations: [mutation] },
    headers: { 'accept-language': language },
  });
  if (res.statusCode !== 200) throw new Error(res.body);
  return dataOf(syncPush, res).results[0]!;
}

const rowsOf = (changes: SyncChange[], table: string) => changes.filter((c) => c.table === table && c.row).map((c) => c.row as Record<string, unknown>);

async function itemsByNumber(account: string) {
  const items = rowsOf(await pullAs(account), 'poItems');
  return Object.fromEntries(items.map((i) => [`${String(i.poNumber)}/${String(i.itemNumber)}`, i]));
}
async function poStatus(account: string, poNumber: string) {
  return rowsOf(await pullAs(account), 'purchaseOrders').find((p) => p.poNumber === poNumber)?.status;
}

describe('import', () => {
  it('creates POs for uploaders and buyers in their plants; vendors and other plants are refused', async () => {
    expect(dataOf(poImport, await importAs('uploader1', [po1, po2]))).toEqual({
      createdPos: 2,
      updatedPos: 0,
      unchangedPos: 0,
      createdItems: 5,
      updatedItems: 0,
      unchangedItems: 0,
      reopenedItems: 0,
      completedItems: 0,
    });
    const refusedVendor = await importAs('vendor1', [po1]);
    expect(refusedVendor.statusCode).toBe(403);
    const otherPlant = await importAs('uploader1', [{ ...po1, poNumber: '4500000009', plant: '2000' }]);
    expect(otherPlant.statusCode).toBe(403);
    expect(body(otherPlant).msg).toBe('PO 4500000009 is outside your plants and purchasing groups, so you cannot import it.');
    const duplicate = await importAs('buyer1', [{ ...po1, items: [item('10', 1), item('10', 2)] }], 'zh-CN');
    expect(duplicate.statusCode).toBe(400);
    expect(body(duplicate).msg).toContain('出现了两次');
    const badQty = await importAs('buyer1', [{ ...po1, items: [item('10', 0)] }]);
    expect(badQty.statusCode).toBe(400);
    expect(body(badQty).msg).toContain('qty');
  });
});

describe('row scope', () => {
  it('each vendor pulls only its own POs and cannot act on another’s', async () => {
    await importAs('uploader1', [po1, po2]);
    const mine = rowsOf(await pullAs('vendor1'), 'purchaseOrders').map((p) => p.poNumber);
    const theirs = rowsOf(await pullAs('vendor2'), 'purchaseOrders').map((p) => p.poNumber);
    expect(mine).toEqual(['4500000001']);
    expect(theirs).toEqual(['4500000002']);
    const vendor1Items = await itemsByNumber('vendor1');
    const foreign = await act('vendor2', 'po.confirm', { itemIds: [vendor1Items['4500000001/10']!.id] });
    expect(foreign).toMatchObject({ status: 'rejected', code: 'PO.notFound' });
    const receiveForeign = await act('vendor2', 'po.receive', { poIds: [vendor1Items['4500000001/10']!.poId] });
    expect(receiveForeign).toMatchObject({ status: 'rejected', code: 'PO.notFound' });
    expect((await pullAs('buyer1')).filter((c) => c.table === 'purchaseOrders')).toHaveLength(2);
  });
});

describe('vendor and buyer actions', () => {
  it('follow the state model, refusing with the spec’s messages, and leave change and operation records', async () => {
    await importAs('uploader1', [po1]);
    let items = await itemsByNumber('vendor1');
    const id = (n: string) => String(items[`4500000001/${n}`]!.id);
    const poId = String(items['4500000001/10']!.poId);

    expect(await act('vendor1', 'po.confirm', { itemIds: [] })).toMatchObject({ status: 'rejected', msg: 'At least pick one.' });
    expect(await act('vendor1', 'po.confirm', { itemIds: [id('10')] })).toMatchObject({ status: 'rejected', code: 'PO.notReceived' });
    expect(await act('vendor1', 'po.receive', { poIds: [poId] })).toMatchObject({ status: 'applied' });
    expect(await act('vendor1', 'po.receive', { poIds: [poId] })).toMatchObject({ status: 'rejected', code: 'PO.receiveOnlyPending' });

    expect(await act('vendor1', 'po.confirm', { itemIds: [id('10')] })).toMatchObject({ status: 'applied' });
    const sameValues = { itemId: id('20'), qty: 50, deliveryDate: '2026-12-10', reasonCode: 'R01', remark: '' };
    expect(await act('vendor1', 'po.requestChange', sameValues)).toMatchObject({
      status: 'rejected',
      msg: 'A change must alter the QTY or the delivery date.',
    });
    expect(await act('vendor1', 'po.requestChange', { ...sameValues, qty: 40, reasonCode: '' })).toMatchObject({
      status: 'rejected',
      code: 'PO.reasonRequired',
    });
    expect(await act('vendor1', 'po.requestChange', { ...sameValues, qty: 40 })).toMatchObject({ status: 'applied' });
    expect(await act('vendor1', 'po.requestChange', { ...sameValues, qty: 45 })).toMatchObject({
      status: 'rejected',
      msg: 'Pls. recall the change request in approval before resubmit.',
    });
    const lines = [
      { qty: 10, deliveryDate: '2026-12-05' },
      { qty: 10, deliveryDate: '2026-12-20' },
    ];
    expect(await act('vendor1', 'po.split', { itemId: id('30'), lines, reasonCode: 'R02', remark: '' })).toMatchObject({
      status: 'rejected',
      code: 'PO.splitSum',
    });
    const split = [
      { qty: 10, deliveryDate: '2026-12-05' },
      { qty: 20, deliveryDate: '2026-12-20' },
    ];
    expect(await act('vendor1', 'po.split', { itemId: id('30'), lines: split, reasonCode: 'R02', remark: '' })).toMatchObject({ status: 'applied' });
    expect(await act('vendor1', 'po.submitTbd', { itemIds: [id('40')], tbdStatus: '', responseDate: '2026-12-01', remark: '' })).toMatchObject({
      status: 'rejected',
      msg: 'Pls. specify the TBD status for rejected PO.',
    });
    expect(await act('vendor1', 'po.submitTbd', { itemIds: [id('40')], tbdStatus: 'T01', responseDate: '2026-12-01', remark: '' })).toMatchObject({
      status: 'applied',
    });
    expect(await act('vendor1', 'po.recall', { itemIds: [id('10')] })).toMatchObject({ status: 'rejected', msg: 'Only item in approval can be recalled.' });
    expect(await poStatus('vendor1', '4500000001')).toBe('pendingBuyerApproval');

    // Approvals are the buyer's.
    expect(await act('vendor1', 'po.approve', { itemIds: [id('20')], remark: '' })).toMatchObject({ status: 'rejected', msg: 'Permission Denied' });
    expect(await act('buyer1', 'po.approve', { itemIds: [id('40')], remark: '' })).toMatchObject({ status: 'rejected', code: 'PO.notInApproval' });
    expect(await act('buyer1', 'po.approve', { itemIds: [id('20')], remark: 'ok' })).toMatchObject({ status: 'applied' });
    expect(await act('buyer1', 'po.rejectChange', { itemIds: [id('30')], remark: 'no', tbdStatus: '', tbdDate: null }, undefined, 'zh-TW')).toMatchObject({
      status: 'rejected',
      msg: '請為被拒絕的 PO 指定待定狀態。',
    });
    expect(await act('buyer1', 'po.rejectChange', { itemIds: [id('30')], remark: 'no', tbdStatus: 'T02', tbdDate: null })).toMatchObject({ status: 'applied' });

    const pulled = await pullAs('vendor1');
    items = Object.fromEntries(rowsOf(pulled, 'poItems').map((i) => [`${String(i.poNumber)}/${String(i.itemNumber)}`, i]));
    expect(items['4500000001/20']).toMatchObject({ itemStatus: 'confirmed', qty: 40, balance: 40, lastDecision: 'approved', approveRemark: 'ok' });
    expect(items['4500000001/30']).toMatchObject({ itemStatus: 'changeRejected', tbdStatus: 'T02', lastDecision: 'rejected' });
    expect(await poStatus('vendor1', '4500000001')).toBe('partialFeedbackByVendor');
    const records = rowsOf(pulled, 'poChangeRecords');
    expect(records).toHaveLength(1);
    expect(records[0]).toMatchObject({ itemId: id('20'), before: { qty: 50 }, after: { qty: 40, balance: 40 }, role: 'Buyer' });
    const requests = rowsOf(pulled, 'poChangeRequests');
    expect(requests.map((r) => r.status).sort()).toEqual(['approved', 'rejected']);
    expect(rowsOf(pulled, 'poOperationRecords').map((o) => o.action)).toEqual(
      expect.arrayContaining(['import', 'receive', 'confirm', 'requestChange', 'split', 'submitTbd', 'approve', 'rejectChange']),
    );
    // Every PO table's rows have exactly their contract's shape.
    for (const [table, { row: schema }] of Object.entries(PO_SYNCED_TABLES)) {
      for (const row of rowsOf(pulled, table)) expect(z.strictObject(schema.shape).safeParse(row).error, table).toBeUndefined();
    }
  });

  it('an approved split becomes schedule lines; a completed item cannot be split', async () => {
    await importAs('uploader1', [{ ...po1, items: [item('10', 30), { ...item('20', 10), gr: 10 }] }]);
    const items = await itemsByNumber('vendor1');
    const poId = String(items['4500000001/10']!.poId);
    expect(items['4500000001/20']).toMatchObject({ itemStatus: 'completed' });
    await act('vendor1', 'po.receive', { poIds: [poId] });
    const lines = [
      { qty: 10, deliveryDate: '2026-12-20' },
      { qty: 20, deliveryDate: '2026-12-05' },
    ];
    expect(await act('vendor1', 'po.split', { itemId: items['4500000001/20']!.id, lines, reasonCode: 'R01', remark: '' })).toMatchObject({
      status: 'rejected',
      msg: 'Completed items cannot be partially delivered.',
    });
    expect(await act('vendor1', 'po.split', { itemId: items['4500000001/10']!.id, lines, reasonCode: 'R01', remark: '' })).toMatchObject({ status: 'applied' });
    expect(await act('buyer1', 'po.approve', { itemIds: [items['4500000001/10']!.id], remark: '' })).toMatchObject({ status: 'applied' });
    const pulled = await pullAs('vendor1');
    expect(rowsOf(pulled, 'poScheduleLines').map((l) => [l.lineNumber, l.qty, l.deliveryDate])).toEqual([
      [1, 10, '2026-12-20'],
      [2, 20, '2026-12-05'],
    ]);
    expect(rowsOf(pulled, 'poItems').find((i) => i.itemNumber === '10')).toMatchObject({ itemStatus: 'confirmed', deliveryDate: '2026-12-05' });
  });
});

describe('changes from the ERP', () => {
  it('re-open answered items and refuse an offline action decided on the old values', async () => {
    await importAs('uploader1', [po1]);
    const items = await itemsByNumber('vendor1');
    const ten = items['4500000001/10']!;
    await act('vendor1', 'po.receive', { poIds: [String(ten.poId)] });
    const seen = (await pullAs('vendor1')).find((c) => c.id === ten.id)!.rev;
    expect(await act('vendor1', 'po.confirm', { itemIds: [ten.id] }, { items: { [String(ten.id)]: seen } })).toMatchObject({ status: 'applied' });

    // The buyer changes the quantity in the ERP: the vendor must answer again.
    const summary = dataOf(poImport, await importAs('uploader1', [{ ...po1, items: [item('10', 120)] }]));
    expect(summary).toMatchObject({ updatedPos: 1, updatedItems: 1, reopenedItems: 1 });
    const pulled = await pullAs('vendor1');
    const reopened = rowsOf(pulled, 'poItems').find((i) => i.itemNumber === '10')!;
    expect(reopened).toMatchObject({ itemStatus: 'received', qty: 120 });
    const records = rowsOf(pulled, 'poChangeRecords');
    expect(records).toHaveLength(1);
    expect(records[0]).toMatchObject({ before: { qty: 100 }, after: { qty: 120 }, role: 'Import' });

    // An action the vendor took offline against the old quantity is refused, naming the item.
    const stale = await act(
      'vendor1',
      'po.requestChange',
      { itemId: ten.id, qty: 90, deliveryDate: '2026-12-10', reasonCode: 'R01', remark: '' },
      { items: { [String(ten.id)]: seen } },
    );
    expect(stale).toMatchObject({
      status: 'rejected',
      code: 'PO.itemChanged',
      msg: 'Item 10 of PO 4500000001 was changed by someone else after you acted. Check it and try again.',
    });
  });

  it('leave a PO sent again unchanged as it is: no rev, no record, and an answer made before it still applies', async () => {
    await importAs('uploader1', [po1]);
    const ten = (await itemsByNumber('vendor1'))['4500000001/10']!;
    await act('vendor1', 'po.receive', { poIds: [String(ten.poId)] });
    const before = await pullAs('vendor1');
    const seen = { items: { [String(ten.id)]: before.find((c) => c.id === ten.id)!.rev } };
    const revs = (changes: SyncChange[]) => Object.fromEntries(changes.filter((c) => c.row).map((c) => [c.id, c.rev]));

    // The ERP sends the same PO again while the vendor's confirm waits offline.
    expect(dataOf(poImport, await importAs('uploader1', [po1]))).toMatchObject({
      updatedPos: 0,
      unchangedPos: 1,
      updatedItems: 0,
      unchangedItems: 4,
      reopenedItems: 0,
    });
    const after = await pullAs('vendor1');
    expect(revs(after)).toEqual(revs(before));
    expect(rowsOf(after, 'poOperationRecords').filter((r) => r.action === 'importUpdate')).toHaveLength(0);
    expect(await act('vendor1', 'po.confirm', { itemIds: [ten.id] }, seen)).toMatchObject({ status: 'applied' });

    // A change to one item writes that item and its PO only; its neighbours keep their revs.
    const twenty = after.find((c) => c.row && (c.row as { itemNumber?: string }).itemNumber === '20' && c.table === 'poItems')!;
    const changed = { ...po1, items: po1.items.map((i) => (i.itemNumber === '10' ? { ...i, qty: 120 } : i)) };
    expect(dataOf(poImport, await importAs('uploader1', [changed]))).toMatchObject({ updatedPos: 1, updatedItems: 1, unchangedItems: 3, reopenedItems: 1 });
    const last = await pullAs('vendor1');
    expect(last.find((c) => c.id === twenty.id)!.rev).toBe(twenty.rev);
    expect(rowsOf(last, 'poItems').find((i) => i.itemNumber === '10')).toMatchObject({ qty: 120, itemStatus: 'received' });
  });

  it("accept a queue decided on revs only the device's own earlier actions moved, but not when the ERP wrote in between", async () => {
    await importAs('uploader1', [po1]);
    const ten = (await itemsByNumber('vendor1'))['4500000001/10']!;
    /** The device's expectation: the item's rev as last pulled. */
    const seenNow = async (row: Record<string, unknown>) => ({ items: { [String(row.id)]: (await pullAs('vendor1')).find((c) => c.id === row.id)!.rev } });
    const seen = await seenNow(ten);

    // Offline: receive, then confirm item 10 as the device saw it before its own receive.
    await act('vendor1', 'po.receive', { poIds: [String(ten.poId)] });
    expect(await act('vendor1', 'po.confirm', { itemIds: [ten.id] }, seen)).toMatchObject({ status: 'applied' });

    // Another PO: the ERP changes it while the device's receive is still queued; the receive lands
    // after the ERP's write, so the confirm the device decided on the old quantity is refused.
    const po3 = { ...po1, poNumber: '4500000003' };
    await importAs('uploader1', [po3]);
    const three = (await itemsByNumber('vendor1'))['4500000003/10']!;
    const seenThree = await seenNow(three);
    await importAs('uploader1', [{ ...po3, items: po3.items.map((i) => (i.itemNumber === '10' ? item('10', 90) : i)) }]);
    await act('vendor1', 'po.receive', { poIds: [String(three.poId)] });
    expect(await act('vendor1', 'po.confirm', { itemIds: [three.id] }, seenThree)).toMatchObject({ status: 'rejected', code: 'PO.itemChanged' });
  });
});
