/**
 * PO batch workbooks (spec 000 §2.5 batch upload and template download): the columns of each
 * category's template, and the reading of one row into a PO line with errors that name the row and
 * the column. The server parses uploaded workbooks with these; the templates are made from them.
 */
import dayjs from 'dayjs';
import { importedPo, type ImportedPo } from '../../contracts/po.ts';
import type { BatchCategory } from './batch-categories.ts';
import { hasInvisibleCharacter } from '../visible-text.ts';

export { BATCH_CATEGORIES, type BatchCategory } from './batch-categories.ts';

export interface BatchColumn {
  key: string;
  required: boolean;
  /** What the example sheet shows. */
  example: string | number;
  width: number;
}

const col = (key: string, required: boolean, example: string | number, width = 14): BatchColumn => ({ key, required, example, width });

/** Column keys name catalogue entries `po.batch.column.<key>`; the order is the template's. */
export const BATCH_COLUMNS: Record<BatchCategory, readonly BatchColumn[]> = {
  poUpload: [
    col('poNumber', true, '4500012345'),
    col('itemNumber', true, '00010', 8),
    col('supplierCode', true, 'V1001', 12),
    col('supplierName', false, 'Acme Parts Co., Ltd.', 24),
    col('plant', true, '1000', 8),
    col('documentDate', true, '2026-11-20'),
    col('purchasingGroup', false, 'P01', 10),
    col('currency', false, 'CNY', 8),
    col('material', true, 'MAT-10001', 16),
    col('materialDescription', false, 'Hex bolt M8x40', 28),
    col('orderUnit', true, 'PC', 8),
    col('qty', true, 100, 10),
    col('deliveryDate', true, '2026-12-15'),
    col('gr', false, 0, 10),
    col('deliveryCompleted', false, 'N', 10),
    col('remark', false, '', 24),
  ],
  changeUpload: [
    col('poNumber', true, '4500012345'),
    col('itemNumber', true, '00010', 8),
    col('qty', false, 120, 10),
    col('deliveryDate', false, '2026-12-20'),
  ],
  // Read by dangerous-goods.ts.
  dangerousGoods: [
    col('material', true, 'MAT-10001', 16),
    col('materialDescription', false, 'Paint, flammable', 28),
    col('unNumber', true, 'UN1263', 10),
    col('hazardClass', true, '3', 10),
    col('packingGroup', false, 'II', 10),
    col('remark', false, '', 24),
  ],
};

export type CellValue = string | number | boolean | Date | null | undefined;

export interface RowError {
  /** 1-based sheet row (the header is row 1). */
  row: number;
  column: string | null;
  key: string;
  params?: Record<string, string | number>;
}

/** One item line of a PO upload: the PO's fields repeat on each of its items. */
export interface PoUploadLine {
  row: number;
  po: Omit<ImportedPo, 'items'>;
  item: ImportedPo['items'][number];
}

export interface ChangeLine {
  row: number;
  poNumber: string;
  itemNumber: string;
  qty?: number;
  deliveryDate?: string;
}

function text(value: CellValue): string {
  if (value === null || value === undefined) return '';
  if (value instanceof Date) return dayjs(value).format('YYYY-MM-DD');
  return String(value).trim();
}

/** The usual date texts: 2026-12-15, 2026/12/15, 2026.12.15 or 20261215 (one separator throughout). */
const DAY_TEXT = /^(\d{4})([-/.]?)(\d{2})\2(\d{2})$/;

/** A date cell (a real date, or text in one of the usual forms) as YYYY-MM-DD, or null. */
export function dateOf(value: CellValue): string | null {
  if (value instanceof Date) return Number.isNaN(value.getTime()) ? null : value.toISOString().slice(0, 10);
  const match = DAY_TEXT.exec(text(value));
  if (!match) return null;
  const [year, month, day] = [Number(match[1]), Number(match[3]), Number(match[4])];
  // The calendar check by hand rather than dayjs's strict parse with four formats: every row of a
  // 100,000-row batch has a date, and the parse was 1.2 s of its dry run's CPU.
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day ? `${match[1]}-${match[3]}-${match[4]}` : null;
}

function numberOf(value: CellValue): number | null {
  if (typeof value === 'number') return Number.isFinite(value) ? value : null;
  const raw = text(value).replace(/,/g, '');
  return raw !== '' && /^-?\d+(\.\d+)?$/.test(raw) ? Number(raw) : null;
}

function yesNoOf(value: CellValue): boolean | null {
  if (typeof value === 'boolean') return value;
  const raw = text(value).toUpperCase();
  if (['Y', 'YES', 'X', 'TRUE', '1', '是'].includes(raw)) return true;
  if (['', 'N', 'NO', 'FALSE', '0', '否'].includes(raw)) return false;
  return null;
}

/** Reads a row's cells by column key, collecting an error per bad cell. */
export class RowReader {
  readonly errors: RowError[] = [];
  constructor(
    readonly row: number,
    private readonly cells: Readonly<Record<string, CellValue>>,
    private readonly columns: readonly BatchColumn[],
  ) {}

  private fail(column: string, key: string, params?: Record<string, string | number>): null {
    this.errors.push({ row: this.row, column, key, ...(params ? { params } : {}) });
    return null;
  }
  private required(key: string) {
    return this.columns.find((c) => c.key === key)?.required ?? false;
  }
  text(key: string, max: number): string | null {
    const value = text(this.cells[key]);
    if (!value) return this.required(key) ? this.fail(key, 'required') : '';
    return value.length > max ? this.fail(key, 'tooLong', { max }) : value;
  }
  /** A code (a PO, item, material): as text, and only visible characters (contracts/codes.ts). */
  code(key: string, max: number): string | null {
    const value = this.text(key, max);
    return value && hasInvisibleCharacter(value) ? this.fail(key, 'invisible') : value;
  }
  date(key: string): string | null | undefined {
    if (text(this.cells[key]) === '') return this.required(key) ? this.fail(key, 'required') : undefined;
    return dateOf(this.cells[key]) ?? this.fail(key, 'date');
  }
  quantity(key: string, positive: boolean): number | null | undefined {
    if (text(this.cells[key]) === '') return this.required(key) ? this.fail(key, 'required') : undefined;
    const value = numberOf(this.cells[key]);
    if (value === null) return this.fail(key, 'number');
    if (value < 0 || (positive && value === 0)) return this.fail(key, positive ? 'positive' : 'notNegative');
    return Math.round(value * 1000) / 1000;
  }
  yesNo(key: string): boolean | null {
    return yesNoOf(this.cells[key]) ?? this.fail(key, 'yesNo');
  }
}

/** One row of a PO upload: the line, or the row's errors (all of them, not just the first). */
export function readPoUploadRow(row: number, cells: Readonly<Record<string, CellValue>>): { line: PoUploadLine | null; errors: RowError[] } {
  const r = new RowReader(row, cells, BATCH_COLUMNS.poUpload);
  const values = {
    poNumber: r.code('poNumber', 20),
    itemNumber: r.code('itemNumber', 10),
    supplierCode: r.code('supplierCode', 20),
    supplierName: r.text('supplierName', 120),
    plant: r.code('plant', 10),
    documentDate: r.date('documentDate'),
    purchasingGroup: r.code('purchasingGroup', 10),
    currency: r.code('currency', 5),
    material: r.code('material', 40),
    materialDescription: r.text('materialDescription', 200),
    orderUnit: r.code('orderUnit', 10),
    qty: r.quantity('qty', true),
    deliveryDate: r.date('deliveryDate'),
    gr: r.quantity('gr', false),
    deliveryCompleted: r.yesNo('deliveryCompleted'),
    remark: r.text('remark', 500),
  };
  if (r.errors.length) return { line: null, errors: r.errors };
  const v = values as { [K in keyof typeof values]: Exclude<(typeof values)[K], null> };
  return {
    line: {
      row,
      po: {
        poNumber: v.poNumber,
        supplierCode: v.supplierCode,
        supplierName: v.supplierName,
        plant: v.plant,
        documentDate: v.documentDate!,
        purchasingGroup: v.purchasingGroup,
        currency: v.currency,
        remark: v.remark,
      },
      item: {
        itemNumber: v.itemNumber,
        material: v.material,
        materialDescription: v.materialDescription,
        orderUnit: v.orderUnit,
        qty: v.qty!,
        deliveryDate: v.deliveryDate!,
        ...(v.gr !== undefined ? { gr: v.gr } : {}),
        deliveryCompleted: v.deliveryCompleted,
      },
    },
    errors: [],
  };
}

/** One row of a change upload: a new QTY and / or date for an existing item. */
export function readChangeRow(row: number, cells: Readonly<Record<string, CellValue>>): { line: ChangeLine | null; errors: RowError[] } {
  const r = new RowReader(row, cells, BATCH_COLUMNS.changeUpload);
  const poNumber = r.code('poNumber', 20);
  const itemNumber = r.code('itemNumber', 10);
  const qty = r.quantity('qty', true);
  const deliveryDate = r.date('deliveryDate');
  if (!r.errors.length && qty === undefined && deliveryDate === undefined) r.errors.push({ row, column: null, key: 'nothingToChange' });
  if (r.errors.length || !poNumber || !itemNumber) return { line: null, errors: r.errors };
  return { line: { row, poNumber, itemNumber, ...(qty ? { qty } : {}), ...(deliveryDate ? { deliveryDate } : {}) }, errors: [] };
}

const PO_FIELDS = ['supplierCode', 'supplierName', 'plant', 'documentDate', 'purchasingGroup', 'currency', 'remark'] as const;

/**
 * Groups item lines into POs. The PO's fields must agree on all its rows, and an item may appear
 * once; each PO is then checked by the import contract itself.
 */
export function groupPoLines(lines: readonly PoUploadLine[]): { pos: ImportedPo[]; errors: RowError[] } {
  const errors: RowError[] = [];
  const byPo = new Map<string, { first: PoUploadLine; items: Map<string, number>; po: ImportedPo }>();
  for (const line of lines) {
    const seen = byPo.get(line.po.poNumber);
    if (!seen) {
      byPo.set(line.po.poNumber, { first: line, items: new Map([[line.item.itemNumber, line.row]]), po: { ...line.po, items: [line.item] } });
      continue;
    }
    for (const field of PO_FIELDS) {
      if ((line.po[field] ?? '') !== (seen.first.po[field] ?? ''))
        errors.push({ row: line.row, column: field, key: 'poConflict', params: { po: line.po.poNumber, first: seen.first.row } });
    }
    const twice = seen.items.get(line.item.itemNumber);
    if (twice !== undefined)
      errors.push({ row: line.row, column: 'itemNumber', key: 'duplicateItem', params: { po: line.po.poNumber, item: line.item.itemNumber, first: twice } });
    else {
      seen.items.set(line.item.itemNumber, line.row);
      seen.po.items.push(line.item);
    }
  }
  const pos: ImportedPo[] = [];
  for (const { first, po } of byPo.values()) {
    const checked = importedPo.safeParse(po);
    if (checked.success) pos.push(checked.data);
    else
      errors.push({
        row: first.row,
        column: String(checked.error.issues[0]?.path.at(-1) ?? ''),
        key: 'invalid',
        params: { detail: checked.error.issues[0]?.message ?? '' },
      });
  }
  return { pos, errors };
}
