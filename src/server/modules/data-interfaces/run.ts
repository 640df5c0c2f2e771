/**
 * Answers a call of a data interface: the values bound to its placeholders, then its rows as the
 * caller wants them — all (up to a cap), a page searched by keyword, or the one row holding a value.
 * SQL runs through the guard and the reader (sql-guard.ts, sql-runner.ts); a static list is read
 * from its JSON.
 */
import { sql, type SQL } from 'drizzle-orm';
import type { RequestParameter } from '../../../shared/contracts/data-interfaces.ts';
import { cellText, ROW_CAP, splitPlaceholders, type DataKind, type ParamType } from '../../../shared/domain/data-interfaces.ts';
import type { Db } from '../../db/client.ts';
import { likePattern } from '../../db/like.ts';
import { fieldError } from '../../plugins/errors.ts';
import { httpRows } from './http-source.ts';
import type { Values } from './values.ts';
import { allowedHosts } from './queries.ts';
import { castOf, checkSql } from './sql-guard.ts';
import { asReader, readableTables, refuseCostly, resultOf, type ResultSet, type RunLimits } from './sql-runner.ts';

export interface Definition {
  dataType: DataKind;
  query: string;
  requestMethod: 'GET' | 'POST';
  dataPath: string;
  requestParameters: readonly RequestParameter[];
}

export type Want =
  | { kind: 'rows'; cap: number }
  | { kind: 'page'; keyword: string | undefined; columns: readonly string[]; currentPage: number; pageSize: number }
  | { kind: 'one'; column: string; value: string };

export interface Answer extends ResultSet {
  /** Rows matching in all (a page's total), or the rows read when more were cut off. */
  total: number;
  truncated: boolean;
}

export const typesOf = (definition: Definition): Map<string, ParamType> => new Map(definition.requestParameters.map((p) => [p.field, p.dataType]));

/** A static interface's rows; a 400 on `query` when the text is not a JSON list of objects. */
export function staticRows(text: string): Record<string, unknown>[] {
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    throw fieldError('query', 'admin.dataInterface.staticShape');
  }
  if (!Array.isArray(parsed) || parsed.length > ROW_CAP || !parsed.every((row) => row && typeof row === 'object' && !Array.isArray(row)))
    throw fieldError('query', 'admin.dataInterface.staticShape');
  return parsed as Record<string, unknown>[];
}

/** The statement with each placeholder as its bound, typed value (numbered as the guard numbered them). */
function bound(definition: Definition, values: Values): SQL {
  const types = typesOf(definition);
  const pieces = splitPlaceholders(definition.query).map((piece, i) =>
    i % 2 === 0 ? sql.raw(piece) : sql`(${values.get(piece) ?? null}::${sql.raw(castOf(piece, types))})`,
  );
  return sql.join(pieces);
}

function keywordFilter(keyword: string | undefined, columns: readonly string[]): SQL {
  if (!keyword || columns.length === 0) return sql``;
  const pattern = likePattern(keyword);
  return sql` where ${sql.join(
    columns.map((c) => sql`q.${sql.identifier(c)}::text ilike ${pattern}`),
    sql` or `,
  )}`;
}

/** A 400 naming the picker's query key when a column it names is not among the interface's. */
function mustHave(want: Exclude<Want, { kind: 'rows' }>, columns: readonly string[]): void {
  const named: [field: string, column: string][] =
    want.kind === 'one' ? [['propsValue', want.column]] : want.columns.map((column, i) => [i === 0 ? 'relationField' : 'columnOptions', column]);
  const missing = named.find(([, column]) => !columns.includes(column));
  if (missing) throw fieldError(missing[0], 'admin.dataInterface.noColumn', { name: missing[1], columns: columns.join(', ') });
}

async function sqlAnswer(db: Db, limits: RunLimits, definition: Definition, values: Values, want: Want): Promise<Answer> {
  await checkSql(definition.query, typesOf(definition), await readableTables(db));
  const inner = bound(definition, values);
  return asReader(db, limits, async (tx) => {
    if (want.kind !== 'rows') mustHave(want, (await resultOf(tx, sql`select * from (${inner}) as q limit 0`)).columns);
    if (want.kind === 'page') {
      const where = keywordFilter(want.keyword, want.columns);
      const count = sql`select count(*)::int as total from (${inner}) as q${where}`;
      await refuseCostly(tx, count, limits.maxCost);
      const offset = (want.currentPage - 1) * want.pageSize;
      const page = await resultOf(tx, sql`select * from (${inner}) as q${where} limit ${want.pageSize} offset ${offset}`);
      // A page short of full is the last one: the total is known without reading every row again.
      const last = page.rows.length < want.pageSize && (page.rows.length > 0 || offset === 0);
      const total = last ? offset + page.rows.length : Number((await resultOf(tx, count)).rows[0]?.['total'] ?? 0);
      return { ...page, total, truncated: false };
    }
    const query =
      want.kind === 'one'
        ? sql`select * from (${inner}) as q where q.${sql.identifier(want.column)}::text = ${want.value} limit 1`
        : sql`select * from (${inner}) as q limit ${want.cap + 1}`;
    await refuseCostly(tx, query, limits.maxCost);
    const result = await resultOf(tx, query);
    const cap = want.kind === 'one' ? 1 : want.cap;
    return { columns: result.columns, rows: result.rows.slice(0, cap), total: result.rows.length, truncated: result.rows.length > cap };
  });
}

/** A list read whole (static or HTTP) answered as the caller wants it: searched, paged or one row. */
function listAnswer(all: readonly Record<string, unknown>[], want: Want): Answer {
  const columns = [...new Set(all.slice(0, 100).flatMap((row) => Object.keys(row)))];
  if (want.kind !== 'rows' && all.length > 0) mustHave(want, columns);
  if (want.kind === 'one') {
    const rows = all.filter((row) => cellText(row[want.column]) === want.value).slice(0, 1);
    return { columns, rows, total: rows.length, truncated: false };
  }
  if (want.kind === 'rows') return { columns, rows: all.slice(0, want.cap), total: all.length, truncated: all.length > want.cap };
  const needle = want.keyword?.toLowerCase();
  const matching = needle && want.columns.length > 0 ? all.filter((row) => want.columns.some((c) => cellText(row[c]).toLowerCase().includes(needle))) : all;
  const start = (want.currentPage - 1) * want.pageSize;
  return { columns, rows: matching.slice(start, start + want.pageSize), total: matching.length, truncated: false };
}

export async function answer(db: Db, limits: RunLimits, definition: Definition, values: Values, want: Want): Promise<Answer> {
  if (definition.dataType === 2) return listAnswer(staticRows(definition.query), want);
  if (definition.dataType === 3) return listAnswer(await httpRows(definition, values, await allowedHosts(db), limits.timeoutMs), want);
  return sqlAnswer(db, limits, definition, values, want);
}
