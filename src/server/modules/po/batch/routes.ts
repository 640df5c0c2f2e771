import { and, asc, count, desc, eq, isNull, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { poBatchConfirm, poBatchCreate, poBatchDetail, poBatchDiscard, poBatchList, poBatchRows } from '../../../../shared/contracts/po-batch.ts';
import { files, poBatches, poBatchRows as batchRows } from '../../../db/schema/index.ts';
import { sessionRoute } from '../../../plugins/endpoints.ts';
import { AppError, isUniqueViolation } from '../../../plugins/errors.ts';
import type { FileStorage } from '../../../plugins/file-storage.ts';
import type { Viewer } from '../../../plugins/access.ts';
import { confirmBatch, nextSerialNumber, runDryRun, summaryOf, type BatchRecord } from './service.ts';

export function poBatchRoutes(app: FastifyInstance, storage: FileStorage): void {
  const start = (id: string) => setImmediate(() => void runDryRun(app, storage, id));

  /** A batch its uploader (or an administrator) may see; anyone else is told it does not exist. */
  const visible = async (viewer: Viewer, id: string): Promise<BatchRecord> => {
    const [batch] = await app.db.select().from(poBatches).where(eq(poBatches.id, id));
    if (!batch || (batch.uploadedBy !== viewer.userId && !viewer.isAdministrator)) throw new AppError(404, 'po.batch.notFound', { id });
    return batch;
  };

  sessionRoute(app, poBatchCreate, async ({ body, request, viewer }) => {
    const [file] = await app.db
      .select()
      .from(files)
      .where(and(eq(files.id, body.fileVersionId), eq(files.ownerId, viewer.userId), eq(files.purpose, 'poBatch'), isNull(files.deletedAt)));
    if (!file) throw new AppError(404, 'file.notFound', { id: body.fileVersionId });
    // Two uploads in the same instant may draw the same serial number; the unique index decides.
    for (let attempt = 0; ; attempt++) {
      try {
        const [batch] = await app.db
          .insert(poBatches)
          .values({
            serialNumber: await nextSerialNumber(app.db),
            category: body.category,
            fileId: file.id,
            fileName: file.name,
            uploadedBy: viewer.userId,
            uploaderName: viewer.realName,
          })
          .returning();
        start(batch!.id);
        return summaryOf(batch!, request.t);
      } catch (error) {
        if (!isUniqueViolation(error) || attempt >= 4) throw error;
      }
    }
  });

  sessionRoute(app, poBatchList, async ({ query, request, viewer }) => {
    const mine = viewer.isAdministrator ? undefined : eq(poBatches.uploadedBy, viewer.userId);
    const rows = await app.db
      .select()
      .from(poBatches)
      .where(mine)
      .orderBy(desc(poBatches.createdAt), desc(poBatches.serialNumber))
      .limit(query.pageSize)
      .offset((query.currentPage - 1) * query.pageSize);
    const [total] = await app.db.select({ n: count() }).from(poBatches).where(mine);
    return { list: rows.map((b) => summaryOf(b, request.t)), pagination: { currentPage: query.currentPage, pageSize: query.pageSize, total: total?.n ?? 0 } };
  });

  sessionRoute(app, poBatchDetail, async ({ params, request, viewer }) => summaryOf(await visible(viewer, params.id), request.t));

  sessionRoute(app, poBatchRows, async ({ params, query, request, viewer }) => {
    const batch = await visible(viewer, params.id);
    const where = and(eq(batchRows.batchId, batch.id), query.onlyErrors ? eq(batchRows.outcome, 'error') : undefined);
    const rows = await app.db
      .select()
      .from(batchRows)
      .where(where)
      .orderBy(asc(batchRows.row))
      .limit(query.pageSize)
      .offset((query.currentPage - 1) * query.pageSize);
    const [total] = await app.db.select({ n: count() }).from(batchRows).where(where);
    const t = request.t;
    return {
      list: rows.map((r) => ({
        row: r.row,
        poNumber: r.poNumber,
        itemNumber: r.itemNumber,
        outcome: r.outcome as 'create' | 'update' | 'unchanged' | 'error',
        before: r.before,
        after: r.after,
        messages: r.errors.map((e) => t(`po.batch.error.${e.key}`, { ...e.params, row: r.row, column: e.column ? t(`po.batch.column.${e.column}`) : '' })),
      })),
      pagination: { currentPage: query.currentPage, pageSize: query.pageSize, total: total?.n ?? 0 },
    };
  });

  sessionRoute(app, poBatchConfirm, async ({ params, request, viewer }) => {
    const batch = await visible(viewer, params.id);
    await confirmBatch(app, storage, batch, viewer);
    app.hub.syncChanged();
    return summaryOf(await visible(viewer, params.id), request.t);
  });

  sessionRoute(app, poBatchDiscard, async ({ params, request, viewer }) => {
    const batch = await visible(viewer, params.id);
    const [discarded] = await app.db
      .update(poBatches)
      .set({ status: 'discarded', decidedAt: sql`now()` })
      .where(and(eq(poBatches.id, batch.id), sql`${poBatches.status} in ('ready', 'failed')`))
      .returning();
    if (!discarded) throw new AppError(409, 'po.batch.notReady', { status: batch.status }, 'PO.batchNotReady');
    return summaryOf(discarded, request.t);
  });

  // A dry run cut off by a restart is started again: it only reads.
  app.addHook('onReady', async () => {
    const pending = await app.db.select({ id: poBatches.id }).from(poBatches).where(eq(poBatches.status, 'parsing'));
    for (const { id } of pending) start(id);
  });
}
