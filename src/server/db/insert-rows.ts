import { getTableColumns, sql, type Column, type InferInsertModel } from 'drizzle-orm';
import { toSnakeCase } from 'drizzle-orm/casing';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Db } from './client.ts';

/**
 * Many rows inserted by statements whose one parameter is the rows as JSON, read back by
 * `json_to_recordset`, in place of Drizzle's multi-row VALUES lists. Drizzle builds a VALUES list
 * value by value (an instance check and a chunk object for each): in the 100,000-row PO batch that
 * was 20 s of the server's CPU and most of its garbage, where `JSON.stringify` is native
 * and PostgreSQL parses the text in one pass. Same rows, same triggers, same defaults.
 *
 * A column is written when any row sets it; a row that leaves such a column undefined gets the
 * column's `$defaultFn` (ids) or NULL, and the call is refused before any statement when the column
 * has a database default (a NULL would silently take the default's place). Values go as JSON: dates
 * as ISO instants, numbers as numbers, objects as jsonb, arrays as PostgreSQL arrays.
 */

/** Rows per statement: a few MB of JSON at most, so neither side holds a whole batch as text. */
const ROWS_PER_STATEMENT = 5000;

type Written = { key: string; column: Column; name: string };

/** The column's name in the database: keys become snake_case names, as the database objects are opened (client.ts). */
const nameOf = (column: Column) => (column.keyAsName ? toSnakeCase(column.name) : column.name);

const isJsonb = (column: Column) => column.getSQLType() === 'jsonb';

function writtenColumns(columns: Record<string, Column>, rows: readonly Record<string, unknown>[]): Written[] {
  const set = new Set<string>();
  for (const row of rows) for (const [key, value] of Object.entries(row)) if (value !== undefined) set.add(key);
  const written = Object.entries(columns)
    .filter(([key, column]) => set.has(key) || column.defaultFn)
    .map(([key, column]) => ({ key, column, name: nameOf(column) }));
  // Checked before the first statement, so a refused call writes no row.
  for (const { key, column, name } of written) {
    if (column.hasDefault && !column.defaultFn && rows.some((row) => row[key] === undefined)) {
      throw new Error(`insertRows: ${name} is set in some rows and left to its default in others`);
    }
  }
  return written;
}

function recordOf(written: readonly Written[], row: Record<string, unknown>): Record<string, unknown> {
  const record: Record<string, unknown> = {};
  for (const { key, column, name } of written) {
    const value = row[key];
    record[name] = value !== undefined ? value : column.defaultFn ? column.defaultFn() : null;
  }
  return record;
}

export async function insertRows<T extends PgTable>(db: Db, table: T, rows: readonly InferInsertModel<T>[]): Promise<void> {
  if (!rows.length) return;
  const written = writtenColumns(getTableColumns(table), rows);
  const names = sql.join(
    written.map(({ name }) => sql.identifier(name)),
    sql`, `,
  );
  // jsonb is read as json and cast: json_to_recordset filling jsonb columns directly took 2.6 times as
  // long on PostgreSQL 15 (100,000 staged batch rows: 8.1 s against 3.1 s).
  const values = sql.join(
    written.map(({ column, name }) => (isJsonb(column) ? sql`${sql.identifier(name)}::jsonb` : sql.identifier(name))),
    sql`, `,
  );
  const shape = sql.join(
    written.map(({ column, name }) => sql`${sql.identifier(name)} ${sql.raw(isJsonb(column) ? 'json' : column.getSQLType())}`),
    sql`, `,
  );
  for (let i = 0; i < rows.length; i += ROWS_PER_STATEMENT) {
    const json = JSON.stringify(rows.slice(i, i + ROWS_PER_STATEMENT).map((row) => recordOf(written, row)));
    await db.execute(sql`insert into ${table} (${names}) select ${values} from json_to_recordset(${json}::json) as r(${shape})`);
  }
}
