import type { ImportedPo } from '../../../../shared/contracts/po.ts';
import { groupPoLines, readChangeRow, readPoUploadRow, type ChangeLine, type PoUploadLine, type RowError } from '../../../../shared/domain/po/batch.ts';
import type { Db } from '../../../db/client.ts';
import type { BatchRowValues, StagedLine } from '../../../db/schema/index.ts';
import type { Viewer } from '../../../plugins/access.ts';
import { importPosIn } from '../import.ts';
import { PoMailBatch, type PoMailSettings } from '../mail.ts';
import { inPoReach, poReach, type PoReach } from '../access.ts';
import { readBatchRows } from './parse.ts';
import {
  clearStagedRows,
  existingRows,
  insertStagedRows,
  markErrors,
  stagedCounts,
  stagedRounds,
  type Existing,
  type ExistingRows,
  type Po,
  type RowProblem,
  type StagedRow,
  type StagedCounts,
  type StagedRound,
} from './staged-rows.ts';
import type { RandomAccess } from '../../../xlsx/zip-reader.ts';

/**
 * A PO batch planned in bounded memory (DESIGN "Files"; a 100,000-row batch is the goal): the dry run
 * reads the workbook once and stages every row in po_batch_rows (its outcome, before / after, errors
 * and the parsed line) a few thousand rows at a time; the checks that span rows (a PO's fields agree,
 * an item once) then run PO by PO over the staged lines, and the confirm applies the staged lines in
 * rounds of whole POs inside the caller's transaction. Nothing holds the whole workbook.
 */
export type PoCategory = 'poUpload' | 'changeUpload';

type PoScopeOfLine = Pick<ImportedPo, 'poNumber' | 'supplierCode' | 'plant' | 'purchasingGroup'>;

/** Rows read before their existing items are looked up and they are written. */
const STAGE_CHUNK = 2000;
/**
 * A PO line is the caller's to create or change only when its new values and the PO as stored (if
 * any) are in their scope, so a batch cannot take over another scope's PO; the dry run and the
 * confirm ask the same.
 */
function poLineInScope(reach: PoReach, po: PoScopeOfLine, stored: Po | undefined): boolean {
  const fresh = { supplierCode: po.supplierCode, plant: po.plant, purchasingGroup: po.purchasingGroup ?? '' };
  return inPoReach(reach, fresh) && (!stored || inPoReach(reach, stored));
}

const scopeError = (row: number, po: PoScopeOfLine): RowError => ({ row, column: 'plant', key: 'scope', params: { po: po.poNumber } });

const valuesOf = (v: { qty: number; deliveryDate: string; gr?: number; deliveryCompleted?: boolean }): BatchRowValues => ({
  qty: v.qty,
  deliveryDate: v.deliveryDate,
  gr: v.gr ?? 0,
  deliveryCompleted: v.deliveryCompleted ?? false,
});
const same = (a: BatchRowValues, b: BatchRowValues) => JSON.stringify(a) === JSON.stringify(b);
const lineKey = (line: StagedLine) => (line.kind === 'po' ? `${line.po.poNumber}/${line.item.itemNumber}` : `${line.poNumber}/${line.itemNumber}`);

function errorRow(batchId: string, row: number, poNumber: string, itemNumber: string, errors: RowProblem[]): StagedRow {
  return { batchId, row, poNumber, itemNumber, outcome: 'error', before: null, after: null, errors, line: null };
}

function stagePoLine(batchId: string, reach: PoReach, line: PoUploadLine, existing: ExistingRows): StagedRow {
  const { po, item } = line;
  if (!poLineInScope(reach, po, existing.pos.get(po.poNumber))) {
    const { row, ...problem } = scopeError(line.row, po);
    return errorRow(batchId, row, po.poNumber, item.itemNumber, [problem]);
  }
  const found = existing.items.get(`${po.poNumber}/${item.itemNumber}`);
  const after = valuesOf(item);
  const before = found ? valuesOf(found) : null;
  const outcome = !before ? 'create' : same(before, after) ? 'unchanged' : 'update';
  return { batchId, row: line.row, poNumber: po.poNumber, itemNumber: item.itemNumber, outcome, before, after, errors: [], line: { kind: 'po', po, item } };
}

function changedValues(found: Existing, line: ChangeLine): BatchRowValues {
  return { ...valuesOf(found), ...(line.qty !== undefined ? { qty: line.qty } : {}), ...(line.deliveryDate ? { deliveryDate: line.deliveryDate } : {}) };
}

function stageChangeLine(batchId: string, reach: PoReach, line: ChangeLine, existing: ExistingRows): StagedRow {
  const found = existing.items.get(`${line.poNumber}/${line.itemNumber}`);
  if (!found || !inPoReach(reach, found)) {
    return errorRow(batchId, line.row, line.poNumber, line.itemNumber, [
      { column: 'itemNumber', key: 'unknownItem', params: { po: line.poNumber, item: line.itemNumber } },
    ]);
  }
  const before = valuesOf(found);
  const after = changedValues(found, line);
  const { row, ...staged } = line;
  return {
    batchId,
    row,
    poNumber: line.poNumber,
    itemNumber: line.itemNumber,
    outcome: same(before, after) ? 'unchanged' : 'update',
    before,
    after,
    errors: [],
    line: { kind: 'change', ...staged },
  };
}

/** Reads the workbook into po_batch_rows, a chunk at a time, replacing an earlier dry run's rows. */
async function stageRows(db: Db, viewer: Viewer, batchId: string, category: PoCategory, input: RandomAccess): Promise<void> {
  const reach = await poReach(db, viewer);
  await clearStagedRows(db, batchId);
  let lines: (PoUploadLine | ChangeLine)[] = [];
  let unread = new Map<number, RowProblem[]>();
  const flush = async () => {
    const numbers = lines.map((l) => ('po' in l ? l.po.poNumber : l.poNumber));
    const existing = await existingRows(db, numbers);
    const rows: StagedRow[] = [...unread].map(([row, errors]) => errorRow(batchId, row, '', '', errors));
    for (const line of lines) rows.push('po' in line ? stagePoLine(batchId, reach, line, existing) : stageChangeLine(batchId, reach, line, existing));
    await insertStagedRows(db, rows);
    lines = [];
    unread = new Map();
  };
  await readBatchRows(input, category, async (row, cells) => {
    const read = category === 'poUpload' ? readPoUploadRow(row, cells) : readChangeRow(row, cells);
    if (read.line) lines.push(read.line);
    for (const { row: at, ...e } of read.errors) unread.set(at, [...(unread.get(at) ?? []), e]);
    if (lines.length + unread.size >= STAGE_CHUNK) await flush();
  });
  await flush();
}

const poLines = (rows: StagedRound): PoUploadLine[] => rows.flatMap(({ row, line }) => (line.kind === 'po' ? [{ row, po: line.po, item: line.item }] : []));

/** A change row names an item once; a later row of the same item is an error naming the first. */
function duplicateChanges(rows: StagedRound): RowError[] {
  const first = new Map<string, number>();
  const errors: RowError[] = [];
  for (const { row, line } of rows) {
    if (line.kind !== 'change') continue;
    const seen = first.get(lineKey(line));
    if (seen === undefined) first.set(lineKey(line), row);
    else errors.push({ row, column: 'itemNumber', key: 'duplicateItem', params: { po: line.poNumber, item: line.itemNumber, first: seen } });
  }
  return errors;
}

/** The dry run: stage every row, then check across rows PO by PO; answers the batch's counts. */
export async function stageBatch(db: Db, viewer: Viewer, batchId: string, category: PoCategory, input: RandomAccess): Promise<StagedCounts> {
  await stageRows(db, viewer, batchId, category, input);
  for await (const rows of stagedRounds(db, batchId)) {
    await markErrors(db, batchId, category === 'poUpload' ? groupPoLines(poLines(rows)).errors : duplicateChanges(rows));
  }
  return stagedCounts(db, batchId);
}

/** Rows that no longer hold when the batch is confirmed (the POs or the user's scope changed since the dry run). */
export class StaleBatch extends Error {
  constructor(readonly errors: RowError[]) {
    super('PO batch no longer applies');
  }
}

/** A change round as POs: each PO as stored, with the new QTY and / or date on its changed items. */
function changedPos(reach: PoReach, rows: StagedRound, existing: Map<string, Existing>): { pos: ImportedPo[]; errors: RowError[] } {
  const pos = new Map<string, ImportedPo>();
  const errors: RowError[] = [];
  for (const { row, line } of rows) {
    if (line.kind !== 'change') continue;
    const found = existing.get(lineKey(line));
    if (!found || !inPoReach(reach, found)) {
      errors.push({ row, column: 'itemNumber', key: 'unknownItem', params: { po: line.poNumber, item: line.itemNumber } });
      continue;
    }
    const after = changedValues(found, { row, ...line });
    const { po } = found;
    const target = pos.get(po.poNumber) ?? {
      poNumber: po.poNumber,
      supplierCode: po.supplierCode,
      supplierName: po.supplierName,
      plant: po.plant,
      documentDate: po.documentDate,
      createdBy: po.createdBy,
      currency: po.currency,
      purchasingGroup: po.purchasingGroup,
      mrpController: po.mrpController,
      remark: po.remark,
      items: [],
    };
    target.items.push({
      itemNumber: found.itemNumber,
      material: found.material,
      materialDescription: found.materialDescription,
      orderUnit: found.orderUnit,
      qty: after.qty!,
      deliveryDate: after.deliveryDate!,
      gr: found.gr,
      deliveryCompleted: found.deliveryCompleted,
    });
    pos.set(po.poNumber, target);
  }
  return { pos: [...pos.values()], errors };
}

/**
 * Applies a staged batch in rounds of whole POs against the POs as they are now, inside the caller's
 * transaction; throws StaleBatch (before anything of the failing round is written) when a row no
 * longer holds, so the caller's rollback leaves everything as it was.
 */
export async function applyStagedBatch(
  tx: Db,
  viewer: Viewer,
  batchId: string,
  category: PoCategory,
  mail: PoMailSettings,
  onRound: (pos: number) => void,
): Promise<number> {
  let applied = 0;
  const reach = await poReach(tx, viewer);
  const events = new PoMailBatch(tx, mail);
  for await (const rows of stagedRounds(tx, batchId)) {
    let round: { pos: ImportedPo[]; errors: RowError[] };
    const numbers = rows.map(({ line }) => (line.kind === 'change' ? line.poNumber : line.po.poNumber));
    const existing = await existingRows(tx, numbers);
    if (category === 'poUpload') {
      const lines = poLines(rows);
      round = groupPoLines(lines);
      for (const { row, po } of lines) if (!poLineInScope(reach, po, existing.pos.get(po.poNumber))) round.errors.push(scopeError(row, po));
    } else {
      round = changedPos(reach, rows, existing.items);
    }
    if (round.errors.length) throw new StaleBatch(round.errors);
    await importPosIn(tx, viewer, round.pos, mail, events);
    applied += round.pos.length;
    onRound(applied);
  }
  await events.flush();
  return applied;
}
