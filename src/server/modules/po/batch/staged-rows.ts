import { and, asc, count, countDistinct, eq, gt, inArray, isNotNull, isNull, ne, sql, type SQL } from 'drizzle-orm';
import type { RowError } from '../../../../shared/domain/po/batch.ts';
import type { Db } from '../../../db/client.ts';
import { insertRows } from '../../../db/insert-rows.ts';
import { poBatchRows, poItems, purchaseOrders, type StagedLine } from '../../../db/schema/index.ts';

/** The reads and writes of a batch's staged rows (po_batch_rows) and of the POs they name, for staged-plan.ts. */

export type RowProblem = Omit<RowError, 'row'>;
export type Po = typeof purchaseOrders.$inferSelect;
export type Existing = typeof poItems.$inferSelect & { po: Po };
export type StagedRow = typeof poBatchRows.$inferInsert;

/** Rows per round of the checks across rows and of the apply (about 500 POs of 5 items), always whole POs. */
const ROUND_ROWS = 2500;

/** Writes rows of a dry run as read from the workbook. */
export async function insertStagedRows(db: Db, rows: readonly StagedRow[]): Promise<void> {
  await insertRows(db, poBatchRows, rows);
}

/** Drops an earlier dry run's rows of the batch. */
export async function clearStagedRows(db: Db, batchId: string): Promise<void> {
  await db.delete(poBatchRows).where(eq(poBatchRows.batchId, batchId));
}

export interface ExistingRows {
  /** Every stored PO by number, deleted ones too: a number is taken once, whoever's scope it is in. */
  pos: Map<string, Po>;
  /** Live items of live POs by `po/item`, with their POs. */
  items: Map<string, Existing>;
}

export async function existingRows(db: Db, poNumbers: readonly string[]): Promise<ExistingRows> {
  const out: ExistingRows = { pos: new Map(), items: new Map() };
  const numbers = [...new Set(poNumbers)];
  if (!numbers.length) return out;
  const pos = await db.select().from(purchaseOrders).where(inArray(purchaseOrders.poNumber, numbers));
  for (const po of pos) out.pos.set(po.poNumber, po);
  const live = new Map(pos.filter((p) => p.deletedAt === null).map((p) => [p.id, p]));
  const items = await db
    .select()
    .from(poItems)
    .where(and(inArray(poItems.poNumber, numbers), isNull(poItems.deletedAt)));
  for (const item of items) {
    const po = live.get(item.poId);
    if (po) out.items.set(`${item.poNumber}/${item.itemNumber}`, { ...item, po });
  }
  return out;
}

export type StagedRound = { row: number; line: StagedLine }[];

/** A batch's staged lines that `which` picks, in PO number order, then row order (the (batch, PO, row) index). */
function stagedLines(db: Db, batchId: string, which: SQL) {
  return db
    .select({ row: poBatchRows.row, line: poBatchRows.line, poNumber: poBatchRows.poNumber })
    .from(poBatchRows)
    .where(and(eq(poBatchRows.batchId, batchId), isNotNull(poBatchRows.line), which))
    .orderBy(asc(poBatchRows.poNumber), asc(poBatchRows.row));
}

/**
 * The staged lines of whole POs, about ROUND_ROWS rows at a time, in PO number order: one ordered
 * read of the (batch, PO, row) index per round. A round that fills up ends before its last PO, which
 * may go on; the next starts there. A PO longer than a round is read whole on its own.
 */
export async function* stagedRounds(db: Db, batchId: string): AsyncGenerator<StagedRound> {
  let after = '';
  for (;;) {
    const rows = await stagedLines(db, batchId, gt(poBatchRows.poNumber, after)).limit(ROUND_ROWS);
    if (!rows.length) return;
    const last = rows.at(-1)!.poNumber;
    let round = rows;
    if (rows.length === ROUND_ROWS) {
      round = rows.filter((r) => r.poNumber !== last);
      if (!round.length) round = await stagedLines(db, batchId, eq(poBatchRows.poNumber, last));
    }
    after = round.at(-1)!.poNumber;
    yield round.map(({ row, line }) => ({ row, line: line! }));
  }
}

/** Marks rows as errors, keeping what was already found wrong with them. */
export async function markErrors(db: Db, batchId: string, errors: readonly RowError[]): Promise<void> {
  const byRow = new Map<number, RowProblem[]>();
  for (const { row, ...e } of errors) byRow.set(row, [...(byRow.get(row) ?? []), e]);
  if (!byRow.size) return;
  const values = JSON.stringify([...byRow].map(([row, list]) => ({ row, errors: list })));
  await db.execute(sql`
    update po_batch_rows r set outcome = 'error', before = null, after = null, line = null, errors = r.errors || v.errors
    from jsonb_to_recordset(${values}::jsonb) as v("row" integer, errors jsonb)
    where r.batch_id = ${batchId} and r."row" = v."row"`);
}

export interface StagedCounts {
  poCount: number;
  itemCount: number;
  errorCount: number;
}

/** A staged batch's counts: POs and items that apply, and rows in error. */
export async function stagedCounts(db: Db, batchId: string): Promise<StagedCounts> {
  const mine = eq(poBatchRows.batchId, batchId);
  const [good] = await db
    .select({ pos: countDistinct(poBatchRows.poNumber), items: count() })
    .from(poBatchRows)
    .where(and(mine, ne(poBatchRows.outcome, 'error')));
  const [bad] = await db
    .select({ n: count() })
    .from(poBatchRows)
    .where(and(mine, eq(poBatchRows.outcome, 'error')));
  return { poCount: good?.pos ?? 0, itemCount: good?.items ?? 0, errorCount: bad?.n ?? 0 };
}
