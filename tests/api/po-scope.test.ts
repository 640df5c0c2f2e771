import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { poImport, type ImportedPo } from '../../src/shared/contracts/po.ts';
import { PO_MUTATIONS } from '../../src/shared/domain/po/mutations.ts';
import { syncPull, syncPush, type MutationResult, type PushedMutation } from '../../src/shared/contracts/sync.ts';
import { body, dataOf, startTestApp, type TestApp } from './support/harness.ts';
import { po1, poItem } from './support/po-fixtures.ts';
import { uploadFile } from './support/upload.ts';

// Both engines: rows leaving a scope pulled in pages of two (scope exits and pull cuts by rev).

/**
 * A PO is created or changed only by a caller in whose scope both the existing PO and the new
 * values lie, and every row scoped by a PO follows it when it moves, on the server and on devices
 * that pulled it before.
 */
let t: TestApp;
const tokens: Record<string, string> = {};
beforeEach(async () => {
  t = await startTestApp();
  for (const account of ['admin', 'buyer1', 'uploader1', 'vendor1', 'vendor2']) tokens[account] = await t.tokenFor(account);
});
afterEach(() => t.close());

const PO_TABLES = ['purchaseOrders', 'poItems', 'poScheduleLines', 'poChangeRequests', 'poChangeRecords', 'poOperationRecords', 'poShippingDocuments'];
/** PO 4599998888 of plant 2000 / group P02: buyer1's, outside uploader1's plant 1000 / group P01. */
const foreignPo: ImportedPo = { ...po1, poNumber: '4599998888', plant: '2000', purchasingGroup: 'P02', items: [poItem('10', 7)] };

const importAs = (account: string, pos: ImportedPo[], language = 'en') =>
  t.request({ method: 'POST', url: '/api/po/import', token: tokens[account], payload: { pos }, headers: { 'accept-language': language } });

/**
 * A device: pulls page by page from its cursor and keeps what it was sent, as the browser's store
 * does; `pageSize` asks for small pages, so a page's end falls among a PO's rows and removals.
 */
class Device {
  readonly rows = new Map<string, Map<string, Record<string, unknown>>>();
  private cursor = 0;
  private scopeKey: string | undefined;
  private nextMutation = 1;
  constructor(
    readonly account: string,
    readonly clientId = `device-${account}`,
    readonly pageSize?: number,
  ) {}

  async pull(): Promise<this> {
    for (;;) {
      const res = await t.request({
        method: 'POST',
        url: '/api/sync/pull',
        token: tokens[this.account],
        payload: { clientId: this.clientId, cursor: this.cursor, scopeKey: this.scopeKey, ...(this.pageSize ? { limit: this.pageSize } : {}) },
      });
      const page = dataOf(syncPull, res);
      if (this.pageSize) expect(page.changes.length).toBeLessThanOrEqual(this.pageSize);
      if (page.reset) this.rows.clear();
      for (const change of page.changes) {
        const table = this.rows.get(change.table) ?? new Map<string, Record<string, unknown>>();
        this.rows.set(change.table, table);
        if (change.deleted || !change.row) table.delete(change.id);
        else table.set(change.id, { ...change.row, _rev: change.rev });
      }
      ({ cursor: this.cursor, scopeKey: this.scopeKey } = page);
      if (!page.hasMore) return this;
    }
  }

  /** Ids per PO table of the rows belonging to `poId` (the PO itself included). */
  of(poId: string): Record<string, string[]> {
    const out: Record<string, string[]> = {};
    for (const table of PO_TABLES) {
      const rows = [...(this.rows.get(table)?.values() ?? [])];
      out[table] = rows
        .filter((r) => (table === 'purchaseOrders' ? r.id : r.poId) === poId)
        .map((r) => String(r.id))
        .sort();
    }
    return out;
  }

  /** Every PO table's rows as ids, for comparing a device with a fresh pull. */
  snapshot(): Record<string, string[]> {
    return Object.fromEntries(PO_TABLES.map((table) => [table, [...(this.rows.get(table)?.keys() ?? [])].sort()]));
  }

  /** Sends actions as the app does: each says what it was decided on, from this device's rows, unless given. */
  async push(mutations: Omit<PushedMutation, 'id'>[]): Promise<MutationResult[]> {
    const numbered = mutations.map((m) => {
      const spec = PO_MUTATIONS.find((p) => p.name === m.name);
      const expect = m.expect ?? spec?.expectFrom?.(this.rows, spec.args.parse(m.args), '');
      return { ...m, ...(expect ? { expect } : {}), id: this.nextMutation++ };
    });
    const res = await t.request({
      method: 'POST',
      url: '/api/sync/push',
      token: tokens[this.account],
      payload: { clientId: this.clientId, mutations: numbered },
    });
    return dataOf(syncPush, res).results;
  }
}

const byNumber = (device: Device, table: string, key: (r: Record<string, unknown>) => string) =>
  Object.fromEntries([...(device.rows.get(table)?.values() ?? [])].map((r) => [key(r), r]));
const empty = Object.fromEntries(PO_TABLES.map((table) => [table, []]));

describe('importing a PO another buyer owns', () => {
  it('is refused whole when the existing PO lies outside the caller’s scope, without saying where it is', async () => {
    expect(dataOf(poImport, await importAs('buyer1', [foreignPo])).createdPos).toBe(1);
    const before = await new Device('buyer1').pull();
    const takeover = await importAs('uploader1', [{ ...foreignPo, plant: '1000', purchasingGroup: 'P01', items: [poItem('10', 999)] }]);
    expect(takeover.statusCode).toBe(403);
    expect(body(takeover).msg).toBe('PO 4599998888 is outside your plants and purchasing groups, so you cannot import it.');
    expect(body(takeover).msg).not.toContain('2000');
    // Nothing of the PO was written: the owner's device pulls nothing new, and uploader1 sees nothing of it.
    const after = await new Device('buyer1').pull();
    expect(after.snapshot()).toEqual(before.snapshot());
    const po = Object.values(byNumber(after, 'purchaseOrders', (r) => String(r.poNumber)))[0]!;
    expect(po).toMatchObject({ plant: '2000', purchasingGroup: 'P02' });
    expect((await new Device('uploader1').pull()).of(String(po.id))).toEqual(empty);
    // A new PO in the caller's scope beside it does not slip through either: all or nothing.
    const mixed = await importAs(
      'uploader1',
      [
        { ...po1, poNumber: '4500000077' },
        { ...foreignPo, plant: '1000', purchasingGroup: 'P01' },
      ],
      'zh-CN',
    );
    expect(mixed.statusCode).toBe(403);
    expect(body(mixed).msg).toContain('4599998888');
    expect(Object.keys(byNumber(await new Device('uploader1', 'device-uploader1-again').pull(), 'purchaseOrders', (r) => String(r.poNumber)))).not.toContain(
      '4500000077',
    );
  });

  it('is refused for a new PO outside the caller’s scope with the same words', async () => {
    const res = await importAs('uploader1', [{ ...po1, poNumber: '4500000009', plant: '2000' }]);
    expect(res.statusCode).toBe(403);
    expect(body(res).msg).toBe('PO 4500000009 is outside your plants and purchasing groups, so you cannot import it.');
  });
});

describe('a PO moved by a re-import', () => {
  it('takes every row scoped by it along; devices that lost it drop them; the old vendor’s queued actions are refused', async () => {
    expect(dataOf(poImport, await importAs('uploader1', [po1])).createdPos).toBe(1);
    const vendor1 = await new Device('vendor1').pull();
    const poId = String(Object.values(byNumber(vendor1, 'purchaseOrders', (r) => String(r.poNumber)))[0]!.id);
    const items = byNumber(vendor1, 'poItems', (r) => String(r.itemNumber));
    const id = (n: string) => String(items[n]!.id);
    // The vendor works the PO: receive, a change request with its remark, a split the buyer approves, a document.
    const answered = await vendor1.push([
      { name: 'po.receive', args: { poIds: [poId] } },
      { name: 'po.requestChange', args: { itemId: id('10'), qty: 90, deliveryDate: '2026-12-10', reasonCode: 'R01', remark: 'vendor1 private remark' } },
      {
        name: 'po.split',
        args: {
          itemId: id('30'),
          lines: [
            { qty: 10, deliveryDate: '2026-12-05' },
            { qty: 20, deliveryDate: '2026-12-20' },
          ],
          reasonCode: 'R02',
          remark: '',
        },
      },
    ]);
    expect(answered.map((r) => r.status)).toEqual(['applied', 'applied', 'applied']);
    const buyer1 = await new Device('buyer1').pull();
    expect((await buyer1.push([{ name: 'po.approve', args: { itemIds: [id('30')], remark: '' } }]))[0]!.status).toBe('applied');
    const stored = await uploadFile(t, tokens.vendor1!, Buffer.from('packing list of 4500000001'), 'packing.pdf', 'annex');
    const attached = await t.request({
      method: 'POST',
      url: `/api/po/${poId}/ShippingDocuments`,
      token: tokens.vendor1,
      payload: { docType: 'packingList', fileVersionId: stored.fileVersionId },
    });
    expect(attached.statusCode).toBe(200);

    const [vendor2, uploader1] = [new Device('vendor2'), new Device('uploader1')];
    const [vendor1Paged, vendor2Paged] = [new Device('vendor1', 'device-vendor1-paged', 2), new Device('vendor2', 'device-vendor2-paged', 2)];
    await Promise.all([vendor1.pull(), vendor2.pull(), uploader1.pull(), buyer1.pull(), vendor1Paged.pull(), vendor2Paged.pull()]);
    expect(vendor1Paged.snapshot()).toEqual(vendor1.snapshot());
    const everything = vendor1.of(poId);
    for (const table of PO_TABLES) expect(everything[table]!.length, table).toBeGreaterThan(0);
    expect(vendor2.of(poId)).toEqual(empty);
    const documentId = everything.poShippingDocuments![0]!;
    const documentRev = [...(vendor1.rows.get('poShippingDocuments')?.values() ?? [])][0]!._rev;

    // The ERP moves the PO to supplier V1002, listing only two of its four items.
    const moved = await importAs('buyer1', [{ ...po1, supplierCode: 'V1002', supplierName: 'Beta Metals', items: [poItem('10', 100), poItem('20', 50)] }]);
    expect(dataOf(poImport, moved).updatedPos).toBe(1);
    await Promise.all([vendor1.pull(), vendor2.pull(), uploader1.pull(), buyer1.pull(), vendor1Paged.pull(), vendor2Paged.pull()]);
    expect(vendor1.of(poId)).toEqual(empty);
    // In pages of two, the removals and the rows arriving reach the devices all the same.
    expect(vendor1Paged.snapshot()).toEqual(vendor1.snapshot());
    expect(vendor2Paged.snapshot()).toEqual(vendor2.snapshot());
    const afterMove = buyer1.of(poId);
    for (const table of PO_TABLES) expect(afterMove[table], table).toEqual(expect.arrayContaining(everything[table]!));
    expect(vendor2.of(poId)).toEqual(afterMove);
    expect(uploader1.of(poId)).toEqual(afterMove);
    expect(JSON.stringify([...(vendor2.rows.get('poItems')?.values() ?? [])].map((r) => r.supplierCode))).not.toContain('V1001');
    // What vendor1 queued while offline, decided on the PO as it saw it, is refused as if the PO never existed.
    const late = await vendor1.push([
      { name: 'po.confirm', args: { itemIds: [id('40')] }, expect: { items: { [id('40')]: items['40']!._rev } } },
      { name: 'po.deleteDocument', args: { documentId }, expect: { documents: { [documentId]: documentRev } } },
    ]);
    expect(late.map((r) => [r.status, r.code])).toEqual([
      ['rejected', 'PO.notFound'],
      ['rejected', expect.stringMatching(/not ?found/i)],
    ]);
    const download = await t.request({ method: 'GET', url: `/api/file/Download/annex/${stored.fileVersionId}`, token: tokens.vendor1 });
    expect(download.statusCode).toBe(200); // Their own upload stays theirs; the document on the PO does not.

    // Then to plant 2000 / group P02: uploader1 (plant 1000, P01) loses it, buyer1 keeps it.
    await importAs('buyer1', [{ ...po1, supplierCode: 'V1002', plant: '2000', purchasingGroup: 'P02', items: [poItem('10', 100)] }]);
    await Promise.all([vendor1.pull(), vendor2.pull(), uploader1.pull(), buyer1.pull()]);
    expect(uploader1.of(poId)).toEqual(empty);
    expect(vendor2.of(poId)).toEqual(buyer1.of(poId));
    expect(buyer1.of(poId).poItems).toEqual(afterMove.poItems);

    // Each device now holds exactly what a device starting afresh would pull.
    for (const device of [vendor1, vendor2, uploader1, buyer1]) {
      const fresh = await new Device(device.account, `${device.clientId}-fresh`).pull();
      expect(device.snapshot(), device.account).toEqual(fresh.snapshot());
    }
  });
});
