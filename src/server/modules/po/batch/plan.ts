import type { Readable } from 'node:stream';
import { and, inArray, isNull } from 'drizzle-orm';
import type { ImportedPo } from '../../../../shared/contracts/po.ts';
import type { DangerousGoodsLine } from '../../../../shared/domain/po/dangerous-goods.ts';
import {
  groupPoLines, readChangeRow, readPoUploadRow, type BatchCategory, type ChangeLine, type PoUploadLine, type RowError,
} from '../../../../shared/domain/po/batch.ts';
import type { Db } from '../../../db/client.ts';
import { poItems, purchaseOrders, type BatchRowValues } from '../../../db/schema/index.ts';
import type { Viewer } from '../../sync/registry.ts';
import { inPoScope } from '../scope.ts';
import { readBatchRows } from './parse.ts';
import { planDangerousGoods } from './plan-dangerous-goods.ts';

export interface PlannedRow {
  row: number;
  poNumber: string;
  itemNumber: string;
  outcome: 'create' | 'update' | 'unchanged' | 'error';
  before: BatchRowValues | null;
  after: BatchRowValues | null;
  errors: Omit<RowError, 'row'>[];
}

/** What a batch would do: the POs to import, and per row the outcome, before and after, or errors. */
export interface BatchPlan {
  pos: ImportedPo[];
  rows: PlannedRow[];
  errorCount: number;
  /** A dangerous-goods batch: the entries to write (it has no POs). */
  dangerousGoods?: DangerousGoodsLine[];
}

type Existing = typeof poItems.$inferSelect & { po: typeof purchaseOrders.$inferSelect };
const LOOKUP_CHUNK = 1000;

/** Existing items by `po/item`, with their POs, read in chunks of PO numbers. */
async function existingItems(db: Db, poNumbers: readonly string[]): Promise<Map<string, Existing>> {
  const out = new Map<string, Existing>();
  const unique = [...new Set(poNumbers)];
  for (let i = 0; i < unique.length; i += LOOKUP_CHUNK) {
    const numbers = unique.slice(i, i + LOOKUP_CHUNK);
    const pos = await db.select().from(purchaseOrders).where(and(inArray(purchaseOrders.poNumber, numbers), isNull(purchaseOrders.deletedAt)));
    const byId = new Map(pos.map((p) => [p.id, p]));
    const items = await db.select().from(poItems).where(and(inArray(poItems.poNumber, numbers), isNull(poItems.deletedAt)));
    for (const item of items) {
      const po = byId.get(item.poId);
      if (po) out.set(`${item.poNumber}/${item.itemNumber}`, { ...item, po });
    }
  }
  return out;
}

const valuesOf = (v: { qty: number; deliveryDate: string; gr?: number; deliveryCompleted?: boolean }): BatchRowValues => ({
  qty: v.qty, deliveryDate: v.deliveryDate, gr: v.gr ?? 0, deliveryCompleted: v.deliveryCompleted ?? false,
});
const same = (a: BatchRowValues, b: BatchRowValues) => JSON.stringify(a) === JSON.stringify(b);
const errorRow = (row: number, poNumber: string, itemNumber: string, errors: Omit<RowError, 'row'>[]): PlannedRow => ({
  row, poNumber, itemNumber, outcome: 'error', before: null, after: null, errors,
});

function planPoUpload(viewer: Viewer, lines: PoUploadLine[], rowErrors: RowError[], existing: Map<string, Existing>): BatchPlan {
  const rows = unreadRows(rowErrors);
  const grouped = groupPoLines(lines);
  const badRows = new Map<number, Omit<RowError, 'row'>[]>();
  for (const { row, ...e } of grouped.errors) badRows.set(row, [...(badRows.get(row) ?? []), e]);
  for (const line of lines) {
    const { po, item } = line;
    const errors = [...(badRows.get(line.row) ?? [])];
    if (!inPoScope(viewer, { supplierCode: po.supplierCode, plant: po.plant, purchasingGroup: po.purchasingGroup ?? '' })) {
      errors.push({ column: 'plant', key: 'scope', params: { po: po.poNumber, plant: po.plant } });
    }
    if (errors.length) {
      rows.push(errorRow(line.row, po.poNumber, item.itemNumber, errors));
      continue;
    }
    const found = existing.get(`${po.poNumber}/${item.itemNumber}`);
    const after = valuesOf(item);
    const before = found ? valuesOf(found) : null;
    rows.push({ row: line.row, poNumber: po.poNumber, itemNumber: item.itemNumber, outcome: !before ? 'create' : same(before, after) ? 'unchanged' : 'update', before, after, errors: [] });
  }
  return finish(grouped.pos, rows);
}

/** A change row becomes its PO as stored, with the new QTY and / or date on that item. */
function planChangeUpload(viewer: Viewer, lines: ChangeLine[], rowErrors: RowError[], existing: Map<string, Existing>): BatchPlan {
  const rows = unreadRows(rowErrors);
  const pos = new Map<string, ImportedPo>();
  const seen = new Map<string, number>();
  for (const line of lines) {
    const key = `${line.poNumber}/${line.itemNumber}`;
    const found = existing.get(key);
    if (!found || !inPoScope(viewer, found)) {
      rows.push(errorRow(line.row, line.poNumber, line.itemNumber, [{ column: 'itemNumber', key: 'unknownItem', params: { po: line.poNumber, item: line.itemNumber } }]));
      continue;
    }
    const first = seen.get(key);
    if (first !== undefined) {
      rows.push(errorRow(line.row, line.poNumber, line.itemNumber, [{ column: 'itemNumber', key: 'duplicateItem', params: { po: line.poNumber, item: line.itemNumber, first } }]));
      continue;
    }
    seen.set(key, line.row);
    const before = valuesOf(found);
    const after = { ...before, ...(line.qty !== undefined ? { qty: line.qty } : {}), ...(line.deliveryDate ? { deliveryDate: line.deliveryDate } : {}) };
    const { po } = found;
    const target = pos.get(po.poNumber) ?? {
      poNumber: po.poNumber, supplierCode: po.supplierCode, supplierName: po.supplierName, plant: po.plant, documentDate: po.documentDate,
      createdBy: po.createdBy, currency: po.currency, purchasingGroup: po.purchasingGroup, mrpController: po.mrpController, remark: po.remark, items: [],
    };
    target.items.push({
      itemNumber: found.itemNumber, material: found.material, materialDescription: found.materialDescription, orderUnit: found.orderUnit,
      qty: after.qty!, deliveryDate: after.deliveryDate!, gr: found.gr, deliveryCompleted: found.deliveryCompleted,
    });
    pos.set(po.poNumber, target);
    rows.push({ row: line.row, poNumber: line.poNumber, itemNumber: line.itemNumber, outcome: same(before, after) ? 'unchanged' : 'update', before, after, errors: [] });
  }
  return finish([...pos.values()], rows);
}

function finish(pos: ImportedPo[], rows: PlannedRow[]): BatchPlan {
  rows.sort((a, b) => a.row - b.row);
  return { pos, rows, errorCount: rows.filter((r) => r.outcome === 'error').length };
}

/** Reads the workbook and works out what applying it would do, against the POs as they are now. */
export async function planBatch(db: Db, viewer: Viewer, category: BatchCategory, input: Readable): Promise<BatchPlan> {
  if (category === 'dangerousGoods') return planDangerousGoods(db, input);
  const rowErrors: RowError[] = [];
  if (category === 'poUpload') {
    const lines: PoUploadLine[] = [];
    await readBatchRows(input, category, (row, cells) => {
      const read = readPoUploadRow(row, cells);
      if (read.line) lines.push(read.line);
      rowErrors.push(...read.errors);
    });
    return planPoUpload(viewer, lines, rowErrors, await existingItems(db, lines.map((l) => l.po.poNumber)));
  }
  const lines: ChangeLine[] = [];
  await readBatchRows(input, category, (row, cells) => {
    const read = readChangeRow(row, cells);
    if (read.line) lines.push(read.line);
    rowErrors.push(...read.errors);
  });
  return planChangeUpload(viewer, lines, rowErrors, await existingItems(db, lines.map((l) => l.poNumber)));
}

/** Rows that could not be read: one dry-run row each, with all of its problems. */
function unreadRows(errors: readonly RowError[]): PlannedRow[] {
  const byRow = new Map<number, Omit<RowError, 'row'>[]>();
  for (const { row, ...e } of errors) byRow.set(row, [...(byRow.get(row) ?? []), e]);
  return [...byRow].map(([row, list]) => errorRow(row, '', '', list));
}
