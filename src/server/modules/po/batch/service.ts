import type { FastifyInstance } from 'fastify';
import type { PoBatchSummary } from '../../../../shared/contracts/po-batch.ts';
import type { BatchCategory } from '../../../../shared/domain/po/batch-categories.ts';
import { publicUrlOf } from '../../../config.ts';
import type { Db } from '../../../db/client.ts';
import { AppError } from '../../../plugins/errors.ts';
import type { FileStorage } from '../../../plugins/file-storage.ts';
import type { TranslateFn } from '../../../plugins/i18n.ts';
import type { Viewer } from '../../../plugins/access.ts';
import { viewerOfUser } from '../../../plugins/access.ts';
import { WorkbookProblem } from './parse.ts';
import { batchById, claimReady, fileRecordExists, finishParsing, markStale, storePlan, type BatchRecord } from './queries.ts';
import type { BatchPlan } from './plan.ts';
import { applyDangerousGoods, planDangerousGoods } from './plan-dangerous-goods.ts';
import { applyStagedBatch, stageBatch, StaleBatch, type PoCategory } from './staged-plan.ts';
import { markErrors } from './staged-rows.ts';

export function summaryOf(batch: BatchRecord, t: TranslateFn): PoBatchSummary {
  return {
    id: batch.id,
    serialNumber: batch.serialNumber,
    category: batch.category as PoBatchSummary['category'],
    fileName: batch.fileName,
    uploaderName: batch.uploaderName,
    sourceType: batch.sourceType,
    status: batch.status,
    poCount: batch.poCount,
    itemCount: batch.itemCount,
    errorCount: batch.errorCount,
    failure: batch.failure ? t(batch.failure.key, batch.failure.params ?? {}) : null,
    createdAt: batch.createdAt.getTime(),
    decidedAt: batch.decidedAt?.getTime() ?? null,
  };
}

async function workbookOf(app: FastifyInstance, storage: FileStorage, batch: BatchRecord) {
  const opened = (await fileRecordExists(app.db, batch.fileId)) ? await storage.openRandom(batch.fileId) : null;
  if (!opened) throw new WorkbookProblem('po.batch.problem.unreadable');
  return opened;
}

async function planOf(app: FastifyInstance, storage: FileStorage, batch: BatchRecord): Promise<BatchPlan> {
  return planDangerousGoods(app.db, await workbookOf(app, storage, batch));
}

/** The background half of an upload: reads the workbook into the dry run. Never throws. */
export async function runDryRun(app: FastifyInstance, storage: FileStorage, batchId: string): Promise<void> {
  try {
    const batch = await batchById(app.db, batchId);
    if (!batch || batch.status !== 'parsing') return;
    const viewer = await viewerOfUser(app.db, batch.uploadedBy);
    if (!viewer) throw new WorkbookProblem('po.batch.problem.unreadable');
    const category = batch.category as BatchCategory;
    if (category === 'dangerousGoods') {
      const plan = await planOf(app, storage, batch);
      await app.db.transaction((tx) => storePlan(tx, batchId, plan, plan.errorCount ? 'failed' : 'ready'));
      return;
    }
    const counts = await stageBatch(app.db, viewer, batchId, category, await workbookOf(app, storage, batch));
    await finishParsing(app.db, batchId, { status: counts.errorCount ? 'failed' : 'ready', ...counts, failure: null });
  } catch (error) {
    const failure = error instanceof WorkbookProblem ? { key: error.key, params: error.params } : { key: 'po.batch.problem.unreadable' };
    if (!(error instanceof WorkbookProblem)) app.log.error({ err: error, batchId }, 'PO batch dry run failed');
    await finishParsing(app.db, batchId, { status: 'failed', failure }).catch((err: unknown) =>
      app.log.error({ err, batchId }, 'PO batch could not be marked failed'),
    );
  }
}

const uploadFailed = () => new AppError(422, 'po.batch.uploadFailed', {}, 'PO.batchFailed');

/** Takes a ready batch for applying inside the apply's transaction: a second confirm finds it taken. */
async function claim(app: FastifyInstance, tx: Db, batchId: string, pos: number): Promise<void> {
  if (!(await claimReady(tx, batchId))) throw new AppError(409, 'po.batch.notReady', { status: 'applied' }, 'PO.batchNotReady');
  app.log.info({ batchId, pos }, 'PO batch apply started');
}

/** A dangerous-goods batch: read again, then written in one transaction with the batch's status. */
async function confirmPlanned(app: FastifyInstance, storage: FileStorage, batch: BatchRecord, viewer: Viewer): Promise<void> {
  const plan = await planOf(app, storage, batch);
  if (plan.errorCount) {
    await app.db.transaction((tx) => storePlan(tx, batch.id, plan, 'failed'));
    throw uploadFailed();
  }
  await app.db.transaction(async (tx) => {
    await claim(app, tx, batch.id, 0);
    await applyDangerousGoods(tx, viewer, batch.id, plan.dangerousGoods ?? []);
  });
}

/**
 * A PO batch: its staged rows applied against the POs as they are now, in one transaction with the
 * batch's status, so a crash or a refusal part-way leaves nothing applied. Rows that no longer hold
 * (the PO changed, the user's plants did) turn the batch into a failed one showing them.
 */
async function confirmStaged(app: FastifyInstance, batch: BatchRecord, viewer: Viewer, category: PoCategory): Promise<void> {
  try {
    await app.db.transaction(async (tx) => {
      await claim(app, tx, batch.id, batch.poCount);
      const progress = (applied: number) => app.log.info({ batchId: batch.id, applied, of: batch.poCount }, 'PO batch round applied');
      await applyStagedBatch(tx, viewer, batch.id, category, { linkBase: publicUrlOf(app.config) }, progress);
    });
  } catch (error) {
    if (!(error instanceof StaleBatch)) throw error;
    await app.db.transaction(async (tx) => {
      await markErrors(tx, batch.id, error.errors);
      await markStale(tx, batch.id, new Set(error.errors.map((e) => e.row)).size);
    });
    throw uploadFailed();
  }
}

/** Applies a ready batch, or refuses with what no longer holds. */
export async function confirmBatch(app: FastifyInstance, storage: FileStorage, batch: BatchRecord, viewer: Viewer): Promise<void> {
  if (batch.status !== 'ready') throw new AppError(409, 'po.batch.notReady', { status: batch.status }, 'PO.batchNotReady');
  const category = batch.category as BatchCategory;
  if (category === 'dangerousGoods') await confirmPlanned(app, storage, batch, viewer);
  else await confirmStaged(app, batch, viewer, category);
}

export { uploadFailed, type BatchRecord };
