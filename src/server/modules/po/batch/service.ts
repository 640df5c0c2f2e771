import { and, count, eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { PoBatchSummary } from '../../../../shared/contracts/po-batch.ts';
import type { BatchCategory } from '../../../../shared/domain/po/batch-categories.ts';
import { publicUrlOf } from '../../../config.ts';
import type { Db } from '../../../db/client.ts';
import { files, poBatches, poBatchRows } from '../../../db/schema/index.ts';
import { AppError } from '../../../plugins/errors.ts';
import type { FileStorage } from '../../../plugins/file-storage.ts';
import type { TranslateFn } from '../../../plugins/i18n.ts';
import type { Viewer } from '../../sync/registry.ts';
import { viewerOfUser } from '../../sync/routes.ts';
import { importPosIn } from '../import.ts';
import { WorkbookProblem } from './parse.ts';
import { planBatch, type BatchPlan } from './plan.ts';
import { applyDangerousGoods } from './plan-dangerous-goods.ts';

export type BatchRecord = typeof poBatches.$inferSelect;
const ROW_CHUNK = 1000;

export function summaryOf(batch: BatchRecord, t: TranslateFn): PoBatchSummary {
  return {
    id: batch.id, serialNumber: batch.serialNumber, category: batch.category as PoBatchSummary['category'], fileName: batch.fileName,
    uploaderName: batch.uploaderName, sourceType: batch.sourceType, status: batch.status, poCount: batch.poCount, itemCount: batch.itemCount,
    errorCount: batch.errorCount, failure: batch.failure ? t(batch.failure.key, batch.failure.params ?? {}) : null,
    createdAt: batch.createdAt.getTime(), decidedAt: batch.decidedAt?.getTime() ?? null,
  };
}

/** B + the day + a sequence of that day: short enough to say on the phone. */
export async function nextSerialNumber(db: Db): Promise<string> {
  const day = new Date().toISOString().slice(0, 10).replace(/-/g, '');
  const [row] = await db.select({ n: count() }).from(poBatches).where(sql`${poBatches.serialNumber} like ${`B${day}-%`}`);
  return `B${day}-${String((row?.n ?? 0) + 1).padStart(4, '0')}`;
}

/** Stores a dry run: its rows (replacing earlier ones) and the batch's counts and status. */
async function storePlan(tx: Db, batchId: string, plan: BatchPlan, status: 'ready' | 'failed'): Promise<void> {
  await tx.delete(poBatchRows).where(eq(poBatchRows.batchId, batchId));
  for (let i = 0; i < plan.rows.length; i += ROW_CHUNK) {
    await tx.insert(poBatchRows).values(plan.rows.slice(i, i + ROW_CHUNK).map((r) => ({ batchId, ...r })));
  }
  const itemCount = plan.rows.filter((r) => r.outcome !== 'error').length;
  await tx
    .update(poBatches)
    .set({ status, poCount: plan.pos.length, itemCount, errorCount: plan.errorCount, failure: null })
    .where(eq(poBatches.id, batchId));
}

async function planOf(app: FastifyInstance, storage: FileStorage, batch: BatchRecord, viewer: Viewer): Promise<BatchPlan> {
  const [file] = await app.db.select({ id: files.id }).from(files).where(eq(files.id, batch.fileId));
  const opened = file ? await storage.open(file.id) : null;
  if (!opened) throw new WorkbookProblem('po.batch.problem.unreadable');
  return planBatch(app.db, viewer, batch.category as BatchCategory, opened.stream);
}

/** The background half of an upload: reads the workbook into the dry run. Never throws. */
export async function runDryRun(app: FastifyInstance, storage: FileStorage, batchId: string): Promise<void> {
  try {
    const [batch] = await app.db.select().from(poBatches).where(eq(poBatches.id, batchId));
    if (!batch || batch.status !== 'parsing') return;
    const viewer = await viewerOfUser(app.db, batch.uploadedBy);
    if (!viewer) throw new WorkbookProblem('po.batch.problem.unreadable');
    const plan = await planOf(app, storage, batch, viewer);
    await app.db.transaction((tx) => storePlan(tx, batchId, plan, plan.errorCount ? 'failed' : 'ready'));
  } catch (error) {
    const failure = error instanceof WorkbookProblem ? { key: error.key, params: error.params } : { key: 'po.batch.problem.unreadable' };
    if (!(error instanceof WorkbookProblem)) app.log.error({ err: error, batchId }, 'PO batch dry run failed');
    await app.db
      .update(poBatches)
      .set({ status: 'failed', failure })
      .where(and(eq(poBatches.id, batchId), eq(poBatches.status, 'parsing')))
      .catch((err: unknown) => app.log.error({ err, batchId }, 'PO batch could not be marked failed'));
  }
}

const uploadFailed = () => new AppError(422, 'po.batch.uploadFailed', {}, 'PO.batchFailed');

/**
 * Applies a ready batch: read again against the POs as they are now; one transaction for the batch's
 * status and every PO, so a crash or a refusal part-way leaves nothing applied.
 */
export async function confirmBatch(app: FastifyInstance, storage: FileStorage, batch: BatchRecord, viewer: Viewer): Promise<void> {
  if (batch.status !== 'ready') throw new AppError(409, 'po.batch.notReady', { status: batch.status }, 'PO.batchNotReady');
  const plan = await planOf(app, storage, batch, viewer);
  if (plan.errorCount) {
    await app.db.transaction((tx) => storePlan(tx, batch.id, plan, 'failed'));
    throw uploadFailed();
  }
  await app.db.transaction(async (tx) => {
    const [claimed] = await tx
      .update(poBatches)
      .set({ status: 'applied', decidedAt: sql`now()` })
      .where(and(eq(poBatches.id, batch.id), eq(poBatches.status, 'ready')))
      .returning({ id: poBatches.id });
    if (!claimed) throw new AppError(409, 'po.batch.notReady', { status: 'applied' }, 'PO.batchNotReady');
    app.log.info({ batchId: batch.id, pos: plan.pos.length }, 'PO batch apply started');
    if (plan.dangerousGoods) await applyDangerousGoods(tx, viewer, batch.id, plan.dangerousGoods);
    else await importPosIn(tx, viewer, plan.pos, { linkBase: publicUrlOf(app.config) });
  });
  app.mailQueue.kick();
}

export { uploadFailed };
