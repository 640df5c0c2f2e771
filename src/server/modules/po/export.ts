import { PassThrough } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import { poExport, PO_EXPORT_MAX_ROWS } from '../../../shared/contracts/po.ts';
import type { PoListFilter } from '../../../shared/domain/po/list-query.ts';
import { fileRoute } from '../../plugins/endpoints.ts';
import { badRequest } from '../../plugins/errors.ts';
import type { TranslateFn } from '../../plugins/i18n.ts';
import type { PoHideableField } from '../../../shared/domain/po/po-menus.ts';
import { poReach, type PoReach } from './access.ts';
import { poListRows, poListTotal } from './queries.ts';
import { loadExcelJS } from '../../xlsx/exceljs.ts';

/** Rows read per query while writing: memory stays at one batch whatever the export's size. */
const BATCH = 2000;

type Row = Awaited<ReturnType<typeof poListRows>>[number];

interface ExportColumn {
  header: string;
  key: string;
  width: number;
  value: (r: Row) => string | number | null | undefined;
  /** The field a column permission may hide, which takes the column out. */
  field?: PoHideableField;
}

/** The list's columns, as the screen shows them (spec 000 §3 PO and item fields), without those hidden from the viewer. */
function columnsFor(t: TranslateFn, reach: PoReach): ExportColumn[] {
  const day = (v: string | null) => v ?? null;
  const columns: ExportColumn[] = [
    { header: t('po.column.poNumber'), key: 'po', width: 14, value: (r) => r.poNumber },
    { header: t('po.column.item'), key: 'item', width: 8, value: (r) => r.itemNumber },
    { header: t('po.column.supplier'), key: 'supplier', width: 10, value: (r) => r.supplierCode },
    { header: t('po.export.supplierName'), key: 'supplierName', width: 24, value: (r) => r.supplierName, field: 'supplierName' },
    { header: t('po.column.plant'), key: 'plant', width: 8, value: (r) => r.plant },
    { header: t('po.column.material'), key: 'material', width: 16, value: (r) => r.material },
    { header: t('po.column.description'), key: 'description', width: 28, value: (r) => r.materialDescription, field: 'materialDescription' },
    { header: t('po.column.qty'), key: 'qty', width: 10, value: (r) => r.qty },
    { header: t('po.column.unit'), key: 'unit', width: 8, value: (r) => r.orderUnit },
    { header: t('po.column.deliveryDate'), key: 'delivery', width: 14, value: (r) => r.deliveryDate },
    { header: t('po.column.gr'), key: 'gr', width: 10, value: (r) => r.gr },
    { header: t('po.column.balance'), key: 'balance', width: 10, value: (r) => r.balance },
    { header: t('po.column.status'), key: 'status', width: 24, value: (r) => t(`po.status.${r.poStatus}`) },
    { header: t('po.column.itemStatus'), key: 'itemStatus', width: 18, value: (r) => t(`po.itemStatus.${r.itemStatus}`) },
    { header: t('po.column.la'), key: 'la', width: 12, value: (r) => day(r.la) },
    { header: t('po.column.etd'), key: 'etd', width: 12, value: (r) => day(r.etd) },
    { header: t('po.column.tbd'), key: 'tbd', width: 14, value: (r) => day(r.tbdResponseDate) },
    { header: t('po.column.documentDate'), key: 'documentDate', width: 14, value: (r) => r.documentDate },
    { header: t('po.column.currency'), key: 'currency', width: 8, value: (r) => r.currency, field: 'currency' },
    { header: t('po.column.remark'), key: 'remark', width: 24, value: (r) => r.remark, field: 'remark' },
  ];
  return columns.filter((c) => !c.field || !reach.hidden.has(c.field));
}

/** Writes the workbook into `out` batch by batch, committing each row so it leaves memory at once. */
async function writeWorkbook(app: FastifyInstance, filter: PoListFilter, reach: PoReach, t: TranslateFn, out: PassThrough) {
  const workbook = new (await loadExcelJS()).stream.xlsx.WorkbookWriter({ stream: out, useStyles: true, useSharedStrings: false });
  const sheet = workbook.addWorksheet(t('po.export.sheet'), { views: [{ state: 'frozen', ySplit: 1 }] });
  const columns = columnsFor(t, reach);
  sheet.columns = columns.map(({ header, key, width }) => ({ header, key, width }));
  sheet.getRow(1).font = { bold: true };
  sheet.getRow(1).commit();
  for (let page = 1; ; page++) {
    const rows = await poListRows(app.db, reach, { ...filter, currentPage: page, pageSize: BATCH });
    for (const row of rows) sheet.addRow(Object.fromEntries(columns.map((c) => [c.key, c.value(row)]))).commit();
    if (rows.length < BATCH) break;
  }
  sheet.commit();
  await workbook.commit();
}

export function poExportRoute(app: FastifyInstance): void {
  fileRoute(app, poExport, async ({ query, request, reply, viewer }) => {
    const filter: PoListFilter = { ...query, currentPage: 1, pageSize: BATCH };
    const reach = await poReach(app.db, viewer);
    const rows = await poListTotal(app.db, reach, filter);
    if (rows > PO_EXPORT_MAX_ROWS) throw badRequest('po.export.tooMany', { rows, max: PO_EXPORT_MAX_ROWS });
    const out = new PassThrough();
    // Errors after the first byte cannot become an envelope: the log has them, the file ends short.
    writeWorkbook(app, filter, reach, request.t, out).catch((err: unknown) => {
      request.log.error({ err }, 'PO export failed while streaming');
      out.destroy(err instanceof Error ? err : new Error(String(err)));
    });
    const name = `PO-list-${new Date().toISOString().slice(0, 10)}.xlsx`;
    return reply
      .type('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet')
      .header('content-disposition', `attachment; filename="${name}"`)
      .header('cache-control', 'no-store')
      .send(out);
  });
}
