import { z } from 'zod';
import { describe, expect, it } from 'vitest';
import { enCode } from '../../src/shared/contracts/admin-fields.ts';
import { code } from '../../src/shared/contracts/codes.ts';
import { importedPo } from '../../src/shared/contracts/po.ts';
import { userForm } from '../../src/shared/contracts/users.ts';
import { describeIssue } from '../../src/shared/domain/issues.ts';
import { dateOf, groupPoLines, readChangeRow, readPoUploadRow, type CellValue } from '../../src/shared/domain/po/batch.ts';

const good: Record<string, CellValue> = {
  poNumber: '4500012345',
  itemNumber: '00010',
  supplierCode: 'V1001',
  supplierName: 'Acme',
  plant: '1000',
  documentDate: new Date('2026-11-20T00:00:00Z'),
  purchasingGroup: 'P01',
  currency: 'CNY',
  material: 'MAT-1',
  materialDescription: 'Bolt',
  orderUnit: 'PC',
  qty: 100,
  deliveryDate: '2026/12/15',
  gr: '',
  deliveryCompleted: 'N',
  remark: '',
};

describe('PO upload rows', () => {
  it('reads a row: real dates and usual date texts, numbers with thousands separators, Y/N', () => {
    const { line, errors } = readPoUploadRow(2, { ...good, qty: '1,250.5', deliveryCompleted: 'Y' });
    expect(errors).toEqual([]);
    expect(line).toMatchObject({
      row: 2,
      po: { poNumber: '4500012345', documentDate: '2026-11-20' },
      item: { qty: 1250.5, deliveryDate: '2026-12-15', deliveryCompleted: true },
    });
    expect(line!.item).not.toHaveProperty('gr');
  });

  it('reports every bad cell of a row with its column, not just the first', () => {
    const { line, errors } = readPoUploadRow(7, { ...good, poNumber: ' ', qty: 0, deliveryDate: '15.12.2026', gr: 'ten', deliveryCompleted: 'maybe' });
    expect(line).toBeNull();
    expect(errors).toEqual([
      { row: 7, column: 'poNumber', key: 'required' },
      { row: 7, column: 'qty', key: 'positive' },
      { row: 7, column: 'deliveryDate', key: 'date' },
      { row: 7, column: 'gr', key: 'number' },
      { row: 7, column: 'deliveryCompleted', key: 'yesNo' },
    ]);
    expect(readPoUploadRow(3, { ...good, material: 'x'.repeat(41) }).errors).toEqual([{ row: 3, column: 'material', key: 'tooLong', params: { max: 40 } }]);
  });

  it('groups items into POs; PO fields must agree and an item may appear once', () => {
    const line = (row: number, cells: Record<string, CellValue>) => readPoUploadRow(row, { ...good, ...cells }).line!;
    const grouped = groupPoLines([line(2, {}), line(3, { itemNumber: '00020' }), line(4, { poNumber: '4500012346' })]);
    expect(grouped.errors).toEqual([]);
    expect(grouped.pos.map((p) => [p.poNumber, p.items.map((i) => i.itemNumber)])).toEqual([
      ['4500012345', ['00010', '00020']],
      ['4500012346', ['00010']],
    ]);

    const clash = groupPoLines([line(2, {}), line(3, { itemNumber: '00020', plant: '2000' }), line(4, {})]);
    expect(clash.errors).toEqual([
      { row: 3, column: 'plant', key: 'poConflict', params: { po: '4500012345', first: 2 } },
      { row: 4, column: 'itemNumber', key: 'duplicateItem', params: { po: '4500012345', item: '00010', first: 2 } },
    ]);
  });
});

describe('codes with characters that do not show', () => {
  const hidden = ['\u200b', '\u200c', '\u200d', '\ufeff', '\u202e', '\u2066', '\u00ad', '\u0007', '\u2028', '\u3164'];

  it('are refused on their row and column, each of them, in uploads and change uploads alike', () => {
    for (const c of hidden) {
      expect(readPoUploadRow(2, { ...good, poNumber: `4500${c}012345` }).errors, JSON.stringify(c)).toEqual([{ row: 2, column: 'poNumber', key: 'invisible' }]);
    }
    const codes = {
      supplierCode: 'V10\u200b01',
      plant: '10\u200d00',
      purchasingGroup: 'P\u202e01',
      material: 'MAT\ufeff-1',
      orderUnit: 'P\u200cC',
      itemNumber: '000\u206010',
    };
    expect(readPoUploadRow(5, { ...good, ...codes }).errors.map((e) => e.column)).toEqual([
      'itemNumber',
      'supplierCode',
      'plant',
      'purchasingGroup',
      'material',
      'orderUnit',
    ]);
    expect(readChangeRow(3, { poNumber: '45\u200b', itemNumber: '10', qty: 9 }).errors).toEqual([{ row: 3, column: 'poNumber', key: 'invisible' }]);
    // Names and remarks are text, not codes.
    expect(readPoUploadRow(2, { ...good, supplierName: 'Acme\u200d Parts' }).errors).toEqual([]);
  });

  it('are refused by the contracts with a message naming the field', () => {
    const t = (key: string, params?: Record<string, string | number>) => `${key}(${String(params?.field)})`;
    const refusal = (schema: z.ZodType, value: unknown) => {
      const parsed = schema.safeParse(value);
      return parsed.success ? [] : parsed.error.issues.map((issue) => describeIssue(issue, 'body', t));
    };
    for (const c of hidden) expect(refusal(code(20), `45${c}00`), JSON.stringify(c)).toEqual(['field.invisible(body)']);
    // Only the invisible character is reported, not also the record code's pattern.
    expect(refusal(z.object({ enCode }), { enCode: 'Dept\u200bA' })).toEqual(['field.invisible(enCode)']);
    expect(refusal(importedPo.shape.purchasingGroup, 'P\u200b1')).toEqual(['field.invisible(body)']);
    expect(refusal(userForm.shape.plants, ['1000', '10\u200b00'])).toEqual(['field.invisible(1)']);
    for (const fine of ['4500012345', 'V-1001', '工厂1', 'A B']) expect(refusal(code(20), fine)).toEqual([]);
  });
});

describe('change upload rows', () => {
  it('needs a new QTY or date, each valid', () => {
    expect(readChangeRow(2, { poNumber: '45', itemNumber: '10', qty: 90 })).toEqual({
      line: { row: 2, poNumber: '45', itemNumber: '10', qty: 90 },
      errors: [],
    });
    expect(readChangeRow(3, { poNumber: '45', itemNumber: '10' }).errors).toEqual([{ row: 3, column: null, key: 'nothingToChange' }]);
    expect(readChangeRow(4, { poNumber: '45', itemNumber: '10', qty: -1, deliveryDate: 'soon' }).errors.map((e) => e.key)).toEqual(['positive', 'date']);
  });

  it('takes dates in the usual forms and refuses impossible ones', () => {
    expect(['2026-12-15', '2026/12/15', '2026.12.15', '20261215'].map(dateOf)).toEqual(Array(4).fill('2026-12-15'));
    expect([dateOf('2026-02-30'), dateOf('12/15/2026'), dateOf(new Date('invalid'))]).toEqual([null, null, null]);
    expect([dateOf('2026-12/15'), dateOf('20261315'), dateOf('2028-02-29'), dateOf('2027-02-29'), dateOf(' 2026.01.31 ')]).toEqual([
      null,
      null,
      '2028-02-29',
      null,
      '2026-01-31',
    ]);
  });
});
