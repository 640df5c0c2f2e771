import type { FastifyInstance } from 'fastify';
import { poBatchTemplate } from '../../../shared/contracts/po.ts';
import { BATCH_COLUMNS } from '../../../shared/domain/po/batch.ts';
import { fileRoute } from '../../plugins/endpoints.ts';
import { loadExcelJS } from '../../xlsx/exceljs.ts';

/** The upload workbook of a category: an empty sheet to fill, and an example sheet beside it. */
export function poBatchTemplateRoute(app: FastifyInstance): void {
  // Batches are the buyer side's (as the JSON import is; the contract says so): vendors answer POs, they do not load them.
  fileRoute(app, poBatchTemplate, async ({ params: { category }, request, reply }) => {
    const t = request.t;
    const columns = BATCH_COLUMNS[category];
    const workbook = new (await loadExcelJS()).Workbook();
    const title = (key: string, required: boolean) => `${t(`po.batch.column.${key}`)}${required ? ' *' : ''}`;
    for (const [name, example] of [
      [t('po.batch.template.sheet'), false],
      [t('po.batch.template.example'), true],
    ] as const) {
      const sheet = workbook.addWorksheet(name, { views: [{ state: 'frozen', ySplit: 1 }] });
      sheet.columns = columns.map((c) => ({ header: title(c.key, c.required), key: c.key, width: c.width, style: { numFmt: '@' } }));
      sheet.getRow(1).font = { bold: true };
      if (example) {
        sheet.addRow(Object.fromEntries(columns.map((c) => [c.key, c.example])));
        sheet.addRow([]);
        sheet.addRow([t(category === 'dangerousGoods' ? 'po.batch.template.requiredDangerousGoods' : 'po.batch.template.required')]);
      }
    }
    const buffer = await workbook.xlsx.writeBuffer();
    return reply
      .type('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet')
      .header('content-disposition', `attachment; filename="${category}-template.xlsx"`)
      .send(Buffer.from(buffer));
  });
}
