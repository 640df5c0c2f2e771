/**
 * List-column settings kept on the server (spec 001: GetColumnsByModuleId / SetColumnsByModuleId), so a
 * user's columns follow them to another device. The paths and the `{moduleId, fieldList}` body keep the
 * original platform's names; `fieldList` is JSON text, as its clients send it, both ways.
 *
 * Decisions the spec leaves open:
 * - Own settings only: both endpoints act on the signed-in, unlocked caller. No parameter names a user,
 *   so nobody (administrators included) reads or writes another user's settings through them.
 * - The module key is a menu id or a list's own key (`po.vendor`): 1–64 characters of `[A-Za-z0-9._-]`.
 *   It is not checked against the menus: lists without a menu (the PO lists) keep settings too.
 * - At most MAX_SAVED_MODULES keys per user (a 400 on `moduleId` for a new one past it; overwriting a
 *   saved key always works), so one account cannot fill the table.
 * - `fieldList` holds at most MAX_COLUMN_FIELDS entries of spec 001 §3's column setting: `prop`,
 *   `label`, `columnVisible`, `commonSelect`, `width` (0: as wide as the content) and `fixedType`
 *   (0 none, 1 left, 2 right). Each `prop` at most once. Keys the spec does not name are dropped, not
 *   refused, so the original platform's clients may send their extra fields. Text that is not JSON, or
 *   not such a list, is a 400 naming `fieldList` (or the entry inside it).
 * - GET answers `null` when the caller has saved nothing for the key; otherwise the saved row with
 *   `updatedAt`, the server's time of the last save, which clients compare to know which copy is newer.
 */
import { z } from 'zod';
import { endpoint, epochMillis, jsonText, timestampParam } from './endpoint.ts';

export const MAX_SAVED_MODULES = 100;
export const MAX_COLUMN_FIELDS = 200;

export const columnModuleKey = z
  .string()
  .min(1)
  .max(64)
  .regex(/^[A-Za-z0-9._-]+$/, 'letters, digits, dot, underscore or hyphen');

export const columnField = z.object({
  prop: z.string().min(1).max(100),
  label: z.string().max(200).optional(),
  columnVisible: z.boolean(),
  commonSelect: z.boolean().optional(),
  width: z.number().int().min(0).max(2000),
  /** 0 none, 1 pinned left, 2 pinned right. */
  fixedType: z.literal([0, 1, 2]),
});
export type ColumnField = z.infer<typeof columnField>;

export const columnFieldList = z
  .array(columnField)
  .max(MAX_COLUMN_FIELDS)
  .refine((fields) => new Set(fields.map((f) => f.prop)).size === fields.length, 'each prop once');

/** `fieldList` as it travels: JSON text of a column field list, parsed then checked entry by entry. */
export const columnFieldListText = jsonText(columnFieldList, 100_000);

export const savedColumns = z.object({
  moduleId: z.string(),
  /** JSON text of the column field list, as it was saved (after dropping unknown keys). */
  fieldList: z.string(),
  updatedAt: epochMillis,
});
export type SavedColumns = z.infer<typeof savedColumns>;

/** The caller's own settings for one module key, or null when they saved none. */
export const getColumnsByModuleId = endpoint({
  method: 'GET',
  path: '/api/permission/Authority/GetColumnsByModuleId/:id',
  access: 'unlocked',
  params: z.strictObject({ id: columnModuleKey }),
  query: z.strictObject(timestampParam),
  data: savedColumns.nullable(),
});

/** Saves (inserts or overwrites) the caller's own settings for one module key; answers the saved row. */
export const setColumnsByModuleId = endpoint({
  method: 'PUT',
  path: '/api/permission/Authority/SetColumnsByModuleId',
  logAs: 'columnSettings',
  access: 'unlocked',
  body: z.strictObject({ moduleId: columnModuleKey, fieldList: columnFieldListText }),
  data: savedColumns,
});
