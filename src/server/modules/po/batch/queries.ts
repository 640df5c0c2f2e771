import { and, asc, count, desc, eq, ilike, isNull, or, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import { insertRows } from '../../../db/insert-rows.ts';
import { likePattern } from '../../../db/like.ts';
import { countWhere, paged, sortedBy, type PageRequest } from '../../../db/paged.ts';
import { files, poBatches, poBatchRows } from '../../../db/schema/index.ts';
import type { BatchPlan } from './plan.ts';

export type BatchRecord = typeof poBatches.$inferSelect;
export type BatchRowRecord = typeof poBatchRows.$inferSelect;

export async function batchById(db: Db, id: string): Promise<BatchRecord | undefined> {
  const [batch] = await db.select().from(poBatches).where(eq(poBatches.id, id));
  return batch;
}

/** A live workbook the user uploaded for a batch. */
export async function ownBatchFile(db: Db, userId: string, fileId: string) {
  const [file] = await db
    .select()
    .from(files)
    .where(and(eq(files.id, fileId), eq(files.ownerId, userId), eq(files.purpose, 'poBatch'), isNull(files.deletedAt)));
  return file;
}

/** B + the day + a sequence of that day: short enough to say on the phone. */
export async function nextSerialNumber(db: Db): Promise<string> {
  const day = new Date().toISOString().slice(0, 10).replace(/-/g, '');
  const [row] = await db
    .select({ n: count() })
    .from(poBatches)
    .where(sql`${poBatches.serialNumber} like ${`B${day}-%`}`);
  return `B${day}-${String((row?.n ?? 0) + 1).padStart(4, '0')}`;
}

export async function insertBatch(db: Db, values: typeof poBatches.$inferInsert): Promise<BatchRecord> {
  const [batch] = await db.insert(poBatches).values(values).returning();
  return batch!;
}

/** The batch record page: an uploader's own batches, or (uploader null) everyone's; newest first. */
const BATCH_SORTS = {
  createdAt: poBatches.createdAt,
  serialNumber: poBatches.serialNumber,
  fileName: poBatches.fileName,
  category: poBatches.category,
  status: poBatches.status,
};
export type BatchListRequest = PageRequest & { keyword?: string | undefined; sidx: keyof typeof BATCH_SORTS; sort: 'asc' | 'desc' };

export function batchPage(db: Db, uploader: string | null, q: BatchListRequest) {
  const pattern = q.keyword ? likePattern(q.keyword) : null;
  const where = and(
    uploader === null ? undefined : eq(poBatches.uploadedBy, uploader),
    pattern ? or(ilike(poBatches.serialNumber, pattern), ilike(poBatches.fileName, pattern)) : undefined,
  );
  return paged(
    q,
    (limit, offset) =>
      db
        .select()
        .from(poBatches)
        .where(where)
        .orderBy(...sortedBy(BATCH_SORTS, q, desc(poBatches.serialNumber)))
        .limit(limit)
        .offset(offset),
    () => countWhere(db, poBatches, where),
  );
}

/** A batch's dry-run rows in workbook order, all or only those with errors. */
export function batchRowPage(db: Db, batchId: string, q: PageRequest & { onlyErrors?: boolean | undefined }) {
  const where = and(eq(poBatchRows.batchId, batchId), q.onlyErrors ? eq(poBatchRows.outcome, 'error') : undefined);
  return paged(
    q,
    (limit, offset) => db.select().from(poBatchRows).where(where).orderBy(asc(poBatchRows.row)).limit(limit).offset(offset),
    () => countWhere(db, poBatchRows, where),
  );
}

/** Discards a batch still open for a decision; undefined when it is not (any more). */
export async function discardOpenBatch(db: Db, id: string): Promise<BatchRecord | undefined> {
  const [discarded] = await db
    .update(poBatches)
    .set({ status: 'discarded', decidedAt: sql`now()` })
    .where(and(eq(poBatches.id, id), sql`${poBatches.status} in ('ready', 'failed')`))
    .returning();
  return discarded;
}

export async function parsingBatchIds(db: Db): Promise<string[]> {
  return (await db.select({ id: poBatches.id }).from(poBatches).where(eq(poBatches.status, 'parsing'))).map((b) => b.id);
}

/** Stores a dry run: its rows (replacing earlier ones) and the batch's counts and status. */
export async function storePlan(tx: Db, batchId: string, plan: BatchPlan, status: 'ready' | 'failed'): Promise<void> {
  await tx.delete(poBatchRows).where(eq(poBatchRows.batchId, batchId));
  await insertRows(
    tx,
    poBatchRows,
    plan.rows.map((r) => ({ batchId, ...r })),
  );
  const itemCount = plan.rows.filter((r) => r.outcome !== 'error').length;
  await tx.update(poBatches).set({ status, poCount: plan.pos.length, itemCount, errorCount: plan.errorCount, failure: null }).where(eq(poBatches.id, batchId));
}

export async function fileRecordExists(db: Db, fileId: string): Promise<boolean> {
  const [file] = await db.select({ id: files.id }).from(files).where(eq(files.id, fileId));
  return file !== undefined;
}

/** Ends a dry run that is still parsing: ready, or failed with its rows' errors or the reason it could not read. */
export async function finishParsing(
  db: Db,
  batchId: string,
  outcome: { status: 'ready' | 'failed'; poCount?: number; itemCount?: number; errorCount?: number; failure: BatchRecord['failure'] },
): Promise<void> {
  await db
    .update(poBatches)
    .set(outcome)
    .where(and(eq(poBatches.id, batchId), eq(poBatches.status, 'parsing')));
}

/** Takes a ready batch for applying (inside the apply's transaction); false when it is not ready any more. */
export async function claimReady(tx: Db, batchId: string): Promise<boolean> {
  const [claimed] = await tx
    .update(poBatches)
    .set({ status: 'applied', decidedAt: sql`now()` })
    .where(and(eq(poBatches.id, batchId), eq(poBatches.status, 'ready')))
    .returning({ id: poBatches.id });
  return claimed !== undefined;
}

/** A confirm found rows that no longer hold: the batch fails, counting them among its errors. */
export async function markStale(tx: Db, batchId: string, staleRows: number): Promise<void> {
  await tx
    .update(poBatches)
    .set({ status: 'failed', errorCount: sql`${poBatches.errorCount} + ${staleRows}` })
    .where(eq(poBatches.id, batchId));
}
