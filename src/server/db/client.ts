import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { SQL } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import pg from 'pg';
import * as schema from './schema/index.ts';

export type Schema = typeof schema;
/** Both engines' drizzle instances (and their transactions) are this type. */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;

export interface Database {
  db: Db;
  engine: 'pglite' | 'postgres';
  close(): Promise<void>;
}

export const MIGRATIONS_DIR = path.join(path.dirname(fileURLToPath(import.meta.url)), 'migrations');

export type DatabaseSource = { url: string } | { dataDir: string } | { pglite: PGlite };

/** Opens PostgreSQL when a URL is given, otherwise PGlite (a data directory, or an instance a test made). */
export async function openDatabase(source: DatabaseSource): Promise<Database> {
  if ('url' in source) {
    const pool = new pg.Pool({ connectionString: source.url, max: 10 });
    const db: Db = drizzlePg({ client: pool, schema, casing: 'snake_case' });
    return { db, engine: 'postgres', close: () => pool.end() };
  }
  let client: PGlite;
  if ('pglite' in source) {
    client = source.pglite;
  } else {
    fs.mkdirSync(source.dataDir, { recursive: true });
    client = await PGlite.create(path.join(source.dataDir, 'pgdata'));
  }
  const db: Db = drizzlePglite({ client, schema, casing: 'snake_case' });
  return { db, engine: 'pglite', close: () => client.close() };
}

export async function migrateDatabase(database: Database): Promise<void> {
  const config = { migrationsFolder: MIGRATIONS_DIR };
  // The migrators are typed per driver; the instance was made by the matching driver in openDatabase.
  if (database.engine === 'postgres') await migratePg(database.db as Parameters<typeof migratePg>[0], config);
  else await migratePglite(database.db as Parameters<typeof migratePglite>[0], config);
}

/** Runs raw SQL and returns its rows; both drivers' results carry `rows`, their shared type does not say so. */
export async function queryRows<T extends Record<string, unknown>>(db: Db, query: SQL): Promise<T[]> {
  const result: unknown = await db.execute(query);
  return (result as { rows: T[] }).rows;
}
