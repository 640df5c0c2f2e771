/**
 * Users out of and into workbooks (spec 001 §7 Users: ExportExcel, TemplateDownload, ImportData,
 * ImportPreview, ExportExceptionData), at the original platform's paths.
 *
 * The import is a dry run first, as the PO batch is: the workbook is uploaded to ImportPreview, which
 * reads and checks every row and keeps the result (no user is written), then ImportData applies the
 * rows without problems in one transaction and leaves the others out; ExportExceptionData hands back
 * the rows with problems, to correct and upload again.
 *
 * Decisions where the spec is silent:
 * - The spec names ImportPreview a GET; uploading a file needs a body, so POST ImportPreview takes the
 *   workbook (multipart, part `file`) and GET ImportPreview?id= reads a page of a stored preview again.
 * - ExportExceptionData takes the preview's id, not the rows: the server already holds them.
 * - New users get the first password the administrator types in the confirm (one for everyone,
 *   checked by the same rule as creating a user); each must replace it at the first sign-in. Vendors
 *   and buyers have the stricter PO rule, which no generic password meets, so an import holding both
 *   kinds asks for two passwords (`userPassword`, `poUserPassword`).
 * - A preview is applied once, by its uploader, within PREVIEW_HOURS; if anything it checked changed
 *   since (an account was taken, a code removed), ImportData refuses and stores the new dry run.
 */
import { z } from 'zod';
import { menuGate } from '../domain/access.ts';
import { ADMIN_MENU, BUTTON } from '../domain/admin-menus.ts';
import { entityId } from './admin-fields.ts';
import { bareQuery, endpoint, pageOf, pageQuery, timestampParam } from './endpoint.ts';

/** The import columns in template order; `key` is also the second, hidden header row of the template. */
export const USER_IMPORT_COLUMNS = [
  { key: 'account', required: true, width: 18 },
  { key: 'realName', required: true, width: 16 },
  { key: 'gender', required: false, width: 10 },
  { key: 'mobilePhone', required: false, width: 16 },
  { key: 'email', required: false, width: 26 },
  { key: 'organizeCode', required: true, width: 18 },
  { key: 'departmentCode', required: false, width: 18 },
  { key: 'positionCodes', required: false, width: 20 },
  { key: 'roleCodes', required: false, width: 20 },
  { key: 'managerAccount', required: false, width: 18 },
  { key: 'description', required: false, width: 30 },
] as const;
export type UserImportColumn = (typeof USER_IMPORT_COLUMNS)[number]['key'];

/** The most rows one workbook may hold, and its largest size. */
export const USER_IMPORT_MAX_ROWS = 20_000;
export const USER_IMPORT_MAX_BYTES = 10 * 1024 * 1024;
/** How long a preview may wait for its ImportData. */
export const PREVIEW_HOURS = 24;
/** The most users one export writes. */
export const USER_EXPORT_MAX_ROWS = 100_000;

const xlsxFile = z.custom<{ filename: string; bytes: Uint8Array }>(
  (v) => typeof v === 'object' && v !== null && 'bytes' in v && v.bytes instanceof Uint8Array,
  'must be a file',
);

export const userImportProblem = z.object({
  column: z.string(),
  /** The column's title and the problem, in the caller's language. */
  message: z.string(),
});

export const userImportBadRow = z.object({
  /** The row number Excel shows. */
  row: z.number().int(),
  account: z.string(),
  realName: z.string(),
  problems: z.array(userImportProblem),
});
export type UserImportBadRow = z.infer<typeof userImportBadRow>;

export const userImportPreview = z.object({
  id: z.string(),
  fileName: z.string(),
  /** ready: waiting for ImportData; applied: done (createdCount users). */
  status: z.enum(['ready', 'applied']),
  rowCount: z.number().int(),
  validCount: z.number().int(),
  badCount: z.number().int(),
  /** Valid rows taking the generic password rule, and those taking the PO rule (vendors, buyers). */
  passwordKinds: z.object({ generic: z.number().int(), po: z.number().int() }),
  createdCount: z.number().int(),
  /** The rows with problems, a page at a time, in row order. */
  badRows: pageOf(userImportBadRow),
});
export type UserImportPreview = z.infer<typeof userImportPreview>;

const importId = z.string().trim().min(1).max(64);

/** The empty workbook to fill: titles in the caller's language, the column keys in a hidden row 2. */
export const userImportTemplate = endpoint({
  method: 'GET',
  path: '/api/permission/Users/TemplateDownload',
  access: 'unlocked',
  permission: menuGate(ADMIN_MENU.user, BUTTON.import),
  query: bareQuery,
  /** Not an envelope: the body is the workbook. */
  data: z.unknown(),
});

/**
 * The users the list shows, every page: the list's keyword and organisation filters, the viewer's
 * data rules, and only the columns their column permission grants. Not an envelope on success.
 */
export const userExport = endpoint({
  method: 'GET',
  path: '/api/permission/Users/ExportExcel',
  access: 'unlocked',
  permission: menuGate(ADMIN_MENU.user, BUTTON.export),
  query: z.strictObject({ ...timestampParam, keyword: pageQuery.keyword, organizeId: entityId.optional() }),
  data: z.unknown(),
});

/** Reads and checks an uploaded workbook (multipart, part `file`, .xlsx); writes no user. */
export const userImportUpload = endpoint({
  method: 'POST',
  path: '/api/permission/Users/ImportPreview',
  reads: true,
  access: 'unlocked',
  permission: menuGate(ADMIN_MENU.user, BUTTON.import),
  multipart: true,
  body: z.strictObject({ file: xlsxFile }),
  data: userImportPreview,
});

/** A stored preview again, with another page of its rows with problems. */
export const userImportPreviewPage = endpoint({
  method: 'GET',
  path: '/api/permission/Users/ImportPreview',
  access: 'unlocked',
  permission: menuGate(ADMIN_MENU.user, BUTTON.import),
  query: z.strictObject({ ...timestampParam, id: importId, currentPage: pageQuery.currentPage, pageSize: pageQuery.pageSize }),
  data: userImportPreview,
});

/**
 * Creates the users of the preview's rows without problems, in one transaction; rows with problems
 * are left out (the exception workbook lists them). The first password(s) follow the rule of
 * creating a user; the users replace them at their first sign-in.
 */
export const userImportApply = endpoint({
  method: 'POST',
  path: '/api/permission/Users/ImportData',
  access: 'unlocked',
  permission: menuGate(ADMIN_MENU.user, BUTTON.import),
  body: z.strictObject({
    id: importId,
    userPassword: z.string().max(128).optional(),
    poUserPassword: z.string().max(128).optional(),
  }),
  data: z.object({ created: z.number().int(), skipped: z.number().int() }),
});

/** The rows of a preview with problems, their cells and a last column naming each problem. Not an envelope. */
export const userImportErrors = endpoint({
  method: 'POST',
  path: '/api/permission/Users/ExportExceptionData',
  reads: true,
  access: 'unlocked',
  permission: menuGate(ADMIN_MENU.user, BUTTON.import),
  body: z.strictObject({ id: importId }),
  data: z.unknown(),
});
