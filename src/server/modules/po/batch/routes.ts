import type { FastifyInstance } from 'fastify';
import { poBatchConfirm, poBatchCreate, poBatchDetail, poBatchDiscard, poBatchList, poBatchRows } from '../../../../shared/contracts/po-batch.ts';
import { sessionRoute } from '../../../plugins/endpoints.ts';
import type { FileStorage } from '../../../plugins/file-storage.ts';
import { parsingBatchIds } from './queries.ts';
import { batchRows, batchSummaries, createBatch, discardBatch, visibleBatch } from './records.ts';
import { confirmBatch, runDryRun, summaryOf } from './service.ts';

export function poBatchRoutes(app: FastifyInstance, storage: FileStorage): void {
  const start = (id: string) => setImmediate(() => void runDryRun(app, storage, id));

  sessionRoute(app, poBatchCreate, async ({ body, request, viewer }) => {
    const batch = await createBatch(app.db, viewer, body.fileVersionId, body.category);
    start(batch.id);
    return summaryOf(batch, request.t);
  });

  sessionRoute(app, poBatchList, ({ query, request, viewer }) => batchSummaries(app.db, viewer, query, request.t));

  sessionRoute(app, poBatchDetail, async ({ params, request, viewer }) => summaryOf(await visibleBatch(app.db, viewer, params.id), request.t));

  sessionRoute(app, poBatchRows, ({ params, query, request, viewer }) => batchRows(app.db, viewer, params.id, query, request.t));

  sessionRoute(app, poBatchConfirm, async ({ params, request, viewer }) => {
    const batch = await visibleBatch(app.db, viewer, params.id);
    await confirmBatch(app, storage, batch, viewer);
    app.hub.syncChanged();
    return summaryOf(await visibleBatch(app.db, viewer, params.id), request.t);
  });

  sessionRoute(app, poBatchDiscard, ({ params, request, viewer }) => discardBatch(app.db, viewer, params.id, request.t));

  // A dry run cut off by a restart is started again: it only reads.
  app.addHook('onReady', async () => {
    for (const id of await parsingBatchIds(app.db)) start(id);
  });
}
