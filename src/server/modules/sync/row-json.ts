import { sql, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';

/**
 * A synced table's rows as the database writes them in JSON, in the API's form: the pull sends that
 * text as it is. Building 5,000 rows of 30 cells into objects and serialising them again took most of
 * a pull page's CPU (on PGlite its wire parser alone copied every cell: 190 ms a page, against 80 ms
 * for the same rows as one JSON text each).
 *
 * Each column type the synced tables use has its JSON form here, the same value Drizzle would read
 * (instants as epoch milliseconds, DESIGN: API conventions); a type not listed is refused when the
 * table is registered, not sent in a form the client does not expect.
 */
const JSON_FORM: Record<string, ((column: PgColumn) => SQL) | undefined> = {
  PgText: (c) => sql`${c}`,
  PgVarchar: (c) => sql`${c}`,
  PgUUID: (c) => sql`${c}`,
  PgEnumColumn: (c) => sql`${c}`,
  PgBoolean: (c) => sql`${c}`,
  PgInteger: (c) => sql`${c}`,
  PgSmallInt: (c) => sql`${c}`,
  PgDateString: (c) => sql`${c}`,
  PgJsonb: (c) => sql`${c}`,
  PgJson: (c) => sql`${c}`,
  PgArray: (c) => sql`${c}`,
  // Drizzle's `mode: 'number'`: a JSON number, not the text PostgreSQL would print.
  PgNumericNumber: (c) => sql`${c}::float8`,
  // A Date in Drizzle, epoch milliseconds on the wire; the microseconds Date drops, dropped too.
  PgTimestamp: (c) => sql`floor(extract(epoch from ${c}) * 1000)::bigint`,
};

/** The column's value as the row's JSON gives it; throws for a column type with no form above. */
function jsonValue(key: string, column: PgColumn): SQL {
  const form = JSON_FORM[column.columnType];
  if (!form) throw new Error(`synced column ${key}: no JSON form for ${column.columnType} (sync/row-json.ts)`);
  return form(column);
}

/** Checks every column has a JSON form (at registration: a server that starts can pull every table). */
export function assertJsonForms(columns: Record<string, PgColumn>): void {
  for (const [key, column] of Object.entries(columns)) jsonValue(key, column);
}

/** One row's selected columns as a JSON object text, keyed as `columns` names them, in their order. */
export function rowJsonOf(columns: Record<string, PgColumn>): SQL<string> {
  const fields = Object.entries(columns).map(([key, column]) => sql`${jsonValue(key, column)} as ${sql.identifier(key)}`);
  return sql<string>`(select row_to_json(r) from (select ${sql.join(fields, sql`, `)}) r)::text`;
}
