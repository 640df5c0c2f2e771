import type { PoBatchRow, PoBatchSummary } from '../../../../shared/contracts/po-batch.ts';
import type { Db } from '../../../db/client.ts';
import type { Paged, PageRequest } from '../../../db/paged.ts';
import type { Viewer } from '../../../plugins/access.ts';
import { AppError, isUniqueViolation } from '../../../plugins/errors.ts';
import type { TranslateFn } from '../../../plugins/i18n.ts';
import {
  batchById,
  batchPage,
  batchRowPage,
  discardOpenBatch,
  insertBatch,
  nextSerialNumber,
  ownBatchFile,
  type BatchListRequest,
  type BatchRecord,
} from './queries.ts';
import { summaryOf } from './service.ts';

/** The batch records around the dry run and the confirm (service.ts): who sees which, creating, listing, discarding. */

/** A batch its uploader (or an administrator) may see; anyone else is told it does not exist. */
export async function visibleBatch(db: Db, viewer: Viewer, id: string): Promise<BatchRecord> {
  const batch = await batchById(db, id);
  if (!batch || (batch.uploadedBy !== viewer.userId && !viewer.isAdministrator)) throw new AppError(404, 'po.batch.notFound', { id });
  return batch;
}

/** A new batch, parsing, for the caller's own uploaded workbook; the caller starts its dry run. */
export async function createBatch(db: Db, viewer: Viewer, fileVersionId: string, category: BatchRecord['category']): Promise<BatchRecord> {
  const file = await ownBatchFile(db, viewer.userId, fileVersionId);
  if (!file) throw new AppError(404, 'file.notFound', { id: fileVersionId });
  // Two uploads in the same instant may draw the same serial number; the unique index decides.
  for (let attempt = 0; ; attempt++) {
    try {
      return await insertBatch(db, {
        serialNumber: await nextSerialNumber(db),
        category,
        fileId: file.id,
        fileName: file.name,
        uploadedBy: viewer.userId,
        uploaderName: viewer.realName,
      });
    } catch (error) {
      if (!isUniqueViolation(error) || attempt >= 4) throw error;
    }
  }
}

/** The caller's batches; an administrator's list holds everyone's. */
export async function batchSummaries(db: Db, viewer: Viewer, q: BatchListRequest, t: TranslateFn): Promise<Paged<PoBatchSummary>> {
  const page = await batchPage(db, viewer.isAdministrator ? null : viewer.userId, q);
  return { ...page, list: page.list.map((b) => summaryOf(b, t)) };
}

/** A visible batch's rows, each error message in the caller's language. */
export async function batchRows(
  db: Db,
  viewer: Viewer,
  id: string,
  q: PageRequest & { onlyErrors?: boolean | undefined },
  t: TranslateFn,
): Promise<Paged<PoBatchRow>> {
  const batch = await visibleBatch(db, viewer, id);
  const page = await batchRowPage(db, batch.id, q);
  return {
    ...page,
    list: page.list.map((r) => ({
      row: r.row,
      poNumber: r.poNumber,
      itemNumber: r.itemNumber,
      outcome: r.outcome as PoBatchRow['outcome'],
      before: r.before,
      after: r.after,
      messages: r.errors.map((e) => t(`po.batch.error.${e.key}`, { ...e.params, row: r.row, column: e.column ? t(`po.batch.column.${e.column}`) : '' })),
    })),
  };
}

/** Discards a ready or failed batch; an applied, discarded or still parsing one is refused. */
export async function discardBatch(db: Db, viewer: Viewer, id: string, t: TranslateFn): Promise<PoBatchSummary> {
  const batch = await visibleBatch(db, viewer, id);
  const discarded = await discardOpenBatch(db, batch.id);
  if (!discarded) throw new AppError(409, 'po.batch.notReady', { status: batch.status }, 'PO.batchNotReady');
  return summaryOf(discarded, t);
}
