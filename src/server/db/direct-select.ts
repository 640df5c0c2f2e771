import { Column, fillPlaceholders, is } from 'drizzle-orm';
import { PgTimestamp } from 'drizzle-orm/pg-core';
import { arrayQueryOf, type Db } from './client.ts';

/**
 * A select built by Drizzle once and run straight through the driver, its rows built from keys and
 * decoders worked out once. Drizzle's own execute maps every cell through an instance check, a path
 * walk and a reduce step; on the PO list (20 rows of 40 columns, PostgreSQL, 10,000 items) that was a
 * tenth of a request's CPU, and its Dates were then copied into epoch milliseconds row by row.
 *
 * Rows carry the selection's keys; every value is what Drizzle's execute would give, except instants
 * (timestamp columns), which come as epoch milliseconds, the API's form (DESIGN: API conventions).
 */

/** Columns only: an SQL expression's decoder is Drizzle's internal. */
type Selection = Record<string, Column>;
type Decode = (raw: unknown) => unknown;

/** Instants as epoch ms: the same instant Drizzle's Date would hold (`new Date(text)`), without the Date. */
const instantMs =
  (withTimezone: boolean): Decode =>
  (raw) =>
    typeof raw === 'string' ? Date.parse(withTimezone ? raw : `${raw}+0000`) : raw;

/** Drizzle's decoder of columns that keep the driver's value (text, boolean, …), compared, never called. */
const AS_GIVEN: unknown = Reflect.get(Column.prototype, 'mapFromDriverValue');

/** How a column's cell is read; undefined when the driver's value is the value (no call per cell). */
function decoderOf(column: Column): Decode | undefined {
  if (is(column, PgTimestamp)) return instantMs(column.withTimezone);
  if (Reflect.get(column, 'mapFromDriverValue') === AS_GIVEN) return undefined;
  return (raw) => column.mapFromDriverValue(raw);
}

type AsMs<T> = T extends Date ? number : T;
/** A row as read: Drizzle's row type with instants as epoch milliseconds. */
export type DirectRow<R> = { [K in keyof R]: AsMs<R[K]> };

interface Built<R> {
  toSQL(): { sql: string; params: unknown[] };
  prepare(name: string): { execute(values?: Record<string, unknown>): Promise<R[]> };
}

export interface DirectSelect<R> {
  execute(values: Record<string, unknown>): Promise<DirectRow<R>[]>;
}

/**
 * `query` must have been built from `selection` (`db.select(selection)…`), whose key order is the
 * statement's column order (Drizzle lists a flat selection's fields in that order); a statement whose
 * column count differs is refused rather than read into the wrong keys. A database without an array
 * runner (a transaction object) runs the query through Drizzle and converts its instants.
 */
export function directSelect<R>(db: Db, query: Built<R>, selection: Selection): DirectSelect<R> {
  const run = arrayQueryOf(db);
  const keys = Object.keys(selection);
  if (!run) {
    const prepared = query.prepare('');
    return { execute: async (values) => (await prepared.execute(values)).map((row) => instantsAsMs(row as Record<string, unknown>) as DirectRow<R>) };
  }
  const decoders = keys.map((key) => decoderOf(selection[key]!));
  const { sql: text, params } = query.toSQL();
  return {
    async execute(values) {
      const result = await run(text, fillPlaceholders(params, values));
      if (result.columns !== keys.length) throw new Error(`direct select: ${result.columns} columns for ${keys.length} keys`);
      return result.rows.map((cells) => {
        const row: Record<string, unknown> = {};
        for (let c = 0; c < keys.length; c++) {
          const raw = cells[c];
          const decode = decoders[c];
          row[keys[c]!] = raw === null || !decode ? raw : decode(raw);
        }
        return row as DirectRow<R>;
      });
    },
  };
}

/** A row Drizzle read, its instants (Dates) as epoch milliseconds, the API's form (DESIGN: API conventions). */
export function instantsAsMs(row: Record<string, unknown>): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  // for…in over the row's own keys (a plain object from the driver): no [key, value] pair a field.
  for (const key in row) {
    const value = row[key];
    out[key] = value instanceof Date ? value.getTime() : value;
  }
  return out;
}
