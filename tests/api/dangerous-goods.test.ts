import ExcelJS from 'exceljs';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { dangerousGoodsRow } from '../../src/shared/contracts/po-rows.ts';
import { poBatchCreate, poBatchDetail, poBatchList, poBatchRows, type PoBatchSummary } from '../../src/shared/contracts/po-batch.ts';
import { syncPull, type SyncChange } from '../../src/shared/contracts/sync.ts';
import { body, dataOf, startTestApp, type TestApp } from './support/harness.ts';
import { uploadFile } from './support/upload.ts';

let t: TestApp;
const tokens: Record<string, string> = {};
beforeEach(async () => {
  t = await startTestApp();
  for (const account of ['admin', 'buyer1', 'vendor1']) tokens[account] = await t.tokenFor(account);
});
afterEach(() => t.close());

const TITLES = ['Material *', 'Material description', 'UN number *', 'Hazard class *', 'Packing group', 'Remark'];
type Entry = [material: string, description: string, un: string | number, hazardClass: string | number, packingGroup: string, remark?: string];

/** A DG workbook as a user fills the template: its English titles, one material per row. */
async function workbook(rows: Entry[]): Promise<Buffer> {
  const book = new ExcelJS.Workbook();
  const sheet = book.addWorksheet('Upload');
  sheet.addRow(TITLES);
  for (const [material, description, un, hazardClass, packingGroup, remark] of rows)
    sheet.addRow([material, description, un, hazardClass, packingGroup, remark ?? '']);
  return Buffer.from(await book.xlsx.writeBuffer());
}

async function submit(account: string, bytes: Buffer): Promise<PoBatchSummary> {
  const file = await uploadFile(t, tokens[account]!, bytes, 'dg.xlsx', 'poBatch');
  const created = dataOf(
    poBatchCreate,
    await t.request({
      method: 'POST',
      url: '/api/po/batch',
      token: tokens[account],
      payload: { fileVersionId: file.fileVersionId, category: 'dangerousGoods' },
    }),
  );
  let batch = created;
  await expect
    .poll(async () => (batch = dataOf(poBatchDetail, await t.request({ method: 'GET', url: `/api/po/batch/${created.id}`, token: tokens[account] }))).status)
    .not.toBe('parsing');
  return batch;
}

const rowsOf = async (account: string, id: string) =>
  dataOf(poBatchRows, await t.request({ method: 'GET', url: `/api/po/batch/${id}/Rows`, token: tokens[account] })).list;
const confirm = (account: string, id: string) => t.request({ method: 'POST', url: `/api/po/batch/${id}/Actions/Confirm`, token: tokens[account] });

async function pulledEntries(account: string): Promise<Record<string, unknown>[]> {
  const changes: SyncChange[] = [];
  let cursor = 0;
  let scopeKey: string | undefined;
  for (;;) {
    const page = dataOf(
      syncPull,
      await t.request({ method: 'POST', url: '/api/sync/pull', token: tokens[account], payload: { clientId: `device-${account}`, cursor, scopeKey } }),
    );
    changes.push(...page.changes);
    ({ cursor, scopeKey } = page);
    if (!page.hasMore) break;
  }
  return changes.filter((c) => c.table === 'dangerousGoods' && c.row).map((c) => c.row as Record<string, unknown>);
}
const brief = (rows: Record<string, unknown>[]) => rows.map((r) => [r.material, r.unNumber, r.hazardClass, r.packingGroup]).sort();

describe('dangerous-goods material list', () => {
  it("the template has the DG columns in the caller's language; vendors get none", async () => {
    for (const [language, first] of [
      ['en', 'Material *'],
      ['zh-CN', '物料 *'],
      ['zh-TW', '物料 *'],
    ] as const) {
      const res = await t.request({
        method: 'GET',
        url: '/api/po/batch/Template/dangerousGoods',
        token: tokens.buyer1,
        headers: { 'accept-language': language },
      });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-disposition']).toBe('attachment; filename="dangerousGoods-template.xlsx"');
      const book = new ExcelJS.Workbook();
      await book.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
      const titles = (book.worksheets[0]!.getRow(1).values as unknown[]).slice(1);
      if (language === 'en') {
        expect(titles).toEqual(TITLES);
        expect(book.worksheets[1]!.getRow(4).getCell(1).value).toBe(
          'Columns marked * are required. UN number as 1263 or UN1263; hazard class 1.1–1.6, 2.1–2.3, 3, 4.1–4.3, 5.1, 5.2, 6.1, 6.2, 7, 8 or 9; packing group I, II, III or empty.',
        );
      } else expect(titles[0]).toBe(first);
      expect((book.worksheets[1]!.getRow(2).values as unknown[]).slice(1, 5)).toEqual(['MAT-10001', 'Paint, flammable', 'UN1263', '3']);
    }
    expect((await t.request({ method: 'GET', url: '/api/po/batch/Template/dangerousGoods', token: tokens.vendor1 })).statusCode).toBe(403);
  });

  it('a workbook with a bad row fails its dry run and applies nothing; a good one applies and reaches vendors and buyers', async () => {
    const bad = await submit(
      'buyer1',
      await workbook([
        ['MAT-PAINT', 'Paint', 'UN1263', '3', 'II'],
        ['MAT-GAS', 'Propane', 'UN1978', '2.4', ''],
        ['MAT-PAINT', 'Paint again', '1263', 3, 'III'],
      ]),
    );
    expect(bad).toMatchObject({ status: 'failed', errorCount: 2, poCount: 0, itemCount: 1 });
    const badRows = await rowsOf('buyer1', bad.id);
    expect(badRows.map((r) => [r.row, r.outcome, r.after?.material, r.messages])).toEqual([
      [2, 'create', 'MAT-PAINT', []],
      [3, 'error', 'MAT-GAS', ['Row 3: Hazard class must be an ADR / IMDG class or division: 1.1–1.6, 2.1–2.3, 3, 4.1–4.3, 5.1, 5.2, 6.1, 6.2, 7, 8 or 9.']],
      [4, 'error', 'MAT-PAINT', ['Row 4: material MAT-PAINT is already on row 2.']],
    ]);
    expect((await confirm('buyer1', bad.id)).statusCode).toBe(409);
    expect(await pulledEntries('buyer1')).toEqual([]);
    // The rows to correct come back as a workbook under the DG titles.
    const errors = await t.request({ method: 'GET', url: `/api/po/batch/${bad.id}/Errors`, token: tokens.buyer1 });
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(errors.rawPayload as unknown as ArrayBuffer);
    const sheet = book.worksheets[0]!;
    expect((sheet.getRow(1).values as unknown[]).slice(1, 4)).toEqual(['Row', 'Material *', 'Material description']);
    expect(sheet.rowCount).toBe(3);
    const cells = (sheet.getRow(3).values as unknown[]).slice(1);
    expect(cells.slice(0, 6)).toEqual([4, 'MAT-PAINT', 'Paint again', '1263', 3, 'III']);
    expect(cells.at(-1)).toBe('Row 4: material MAT-PAINT is already on row 2.');

    const good = await submit(
      'buyer1',
      await workbook([
        ['MAT-PAINT', 'Paint', 'UN1263', '3', 'II'],
        ['MAT-GAS', 'Propane', 1978, 2.1, '', 'cylinders'],
      ]),
    );
    expect(good).toMatchObject({ status: 'ready', errorCount: 0, poCount: 0, itemCount: 2 });
    expect((await rowsOf('buyer1', good.id)).map((r) => [r.outcome, r.before, r.after])).toEqual([
      ['create', null, { material: 'MAT-PAINT', description: 'Paint', unNumber: '1263', hazardClass: '3', packingGroup: 'II', remark: '' }],
      ['create', null, { material: 'MAT-GAS', description: 'Propane', unNumber: '1978', hazardClass: '2.1', packingGroup: '', remark: 'cylinders' }],
    ]);
    expect(await pulledEntries('vendor1')).toEqual([]);
    // The status and message go into the comparison so a refusal says which one it was (CI once saw a bare 400 code here).
    const applied = await confirm('buyer1', good.id);
    expect({ status: applied.statusCode, ...body(applied) }).toMatchObject({ status: 200, code: 200, data: { status: 'applied' } });

    for (const account of ['vendor1', 'buyer1', 'admin']) {
      const entries = await pulledEntries(account);
      expect(brief(entries), account).toEqual([
        ['MAT-GAS', '1978', '2.1', ''],
        ['MAT-PAINT', '1263', '3', 'II'],
      ]);
      for (const row of entries) expect(z.strictObject(dangerousGoodsRow.shape).safeParse(row).error).toBeUndefined();
    }
    expect((await pulledEntries('buyer1')).find((r) => r.material === 'MAT-PAINT')).toMatchObject({ updatedBy: 'Bella Buyer', description: 'Paint' });
    const record = dataOf(poBatchList, await t.request({ method: 'GET', url: '/api/po/batch', token: tokens.buyer1 }));
    expect(record.list.map((b) => [b.category, b.status, b.poCount, b.itemCount])).toEqual([
      ['dangerousGoods', 'applied', 0, 2],
      ['dangerousGoods', 'failed', 0, 1],
    ]);
  });

  it('uploading again updates listed materials with before and after, leaves equal ones alone', async () => {
    const first = await submit(
      'buyer1',
      await workbook([
        ['MAT-PAINT', 'Paint', 'UN1263', '3', 'II'],
        ['MAT-ACID', 'Acid', 'UN1830', '8', 'II'],
      ]),
    );
    expect(body(await confirm('buyer1', first.id)).code).toBe(200);
    const revOf = async (material: string) => (await pulledEntries('buyer1')).find((r) => r.material === material);
    const acidBefore = await revOf('MAT-ACID');

    const second = await submit(
      'admin',
      await workbook([
        ['MAT-PAINT', 'Paint, flammable', 'UN1263', '3', 'III'],
        ['MAT-ACID', 'Acid', 'UN1830', '8', 'II'],
        ['MAT-NEW', '', 'UN3480', '9', ''],
      ]),
    );
    expect((await rowsOf('admin', second.id)).map((r) => [r.outcome, r.before?.packingGroup ?? null, r.after?.packingGroup])).toEqual([
      ['update', 'II', 'III'],
      ['unchanged', 'II', 'II'],
      ['create', null, ''],
    ]);
    expect((await rowsOf('admin', second.id))[0]).toMatchObject({ before: { description: 'Paint' }, after: { description: 'Paint, flammable' } });
    expect(body(await confirm('admin', second.id)).code).toBe(200);
    expect(brief(await pulledEntries('vendor1'))).toEqual([
      ['MAT-ACID', '1830', '8', 'II'],
      ['MAT-NEW', '3480', '9', ''],
      ['MAT-PAINT', '1263', '3', 'III'],
    ]);
    expect(await revOf('MAT-PAINT')).toMatchObject({ description: 'Paint, flammable', updatedBy: 'Administrator' });
    // The unchanged row was not written again: same id, same update time.
    expect(await revOf('MAT-ACID')).toEqual(acidBefore);
  });

  it('a buyer removes a material: devices drop it, vendors may not remove, an upload lists it again', async () => {
    const batch = await submit(
      'buyer1',
      await workbook([
        ['MAT-PAINT', 'Paint', 'UN1263', '3', 'II'],
        ['MAT-ACID', 'Acid', 'UN1830', '8', 'II'],
      ]),
    );
    expect(body(await confirm('buyer1', batch.id)).code).toBe(200);
    const acid = (await pulledEntries('vendor1')).find((r) => r.material === 'MAT-ACID')!;
    const pull = async (cursor: number, scopeKey?: string) =>
      dataOf(
        syncPull,
        await t.request({ method: 'POST', url: '/api/sync/pull', token: tokens.vendor1, payload: { clientId: 'device-vendor1', cursor, scopeKey } }),
      );
    const held = await pull(0);
    const remove = (account: string, id: string) => t.request({ method: 'DELETE', url: `/api/po/DangerousGoods/${id}`, token: tokens[account] });

    expect((await remove('vendor1', String(acid.id))).statusCode).toBe(403);
    expect(body(await remove('buyer1', String(acid.id)))).toMatchObject({ code: 200, data: null });
    const again = await remove('buyer1', String(acid.id));
    expect(again.statusCode).toBe(404);
    expect(body(again).msg).toBe(`There is no such dangerous-goods material (${String(acid.id)}).`);
    // A device that holds the entry learns of the removal from its next pull.
    expect(held.hasMore).toBe(false);
    const next = await pull(held.cursor, held.scopeKey);
    expect(next.changes.map((c) => [c.table, c.id, c.deleted])).toEqual([['dangerousGoods', acid.id, true]]);
    expect(brief(await pulledEntries('vendor1'))).toEqual([['MAT-PAINT', '1263', '3', 'II']]);

    const back = await submit('buyer1', await workbook([['MAT-ACID', 'Acid', 'UN1830', '8', 'III']]));
    expect((await rowsOf('buyer1', back.id)).map((r) => r.outcome)).toEqual(['create']);
    expect(body(await confirm('buyer1', back.id)).code).toBe(200);
    expect(brief(await pulledEntries('vendor1'))).toEqual([
      ['MAT-ACID', '1830', '8', 'III'],
      ['MAT-PAINT', '1263', '3', 'II'],
    ]);
  });

  it('vendors cannot load a dangerous-goods batch', async () => {
    const file = await uploadFile(t, tokens.vendor1!, await workbook([['MAT-PAINT', 'Paint', 'UN1263', '3', 'II']]), 'dg.xlsx', 'poBatch');
    const refused = await t.request({
      method: 'POST',
      url: '/api/po/batch',
      token: tokens.vendor1,
      payload: { fileVersionId: file.fileVersionId, category: 'dangerousGoods' },
    });
    expect(refused.statusCode).toBe(403);
    expect(body(refused).msg).toBe('Permission Denied');
    expect(await pulledEntries('vendor1')).toEqual([]);
  });
});
