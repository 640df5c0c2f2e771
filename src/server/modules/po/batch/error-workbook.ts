import { PassThrough } from 'node:stream';
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { poBatchErrors } from '../../../../shared/contracts/po-batch.ts';
import { BATCH_COLUMNS, type BatchCategory } from '../../../../shared/domain/po/batch.ts';
import { poBatches, poBatchRows } from '../../../db/schema/index.ts';
import { fileRoute } from '../../../plugins/endpoints.ts';
import { AppError } from '../../../plugins/errors.ts';
import type { FileStorage } from '../../../plugins/file-storage.ts';
import { readBatchRows } from './parse.ts';
import { loadExcelJS } from '../../../xlsx/exceljs.ts';

/** GET /api/po/batch/:id/Errors: the failing rows of the uploaded file with their problems beside them. */
export function poBatchErrorsRoute(app: FastifyInstance, storage: FileStorage): void {
  fileRoute(app, poBatchErrors, async ({ params: { id }, viewer, request, reply }) => {
    const [batch] = await app.db.select().from(poBatches).where(eq(poBatches.id, id));
    if (!batch || (batch.uploadedBy !== viewer.userId && !viewer.isAdministrator)) throw new AppError(404, 'po.batch.notFound', { id });
    const t = request.t;
    const failing = await app.db
      .select({ row: poBatchRows.row, errors: poBatchRows.errors })
      .from(poBatchRows)
      .where(and(eq(poBatchRows.batchId, id), eq(poBatchRows.outcome, 'error')));
    const problems = new Map(
      failing.map((r) => [
        r.row,
        r.errors.map((e) => t(`po.batch.error.${e.key}`, { ...e.params, row: r.row, column: e.column ? t(`po.batch.column.${e.column}`) : '' })).join('\n'),
      ]),
    );
    const opened = await storage.openRandom(batch.fileId);
    if (!opened) throw new AppError(404, 'file.notFound', { id: batch.fileId });

    const category = batch.category as BatchCategory;
    const columns = BATCH_COLUMNS[category];
    const out = new PassThrough();
    const workbook = new (await loadExcelJS()).stream.xlsx.WorkbookWriter({ stream: out, useStyles: true });
    const sheet = workbook.addWorksheet(t('po.batch.template.sheet'), { views: [{ state: 'frozen', ySplit: 1 }] });
    sheet.columns = [
      { header: t('po.batch.page.column.row'), key: 'row', width: 6 },
      ...columns.map((c) => ({ header: `${t(`po.batch.column.${c.key}`)}${c.required ? ' *' : ''}`, key: c.key, width: c.width })),
      { header: t('po.batch.page.column.problems'), key: 'problems', width: 60 },
    ];
    sheet.getRow(1).font = { bold: true };
    sheet.getRow(1).commit();
    // Streamed: the source is read again row by row and only failing rows are written.
    const write = async () => {
      await readBatchRows(opened, category, (row, cells) => {
        const text = problems.get(row);
        if (!text) return;
        const written = sheet.addRow({ row, ...Object.fromEntries(columns.map((c) => [c.key, cells[c.key] ?? null])), problems: text });
        written.getCell('problems').font = { color: { argb: 'FFC00000' } };
        written.getCell('problems').alignment = { wrapText: true, vertical: 'top' };
        written.commit();
      }).catch(() => undefined); // an unreadable file has no failing rows to show: its batch says why
      sheet.commit();
      await workbook.commit();
    };
    write().catch((err: unknown) => {
      request.log.error({ err, batchId: id }, 'PO batch error workbook failed while streaming');
      out.destroy(err instanceof Error ? err : new Error(String(err)));
    });
    return reply
      .type('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet')
      .header('content-disposition', `attachment; filename="${batch.serialNumber}-errors.xlsx"`)
      .header('cache-control', 'no-store')
      .send(out);
  });
}
