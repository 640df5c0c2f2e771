import { describe, expect, it } from 'vitest';
import type { Language } from '../../src/shared/constants.ts';
import type { CellValue, RowError } from '../../src/shared/domain/po/batch.ts';
import { duplicateMaterials, hazardClassOf, readDangerousGoodsRow, unNumberOf } from '../../src/shared/domain/po/dangerous-goods.ts';
import { createTranslator } from '../../src/shared/i18n/index.ts';

const good: Record<string, CellValue> = {
  material: 'MAT-1',
  materialDescription: 'Paint',
  unNumber: 'UN1263',
  hazardClass: '3',
  packingGroup: 'II',
  remark: '',
};

/** A row's problems as the dry run words them (the batch routes render them the same way). */
function messages(errors: readonly RowError[], language: Language = 'en'): string[] {
  const { t } = createTranslator(language);
  return errors.map((e) => t(`po.batch.error.${e.key}`, { ...e.params, row: e.row, column: e.column ? t(`po.batch.column.${e.column}`) : '' }));
}

describe('dangerous-goods rows', () => {
  it('reads a row: UN number with or without "UN", classes as text or number cells, packing group in any case or empty', () => {
    expect(readDangerousGoodsRow(2, good)).toEqual({
      line: { row: 2, material: 'MAT-1', description: 'Paint', unNumber: '1263', hazardClass: '3', packingGroup: 'II', remark: '' },
      errors: [],
    });
    expect(readDangerousGoodsRow(3, { ...good, unNumber: 1090, hazardClass: 6.1, packingGroup: 'iii' }).line).toMatchObject({
      unNumber: '1090',
      hazardClass: '6.1',
      packingGroup: 'III',
    });
    expect(readDangerousGoodsRow(4, { material: 'MAT-2', unNumber: 'un 1950', hazardClass: '2.1' }).line).toMatchObject({
      unNumber: '1950',
      packingGroup: '',
      description: '',
      remark: '',
    });
    expect(['UN1263', 'UN 1263', '1263', 'un0004'].map(unNumberOf)).toEqual(['1263', '1263', '1263', '0004']);
    expect([unNumberOf(4), unNumberOf('UN126'), unNumberOf('12634'), unNumberOf('UN-1263'), unNumberOf(12.5)]).toEqual(['0004', null, null, null, null]);
    expect(['1.1', '1.6', '2.3', '4.3', '5.2', '6.2', '7', '8', '9'].map(hazardClassOf)).toEqual(['1.1', '1.6', '2.3', '4.3', '5.2', '6.2', '7', '8', '9']);
    expect([hazardClassOf('1'), hazardClassOf('1.7'), hazardClassOf('2.4'), hazardClassOf('3.1'), hazardClassOf('10'), hazardClassOf('6.3')]).toEqual([
      null,
      null,
      null,
      null,
      null,
      null,
    ]);
  });

  it('names the column of every bad cell, word for word, in each language', () => {
    const { line, errors } = readDangerousGoodsRow(5, { material: ' ', unNumber: 'UN12', hazardClass: '2.4', packingGroup: 'IV' });
    expect(line).toBeNull();
    expect(messages(errors)).toEqual([
      'Row 5: Material is required.',
      'Row 5: UN number must be four digits, e.g. 1263 or UN1263.',
      'Row 5: Hazard class must be an ADR / IMDG class or division: 1.1–1.6, 2.1–2.3, 3, 4.1–4.3, 5.1, 5.2, 6.1, 6.2, 7, 8 or 9.',
      'Row 5: Packing group must be I, II, III or empty.',
    ]);
    expect(messages(errors, 'zh-CN')).toEqual([
      '第 5 行：物料 必填。',
      '第 5 行：UN 编号 必须是四位数字，如 1263 或 UN1263。',
      '第 5 行：危险类别 必须是 ADR / IMDG 的类别或项别：1.1–1.6、2.1–2.3、3、4.1–4.3、5.1、5.2、6.1、6.2、7、8 或 9。',
      '第 5 行：包装类别 必须是 I、II、III 或留空。',
    ]);
    expect(messages(errors, 'zh-TW')[1]).toBe('第 5 列：UN 編號 必須是四位數字，如 1263 或 UN1263。');
    expect(messages(readDangerousGoodsRow(6, { material: 'M', unNumber: '', hazardClass: '' }).errors)).toEqual([
      'Row 6: UN number is required.',
      'Row 6: Hazard class is required.',
    ]);
    expect(messages(readDangerousGoodsRow(7, { ...good, material: 'x'.repeat(41) }).errors)).toEqual(['Row 7: Material is longer than 40 characters.']);
  });

  it('a material may appear once in a workbook: a later row names the first', () => {
    const line = (row: number, material: string) => readDangerousGoodsRow(row, { ...good, material }).line!;
    const checked = duplicateMaterials([line(2, 'MAT-1'), line(3, 'MAT-2'), line(4, 'MAT-1')]);
    expect(checked.lines.map((l) => l.row)).toEqual([2, 3]);
    expect(messages(checked.errors)).toEqual(['Row 4: material MAT-1 is already on row 2.']);
    expect(messages(checked.errors, 'zh-CN')).toEqual(['第 4 行：物料 MAT-1 已在第 2 行。']);
  });
});
