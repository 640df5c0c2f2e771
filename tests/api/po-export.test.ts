import ExcelJS from 'exceljs';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { ImportedPo } from '../../src/shared/contracts/po.ts';
import { body, startTestApp, type TestApp } from './support/harness.ts';
import { po1, po2, poItem } from './support/po-fixtures.ts';

let t: TestApp;
const tokens: Record<string, string> = {};
beforeEach(async () => {
  t = await startTestApp();
  for (const account of ['uploader1', 'buyer1', 'vendor1']) tokens[account] = await t.tokenFor(account);
  const po3: ImportedPo = { ...po1, poNumber: '4500000003', items: [poItem('10', 7, '2027-01-05')] };
  const res = await t.request({ method: 'POST', url: '/api/po/import', token: tokens.uploader1, payload: { pos: [po1, po2, po3] } });
  expect(res.statusCode).toBe(200);
});
afterEach(() => t.close());

const exportAs = (account: string, query: string, language = 'en') =>
  t.request({ method: 'GET', url: `/api/po/items/Actions/Export?${query}`, token: tokens[account], headers: { 'accept-language': language } });

async function sheetOf(payload: Buffer): Promise<(string | number | null)[][]> {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(payload as unknown as ArrayBuffer);
  const sheet = workbook.worksheets[0]!;
  const rows: (string | number | null)[][] = [];
  sheet.eachRow((row) => rows.push((row.values as (string | number | null)[]).slice(1)));
  return rows;
}

describe('PO list export', () => {
  it("streams the filtered rows of the caller's scope, in the list's order, as an xlsx workbook", async () => {
    const res = await exportAs('vendor1', 'sidx=deliveryDate&sort=desc&keyword=M-10');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
    expect(res.headers['content-disposition']).toMatch(/^attachment; filename="PO-list-\d{4}-\d{2}-\d{2}\.xlsx"$/);
    const [header, ...rows] = await sheetOf(res.rawPayload);
    expect(header!.slice(0, 4)).toEqual(['PO', 'Item', 'Supplier', 'Supplier name']);
    // vendor2's PO 4500000002 (also item 10 of M-10) is not theirs.
    expect(rows.map((r) => [r[0], r[1], r[2], r[7], r[9], r[12]])).toEqual([
      ['4500000003', '10', 'V1001', 7, '2027-01-05', 'Pending receiving'],
      ['4500000001', '10', 'V1001', 100, '2026-12-10', 'Pending receiving'],
    ]);
  });

  it("writes titles and statuses in the caller's language and refuses a bad filter naming it", async () => {
    const res = await exportAs('buyer1', 'plant=1000', 'zh-CN');
    const [header, ...rows] = await sheetOf(res.rawPayload);
    expect(header![0]).toBe('PO');
    expect(header!.slice(12, 14)).toEqual(['状态', '行项目状态']);
    expect(rows).toHaveLength(6);
    expect(rows[0]![12]).toBe('待接收');
    const bad = await exportAs('buyer1', 'status=lost');
    expect(bad.statusCode).toBe(400);
    expect(body(bad).msg).toMatch(/status/);
  });
});

describe('batch upload templates', () => {
  it("give the category's columns in the caller's language, required ones marked, with an example sheet", async () => {
    const res = await t.request({ method: 'GET', url: '/api/po/batch/Template/poUpload', token: tokens.buyer1, headers: { 'accept-language': 'zh-TW' } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-disposition']).toBe('attachment; filename="poUpload-template.xlsx"');
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    expect(workbook.worksheets.map((s) => s.name)).toEqual(['上傳', '範例']);
    const header = (workbook.worksheets[0]!.getRow(1).values as string[]).slice(1);
    expect(header.slice(0, 4)).toEqual(['PO *', '項目 *', '供應商代碼 *', '供應商名稱']);
    expect(workbook.worksheets[0]!.rowCount).toBe(1);
    expect((workbook.worksheets[1]!.getRow(2).values as unknown[]).slice(1, 3)).toEqual(['4500012345', '00010']);

    const change = await t.request({ method: 'GET', url: '/api/po/batch/Template/changeUpload', token: tokens.uploader1 });
    expect(change.statusCode).toBe(200);
    expect((await t.request({ method: 'GET', url: '/api/po/batch/Template/poUpload', token: tokens.vendor1 })).statusCode).toBe(403);
    expect((await t.request({ method: 'GET', url: '/api/po/batch/Template/other', token: tokens.buyer1 })).statusCode).toBe(400);
  });
});
