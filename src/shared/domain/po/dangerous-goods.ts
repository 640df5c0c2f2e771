/**
 * The dangerous-goods (DG) material list (spec 000 §1 "imported dangerous-goods material"): one entry
 * per material with its UN number, transport hazard class or division and packing group, as the
 * ADR / IMDG rules name them. Buyers load it with the batch upload's `dangerousGoods` workbook; the
 * PO lists mark items of these materials. The server and the tests read rows with these rules.
 */
import { BATCH_COLUMNS, RowReader, type CellValue, type RowError } from './batch.ts';

/** ADR / IMDG classes and divisions (class 1 by division, without compatibility group). */
export const HAZARD_CLASSES = [
  '1.1',
  '1.2',
  '1.3',
  '1.4',
  '1.5',
  '1.6',
  '2.1',
  '2.2',
  '2.3',
  '3',
  '4.1',
  '4.2',
  '4.3',
  '5.1',
  '5.2',
  '6.1',
  '6.2',
  '7',
  '8',
  '9',
] as const;
export type HazardClass = (typeof HAZARD_CLASSES)[number];

export const PACKING_GROUPS = ['I', 'II', 'III'] as const;

/** The fields of one DG entry, as stored and as the dry run shows them before and after. */
export interface DangerousGoodsValues {
  material: string;
  description: string;
  /** Four digits, without the "UN" prefix (UN 1263 is stored as 1263). */
  unNumber: string;
  hazardClass: HazardClass;
  /** I, II, III, or '' where none is given. */
  packingGroup: string;
  remark: string;
}

export interface DangerousGoodsLine extends DangerousGoodsValues {
  row: number;
}

/** "UN1263", "un 1263", "1263", or a number cell (1263, 4 for UN0004): the four digits, or null. */
export function unNumberOf(value: CellValue): string | null {
  if (typeof value === 'number') return Number.isInteger(value) && value > 0 && value <= 9999 ? String(value).padStart(4, '0') : null;
  const raw = String(value ?? '')
    .trim()
    .toUpperCase()
    .replace(/^UN\s*/, '');
  return /^\d{4}$/.test(raw) ? raw : null;
}

/** A class or division as written ("3", 6.1 as a number cell); null when it is not one of HAZARD_CLASSES. */
export function hazardClassOf(value: CellValue): HazardClass | null {
  const raw = typeof value === 'number' ? String(value) : String(value ?? '').trim();
  return HAZARD_CLASSES.find((c) => c === raw) ?? null;
}

/** I, II or III in any letter case, '' for none; null for anything else. */
export function packingGroupOf(value: CellValue): string | null {
  const raw = String(value ?? '')
    .trim()
    .toUpperCase();
  if (raw === '') return '';
  return PACKING_GROUPS.find((g) => g === raw) ?? null;
}

/** One row of a DG workbook: the entry, or every problem of the row naming its column. */
export function readDangerousGoodsRow(row: number, cells: Readonly<Record<string, CellValue>>): { line: DangerousGoodsLine | null; errors: RowError[] } {
  const r = new RowReader(row, cells, BATCH_COLUMNS.dangerousGoods);
  const material = r.code('material', 40);
  const description = r.text('materialDescription', 200);
  const code = <T>(column: string, parse: (v: CellValue) => T | null): T | null => {
    if (!r.text(column, 20)) return null; // missing or too long: the reader has said so
    const value = parse(cells[column]);
    if (value === null) r.errors.push({ row, column, key: column });
    return value;
  };
  const unNumber = code('unNumber', unNumberOf);
  const hazardClass = code('hazardClass', hazardClassOf);
  const packingGroup = packingGroupOf(cells.packingGroup);
  if (packingGroup === null) r.errors.push({ row, column: 'packingGroup', key: 'packingGroup' });
  const remark = r.text('remark', 500);
  if (r.errors.length || material === null || description === null || unNumber === null || hazardClass === null || packingGroup === null || remark === null) {
    return { line: null, errors: r.errors };
  }
  return { line: { row, material, description, unNumber, hazardClass, packingGroup, remark }, errors: [] };
}

/** A material may appear once in a workbook: each later row is an error naming the first. */
export function duplicateMaterials(lines: readonly DangerousGoodsLine[]): { lines: DangerousGoodsLine[]; errors: RowError[] } {
  const first = new Map<string, number>();
  const kept: DangerousGoodsLine[] = [];
  const errors: RowError[] = [];
  for (const line of lines) {
    const seen = first.get(line.material);
    if (seen === undefined) {
      first.set(line.material, line.row);
      kept.push(line);
    } else errors.push({ row: line.row, column: 'material', key: 'duplicateMaterial', params: { material: line.material, first: seen } });
  }
  return { lines: kept, errors };
}
