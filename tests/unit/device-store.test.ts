import 'fake-indexeddb/auto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { confirmMutation, receiveMutation } from '../../src/shared/domain/po/mutations.ts';
import { poListSearch, type PoListFilter } from '../../src/shared/domain/po/list-query.ts';
import { BASE_OWNER, OfflineDb } from '../../src/app/offline/db.ts';
import { DeviceStore } from '../../src/app/offline/device-store/device-store.ts';
import { mutationSpecs } from '../../src/app/offline/mutation-specs.ts';
import { enqueue, stateOf } from '../../src/app/offline/outbox.ts';
import { poListView, type PoListAnswer, type PoListQuery } from '../../src/app/features/po/po-list-view.ts';

const USER = 'vendor-1';
const db = new OfflineDb('device-store-test');
const store = new DeviceStore(db, mutationSpecs, new Map([[poListView.name, poListView]]));
const versions: number[] = [];
store.watch((v) => versions.push(v));

/** Resolves at `of`'s next announced change. */
const changeOf = (of: DeviceStore) =>
  new Promise<number>((resolve) => {
    const stop = of.watch((v) => {
      stop();
      resolve(v);
    });
  });
const nextChange = () => changeOf(store);

const poNumber = (k: number) => `45000${String(k).padStart(5, '0')}`;
const po = (k: number) => ({
  id: `po-${k}`,
  poNumber: poNumber(k),
  supplierCode: 'V1001',
  supplierName: 'Acme Parts Co., Ltd.',
  plant: k % 2 ? '1000' : '2000',
  material: 'MAT-1001',
  materialDescription: 'Hex bolt',
  documentDate: '2026-11-01',
  createdBy: 'buyer1',
  currency: 'EUR',
  purchasingGroup: 'P01',
  mrpController: 'M01',
  status: k % 3 === 0 ? 'confirmed' : 'pendingReceiving',
  remindIndicator: false,
  deletionIndicator: false,
  remark: '',
  vendorNotify: true,
  buyerNotify: true,
  itemCount: 5,
  updatedAt: 1,
  _rev: k,
});
const item = (k: number, n: number) => ({
  id: `item-${k}-${n}`,
  poId: `po-${k}`,
  poNumber: poNumber(k),
  itemNumber: String(n * 10).padStart(5, '0'),
  supplierCode: 'V1001',
  plant: k % 2 ? '1000' : '2000',
  purchasingGroup: 'P01',
  material: 'MAT-1001',
  materialDescription: 'Hex bolt',
  orderUnit: 'PC',
  qty: 10,
  deliveryDate: '2026-12-01',
  gr: 0,
  balance: 10,
  deliveryCompleted: false,
  itemStatus: k % 3 === 0 ? 'confirmed' : 'pendingReceipt',
  lastDecision: null,
  tbdStatus: '',
  tbdResponseDate: null,
  la: null,
  etd: null,
  changeKind: null,
  requestedQty: null,
  requestedDate: null,
  requestedLines: null,
  changeReasonCode: '',
  changeRemark: '',
  approveRemark: '',
  approvalTbdDate: null,
  approvedAt: null,
  updatedAt: 1,
  _rev: 1000 + k * 10 + n,
});
const POS = 12;
const list = (over: Partial<PoListFilter> = {}): PoListFilter => ({ ...poListSearch.parse({}), ...over });
const ask = async (over: Partial<PoListQuery> = {}) =>
  (await store.query(poListView.name, { userId: USER, list: list(), selectedIds: [], detailPoId: null, linkPoNumber: null, ...over })).answer as PoListAnswer;
const shown = (answer: PoListAnswer) => answer.page.list.map((r) => `${r.poNumber}-${r.itemNumber}`);

beforeAll(async () => {
  // Written out of PO number order: the list's order is the index's, not the writes'.
  const ks = Array.from({ length: POS }, (_, i) => POS - i);
  await db.rows('purchaseOrders').bulkPut(ks.map(po) as never);
  await db.rows('poItems').bulkPut(ks.flatMap((k) => [1, 2, 3, 4, 5].map((n) => item(k, n))) as never);
  const state = await stateOf(db, USER);
  await db.syncState.update(USER, { lastSyncAt: 1, cursor: 1, clientId: state.clientId });
});
afterAll(() => db.delete());

describe('the device store, serving the PO list from its worker', () => {
  it('answers the opening page off the index at once, then the full answer agrees with it and counts', async () => {
    const loaded = nextChange();
    const quick = await ask();
    expect(quick.counts).toBeNull();
    expect(shown(quick).slice(0, 6)).toEqual([
      '4500000001-00010',
      '4500000001-00020',
      '4500000001-00030',
      '4500000001-00040',
      '4500000001-00050',
      '4500000002-00010',
    ]);
    expect(quick.page.list).toHaveLength(20);
    await loaded;
    const full = await ask();
    expect(shown(full)).toEqual(shown(quick));
    expect(full.page.pagination.total).toBe(60);
    expect(full.counts).toMatchObject({ confirmed: 4, pendingReceiving: 8 });
    expect(full.totalPos).toBe(POS);
    expect(full.plants).toEqual(['1000', '2000']);
  });

  it('filters, sorts and pages like the server list', async () => {
    const confirmed = await ask({ list: list({ status: 'confirmed' }) });
    expect(confirmed.page.pagination.total).toBe(20);
    expect(new Set(confirmed.page.list.map((r) => r.poStatus))).toEqual(new Set(['confirmed']));
    // Descending by PO number, a PO's items still in item order (the server's tie-break).
    const last = await ask({ list: list({ sort: 'desc', currentPage: 3 }) });
    expect(shown(last).slice(-2)).toEqual(['4500000001-00040', '4500000001-00050']);
    expect(last.page.list).toHaveLength(20);
  });

  it("shows the user's waiting action as done and marked, and returns the chosen items with their PO", async () => {
    const changed = nextChange();
    await enqueue(db, USER, receiveMutation, { poIds: ['po-1'] }, undefined, [
      { table: 'poItems', id: 'item-1-1', title: { key: 'k', values: {} }, seen: {}, wanted: {} },
    ]);
    await changed;
    const answer = await ask({ selectedIds: ['item-1-2'] });
    expect(answer.page.list.filter((r) => r.poId === 'po-1').map((r) => r.itemStatus)).toEqual(Array(5).fill('received'));
    expect(answer.marks.get('item-1-1')).toBe('pending');
    expect(answer.chosen.map((r) => r.id)).toEqual(['item-1-2']);
    expect(answer.chosenPos.get('po-1')?.itemStatuses).toEqual(Array(5).fill('received'));
  });

  it('ignores a sync state write that changes no answer, and reads again only the row a write touched', async () => {
    const before = versions.length;
    await db.syncState.update(USER, { status: 'offline', lastError: 'no network' });
    const changed = nextChange();
    await db.rows('poItems').update('item-2-1', { qty: 7, _rev: 5000 });
    await changed;
    // One change announced for the two writes: the sync state's was not one.
    expect(versions.length).toBe(before + 1);
    const answer = await ask();
    expect(answer.page.list.find((r) => r.id === 'item-2-1')?.qty).toBe(7);
  });

  it('opens a PO by the number a link gives, with its items in order', async () => {
    const answer = await ask({ linkPoNumber: poNumber(3) });
    expect(answer.detail?.po.id).toBe('po-3');
    expect(answer.detail?.items.map((r) => r.itemNumber)).toEqual(['00010', '00020', '00030', '00040', '00050']);
    expect(answer.detailFor).toBe(poNumber(3));
  });

  it("reads an action's subjects from the rows the user sees, the waiting receipt included", async () => {
    const context = await store.actionContext(USER, confirmMutation.name, { itemIds: ['item-1-1'] });
    expect(context.subjects?.map((s) => [s.id, s.seen.itemStatus, s.wanted.itemStatus])).toEqual([['item-1-1', 'received', 'confirmed']]);
  });
});

describe("the device store during a pull's pages", () => {
  /** Changes a row behind Dexie's back: only a read of the whole table finds it. */
  const unannounced = (id: string, qty: number) =>
    new Promise<void>((resolve, reject) => {
      const tx = db.backendDB().transaction('poItems', 'readwrite');
      const items = tx.objectStore('poItems');
      const get = items.get(id);
      get.onsuccess = () => items.put({ ...(get.result as object), qty });
      tx.oncomplete = () => resolve();
      tx.onerror = () => reject(tx.error ?? new Error('raw write failed'));
    });
  /** A page as the pull writes it: more than 50 rows, which Dexie reports as "anything may have changed". */
  const pullPage = (ks: number[], write: () => Promise<unknown> = () => Promise.resolve()) =>
    db.transaction('rw', db.rows('purchaseOrders'), db.rows('poItems'), db.meta, async () => {
      await db.rows('purchaseOrders').bulkPut(ks.map((k) => ({ ...po(k), _rev: 10_000 + k })) as never);
      await db.rows('poItems').bulkPut(ks.flatMap((k) => [1, 2, 3, 4, 5].map((n) => ({ ...item(k, n), _rev: 10_000 + k * 10 + n }))) as never);
      await write();
    });
  const item31 = async () => (await ask({ linkPoNumber: poNumber(3) })).detail?.items[0]?.qty;

  it('takes in a page of many rows by reading only the rows above the revs it holds', async () => {
    await unannounced('item-3-1', 99);
    const changed = nextChange();
    await pullPage([13, 14, 15, 16, 17, 18, 19, 20, 21, 22, 23, 24]);
    await changed;
    const answer = await ask();
    expect(answer.page.pagination.total).toBe(120);
    expect(answer.totalPos).toBe(24);
    expect(await item31()).toBe(10);
  });

  it('reads the table whole when a page also deleted rows, or emptied the tables first', async () => {
    let changed = nextChange();
    await pullPage([25, 26, 27, 28, 29, 30, 31, 32, 33, 34, 35, 36], () => db.rows('poItems').bulkDelete(['item-13-1', 'item-13-2']));
    await changed;
    expect((await ask()).page.pagination.total).toBe(178);
    expect(await item31()).toBe(99);

    // A pull that starts again from nothing may bring the same rows back at older revs.
    changed = nextChange();
    const kept = await db.rows('poItems').toArray();
    await db.transaction('rw', db.rows('poItems'), db.meta, async () => {
      await db.rows('poItems').clear();
      await db.meta.put({ key: BASE_OWNER, value: USER });
      await db.rows('poItems').bulkPut(kept.map((row) => ({ ...row, qty: 42, _rev: 1 })));
    });
    await changed;
    expect((await ask()).page.pagination.total).toBe(178);
    expect(await item31()).toBe(42);
  });
});

/** A store of its own over a database of its own, for a user whose first pull is under way; `readAfterMs` as the store takes it. */
function firstPullStore(name: string, readAfterMs?: number) {
  const pullDb = new OfflineDb(name);
  const pullStore = new DeviceStore(pullDb, mutationSpecs, new Map([[poListView.name, poListView]]), readAfterMs);
  const opening: PoListQuery = { userId: USER, list: list(), selectedIds: [], detailPoId: null, linkPoNumber: null };
  return {
    pullDb,
    change: () => changeOf(pullStore),
    askOpening: async () => (await pullStore.query(poListView.name, opening)).answer as PoListAnswer,
    /** A pull's page of the POs `ks` with their items. */
    page: (ks: number[]) =>
      pullDb.transaction('rw', pullDb.rows('purchaseOrders'), pullDb.rows('poItems'), pullDb.syncState, async () => {
        await pullDb.rows('purchaseOrders').bulkPut(ks.map(po) as never);
        await pullDb.rows('poItems').bulkPut(ks.flatMap((k) => [1, 2, 3, 4, 5].map((n) => item(k, n))) as never);
        await pullDb.syncState.update(USER, { pulledRows: ks.length * 6 });
      }),
  };
}

describe("the device store during the user's first pull", () => {
  const { pullDb: firstDb, change: changeOfFirst, askOpening: askFirst, page } = firstPullStore('device-store-first-pull');
  afterAll(() => firstDb.delete());

  it('shows each page as it lands off the index, and reads the tables once the pull has ended', async () => {
    await stateOf(firstDb, USER);
    const before = await askFirst();
    expect(before).toMatchObject({ synced: false, empty: true, counts: null });

    let changed = changeOfFirst();
    await page([5, 6, 7]);
    await changed;
    // Off the index, not the held tables: reading a page just written would hold the pull's next write.
    const during = await askFirst();
    expect(during.counts).toBeNull();
    expect(shown(during)[0]).toBe('4500000005-00010');

    changed = changeOfFirst();
    await page([1, 2]);
    await changed;
    expect(shown(await askFirst()).slice(0, 2)).toEqual(['4500000001-00010', '4500000001-00020']);

    // The pull ends: the tables are read, and the full answer counts.
    changed = changeOfFirst();
    await firstDb.syncState.update(USER, { lastSyncAt: 2 });
    await changed;
    const loaded = changeOfFirst();
    expect((await askFirst()).counts).toBeNull();
    await loaded;
    const after = await askFirst();
    expect(after).toMatchObject({ synced: true, empty: false, totalPos: 5 });
    expect(after.page.pagination.total).toBe(25);
  });
});

describe("the device store during a first pull whose pages bring a PO's header and its items apart", () => {
  const { pullDb: apartDb, change: changeOfApart, askOpening: askApart } = firstPullStore('device-store-apart-pull');
  afterAll(() => apartDb.delete());

  it('shows the items once their page lands, though the headers came first', async () => {
    await stateOf(apartDb, USER);
    expect(await askApart()).toMatchObject({ synced: false, empty: true });
    let changed = changeOfApart();
    await apartDb.rows('purchaseOrders').bulkPut([po(1)] as never);
    await changed;
    expect(await askApart()).toMatchObject({ synced: false, empty: true });

    // The server sends by rev: the items follow their header on the next page.
    changed = changeOfApart();
    await apartDb.rows('poItems').bulkPut([1, 2].map((n) => item(1, n)) as never);
    await changed;
    expect(shown(await askApart())).toEqual(['4500000001-00010', '4500000001-00020']);
  });
});

describe('the device store during a first pull that takes long (a slow connection)', () => {
  // The wait before the tables are read anyway, cut to nothing here.
  const { pullDb: slowDb, change: changeOfSlow, askOpening: askSlow, page } = firstPullStore('device-store-slow-pull', 0);
  afterAll(() => slowDb.delete());

  it('reads the tables once the wait is over and counts each page as it lands, before the pull ends', async () => {
    await stateOf(slowDb, USER);
    const loaded = changeOfSlow();
    expect((await askSlow()).counts).toBeNull();
    await loaded;
    const changed = changeOfSlow();
    await page([1, 2]);
    await changed;
    const during = await askSlow();
    expect(during).toMatchObject({ synced: false, totalPos: 2 });
    expect(during.page.pagination.total).toBe(10);
  });
});
