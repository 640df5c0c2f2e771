import { pageParam, type listPrintTemplates, type PrintTemplateForm, type PrintTemplateRow } from '../../../shared/contracts/print-templates.ts';
import type { QueryOf } from '../../../shared/contracts/endpoint.ts';
import { PRINT_ROWS, sanitizePrintHtml } from '../../../shared/domain/print-templates.ts';
import type { Db } from '../../db/client.ts';
import { serverPurify } from '../../html/purify.ts';
import { AppError } from '../../plugins/errors.ts';
import type { TranslateFn } from '../../plugins/i18n.ts';
import { callInterface, interfaceShape, type CallContext } from '../data-interfaces/service.ts';
import { interfaceById } from '../data-interfaces/queries.ts';
import { found, markOf, uniqueCode } from '../permission/records.ts';
import * as q from './queries.ts';

const storedPage = pageParam.catch({ size: 'A4', orientation: 'portrait', margin: 15 });

function wire(r: q.TemplateRecord): PrintTemplateRow {
  return {
    id: r.id,
    fullName: r.fullName,
    enCode: r.enCode,
    enabledMark: markOf(r.enabled),
    description: r.description,
    sortCode: r.sortCode,
    creatorTime: r.createdAt.getTime(),
    category: r.category,
    interfaceId: r.interfaceId,
    printTemplate: r.printTemplate,
    pageParam: storedPage.parse(r.pageParam),
  };
}

/** What is stored: the template sanitised (no script, handler, form or frame), its interface checked. */
async function values(db: Db, t: TranslateFn, body: PrintTemplateForm): Promise<q.TemplateValues> {
  if (body.interfaceId !== null) found(await interfaceById(db, body.interfaceId), t, 'dataInterface');
  return {
    enCode: body.enCode,
    fullName: body.fullName,
    category: body.category,
    interfaceId: body.interfaceId,
    printTemplate: sanitizePrintHtml(await serverPurify(), body.printTemplate),
    pageParam: body.pageParam,
    description: body.description,
    sortCode: body.sortCode,
    enabled: body.enabledMark === 1,
  };
}

export async function templateList(db: Db, query: QueryOf<typeof listPrintTemplates>) {
  const page = await q.templatePage(db, { ...query, category: query.queryJson?.category });
  return { ...page, list: page.list.map(wire) };
}

export async function templateChoices(db: Db, type: string | undefined) {
  return { list: await q.enabledTemplates(db, type) };
}

export async function createTemplate(db: Db, t: TranslateFn, body: PrintTemplateForm): Promise<string> {
  const row = await values(db, t, body);
  return uniqueCode(t, 'printTemplate', body.enCode, () => q.insertTemplate(db, row));
}

export async function updateTemplate(db: Db, t: TranslateFn, id: string, body: PrintTemplateForm & { id?: string | undefined }): Promise<void> {
  if (body.id !== undefined && body.id !== id) throw new AppError(400, 'admin.printTemplate.otherId');
  found(await q.templateById(db, id), t, 'printTemplate');
  const { id: _id, ...form } = body;
  const row = await values(db, t, form);
  await uniqueCode(t, 'printTemplate', body.enCode, () => q.updateTemplateRow(db, id, row));
}

export async function templateInfo(db: Db, t: TranslateFn, id: string): Promise<PrintTemplateRow> {
  return wire(found(await q.templateById(db, id), t, 'printTemplate'));
}

export async function deleteTemplate(db: Db, t: TranslateFn, id: string): Promise<void> {
  found(await q.templateById(db, id), t, 'printTemplate');
  await q.deleteTemplateRow(db, id);
}

/** The definition as the form takes it: its row without the id and the time. */
export async function exportTemplate(db: Db, t: TranslateFn, id: string): Promise<PrintTemplateForm> {
  const { id: _id, creatorTime: _at, ...definition } = await templateInfo(db, t, id);
  return definition;
}

/** A disabled copy under the first free `{code}_copy{n}`, named `{name} (copy)`. */
export async function copyTemplate(db: Db, t: TranslateFn, id: string): Promise<string> {
  const source = found(await q.templateById(db, id), t, 'printTemplate');
  const base = `${source.enCode}_copy`.slice(0, 45);
  const taken = new Set(await q.codesLike(db, base));
  let n = 1;
  while (taken.has(`${base}${n}`)) n++;
  const { id: _id, createdAt: _at, ...rest } = source;
  return uniqueCode(t, 'printTemplate', `${base}${n}`, () =>
    q.insertTemplate(db, {
      ...rest,
      enCode: `${base}${n}`,
      fullName: t('admin.printTemplate.copyName', { name: source.fullName }).slice(0, 100),
      enabled: false,
    }),
  );
}

export const templateFields = (ctx: CallContext, interfaceId: string) => interfaceShape(ctx, interfaceId);

/** The template (sanitised again, whatever is stored), its paper and the rows for the values given. */
export async function templateData(ctx: CallContext, id: string, given: Record<string, string | undefined>) {
  const template = found(await q.templateById(ctx.db, id), ctx.t, 'printTemplate');
  if (!template.enabled) throw new AppError(409, 'admin.printTemplate.disabled', { name: template.fullName });
  const rows = template.interfaceId ? (await callInterface(ctx, template.interfaceId, given, { kind: 'rows', cap: PRINT_ROWS })).rows : [];
  return {
    fullName: template.fullName,
    printTemplate: sanitizePrintHtml(await serverPurify(), template.printTemplate),
    pageParam: storedPage.parse(template.pageParam),
    rows,
  };
}
