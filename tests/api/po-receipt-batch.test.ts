import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { poImport, type ImportedPo } from '../../src/shared/contracts/po.ts';
import { syncPull, syncPush, type PushedMutation, type SyncChange } from '../../src/shared/contracts/sync.ts';
import { dataOf, startTestApp, type TestApp } from './support/harness.ts';
import { expectAsDevice } from './support/device-expect.ts';
import { po1, po2, poItem } from './support/po-fixtures.ts';

// Both engines: receipts pushed together go through one batch on the server.

/**
 * A device's queued receipts reach the server in one push and are applied together: each is still
 * applied or refused on its own, by the same rules as one alone, and a PO of another vendor named
 * inside the batch stays untouched.
 */
const po3: ImportedPo = { ...po1, poNumber: '4500000003', items: [poItem('10', 7), poItem('20', 8)] };

let t: TestApp;
const tokens: Record<string, string> = {};
beforeEach(async () => {
  t = await startTestApp();
  for (const account of ['uploader1', 'vendor1', 'vendor2', 'buyer1']) tokens[account] = await t.tokenFor(account);
  expect(
    dataOf(poImport, await t.request({ method: 'POST', url: '/api/po/import', token: tokens.uploader1, payload: { pos: [po1, po2, po3] } })).createdPos,
  ).toBe(3);
});
afterEach(() => t.close());

async function pullAs(account: string): Promise<SyncChange[]> {
  const changes: SyncChange[] = [];
  let cursor = 0;
  for (;;) {
    const payload = { clientId: `device-${account}`, cursor };
    const page = dataOf(syncPull, await t.request({ method: 'POST', url: '/api/sync/pull', token: tokens[account], payload }));
    changes.push(...page.changes);
    cursor = page.cursor;
    if (!page.hasMore) return changes;
  }
}

const rowsOf = (changes: SyncChange[], table: string) => changes.filter((c) => c.table === table && c.row).map((c) => c.row as Record<string, unknown>);

const push = (account: string, mutations: PushedMutation[]) =>
  t.request({ method: 'POST', url: '/api/sync/push', token: tokens[account], payload: { clientId: `device-${account}`, mutations } });

/** PO ids by number, as buyer1 (who sees every PO of plant 1000) pulls them. */
async function poIds(): Promise<Record<string, string>> {
  return Object.fromEntries(rowsOf(await pullAs('buyer1'), 'purchaseOrders').map((p) => [String(p.poNumber), String(p.id)]));
}

describe('receipts pushed together', () => {
  it('each is applied or refused on its own; another vendor’s PO in the batch is not found and stays as it was', async () => {
    const ids = await poIds();
    const [mine, other, foreign] = [ids['4500000001']!, ids['4500000003']!, ids['4500000002']!];
    const item10 = rowsOf(await pullAs('vendor1'), 'poItems').find((i) => i.poId === mine && i.itemNumber === '10')!;
    const confirmArgs = { itemIds: [String(item10.id)] };
    const confirmExpect = await expectAsDevice(t, tokens.vendor1!, 'device-vendor1', 'po.confirm', confirmArgs);
    const receive = (poIdList: string[]) => ({ name: 'po.receive', args: { poIds: poIdList } });
    const unreceive = (poIdList: string[]) => ({ name: 'po.unreceive', args: { poIds: poIdList } });
    const actions = [
      receive([mine]),
      receive([foreign]),
      receive([other, foreign]),
      receive([mine]),
      unreceive([mine]),
      receive([mine]),
      { name: 'po.confirm', args: confirmArgs, expect: confirmExpect },
      unreceive([mine]),
      receive([other]),
    ];
    const mutations: PushedMutation[] = actions.map((a, i) => ({ id: i + 1, ...a }));
    const answer = dataOf(syncPush, await push('vendor1', mutations));
    expect(answer.results.map((r) => [r.status, r.code])).toEqual([
      ['applied', null],
      ['rejected', 'PO.notFound'],
      ['rejected', 'PO.notFound'],
      ['rejected', 'PO.receiveOnlyPending'],
      ['applied', null],
      ['applied', null],
      ['applied', null],
      ['rejected', 'PO.unreceiveAnswered'],
      ['applied', null],
    ]);
    expect(answer.lastMutationId).toBe(9);

    const pulled = await pullAs('vendor1');
    const statusOf = (poId: string) =>
      Object.fromEntries(
        rowsOf(pulled, 'poItems')
          .filter((i) => i.poId === poId)
          .map((i) => [String(i.itemNumber), i.itemStatus]),
      );
    expect(statusOf(mine)).toEqual({ '10': 'confirmed', '20': 'received', '30': 'received', '40': 'received' });
    // The refused receipt of two POs left its own PO alone too; the later one alone received it.
    expect(statusOf(other)).toEqual({ '10': 'received', '20': 'received' });
    const actionsOn = (poId: string) =>
      rowsOf(pulled, 'poOperationRecords')
        .filter((r) => r.poId === poId && r.action !== 'import')
        .map((r) => [r.action, r.detail]);
    expect(actionsOn(mine)).toEqual([
      ['receive', { items: 4 }],
      ['unreceive', { items: 4 }],
      ['receive', { items: 4 }],
      ['confirm', { item: '10' }],
    ]);
    expect(actionsOn(other)).toEqual([['receive', { items: 2 }]]);

    // vendor2's PO was never touched by vendor1's batch.
    const theirs = await pullAs('vendor2');
    expect(rowsOf(theirs, 'poItems').map((i) => i.itemStatus)).toEqual(['pendingReceipt']);
    expect(rowsOf(theirs, 'poOperationRecords').map((r) => r.action)).toEqual(['import']);

    // The answer was lost and the device sends the whole push again: the same answers, nothing twice.
    expect(dataOf(syncPush, await push('vendor1', mutations))).toEqual(answer);
    expect(rowsOf(await pullAs('vendor1'), 'poOperationRecords')).toHaveLength(rowsOf(pulled, 'poOperationRecords').length);
  });

  it('a buyer’s pushed receipts are refused, and the POs stay pending', async () => {
    const ids = await poIds();
    const mutations: PushedMutation[] = [ids['4500000001']!, ids['4500000003']!].map((poId, i) => ({ id: i + 1, name: 'po.receive', args: { poIds: [poId] } }));
    const answer = dataOf(syncPush, await push('buyer1', mutations));
    expect(answer.results.map((r) => r.status)).toEqual(['rejected', 'rejected']);
    expect(answer.results[0]!.code).toBe(answer.results[1]!.code);
    expect(new Set(rowsOf(await pullAs('buyer1'), 'poItems').map((i) => i.itemStatus))).toEqual(new Set(['pendingReceipt']));
  });
});
