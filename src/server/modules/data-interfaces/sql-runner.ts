/**
 * Runs a checked data-interface statement: in a read-only transaction, as the supplyline_data_reader
 * role (SELECT on the granted tables only, migration 0037), with its values bound, under a time limit.
 *
 * A runaway query: PostgreSQL cancels it at `statement_timeout`. PGlite cannot (it runs inside this
 * process and has no timer to interrupt a statement), so on both engines the planner's estimate is
 * read first (EXPLAIN, which does not run the statement) and a statement estimated above the cost
 * limit is refused without running. Together with the row cap and the guard's refusals (no recursive
 * CTE, no generate_series, unnest only over constants, no sleep) that bounds what one call can cost
 * on PGlite.
 */
import { sql, type SQL } from 'drizzle-orm';
import { queryRows, type Db } from '../../db/client.ts';
import { AppError, fieldError } from '../../plugins/errors.ts';

export const READER_ROLE = 'supplyline_data_reader';

export interface RunLimits {
  /** Planner cost units above which a statement is refused unrun. */
  maxCost: number;
  /** PostgreSQL cancels a statement after this long. */
  timeoutMs: number;
}

export interface ResultSet {
  columns: string[];
  rows: Record<string, unknown>[];
}

/** The public tables and views the reader role may read (all columns or some), by name. */
export async function readableTables(db: Db): Promise<Set<string>> {
  const rows = await queryRows<{ name: string }>(
    db,
    sql`select c.relname as name from pg_class c join pg_namespace n on n.oid = c.relnamespace
        where n.nspname = 'public' and c.relkind in ('r', 'v', 'm', 'p')
          and (has_table_privilege(${READER_ROLE}, c.oid, 'SELECT') or has_any_column_privilege(${READER_ROLE}, c.oid, 'SELECT'))`,
  );
  return new Set(rows.map((r) => r.name));
}

const INT8 = 20;
const NUMERIC = 1700;

/**
 * A value as JSON can carry it, the same from both drivers: a count (bigint) as a number while it is
 * exact, else as text like a numeric (which stays text, for its digits); bytes as hex.
 */
function plain(value: unknown, type: number | undefined): unknown {
  if (value === null || value === undefined) return null;
  if (type === INT8 || typeof value === 'bigint') {
    const digits = typeof value === 'bigint' || typeof value === 'number' || typeof value === 'string' ? value.toString() : '';
    return Number.isSafeInteger(Number(digits)) ? Number(digits) : digits;
  }
  if (type === NUMERIC && typeof value === 'number') return value.toString();
  if (value instanceof Uint8Array) return Buffer.from(value).toString('hex');
  if (typeof value === 'number' && !Number.isFinite(value)) return String(value);
  return value;
}

/** A statement's rows and column names, as both drivers give them. */
export async function resultOf(db: Db, query: SQL): Promise<ResultSet> {
  const executed: unknown = await db.execute(query);
  const result = executed as { rows: Record<string, unknown>[]; fields?: { name: string; dataTypeID: number }[] };
  const types = new Map((result.fields ?? []).map((f) => [f.name, f.dataTypeID]));
  const rows = result.rows.map((row) => Object.fromEntries(Object.entries(row).map(([k, v]) => [k, plain(v, types.get(k))])));
  return { columns: (result.fields ?? []).map((f) => f.name), rows };
}

/** Refuses `query` unrun when the planner estimates it above the limit. */
export async function refuseCostly(db: Db, query: SQL, maxCost: number): Promise<void> {
  const [row] = await queryRows<{ 'QUERY PLAN': unknown }>(db, sql`explain (format json) ${query}`);
  // node-postgres parses the json column, PGlite too; a string would be the plan's JSON text.
  const raw = row?.['QUERY PLAN'];
  const plan = (typeof raw === 'string' ? JSON.parse(raw) : raw) as [{ Plan: { 'Total Cost': number } }];
  const cost = plan[0].Plan['Total Cost'];
  if (cost > maxCost) throw fieldError('query', 'admin.dataInterface.sql.tooCostly', { cost: Math.round(cost), max: maxCost });
}

/** The code and message of a PostgreSQL error, as either driver reports it (drizzle wraps it in `cause`). */
function postgresError(error: unknown): { code: string; message: string } | undefined {
  for (let e: unknown = error, depth = 0; e && typeof e === 'object' && depth < 4; e = (e as { cause?: unknown }).cause, depth++) {
    const { code, message } = e as { code?: unknown; message?: unknown };
    if (typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code)) return { code, message: String(message) };
  }
  return undefined;
}

/**
 * Runs `work` in a read-only transaction as the reader role. What the statement itself got wrong
 * (a missing column, a denied table, a bad value, the time limit) comes back as a 400 saying so.
 */
export async function asReader<T>(db: Db, limits: RunLimits, work: (tx: Db) => Promise<T>): Promise<T> {
  try {
    return await db.transaction(async (tx) => {
      await tx.execute(sql`set transaction read only`);
      await tx.execute(sql.raw(`set local statement_timeout = ${Math.max(1, Math.floor(limits.timeoutMs))}`));
      await tx.execute(sql.raw(`set local role ${READER_ROLE}`));
      return work(tx);
    });
  } catch (error) {
    if (error instanceof AppError) throw error;
    const failure = postgresError(error);
    if (!failure) throw error;
    if (failure.code === '57014') throw fieldError('query', 'admin.dataInterface.sql.timeout', { seconds: limits.timeoutMs / 1000 });
    if (failure.code === '25006') throw fieldError('query', 'admin.dataInterface.sql.writes', { what: '' });
    // Data (22), syntax and access (42), limits (54), unsupported (0A): the statement's own fault.
    if (/^(22|42|54|0A)/.test(failure.code)) throw fieldError('query', 'admin.dataInterface.sql.failed', { reason: failure.message });
    throw error;
  }
}
