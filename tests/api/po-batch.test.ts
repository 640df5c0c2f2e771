import { sql } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { poDetail, poList } from '../../src/shared/contracts/po.ts';
import { poBatchCreate, poBatchDetail, poBatchList, poBatchRows, type PoBatchSummary } from '../../src/shared/contracts/po-batch.ts';
import { BATCH_COLUMNS, type BatchCategory } from '../../src/shared/domain/po/batch.ts';
import { body, dataOf, startTestApp, type TestApp } from './support/harness.ts';
import { po1 } from './support/po-fixtures.ts';
import { uploadFile } from './support/upload.ts';

// Both engines: a batch staged and applied in bounded memory: large transactions and staged rows on each engine.

let t: TestApp;
const tokens: Record<string, string> = {};
beforeEach(async () => {
  t = await startTestApp();
  for (const account of ['uploader1', 'buyer1', 'vendor1']) tokens[account] = await t.tokenFor(account);
  expect((await t.request({ method: 'POST', url: '/api/po/import', token: tokens.uploader1, payload: { pos: [po1] } })).statusCode).toBe(200);
});
afterEach(() => t.close());

/** A workbook as a user fills the template: English titles with their stars, one row per line. */
async function workbook(category: BatchCategory, rows: Record<string, string | number | Date>[], titles?: string[]): Promise<Buffer> {
  const book = new ExcelJS.Workbook();
  const sheet = book.addWorksheet('Upload');
  const columns = BATCH_COLUMNS[category];
  const english: Record<string, string> = { poNumber: 'PO', itemNumber: 'Item', qty: 'QTY', deliveryDate: 'Deliv. date/ETA' };
  sheet.addRow(titles ?? columns.map((c) => `${english[c.key] ?? c.key}${c.required ? ' *' : ''}`));
  for (const row of rows) sheet.addRow(columns.map((c) => row[c.key] ?? ''));
  return Buffer.from(await book.xlsx.writeBuffer());
}

const line = (over: Record<string, string | number | Date>) => ({
  poNumber: '4500000100',
  itemNumber: '10',
  supplierCode: 'V1001',
  supplierName: 'Acme Parts',
  plant: '1000',
  documentDate: '2026-11-20',
  purchasingGroup: 'P01',
  material: 'M-10',
  orderUnit: 'PC',
  qty: 10,
  deliveryDate: '2026-12-20',
  ...over,
});

async function submit(account: string, category: BatchCategory, bytes: Buffer, name = 'batch.xlsx'): Promise<PoBatchSummary> {
  const file = await uploadFile(t, tokens[account]!, bytes, name, 'poBatch');
  const created = dataOf(
    poBatchCreate,
    await t.request({ method: 'POST', url: '/api/po/batch', token: tokens[account], payload: { fileVersionId: file.fileVersionId, category } }),
  );
  expect(created).toMatchObject({
    status: 'parsing',
    category,
    fileName: name,
    sourceType: 'excel',
    uploaderName: account === 'buyer1' ? 'Bella Buyer' : 'Uma Uploader',
  });
  expect(created.serialNumber).toMatch(/^B\d{8}-\d{4}$/);
  // The dry run runs in the background; the page polls the record as this does. A sheet of thousands
  // of rows takes seconds on a busy machine, past the poll's default second.
  let batch = created;
  await expect
    .poll(async () => (batch = dataOf(poBatchDetail, await t.request({ method: 'GET', url: `/api/po/batch/${created.id}`, token: tokens[account] }))).status, {
      timeout: 20_000,
    })
    .not.toBe('parsing');
  return batch;
}

const rowsOf = async (account: string, id: string, onlyErrors = false) =>
  dataOf(poBatchRows, await t.request({ method: 'GET', url: `/api/po/batch/${id}/Rows?onlyErrors=${onlyErrors}`, token: tokens[account] })).list;
const confirm = (account: string, id: string) => t.request({ method: 'POST', url: `/api/po/batch/${id}/Actions/Confirm`, token: tokens[account] });
const itemsOf = async (keyword: string) =>
  dataOf(poList, await t.request({ method: 'GET', url: `/api/po/items?keyword=${keyword}`, token: tokens.buyer1 })).list.map((r) => [
    r.poNumber,
    r.itemNumber,
    r.qty,
    r.deliveryDate,
  ]);

describe('PO batch upload', () => {
  it('shows a dry run with before and after, then applies everything on confirm, once', async () => {
    const bytes = await workbook('poUpload', [
      line({}),
      line({ itemNumber: '20', qty: 5 }),
      // A real date cell, as Excel keeps a typed or pasted date.
      line({ poNumber: '4500000001', itemNumber: '10', material: 'M-10', qty: 150, deliveryDate: new Date(Date.UTC(2026, 11, 10)) }),
    ]);
    const batch = await submit('uploader1', 'poUpload', bytes);
    expect(batch).toMatchObject({ status: 'ready', poCount: 2, itemCount: 3, errorCount: 0, failure: null });
    const rows = await rowsOf('uploader1', batch.id);
    expect(rows.map((r) => [r.row, r.poNumber, r.itemNumber, r.outcome])).toEqual([
      [2, '4500000100', '10', 'create'],
      [3, '4500000100', '20', 'create'],
      [4, '4500000001', '10', 'update'],
    ]);
    expect(rows[2]).toMatchObject({ before: { qty: 100, deliveryDate: '2026-12-10' }, after: { qty: 150, deliveryDate: '2026-12-10' }, messages: [] });
    expect(await itemsOf('4500000100')).toEqual([]);

    const applied = await confirm('uploader1', batch.id);
    expect(body(applied)).toMatchObject({ code: 200, data: { status: 'applied' } });
    expect(await itemsOf('4500000100')).toEqual([
      ['4500000100', '10', 10, '2026-12-20'],
      ['4500000100', '20', 5, '2026-12-20'],
    ]);
    expect((await itemsOf('4500000001')).find((r) => r[1] === '10')).toEqual(['4500000001', '10', 150, '2026-12-10']);
    const again = await confirm('uploader1', batch.id);
    expect(again.statusCode).toBe(409);
    const record = dataOf(poBatchList, await t.request({ method: 'GET', url: '/api/po/batch', token: tokens.uploader1 }));
    expect(record.list.map((b) => [b.serialNumber, b.status, b.poCount, b.itemCount])).toEqual([[batch.serialNumber, 'applied', 2, 3]]);
  });

  it('a workbook with one bad row fails its dry run, names row and column, and applies nothing', async () => {
    const bytes = await workbook('poUpload', [line({}), line({ itemNumber: '20', qty: 0, deliveryDate: 'soon' })]);
    const batch = await submit('uploader1', 'poUpload', bytes);
    expect(batch).toMatchObject({ status: 'failed', errorCount: 1 });
    expect((await rowsOf('uploader1', batch.id, true)).map((r) => [r.row, r.messages])).toEqual([
      [3, ['Row 3: QTY must be greater than 0.', 'Row 3: Deliv. date/ETA must be a date (YYYY-MM-DD).']],
    ]);
    const refused = await confirm('uploader1', batch.id);
    expect(refused.statusCode).toBe(409);
    expect(await itemsOf('4500000100')).toEqual([]);

    // The rows to correct, as a workbook: the uploaded cells with the problems beside them.
    const errors = await t.request({ method: 'GET', url: `/api/po/batch/${batch.id}/Errors`, token: tokens.uploader1 });
    expect(errors.headers['content-disposition']).toBe(`attachment; filename="${batch.serialNumber}-errors.xlsx"`);
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(errors.rawPayload as unknown as ArrayBuffer);
    const sheet = book.worksheets[0]!;
    expect(sheet.rowCount).toBe(2);
    const cells = (sheet.getRow(2).values as unknown[]).slice(1);
    expect(cells.slice(0, 3)).toEqual([3, '4500000100', '20']);
    expect(cells.at(-1)).toBe('Row 3: QTY must be greater than 0.\nRow 3: Deliv. date/ETA must be a date (YYYY-MM-DD).');
    expect((await t.request({ method: 'GET', url: `/api/po/batch/${batch.id}/Errors`, token: tokens.buyer1 })).statusCode).toBe(404);
  });

  it('refuses a row whose PO number or code holds an invisible character, naming row and column', async () => {
    const bytes = await workbook('poUpload', [
      line({}),
      line({ poNumber: '45000\u200b00100', itemNumber: '20' }),
      line({ itemNumber: '30', material: 'M-\u202e10' }),
    ]);
    const batch = await submit('uploader1', 'poUpload', bytes);
    expect(batch).toMatchObject({ status: 'failed', errorCount: 2 });
    expect((await rowsOf('uploader1', batch.id, true)).map((r) => [r.row, r.messages])).toEqual([
      [3, ['Row 3: PO holds an invisible character (a control, zero-width or text-direction character).']],
      [4, ['Row 4: Material holds an invisible character (a control, zero-width or text-direction character).']],
    ]);
  });

  it('says what is wrong with a workbook it cannot use at all', async () => {
    const noColumns = await submit('uploader1', 'poUpload', await workbook('poUpload', [line({})], ['PO *', 'Item *']));
    expect(noColumns.status).toBe('failed');
    expect(noColumns.failure).toMatch(/^The first row of the first sheet must hold the column titles of the template; missing: supplierCode, plant/);
    const notExcel = await submit('uploader1', 'poUpload', Buffer.from('PO,Item\n1,2\n'), 'orders.xlsx');
    expect(notExcel.failure).toBe('The file could not be read as an Excel workbook (xlsx). Save it as .xlsx and upload it again.');
  });

  it('a change upload sets new quantities and dates on existing items in scope only', async () => {
    const bytes = await workbook('changeUpload', [
      { poNumber: '4500000001', itemNumber: '20', qty: 45 },
      { poNumber: '4500000001', itemNumber: '30', deliveryDate: '2027-01-31' },
      { poNumber: '4500000999', itemNumber: '10', qty: 1 },
    ]);
    const failed = await submit('buyer1', 'changeUpload', bytes);
    expect((await rowsOf('buyer1', failed.id, true)).map((r) => r.messages)).toEqual([['Row 4: there is no item 10 of PO 4500000999 among yours.']]);

    const good = await submit(
      'buyer1',
      'changeUpload',
      await workbook('changeUpload', [
        { poNumber: '4500000001', itemNumber: '20', qty: 45 },
        { poNumber: '4500000001', itemNumber: '30', deliveryDate: '2027-01-31' },
      ]),
    );
    expect(good.status).toBe('ready');
    expect(body(await confirm('buyer1', good.id)).code).toBe(200);
    const list = await t.request({ method: 'GET', url: '/api/po/items?keyword=4500000001', token: tokens.buyer1 });
    const detail = dataOf(poDetail, await t.request({ method: 'GET', url: `/api/po/${dataOf(poList, list).list[0]!.poId}`, token: tokens.buyer1 }));
    expect(detail.items.map((i) => [i.itemNumber, i.qty, i.deliveryDate])).toEqual([
      ['10', 100, '2026-12-10'],
      ['20', 45, '2026-12-10'],
      ['30', 30, '2027-01-31'],
      ['40', 10, '2026-12-10'],
    ]);
    expect(detail.changeRecords.length).toBe(2);
  });

  it('checks rows of one PO together wherever they stand in the workbook', async () => {
    const batch = await submit(
      'uploader1',
      'poUpload',
      await workbook('poUpload', [line({}), line({ poNumber: '4500000101' }), line({ qty: 11 }), line({ itemNumber: '20', supplierName: 'Other name' })]),
    );
    expect(batch).toMatchObject({ status: 'failed', errorCount: 2 });
    const errors = await rowsOf('uploader1', batch.id, true);
    expect(errors.map((r) => r.row)).toEqual([4, 5]);
    expect(errors[0]!.messages.join()).toContain('Row 4');
    expect(errors[1]!.messages.join()).toContain('Row 5');
  });

  it('checks a PO with more rows than a round of the dry run reads as one PO, and its neighbours apart', async () => {
    const long = Array.from({ length: 2600 }, (_, i) => line({ poNumber: '4500000200', itemNumber: String((i + 1) * 10) }));
    const rows = [line({}), ...long, line({ poNumber: '4500000300' })];
    const batch = await submit('uploader1', 'poUpload', await workbook('poUpload', rows));
    // One error, on the long PO's first row: a PO holds at most 500 items, whichever round its rows fall in.
    expect(batch).toMatchObject({ status: 'failed', errorCount: 1, itemCount: 2 + 2599 });
    const errors = await rowsOf('uploader1', batch.id, true);
    expect(errors.map((r) => [r.row, r.poNumber])).toEqual([[3, '4500000200']]);
  });

  it('a ready batch that no longer holds when confirmed applies nothing and shows why', async () => {
    const ready = await submit(
      'buyer1',
      'changeUpload',
      await workbook('changeUpload', [
        { poNumber: '4500000001', itemNumber: '20', qty: 45 },
        { poNumber: '4500000001', itemNumber: '30', deliveryDate: '2027-01-31' },
      ]),
    );
    expect(ready.status).toBe('ready');
    // The ERP drops item 20 between the dry run and the confirm.
    await t.db.execute(sql`update po_items set deleted_at = now() where po_number = '4500000001' and item_number = '20'`);

    const refused = await confirm('buyer1', ready.id);
    expect(refused.statusCode).toBe(422);
    expect(body(refused).msg).toBe('Upload failed. Pls. check the detail in Batch Change Record.');
    expect(dataOf(poBatchDetail, await t.request({ method: 'GET', url: `/api/po/batch/${ready.id}`, token: tokens.buyer1 }))).toMatchObject({
      status: 'failed',
      errorCount: 1,
    });
    expect((await rowsOf('buyer1', ready.id, true)).map((r) => r.messages)).toEqual([['Row 2: there is no item 20 of PO 4500000001 among yours.']]);
    expect(await itemsOf('4500000001')).toContainEqual(['4500000001', '30', 30, '2026-12-10']);
  });

  it('refuses rows of a PO another buyer owns, in the dry run and again at confirm, changing nothing of it', async () => {
    // PO 4599998888 is buyer1's for plant 2000 / group P02, outside uploader1's plant 1000 / group P01.
    const foreign = { ...line({ poNumber: '4599998888' }), plant: '2000', purchasingGroup: 'P02' };
    const owned = await submit('buyer1', 'poUpload', await workbook('poUpload', [foreign]));
    expect(body(await confirm('buyer1', owned.id)).code).toBe(200);
    const takeover = await submit('uploader1', 'poUpload', await workbook('poUpload', [line({ poNumber: '4599998888', qty: 999 })]));
    expect(takeover).toMatchObject({ status: 'failed', errorCount: 1 });
    const [refusedRow] = await rowsOf('uploader1', takeover.id);
    expect(refusedRow).toMatchObject({ outcome: 'error', before: null, after: null });
    expect(refusedRow!.messages).toEqual(['Row 2: PO 4599998888 is outside your plants and purchasing groups, so you cannot import it.']);

    // A PO free at the dry run that another buyer creates before the confirm: the row no longer holds.
    const ready = await submit('uploader1', 'poUpload', await workbook('poUpload', [line({ poNumber: '4500000555' })]));
    expect(ready.status).toBe('ready');
    expect(
      body(await confirm('buyer1', (await submit('buyer1', 'poUpload', await workbook('poUpload', [{ ...foreign, poNumber: '4500000555' }]))).id)).code,
    ).toBe(200);
    const refused = await confirm('uploader1', ready.id);
    expect(refused.statusCode).toBe(422);
    expect((await rowsOf('uploader1', ready.id, true)).map((r) => r.messages)).toEqual([
      ['Row 2: PO 4500000555 is outside your plants and purchasing groups, so you cannot import it.'],
    ]);
    const stillForeign = dataOf(poList, await t.request({ method: 'GET', url: '/api/po/items?keyword=4500000555', token: tokens.buyer1 })).list;
    expect(stillForeign.map((r) => [r.plant, r.purchasingGroup, r.qty])).toEqual([['2000', 'P02', 10]]);
  });

  it('the record searches serial numbers and file names and sorts as asked, showing only the caller’s batches', async () => {
    const bytes = await workbook('poUpload', [line({})]);
    const first = await submit('uploader1', 'poUpload', bytes, 'week 48.xlsx');
    const second = await submit('uploader1', 'poUpload', bytes, 'april.xlsx');
    await submit('buyer1', 'poUpload', bytes, 'week 49.xlsx');
    const names = async (query: string) =>
      dataOf(poBatchList, await t.request({ method: 'GET', url: `/api/po/batch${query}`, token: tokens.uploader1 })).list.map((b) => b.fileName);
    expect(await names('')).toEqual(['april.xlsx', 'week 48.xlsx']);
    expect(await names('?sidx=fileName&sort=asc')).toEqual(['april.xlsx', 'week 48.xlsx']);
    expect(await names('?sidx=serialNumber&sort=asc')).toEqual(['week 48.xlsx', 'april.xlsx']);
    expect(await names('?keyword=week')).toEqual(['week 48.xlsx']);
    expect(await names(`?keyword=${second.serialNumber}`)).toEqual(['april.xlsx']);
    expect(first.serialNumber < second.serialNumber).toBe(true);
    const refused = await t.request({ method: 'GET', url: '/api/po/batch?sidx=uploadedBy', token: tokens.uploader1 });
    expect(refused.statusCode).toBe(400);
  });

  it('belongs to its uploader: vendors cannot load batches, other buyers do not see them', async () => {
    const bytes = await workbook('poUpload', [line({})]);
    const batch = await submit('uploader1', 'poUpload', bytes);
    expect((await t.request({ method: 'GET', url: `/api/po/batch/${batch.id}`, token: tokens.buyer1 })).statusCode).toBe(404);
    expect((await confirm('buyer1', batch.id)).statusCode).toBe(404);
    const vendorFile = await uploadFile(t, tokens.vendor1!, bytes, 'mine.xlsx', 'poBatch');
    const refused = await t.request({
      method: 'POST',
      url: '/api/po/batch',
      token: tokens.vendor1,
      payload: { fileVersionId: vendorFile.fileVersionId, category: 'poUpload' },
    });
    expect(refused.statusCode).toBe(403);
    // Someone else's file cannot be loaded either.
    const theirs = await t.request({
      method: 'POST',
      url: '/api/po/batch',
      token: tokens.buyer1,
      payload: { fileVersionId: vendorFile.fileVersionId, category: 'poUpload' },
    });
    expect(theirs.statusCode).toBe(404);
  });
});
