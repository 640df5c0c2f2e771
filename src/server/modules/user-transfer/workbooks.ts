import type { Language } from '../../../shared/constants.ts';
import { PassThrough } from 'node:stream';
import type ExcelJS from 'exceljs';
import type { FastifyReply } from 'fastify';
import { USER_EXPORT_MAX_ROWS, USER_IMPORT_COLUMNS } from '../../../shared/contracts/user-transfer.ts';
import type { Db } from '../../db/client.ts';
import type { UserImportRow } from '../../db/schema/index.ts';
import type { Viewer } from '../../plugins/access.ts';
import { AppError, badRequest } from '../../plugins/errors.ts';
import type { TranslateFn } from '../../plugins/i18n.ts';
import { userPageQueries } from '../users/queries.ts';
import { EVERYWHERE } from '../permission/org-reach.ts';
import { userAccess, userListFilter } from '../users/service.ts';
import { problemText } from './service.ts';
import * as q from './queries.ts';
import { loadExcelJS } from '../../xlsx/exceljs.ts';

const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
const RED = { color: { argb: 'FFC00000' } };

function send(reply: FastifyReply, name: string, body: Buffer | PassThrough): FastifyReply {
  return reply.type(XLSX).header('content-disposition', `attachment; filename="${name}"`).header('cache-control', 'no-store').send(body);
}

const title = (t: TranslateFn, key: string, required: boolean) => `${t(`admin.user.transfer.column.${key}`)}${required ? ' *' : ''}`;

/** Row 1: the titles in the reader's language; row 2 (hidden): the column keys, read by any language's import. */
type Column = { header: string; key: string; width: number };
function importSheet(workbook: ExcelJS.Workbook, t: TranslateFn, { before = [], after = [] }: { before?: Column[]; after?: Column[] } = {}) {
  const sheet = workbook.addWorksheet(t('admin.user.transfer.sheet'), { views: [{ state: 'frozen', ySplit: 2 }] });
  sheet.columns = [
    ...before,
    ...USER_IMPORT_COLUMNS.map((c) => ({ header: title(t, c.key, c.required), key: c.key, width: c.width, style: { numFmt: '@' } })),
    ...after,
  ];
  sheet.getRow(1).font = { bold: true };
  const keys = sheet.addRow(Object.fromEntries(USER_IMPORT_COLUMNS.map((c) => [c.key, c.key])));
  keys.hidden = true;
  return sheet;
}

/** The empty template, with a note on how to fill it. */
export async function sendTemplate(reply: FastifyReply, t: TranslateFn): Promise<FastifyReply> {
  const workbook = new (await loadExcelJS()).Workbook();
  const sheet = importSheet(workbook, t);
  sheet.getCell('A1').note = t('admin.user.transfer.note');
  return send(reply, 'users-template.xlsx', Buffer.from(await workbook.xlsx.writeBuffer()));
}

/** The rows of an import with problems, their cells as uploaded and a last column naming each problem. */
export async function sendExceptions(db: Db, reply: FastifyReply, t: TranslateFn, viewer: Viewer, id: string): Promise<FastifyReply> {
  const summary = await q.importOf(db, id, viewer.userId);
  if (!summary) throw new AppError(404, 'admin.refusal.userImport.notFound');
  if (summary.badCount === 0) throw new AppError(409, 'admin.refusal.userImport.noBadRows');
  const rows: UserImportRow[] = await q.allRows(db, id, 'badRows');
  const workbook = new (await loadExcelJS()).Workbook();
  const sheet = importSheet(workbook, t, {
    before: [{ header: t('admin.user.transfer.row'), key: 'row', width: 8 }],
    after: [{ header: t('admin.user.transfer.problems'), key: 'problems', width: 60 }],
  });
  for (const r of rows) {
    const written = sheet.addRow({ row: r.row, ...r.cells, problems: r.problems.map((p) => problemText(t, p)).join('\n') });
    written.getCell('problems').font = RED;
    written.getCell('problems').alignment = { wrapText: true, vertical: 'top' };
  }
  return send(reply, 'users-exceptions.xlsx', Buffer.from(await workbook.xlsx.writeBuffer()));
}

const BATCH = 2000;
type Row = Awaited<ReturnType<typeof userPageQueries>['page']>[number];
interface ExportColumn {
  key: string;
  header: string;
  width: number;
  value: (r: Row) => string | Date;
}

/** The list's users, every page, in the list's order; the columns the viewer is not granted left out. */
export async function sendExport(
  db: Db,
  reply: FastifyReply,
  t: TranslateFn,
  viewer: Viewer,
  query: { keyword?: string | undefined; organizeId?: string | undefined; language: Language },
  log: (err: unknown) => void,
): Promise<FastifyReply> {
  // Export is the page's own button, not delegated: the viewer holds the page.
  const access = await userAccess(db, viewer, EVERYWHERE);
  const filter = await userListFilter(db, query, access);
  const hidden: ReadonlySet<string> = access.hidden;
  const request = { currentPage: 1, pageSize: BATCH, sidx: 'sortCode' as const, sort: 'asc' as const, language: query.language };
  const [total] = await userPageQueries(db, request, filter).total;
  const rows = total?.n ?? 0;
  if (rows > USER_EXPORT_MAX_ROWS) throw badRequest('admin.refusal.userImport.exportTooMany', { rows, max: USER_EXPORT_MAX_ROWS });
  const all: ExportColumn[] = [
    { key: 'account', header: t('admin.user.account'), width: 18, value: (r) => r.account },
    { key: 'realName', header: t('admin.user.realName'), width: 16, value: (r) => r.realName },
    { key: 'gender', header: t('admin.user.gender'), width: 10, value: (r) => t(`admin.user.genders.${r.gender}`) },
    { key: 'mobilePhone', header: t('admin.user.mobilePhone'), width: 16, value: (r) => r.mobilePhone },
    { key: 'email', header: t('admin.user.email'), width: 26, value: (r) => r.email },
    { key: 'organize', header: t('admin.common.organization'), width: 22, value: (r) => r.organize },
    { key: 'department', header: t('admin.common.department'), width: 22, value: (r) => r.department },
    { key: 'roleName', header: t('admin.user.roles'), width: 22, value: (r) => r.roleName },
    { key: 'enabledMark', header: t('admin.common.status'), width: 10, value: (r) => t(r.enabled ? 'admin.common.enabled' : 'admin.common.disabled') },
    { key: 'creatorTime', header: t('admin.common.creatorTime'), width: 18, value: (r) => r.createdAt },
    { key: 'description', header: t('admin.common.description'), width: 30, value: (r) => r.description },
  ];
  const columns = all.filter((c) => !hidden.has(c.key));
  const out = new PassThrough();
  const write = async () => {
    const workbook = new (await loadExcelJS()).stream.xlsx.WorkbookWriter({ stream: out, useStyles: true, useSharedStrings: false });
    const sheet = workbook.addWorksheet(t('admin.user.transfer.sheet'), { views: [{ state: 'frozen', ySplit: 1 }] });
    sheet.columns = columns.map(({ key, header, width }) => ({
      key,
      header,
      width,
      ...(key === 'creatorTime' ? { style: { numFmt: 'yyyy-mm-dd hh:mm' } } : {}),
    }));
    sheet.getRow(1).font = { bold: true };
    sheet.getRow(1).commit();
    for (let page = 1; ; page++) {
      const list = await userPageQueries(db, { ...request, currentPage: page }, filter).page;
      for (const row of list) sheet.addRow(Object.fromEntries(columns.map((c) => [c.key, c.value(row)]))).commit();
      if (list.length < BATCH) break;
    }
    sheet.commit();
    await workbook.commit();
  };
  // Errors after the first byte cannot become an envelope: the log has them, the file ends short.
  write().catch((err: unknown) => {
    log(err);
    out.destroy(err instanceof Error ? err : new Error(String(err)));
  });
  return send(reply, `users-${new Date().toISOString().slice(0, 10)}.xlsx`, out);
}
