import { and, asc, count, desc, eq, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import { countWhere, paged, type PageRequest } from '../../../db/paged.ts';
import { files, poBatches, poBatchRows } from '../../../db/schema/index.ts';

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
export function batchPage(db: Db, uploader: string | null, q: PageRequest) {
  const where = uploader === null ? undefined : eq(poBatches.uploadedBy, uploader);
  return paged(
    q,
    (limit, offset) => db.select().from(poBatches).where(where).orderBy(desc(poBatches.createdAt), desc(poBatches.serialNumber)).limit(limit).offset(offset),
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
