/**
 * Print templates (spec 001 §7 "Print devices", `/api/system/printDev`). Administration is gated by
 * System → Print Templates; the Selector and the Data a document is printed from are for internal
 * users, as forms are. Spec-silent decisions: a template reads a data interface (a form, once the form
 * engine exists); `category` groups templates (the Selector's `type`); the paper is A4, A5 or Letter,
 * portrait or landscape, with margins in millimetres; Import creates an exported template under a free
 * code (the spec names only Export).
 */
import { z } from 'zod';
import { INTERNAL_USERS, menuGate } from '../domain/access.ts';
import { ADMIN_MENU, BUTTON } from '../domain/admin-menus.ts';
import { ORIENTATIONS, PAPER_SIZES } from '../domain/print-templates.ts';
import { entityId, idParams, recordBase, recordForm } from './admin-fields.ts';
import { requestParameter, resultRow } from './data-interfaces.ts';
import { bareQuery, endpoint, listQuery, pageOf, timestampParam } from './endpoint.ts';

export const pageParam = z.strictObject({
  size: z.enum(PAPER_SIZES).default('A4'),
  orientation: z.enum(ORIENTATIONS).default('portrait'),
  /** Millimetres on every side. */
  margin: z.coerce.number().int().min(0).max(50).default(15),
});
export type PageParam = z.infer<typeof pageParam>;

const definition = {
  category: z.string().trim().max(50).default(''),
  /** The data interface the fields come from (null: a template without data). */
  interfaceId: entityId.nullable().default(null),
  printTemplate: z.string().max(200_000).default(''),
  pageParam: pageParam.default({ size: 'A4', orientation: 'portrait', margin: 15 }),
};

export const printTemplateForm = z.strictObject({ ...recordForm, ...definition });
export type PrintTemplateForm = z.infer<typeof printTemplateForm>;

export const printTemplateRow = z.object({
  ...recordBase,
  category: z.string(),
  interfaceId: z.string().nullable(),
  printTemplate: z.string(),
  pageParam,
});
export type PrintTemplateRow = z.infer<typeof printTemplateRow>;

export const listPrintTemplates = endpoint({
  method: 'GET',
  path: '/api/system/printDev',
  access: 'unlocked',
  permission: menuGate(ADMIN_MENU.printDev),
  query: listQuery(
    ['sortCode', 'fullName', 'enCode', 'creatorTime'],
    { sidx: 'sortCode', sort: 'asc' },
    z.strictObject({ category: z.string().max(50).optional() }),
  ),
  data: pageOf(printTemplateRow),
});

/** The enabled templates (of one category when `type` is given), for a form's print button. */
export const printTemplateSelector = endpoint({
  method: 'GET',
  path: '/api/system/printDev/Selector',
  access: 'unlocked',
  permission: INTERNAL_USERS,
  query: z.strictObject({ ...timestampParam, type: z.string().max(50).optional() }),
  data: z.object({ list: z.array(z.object({ id: z.string(), fullName: z.string(), enCode: z.string(), category: z.string() })) }),
});

export const createPrintTemplate = endpoint({
  method: 'POST',
  path: '/api/system/printDev',
  access: 'unlocked',
  permission: menuGate(ADMIN_MENU.printDev, BUTTON.add),
  successMsg: 'admin.created',
  body: printTemplateForm,
  data: z.object({ id: z.string() }),
});

/** The body is the record; an `id` in it, as the original sends, must be the path's. */
export const updatePrintTemplate = endpoint({
  method: 'PUT',
  path: '/api/system/printDev/:id',
  access: 'unlocked',
  permission: menuGate(ADMIN_MENU.printDev, BUTTON.edit),
  successMsg: 'admin.updated',
  params: idParams,
  body: printTemplateForm.extend({ id: entityId.optional() }),
  data: z.null(),
});

export const getPrintTemplate = endpoint({
  method: 'GET',
  path: '/api/system/printDev/:id',
  access: 'unlocked',
  permission: menuGate(ADMIN_MENU.printDev),
  query: bareQuery,
  params: idParams,
  data: printTemplateRow,
});

export const deletePrintTemplate = endpoint({
  method: 'DELETE',
  path: '/api/system/printDev/:id',
  access: 'unlocked',
  permission: menuGate(ADMIN_MENU.printDev, BUTTON.remove),
  successMsg: 'admin.deleted',
  params: idParams,
  data: z.null(),
});

/** A copy under the code `{code}_copy{n}`, disabled until it is edited. */
export const copyPrintTemplate = endpoint({
  method: 'POST',
  path: '/api/system/printDev/:id/Actions/Copy',
  access: 'unlocked',
  permission: menuGate(ADMIN_MENU.printDev, BUTTON.add),
  successMsg: 'admin.created',
  params: idParams,
  data: z.object({ id: z.string() }),
});

export const exportPrintTemplate = endpoint({
  method: 'GET',
  path: '/api/system/printDev/:id/Actions/Export',
  access: 'unlocked',
  permission: menuGate(ADMIN_MENU.printDev, BUTTON.export),
  query: bareQuery,
  params: idParams,
  data: printTemplateForm,
});

export const importPrintTemplate = endpoint({
  method: 'POST',
  path: '/api/system/printDev/Actions/Import',
  access: 'unlocked',
  permission: menuGate(ADMIN_MENU.printDev, BUTTON.import),
  successMsg: 'admin.created',
  body: printTemplateForm,
  data: z.object({ id: z.string() }),
});

/** The fields a template may place: the interface's columns, and the parameters it takes. */
export const printTemplateFields = endpoint({
  method: 'POST',
  path: '/api/system/printDev/Fields',
  reads: true,
  access: 'unlocked',
  permission: menuGate(ADMIN_MENU.printDev),
  body: z.strictObject({ interfaceId: entityId }),
  data: z.object({ columns: z.array(z.string()), parameters: z.array(requestParameter) }),
});

/** What one document prints from: the sanitised template, its paper and the interface's rows for the values given. */
export const printTemplateData = endpoint({
  method: 'GET',
  path: '/api/system/printDev/Data',
  access: 'unlocked',
  permission: INTERNAL_USERS,
  query: z.looseObject({ ...timestampParam, id: entityId }).catchall(z.string().max(2000)),
  data: z.object({ fullName: z.string(), printTemplate: z.string(), pageParam, rows: z.array(resultRow) }),
});
