import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { attachShippingDocument, listShippingDocuments } from '../../src/shared/contracts/shipping-documents.ts';
import { poShippingDocumentRow, type PoShippingDocumentRow } from '../../src/shared/contracts/po-rows.ts';
import { filePreview } from '../../src/shared/contracts/file-preview.ts';
import { poImport, type ImportedPo } from '../../src/shared/contracts/po.ts';
import { syncPull, syncPush, type PushedMutation, type SyncChange } from '../../src/shared/contracts/sync.ts';
import { body, dataOf, startTestApp, type TestApp } from './support/harness.ts';
import { expectAsDevice } from './support/device-expect.ts';
import { po1, po2 } from './support/po-fixtures.ts';
import { uploadFile } from './support/upload.ts';

let t: TestApp;
const tokens: Record<string, string> = {};
let nextId: Record<string, number> = {};
beforeEach(async () => {
  t = await startTestApp();
  nextId = {};
  for (const account of ['admin', 'buyer1', 'uploader1', 'vendor1', 'vendor2']) tokens[account] = await t.tokenFor(account);
});
afterEach(() => t.close());

/** PO 4500000003: V1001's, plant 1000 but purchasing group P02, which uploader1 (group P01) does not buy for. */
const poOtherGroup: ImportedPo = { ...po1, poNumber: '4500000003', purchasingGroup: 'P02', items: [po1.items[0]!] };
/** PO 4500000004: V1001's for plant 2000, which buyer1 buys for and uploader1 (plant 1000) does not. */
const poOtherPlant: ImportedPo = { ...po1, poNumber: '4500000004', plant: '2000', items: [po1.items[0]!] };

type Method = 'GET' | 'POST';
const call = (account: string, method: Method, url: string, payload?: object, language = 'en') =>
  t.request({ method, url, token: tokens[account], headers: { 'accept-language': language }, ...(payload ? { payload } : {}) });

async function pullAs(account: string): Promise<SyncChange[]> {
  const changes: SyncChange[] = [];
  let cursor = 0;
  let scopeKey: string | undefined;
  for (;;) {
    const page = dataOf(syncPull, await call(account, 'POST', '/api/sync/pull', { clientId: `device-${account}`, cursor, scopeKey }));
    changes.push(...page.changes);
    ({ cursor, scopeKey } = page);
    if (!page.hasMore) return changes;
  }
}
const rowsOf = (changes: SyncChange[], table: string) => changes.filter((c) => c.table === table && c.row).map((c) => c.row as Record<string, unknown>);

/** The POs (by number) and items (by "po/item") the account's device pulls. */
async function seen(account: string) {
  const changes = await pullAs(account);
  const pos = Object.fromEntries(rowsOf(changes, 'purchaseOrders').map((p) => [String(p.poNumber), String(p.id)]));
  const items = Object.fromEntries(rowsOf(changes, 'poItems').map((i) => [`${String(i.poNumber)}/${String(i.itemNumber)}`, String(i.id)]));
  const documents = rowsOf(changes, 'poShippingDocuments').map((d) => poShippingDocumentRow.parse(d));
  const revs = Object.fromEntries(changes.filter((c) => c.table === 'poShippingDocuments').map((c) => [c.id, c.rev]));
  const operations = rowsOf(changes, 'poOperationRecords');
  return { pos, items, documents, revs, operations };
}

/** Pushes one action from `account`'s device; answers its result. */
async function act(account: string, name: string, documentId: string, expect?: Record<string, unknown>, language = 'en') {
  const id = (nextId[account] = (nextId[account] ?? 0) + 1);
  const decidedOn = expect ?? (await expectAsDevice(t, tokens[account]!, `device-${account}`, name, { documentId }));
  const mutation: PushedMutation = { id, name, args: { documentId }, ...(decidedOn ? { expect: decidedOn } : {}) };
  const res = await call(account, 'POST', '/api/sync/push', { clientId: `device-${account}`, mutations: [mutation] }, language);
  return dataOf(syncPush, res).results[0]!;
}

/** Uploads `name` as the account and attaches it to the PO; answers the raw response. */
async function attach(account: string, poId: string, name: string, extra: Record<string, unknown> = {}, language = 'en') {
  const stored = await uploadFile(t, tokens[account]!, Buffer.from(`bytes of ${name}`), name, 'annex');
  return call(account, 'POST', `/api/po/${poId}/ShippingDocuments`, { docType: 'packingList', fileVersionId: stored.fileVersionId, ...extra }, language);
}

async function setUp(): Promise<{ po1Id: string; po2Id: string; item20: string }> {
  expect(dataOf(poImport, await call('buyer1', 'POST', '/api/po/import', { pos: [po1, po2, poOtherGroup, poOtherPlant] })).createdPos).toBe(4);
  const { pos, items } = await seen('vendor1');
  const { pos: pos2 } = await seen('vendor2');
  return { po1Id: pos['4500000001']!, po2Id: pos2['4500000002']!, item20: items['4500000001/20']! };
}

describe('attaching shipping documents', () => {
  it('lets the vendor attach to its PO, whole or one item, and both sides see the documents', async () => {
    const { po1Id, item20 } = await setUp();
    const whole = dataOf(attachShippingDocument, await attach('vendor1', po1Id, 'packing list.pdf', { remark: 'Two pallets' }));
    expect(whole).toMatchObject({
      poNumber: '4500000001',
      itemId: null,
      itemNumber: null,
      fileName: 'packing list.pdf',
      docType: 'packingList',
      remark: 'Two pallets',
      status: 'sent',
      receivedBy: null,
    });
    const forItem = dataOf(attachShippingDocument, await attach('vendor1', po1Id, 'coa.xlsx', { itemId: item20, docType: 'certificate' }));
    expect(forItem).toMatchObject({ itemId: item20, itemNumber: '20', docType: 'certificate', fileSize: 'bytes of coa.xlsx'.length });

    const listed = dataOf(listShippingDocuments, await call('buyer1', 'GET', `/api/po/${po1Id}/ShippingDocuments`)).list;
    expect(listed.map((d) => d.fileName)).toEqual(['packing list.pdf', 'coa.xlsx']);
    const buyerSees = await seen('uploader1');
    expect(buyerSees.documents.map((d) => d.fileName).sort()).toEqual(['coa.xlsx', 'packing list.pdf']);
    expect(buyerSees.operations.filter((o) => o.action === 'documentAttach').map((o) => o.detail)).toEqual(
      expect.arrayContaining([
        { file: 'packing list.pdf', type: 'packingList' },
        { file: 'coa.xlsx', type: 'certificate' },
      ]),
    );
  });

  it('keeps vendor 2 away from vendor 1’s PO, its documents and their files', async () => {
    const { po1Id } = await setUp();
    const doc = dataOf(attachShippingDocument, await attach('vendor1', po1Id, 'invoice.pdf', { docType: 'commercialInvoice' }));
    // Vendor 2 cannot attach to, list, pull or download them: all answered as if they did not exist.
    expect((await attach('vendor2', po1Id, 'mine.pdf')).statusCode).toBe(404);
    expect((await call('vendor2', 'GET', `/api/po/${po1Id}/ShippingDocuments`)).statusCode).toBe(404);
    expect((await seen('vendor2')).documents).toEqual([]);
    const download = await call('vendor2', 'GET', `/api/file/Download/annex/${doc.fileId}`);
    expect(download.statusCode).toBe(404);
    expect(body(download).msg).toContain(doc.fileId);
    expect((await call('vendor2', 'GET', `/api/file/Uploader/Preview?fileVersionId=${doc.fileId}`)).statusCode).toBe(404);
    // The PO's buyers and an administrator download it; the buyer may also preview it.
    for (const account of ['buyer1', 'uploader1', 'admin']) {
      const res = await call(account, 'GET', `/api/file/Download/annex/${doc.fileId}`);
      expect(res.statusCode, account).toBe(200);
      expect(res.body).toBe('bytes of invoice.pdf');
    }
    expect(dataOf(filePreview, await call('uploader1', 'GET', `/api/file/Uploader/Preview?fileVersionId=${doc.fileId}`))).toEqual({
      kind: 'pdf',
      converted: false,
      name: 'invoice.pdf',
      url: `/api/file/Download/annex/${doc.fileId}`,
      downloadUrl: `/api/file/Download/annex/${doc.fileId}`,
    });
    // A buyer outside the PO's purchasing group does not read files of documents it cannot see.
    const { pos } = await seen('vendor1');
    const other = dataOf(attachShippingDocument, await attach('vendor1', pos['4500000003']!, 'dg.pdf', { docType: 'dgDeclaration' }));
    expect((await call('uploader1', 'GET', `/api/file/Download/annex/${other.fileId}`)).statusCode).toBe(404);
    expect((await call('buyer1', 'GET', `/api/file/Download/annex/${other.fileId}`)).statusCode).toBe(200);
  });

  it('refuses buyers, other users’ files, foreign items, duplicates and bad input, naming the field', async () => {
    const { po1Id, po2Id } = await setUp();
    const buyerFile = await uploadFile(t, tokens.buyer1!, Buffer.from('buyer bytes'), 'buyer.pdf', 'annex');
    const byBuyer = await call('buyer1', 'POST', `/api/po/${po1Id}/ShippingDocuments`, { docType: 'other', fileVersionId: buyerFile.fileVersionId });
    expect(byBuyer.statusCode).toBe(403);
    expect(body(byBuyer).msg).toBe('Permission Denied: shipping documents are attached by the vendor.');

    // Another user's upload is not the vendor's to attach.
    const notMine = await call('vendor1', 'POST', `/api/po/${po1Id}/ShippingDocuments`, { docType: 'other', fileVersionId: buyerFile.fileVersionId });
    expect(notMine.statusCode).toBe(404);
    const { items: items2 } = await seen('vendor2');
    const foreignItem = await attach('vendor1', po1Id, 'a.pdf', { itemId: items2['4500000002/10'] });
    expect(foreignItem.statusCode).toBe(404);
    expect(body(foreignItem).msg).toMatch(/^Item: PO 4500000001 has no such item/);

    const first = dataOf(attachShippingDocument, await attach('vendor1', po1Id, 'same.pdf'));
    const twice = await call('vendor1', 'POST', `/api/po/${po1Id}/ShippingDocuments`, { docType: 'other', fileVersionId: first.fileId });
    expect(twice.statusCode).toBe(409);
    expect(body(twice).msg).toBe('same.pdf is already attached to PO 4500000001.');

    const badType = await call('vendor1', 'POST', `/api/po/${po1Id}/ShippingDocuments`, { docType: 'passport', fileVersionId: first.fileId });
    expect(badType.statusCode).toBe(400);
    expect(body(badType).msg).toContain('docType');
    const noFile = await call('vendor1', 'POST', `/api/po/${po1Id}/ShippingDocuments`, { docType: 'other' }, 'zh-CN');
    expect(noFile.statusCode).toBe(400);
    expect(body(noFile).msg).toContain('fileVersionId');
    const longRemark = await call('vendor1', 'POST', `/api/po/${po1Id}/ShippingDocuments`, {
      docType: 'other',
      fileVersionId: first.fileId,
      remark: 'x'.repeat(501),
    });
    expect(longRemark.statusCode).toBe(400);
    expect(body(longRemark).msg).toContain('remark');
    expect((await attach('vendor2', po2Id, 'ok.pdf')).statusCode).toBe(200);
  });
});

describe('receiving shipping documents', () => {
  async function attached() {
    const ids = await setUp();
    const doc = dataOf(attachShippingDocument, await attach('vendor1', ids.po1Id, 'packing.pdf'));
    return { ...ids, doc };
  }
  const expectOf = (revs: Record<string, number>, id: string) => ({ documents: { [id]: revs[id] } });

  it('lets a buyer of the PO receive and unreceive, recorded in the PO’s operation record, and the vendor sees it', async () => {
    const { doc } = await attached();
    const before = await seen('uploader1');
    expect(await act('uploader1', 'po.receiveDocument', doc.id, expectOf(before.revs, doc.id))).toMatchObject({ status: 'applied' });
    const vendorView = (await seen('vendor1')).documents[0]!;
    expect(vendorView).toMatchObject({ status: 'received', receivedBy: 'Uma Uploader' });
    expect(vendorView.receivedAt).toEqual(expect.any(Number));

    const again = await act('buyer1', 'po.receiveDocument', doc.id);
    expect(again).toMatchObject({ status: 'rejected', code: 'PO.alreadyReceived', msg: 'packing.pdf has already been received.' });

    const afterReceive = await seen('buyer1');
    expect(await act('buyer1', 'po.unreceiveDocument', doc.id, expectOf(afterReceive.revs, doc.id))).toMatchObject({ status: 'applied' });
    const back: PoShippingDocumentRow = (await seen('vendor1')).documents[0]!;
    expect(back).toMatchObject({ status: 'sent', receivedBy: null, receivedAt: null });
    expect(await act('buyer1', 'po.unreceiveDocument', doc.id)).toMatchObject({ status: 'rejected', code: 'PO.notYetReceived' });

    const operations = (await seen('vendor1')).operations.filter((o) => String(o.action).startsWith('document'));
    expect(operations.map((o) => [o.action, o.operator])).toEqual([
      ['documentAttach', 'Victor Vendor'],
      ['documentReceive', 'Uma Uploader'],
      ['documentUnreceive', 'Bella Buyer'],
    ]);
  });

  it('refuses a buyer outside the PO’s plant or purchasing group, and vendors', async () => {
    const { doc } = await attached();
    const { pos } = await seen('vendor1');
    const other = dataOf(attachShippingDocument, await attach('vendor1', pos['4500000003']!, 'other.pdf'));
    const otherPlant = dataOf(attachShippingDocument, await attach('vendor1', pos['4500000004']!, 'plant 2000.pdf'));
    for (const id of [other.id, otherPlant.id]) {
      expect(await act('uploader1', 'po.receiveDocument', id)).toMatchObject({ status: 'rejected', code: 'PO.documentNotFound' });
    }
    expect((await seen('uploader1')).documents.map((d) => d.fileName)).toEqual(['packing.pdf']);
    expect((await seen('vendor1')).documents.filter((d) => d.status === 'received')).toEqual([]);
    // buyer1 buys for plant 2000: the same document is its to receive.
    expect(await act('buyer1', 'po.receiveDocument', otherPlant.id)).toMatchObject({ status: 'applied' });
    expect(await act('vendor1', 'po.receiveDocument', doc.id)).toMatchObject({ status: 'rejected', msg: 'Permission Denied' });
    expect(await act('vendor2', 'po.deleteDocument', doc.id)).toMatchObject({ status: 'rejected', code: 'PO.documentNotFound' });
  });

  it('applies a receive replayed by a device that lost the answer once', async () => {
    const { doc } = await attached();
    const { revs } = await seen('uploader1');
    const push = async () =>
      dataOf(
        syncPush,
        await call('uploader1', 'POST', '/api/sync/push', {
          clientId: 'device-uploader1',
          mutations: [{ id: 1, name: 'po.receiveDocument', args: { documentId: doc.id }, expect: expectOf(revs, doc.id) }],
        }),
      ).results[0];
    expect(await push()).toMatchObject({ status: 'applied' });
    // The same action again (the device never saw the answer): answered from the log, applied once.
    expect(await push()).toMatchObject({ status: 'applied' });
    const { operations } = await seen('vendor1');
    expect(operations.filter((o) => o.action === 'documentReceive')).toHaveLength(1);
  });

  it('refuses an action on a document that changed since the device saw it', async () => {
    const { doc } = await attached();
    const stale = await seen('uploader1');
    expect(await act('buyer1', 'po.receiveDocument', doc.id)).toMatchObject({ status: 'applied' });
    expect(await act('buyer1', 'po.unreceiveDocument', doc.id)).toMatchObject({ status: 'applied' });
    // Sent again, as uploader1 saw it, but received and unreceived since: uploader1 must look again.
    const refused = await act('uploader1', 'po.receiveDocument', doc.id, expectOf(stale.revs, doc.id), 'zh-TW');
    expect(refused).toMatchObject({ status: 'rejected', code: 'PO.documentChanged', msg: '在您操作之後，packing.pdf 已被他人變更。請查看後重試。' });
  });

  it('lets a device take back its own receive queued after it, while a change by anyone else still counts', async () => {
    const { doc } = await attached();
    const { revs } = await seen('buyer1');
    // Both decided offline on the document as the tablet had it; sent in order when it is back.
    expect(await act('buyer1', 'po.receiveDocument', doc.id, expectOf(revs, doc.id))).toMatchObject({ status: 'applied' });
    expect(await act('buyer1', 'po.unreceiveDocument', doc.id, expectOf(revs, doc.id))).toMatchObject({ status: 'applied' });
    const { documents, operations } = await seen('vendor1');
    expect(documents.find((d) => d.id === doc.id)).toMatchObject({ status: 'sent', receivedBy: null });
    expect(operations.filter((o) => o.action === 'documentReceive' || o.action === 'documentUnreceive')).toHaveLength(2);
    // Another device that saw the document before all this must look again.
    expect(await act('uploader1', 'po.receiveDocument', doc.id, expectOf(revs, doc.id))).toMatchObject({ status: 'rejected', code: 'PO.documentChanged' });
  });

  it('lets the vendor remove a document until it is received', async () => {
    const { po1Id, doc } = await attached();
    const kept = dataOf(attachShippingDocument, await attach('vendor1', po1Id, 'keep.pdf'));
    expect(await act('vendor1', 'po.deleteDocument', doc.id)).toMatchObject({ status: 'applied' });
    const changes = await pullAs('buyer1');
    expect(rowsOf(changes, 'poShippingDocuments').map((d) => d.fileName)).toEqual(['keep.pdf']);
    expect(rowsOf(changes, 'poOperationRecords').some((o) => o.action === 'documentDelete')).toBe(true);
    // Its file is no longer readable through the PO (the vendor still owns it).
    expect((await call('buyer1', 'GET', `/api/file/Download/annex/${doc.fileId}`)).statusCode).toBe(404);
    expect((await call('vendor1', 'GET', `/api/file/Download/annex/${doc.fileId}`)).statusCode).toBe(200);

    expect(await act('buyer1', 'po.receiveDocument', kept.id)).toMatchObject({ status: 'applied' });
    const refused = await act('vendor1', 'po.deleteDocument', kept.id, undefined, 'zh-CN');
    expect(refused).toMatchObject({ status: 'rejected', code: 'PO.receivedNoDelete', msg: 'keep.pdf 已被采购员接收，不能再移除。' });
    expect(await act('buyer1', 'po.receiveDocument', doc.id)).toMatchObject({ status: 'rejected', code: 'PO.documentNotFound' });
  });
});
