import { z } from 'zod';
import {
  requestParameter,
  type DataInterfaceForm,
  type DataInterfaceRow,
  type listDataInterfaces,
  type dataInterfaceChoices,
  type dataInterfaceLog,
  type PreviewResult,
} from '../../../shared/contracts/data-interfaces.ts';
import type { QueryOf } from '../../../shared/contracts/endpoint.ts';
import { isSystemVariable, placeholdersOf, PREVIEW_ROWS, type DataKind } from '../../../shared/domain/data-interfaces.ts';
import type { Db } from '../../db/client.ts';
import { AppError, fieldError } from '../../plugins/errors.ts';
import type { TranslateFn } from '../../plugins/i18n.ts';
import { found, markOf, uniqueCode } from '../permission/records.ts';
import * as q from './queries.ts';
import { answer, staticRows, typesOf, type Answer, type Definition, type Want } from './run.ts';
import { allowedUrl } from './http-source.ts';
import { checkSql } from './sql-guard.ts';
import { readableTables, type RunLimits } from './sql-runner.ts';
import { valuesFor } from './values.ts';

/** Who calls, in which language, under which limits. */
export interface CallContext {
  db: Db;
  t: TranslateFn;
  limits: RunLimits;
  userId: string;
  userName: string;
}

const storedParameters = z.array(requestParameter);

function definitionOf(r: q.InterfaceRecord): Definition {
  return {
    dataType: r.dataType as DataKind,
    query: r.query,
    requestMethod: r.requestMethod === 'POST' ? 'POST' : 'GET',
    dataPath: r.dataPath,
    requestParameters: storedParameters.parse(r.requestParameters),
  };
}

function wire(r: q.InterfaceRecord): DataInterfaceRow {
  const { dataType, query, requestMethod, dataPath, requestParameters } = definitionOf(r);
  return {
    id: r.id,
    fullName: r.fullName,
    enCode: r.enCode,
    enabledMark: markOf(r.enabled),
    description: r.description,
    sortCode: r.sortCode,
    creatorTime: r.createdAt.getTime(),
    dataType,
    query,
    requestMethod,
    dataPath,
    requestParameters: [...requestParameters],
  };
}

/**
 * Refuses a definition that could not run: a static list that is not one, a placeholder that is no
 * parameter, SQL the guard refuses, a URL to a host not on the allow-list.
 */
async function checkDefinition(db: Db, definition: Definition): Promise<void> {
  if (definition.dataType === 2) {
    staticRows(definition.query);
    return;
  }
  const declared = new Set(definition.requestParameters.map((p) => p.field));
  const unknown = placeholdersOf(definition.query).filter((name) => !isSystemVariable(name) && !declared.has(name));
  if (unknown.length > 0) throw fieldError('query', 'admin.dataInterface.unknownParam', { names: unknown.map((n) => `{${n}}`).join(', ') });
  if (definition.dataType === 3) allowedUrl(definition.query, new Map(), await q.allowedHosts(db));
  else await checkSql(definition.query, typesOf(definition), await readableTables(db));
}

async function values(body: DataInterfaceForm, db: Db): Promise<q.InterfaceValues> {
  await checkDefinition(db, body);
  return {
    enCode: body.enCode,
    fullName: body.fullName,
    dataType: body.dataType,
    query: body.query,
    requestMethod: body.requestMethod,
    dataPath: body.dataPath,
    requestParameters: body.requestParameters,
    description: body.description,
    sortCode: body.sortCode,
    enabled: body.enabledMark === 1,
  };
}

export async function interfaceList(db: Db, query: QueryOf<typeof listDataInterfaces>) {
  const page = await q.interfacePage(db, { ...query, dataType: query.queryJson?.dataType });
  return { ...page, list: page.list.map(wire) };
}

export async function interfaceChoices(db: Db) {
  return { list: (await q.enabledInterfaces(db)).map((r) => ({ ...r, dataType: r.dataType as DataKind })) };
}

export async function interfaceChoicePage(db: Db, query: QueryOf<typeof dataInterfaceChoices>) {
  const page = await q.interfacePage(db, { ...query, sidx: 'sortCode', sort: 'asc', enabledOnly: true });
  return { ...page, list: page.list.map(({ id, fullName, enCode, dataType }) => ({ id, fullName, enCode, dataType: dataType as DataKind })) };
}

export async function createInterface(db: Db, t: TranslateFn, body: DataInterfaceForm): Promise<string> {
  const row = await values(body, db);
  return uniqueCode(t, 'dataInterface', body.enCode, () => q.insertInterface(db, row));
}

export async function updateInterface(db: Db, t: TranslateFn, id: string, body: DataInterfaceForm): Promise<void> {
  found(await q.interfaceById(db, id), t, 'dataInterface');
  const row = await values(body, db);
  await uniqueCode(t, 'dataInterface', body.enCode, () => q.updateInterfaceRow(db, id, row));
}

export async function interfaceInfo(db: Db, t: TranslateFn, id: string): Promise<DataInterfaceRow> {
  return wire(found(await q.interfaceById(db, id), t, 'dataInterface'));
}

export async function deleteInterface(db: Db, t: TranslateFn, id: string): Promise<void> {
  found(await q.interfaceById(db, id), t, 'dataInterface');
  await q.deleteInterfaceRow(db, id);
}

export async function toggleInterface(db: Db, t: TranslateFn, id: string): Promise<{ enabledMark: 0 | 1 }> {
  const row = found(await q.interfaceById(db, id), t, 'dataInterface');
  await q.updateInterfaceRow(db, id, { enabled: !row.enabled });
  return { enabledMark: markOf(!row.enabled) };
}

export async function interfaceParams(db: Db, t: TranslateFn, id: string) {
  return [...definitionOf(found(await q.interfaceById(db, id), t, 'dataInterface')).requestParameters];
}

/** The definition as the form takes it: its row without the id and the time. */
export async function exportInterface(db: Db, t: TranslateFn, id: string): Promise<DataInterfaceForm> {
  const { id: _id, creatorTime: _at, ...definition } = await interfaceInfo(db, t, id);
  return definition;
}

/** Runs `definition` for the caller and logs the call against `interfaceId` (when it has one), answered or not. */
async function logged(
  ctx: CallContext,
  interfaceId: string | null,
  definition: Definition,
  given: Record<string, string | undefined>,
  want: Want,
): Promise<Answer> {
  const started = performance.now();
  const params = Object.fromEntries(definition.requestParameters.map((p) => [p.field, given[p.field] ?? '']));
  const log = (rows: number, error: string) =>
    interfaceId === null
      ? Promise.resolve()
      : q.insertCallLog(ctx.db, {
          interfaceId,
          userId: ctx.userId,
          userName: ctx.userName,
          params,
          durationMs: Math.round(performance.now() - started),
          rows,
          error,
        });
  try {
    const bound = await valuesFor(definition.query, definition.requestParameters, given, ctx.userId, () => q.placeOf(ctx.db, ctx.userId));
    const result = await answer(ctx.db, ctx.limits, definition, bound, want);
    await log(result.rows.length, '');
    return result;
  } catch (error) {
    if (error instanceof AppError) await log(0, ctx.t(error.key, error.params));
    throw error;
  }
}

/** An enabled interface's answer; 409 when it is disabled. */
export async function callInterface(ctx: CallContext, id: string, given: Record<string, string | undefined>, want: Want): Promise<Answer> {
  const row = found(await q.interfaceById(ctx.db, id), ctx.t, 'dataInterface');
  if (!row.enabled) throw new AppError(409, 'admin.dataInterface.disabled', { name: row.fullName });
  return logged(ctx, id, definitionOf(row), given, want);
}

/** The draft (checked as a save would check it) or the saved definition, with the values given. */
export async function previewInterface(ctx: CallContext, id: string, draft: Definition | undefined, given: Record<string, string>): Promise<PreviewResult> {
  const saved = id === '0' ? undefined : found(await q.interfaceById(ctx.db, id), ctx.t, 'dataInterface');
  const definition = draft ?? (saved ? definitionOf(saved) : undefined);
  if (!definition) throw fieldError('draft', 'admin.dataInterface.draftMissing');
  if (draft) await checkDefinition(ctx.db, draft);
  const started = performance.now();
  const result = await logged(ctx, saved?.id ?? null, definition, given, { kind: 'rows', cap: PREVIEW_ROWS });
  return { columns: result.columns, list: result.rows, truncated: result.truncated, durationMs: Math.round(performance.now() - started) };
}

export async function callLog(db: Db, t: TranslateFn, id: string, query: QueryOf<typeof dataInterfaceLog>) {
  found(await q.interfaceById(db, id), t, 'dataInterface');
  const page = await q.callLogPage(db, id, query);
  return {
    ...page,
    list: page.list.map((r) => ({
      id: r.id,
      userName: r.userName,
      creatorTime: r.createdAt.getTime(),
      durationMs: r.durationMs,
      rows: r.rows,
      params: z.record(z.string(), z.string()).catch({}).parse(r.params),
      error: r.error,
    })),
  };
}

/** An interface's columns (read with every placeholder empty, no rows kept) and its parameters, for a designer. */
export async function interfaceShape(ctx: CallContext, id: string) {
  const definition = definitionOf(found(await q.interfaceById(ctx.db, id), ctx.t, 'dataInterface'));
  const empty = new Map(placeholdersOf(definition.query).map((name) => [name, null]));
  const { columns } = await answer(ctx.db, ctx.limits, definition, empty, { kind: 'rows', cap: 0 });
  return { columns, parameters: [...definition.requestParameters] };
}

export const hostList = async (db: Db) => ({ hosts: await q.allowedHosts(db) });
export const saveHosts = (db: Db, hosts: readonly string[]) => q.saveAllowedHosts(db, hosts);
