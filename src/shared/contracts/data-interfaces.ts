/**
 * Data interfaces (spec 001 §7 "Data interface"). Administration is gated by System → Data Interfaces;
 * reading an interface (Response, the record picker's List and Info, its parameters, the selectors) is
 * for internal users, as forms are: an interface exposes what its administrator chose, no more.
 *
 * Spec-silent decisions: parameter values travel as query keys named like the parameters (the keys the
 * picker calls take for themselves are reserved, RESERVED_PARAMS); a call returns at most ROW_CAP rows;
 * a preview runs the editor's unsaved draft with the values typed beside it, so a definition is tried
 * before it is saved. How SQL is checked and run: server/modules/data-interfaces/sql-guard.ts.
 */
import { z } from 'zod';
import { INTERNAL_USERS, menuGate } from '../domain/access.ts';
import { ADMIN_MENU, BUTTON } from '../domain/admin-menus.ts';
import { type DataKind, PARAM_NAME, PARAM_TYPES, REQUEST_METHODS, RESERVED_PARAMS } from '../domain/data-interfaces.ts';
import { idParams, recordBase, recordForm } from './admin-fields.ts';
import { bareQuery, epochMillis, endpoint, listQuery, pageOf, pageQuery, timestampParam } from './endpoint.ts';

/** 1 SQL, 2 static JSON, 3 HTTP (DATA_KINDS). */
export const dataKind = z.union([z.literal(1), z.literal(2), z.literal(3)]) satisfies z.ZodType<DataKind>;

export const requestParameter = z.strictObject({
  field: z
    .string()
    .trim()
    .regex(PARAM_NAME)
    .refine((name) => !(RESERVED_PARAMS as readonly string[]).includes(name), 'admin.dataInterface.reservedParam'),
  fieldName: z.string().trim().max(50).default(''),
  dataType: z.enum(PARAM_TYPES).default('varchar'),
  defaultValue: z.string().max(200).default(''),
  required: z.boolean().default(false),
});
export type RequestParameter = z.infer<typeof requestParameter>;

const definition = {
  dataType: dataKind.default(1),
  /** The SQL, the static JSON list, or the URL (HTTP; placeholders allowed in it). */
  query: z.string().trim().min(1).max(20_000),
  /** HTTP only: GET, or POST with the parameters as a JSON body. */
  requestMethod: z.enum(REQUEST_METHODS).default('GET'),
  /** HTTP only: where the rows sit in the answer, dot-separated (`data.list`); '' for the answer itself. */
  dataPath: z
    .string()
    .trim()
    .max(100)
    .regex(/^([A-Za-z_$][\w$]*(\.[A-Za-z_$][\w$]*)*)?$/)
    .default(''),
  requestParameters: z
    .array(requestParameter)
    .max(20)
    .default([])
    .refine((list) => new Set(list.map((p) => p.field)).size === list.length, 'admin.dataInterface.duplicateParam'),
};

export const dataInterfaceForm = z.strictObject({ ...recordForm, ...definition });
export type DataInterfaceForm = z.infer<typeof dataInterfaceForm>;

export const dataInterfaceRow = z.object({
  ...recordBase,
  dataType: dataKind,
  query: z.string(),
  requestMethod: z.enum(REQUEST_METHODS),
  dataPath: z.string(),
  requestParameters: z.array(requestParameter),
});
export type DataInterfaceRow = z.infer<typeof dataInterfaceRow>;

/** A row an interface answered: column name → value (as JSON carries it). */
export const resultRow = z.record(z.string(), z.unknown());

/** Parameter values: any other query key, by the parameter's name. */
const paramValues = z.string().max(2000);

export const listDataInterfaces = endpoint({
  method: 'GET',
  path: '/api/system/DataInterface',
  access: 'unlocked',
  permission: menuGate(ADMIN_MENU.dataInterface),
  query: listQuery(['sortCode', 'fullName', 'enCode', 'creatorTime'], { sidx: 'sortCode', sort: 'asc' }, z.strictObject({ dataType: dataKind.optional() })),
  data: pageOf(dataInterfaceRow),
});

const choice = z.object({ id: z.string(), fullName: z.string(), enCode: z.string(), dataType: dataKind });

/** Every enabled interface, for a form designer's interface select. */
export const dataInterfaceSelector = endpoint({
  method: 'GET',
  path: '/api/system/DataInterface/Selector',
  access: 'unlocked',
  permission: INTERNAL_USERS,
  query: bareQuery,
  data: z.object({ list: z.array(choice) }),
});

/** The enabled interfaces a page at a time, by keyword (the designer's interface picker). */
export const dataInterfaceChoices = endpoint({
  method: 'GET',
  path: '/api/system/DataInterface/getList',
  access: 'unlocked',
  permission: INTERNAL_USERS,
  query: z.strictObject({ ...timestampParam, ...pageQuery }),
  data: pageOf(choice),
});

export const createDataInterface = endpoint({
  method: 'POST',
  path: '/api/system/DataInterface',
  access: 'unlocked',
  permission: menuGate(ADMIN_MENU.dataInterface, BUTTON.add),
  successMsg: 'admin.created',
  body: dataInterfaceForm,
  data: z.object({ id: z.string() }),
});

export const updateDataInterface = endpoint({
  method: 'PUT',
  path: '/api/system/DataInterface/:id',
  access: 'unlocked',
  permission: menuGate(ADMIN_MENU.dataInterface, BUTTON.edit),
  successMsg: 'admin.updated',
  params: idParams,
  body: dataInterfaceForm,
  data: z.null(),
});

export const getDataInterface = endpoint({
  method: 'GET',
  path: '/api/system/DataInterface/:id',
  access: 'unlocked',
  permission: menuGate(ADMIN_MENU.dataInterface),
  query: bareQuery,
  params: idParams,
  data: dataInterfaceRow,
});

export const deleteDataInterface = endpoint({
  method: 'DELETE',
  path: '/api/system/DataInterface/:id',
  access: 'unlocked',
  permission: menuGate(ADMIN_MENU.dataInterface, BUTTON.remove),
  successMsg: 'admin.deleted',
  params: idParams,
  data: z.null(),
});

export const toggleDataInterfaceState = endpoint({
  method: 'PUT',
  path: '/api/system/DataInterface/:id/Actions/State',
  access: 'unlocked',
  permission: menuGate(ADMIN_MENU.dataInterface, BUTTON.edit),
  successMsg: 'admin.updated',
  params: idParams,
  data: z.object({ enabledMark: z.union([z.literal(0), z.literal(1)]) }),
});

/** The parameters a caller may pass (a form designer binds its fields to them). */
export const dataInterfaceParams = endpoint({
  method: 'GET',
  path: '/api/system/DataInterface/GetParam/:id',
  access: 'unlocked',
  permission: INTERNAL_USERS,
  query: bareQuery,
  params: idParams,
  data: z.array(requestParameter),
});

/** An enabled interface's rows (at most ROW_CAP), the parameters as query keys. */
export const dataInterfaceResponse = endpoint({
  method: 'GET',
  path: '/api/system/DataInterface/:id/Actions/Response',
  access: 'unlocked',
  permission: INTERNAL_USERS,
  query: z.looseObject(timestampParam).catchall(paramValues),
  params: idParams,
  data: z.array(resultRow),
});

export const previewBody = z.strictObject({
  /** The definition being edited; without it the saved one runs. */
  draft: z.strictObject(definition).optional(),
  params: z.record(z.string(), paramValues).default({}),
});

export const previewResult = z.object({
  columns: z.array(z.string()),
  list: z.array(resultRow),
  /** More rows matched than PREVIEW_ROWS. */
  truncated: z.boolean(),
  durationMs: z.number(),
});
export type PreviewResult = z.infer<typeof previewResult>;

/** Runs the draft (or the saved definition) with the values given, as the administrator tries it. */
export const previewDataInterface = endpoint({
  method: 'POST',
  path: '/api/system/DataInterface/:id/Actions/Preview',
  reads: true,
  access: 'unlocked',
  permission: menuGate(ADMIN_MENU.dataInterface),
  params: z.strictObject({ id: z.union([z.literal('0'), idParams.shape.id]) }),
  body: previewBody,
  data: previewResult,
});

const pickerQuery = {
  ...timestampParam,
  /** The column holding a row's value, and the one shown for it. */
  propsValue: z.string().trim().regex(PARAM_NAME),
  relationField: z.string().trim().regex(PARAM_NAME),
};
const columnList = z
  .string()
  .trim()
  .max(1000)
  .transform((text) =>
    text
      .split(',')
      .map((name) => name.trim())
      .filter(Boolean),
  )
  .pipe(z.array(z.string().regex(PARAM_NAME)).max(30));

/** The record picker's page: the keyword searched in the shown and listed columns. */
export const dataInterfaceRecords = endpoint({
  method: 'GET',
  path: '/api/system/DataInterface/:id/Action/List',
  access: 'unlocked',
  permission: INTERNAL_USERS,
  query: z
    .looseObject({
      ...pickerQuery,
      ...pageQuery,
      pageSize: z.coerce.number().int().min(1).max(10_000).default(20),
      columnOptions: columnList.default([]),
    })
    .catchall(paramValues),
  params: idParams,
  data: pageOf(resultRow),
});

/** The row whose `propsValue` column holds `id` (null when none does): a picker shows a stored value. */
export const dataInterfaceRecord = endpoint({
  method: 'GET',
  path: '/api/system/DataInterface/:id/Action/Info',
  access: 'unlocked',
  permission: INTERNAL_USERS,
  query: z.looseObject({ ...pickerQuery, id: z.string().max(200) }).catchall(paramValues),
  params: idParams,
  data: resultRow.nullable(),
});

export const exportDataInterface = endpoint({
  method: 'GET',
  path: '/api/system/DataInterface/:id/Action/Export',
  access: 'unlocked',
  permission: menuGate(ADMIN_MENU.dataInterface, BUTTON.export),
  query: bareQuery,
  params: idParams,
  data: dataInterfaceForm,
});

/** An exported definition created here (its code must be free). */
export const importDataInterface = endpoint({
  method: 'POST',
  path: '/api/system/DataInterface/Action/Import',
  access: 'unlocked',
  permission: menuGate(ADMIN_MENU.dataInterface, BUTTON.import),
  successMsg: 'admin.created',
  body: dataInterfaceForm,
  data: z.object({ id: z.string() }),
});

export const callLogRow = z.object({
  id: z.string(),
  userName: z.string(),
  creatorTime: z.number(),
  durationMs: z.number().int(),
  rows: z.number().int(),
  params: z.record(z.string(), z.string()),
  /** '' when the call answered; else why it did not. */
  error: z.string(),
});

/** Who called the interface, when, with what, how long it took and how many rows it gave. */
export const dataInterfaceLog = endpoint({
  method: 'GET',
  path: '/api/system/DataInterfaceLog/:id',
  access: 'unlocked',
  permission: menuGate(ADMIN_MENU.dataInterface),
  query: z.strictObject({ ...timestampParam, ...pageQuery, startTime: epochMillis.optional(), endTime: epochMillis.optional() }),
  params: idParams,
  data: pageOf(callLogRow),
});
