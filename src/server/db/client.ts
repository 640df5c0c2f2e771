import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { SQL } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import pg from 'pg';
import * as schema from './schema/index.ts';

export type Schema = typeof schema;
/** Both engines' drizzle instances (and their transactions) are this type. */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;

/** Stops a LISTEN started by `Database.listen`. */
export type Unlisten = () => Promise<void>;

export interface ListenEvents {
  onLost?: () => void;
  onReconnect?: () => void;
}

export interface Database {
  db: Db;
  engine: 'pglite' | 'postgres';
  /**
   * LISTEN on a channel: `onPayload` gets each NOTIFY's payload (after the notifying transaction
   * commits). On PostgreSQL a dedicated connection listens and reconnects after a failure, calling
   * `onLost` when it drops and `onReconnect` when it is back (notifications sent meanwhile are lost:
   * the listener catches up from there). PGlite delivers them in-process before the notifying
   * statement (or transaction) returns, and never loses its connection.
   */
  listen(channel: string, onPayload: (payload: string) => void, events?: ListenEvents): Promise<Unlisten>;
  /**
   * Hears at once what this instance's own statements raise as `RAISE NOTICE '<tag>:<payload>'`
   * (before their transaction commits, and even when it rolls back): an instance learns of its own
   * change before answering the request that made it, not when its NOTIFY comes round. PostgreSQL
   * only; PGlite's notifications arrive that early already, so there it hears nothing.
   */
  hearNotices(tag: string, onPayload: (payload: string) => void): () => void;
  close(): Promise<void>;
}

/**
 * The type ids both drivers hand over as the server's text in Drizzle's sessions: its column decoders
 * expect the text (timestamp, timestamptz, date, interval and their arrays, and numeric arrays), where
 * the drivers' defaults would make Dates or arrays of them. An array query does the same.
 */
const TEXT_AS_SENT_TYPES = [1114, 1184, 1082, 1186, 1231, 1115, 1185, 1187, 1182];
const TEXT_AS_SENT = new Set<number>(TEXT_AS_SENT_TYPES);
type TypeParser = (text: string) => unknown;

/** Runs SQL text through a database's driver, each row an array in select order (db/direct-select.ts). */
export type ArrayQuery = (text: string, params: unknown[]) => Promise<{ rows: unknown[][]; columns: number }>;

const arrayQueries = new WeakMap<Db, ArrayQuery>();

/** How `db`'s driver runs a statement in array mode; none for a transaction's object. */
export const arrayQueryOf = (db: Db): ArrayQuery | undefined => arrayQueries.get(db);

export const MIGRATIONS_DIR = path.join(path.dirname(fileURLToPath(import.meta.url)), 'migrations');

export type DatabaseSource = { url: string } | { dataDir: string } | { pglite: PGlite };

/** Opens PostgreSQL when a URL is given, otherwise PGlite (a data directory, or an instance a test made). */
export async function openDatabase(source: DatabaseSource): Promise<Database> {
  if ('url' in source) {
    const pool = new pg.Pool({ connectionString: source.url, max: 10 });
    const db: Db = drizzlePg({ client: pool, schema, casing: 'snake_case' });
    const types = { getTypeParser: (id: number): TypeParser => (TEXT_AS_SENT.has(id) ? String : (pg.types.getTypeParser(id) as TypeParser)) };
    arrayQueries.set(db, async (text, params) => {
      const result = await pool.query<unknown[]>({ text, rowMode: 'array', types }, params);
      return { rows: result.rows, columns: result.fields.length };
    });
    // An idle connection the server closed (a restart, a failover, an administrator) leaves the pool,
    // which connects afresh for the next query; unheard, the pool's 'error' would end the process.
    pool.on('error', () => undefined);
    const noticeHearers = new Map<string, Set<(payload: string) => void>>();
    pool.on('connect', (client) => {
      client.on('notice', ({ message = '' }) => {
        const colon = message.indexOf(':');
        if (colon <= 0) return;
        for (const hear of noticeHearers.get(message.slice(0, colon)) ?? []) hear(message.slice(colon + 1));
      });
    });
    return {
      db,
      engine: 'postgres',
      listen: (channel, onPayload, events) => listenPg(source.url, channel, onPayload, events),
      hearNotices(tag, onPayload) {
        const hearers = noticeHearers.get(tag) ?? new Set();
        noticeHearers.set(tag, hearers.add(onPayload));
        return () => void hearers.delete(onPayload);
      },
      close: () => pool.end(),
    };
  }
  // PGlite and its driver are loaded only here: imported, they take 43 MB of a server on PostgreSQL.
  const { drizzle: drizzlePglite } = await import('drizzle-orm/pglite');
  let client: PGlite;
  if ('pglite' in source) {
    client = source.pglite;
  } else {
    fs.mkdirSync(source.dataDir, { recursive: true });
    const { PGlite } = await import('@electric-sql/pglite');
    client = await PGlite.create(path.join(source.dataDir, 'pgdata'));
  }
  const db: Db = drizzlePglite({ client, schema, casing: 'snake_case' });
  const parsers = Object.fromEntries(TEXT_AS_SENT_TYPES.map((id) => [id, String]));
  arrayQueries.set(db, async (text, params) => {
    const result = await client.query<unknown[]>(text, params, { rowMode: 'array', parsers });
    return { rows: result.rows, columns: result.fields.length };
  });
  // PGlite delivers notifications in-process to listeners of the same instance.
  return {
    db,
    engine: 'pglite',
    listen: (channel, onPayload) => client.listen(channel, onPayload),
    hearNotices: () => () => undefined,
    close: () => client.close(),
  };
}

const RECONNECT_MIN_MS = 500;
const RECONNECT_MAX_MS = 30_000;

/** A connection of its own (a pooled one would be handed to queries), re-opened with backoff when it drops. */
async function listenPg(url: string, channel: string, onPayload: (payload: string) => void, events: ListenEvents = {}): Promise<Unlisten> {
  let stopped = false;
  let client: pg.Client | null = null;
  let retry: NodeJS.Timeout | undefined;
  const reopen = (delay: number): void => {
    if (stopped) return;
    retry = setTimeout(() => {
      connect().then(
        () => events.onReconnect?.(),
        () => reopen(Math.min(delay * 2, RECONNECT_MAX_MS)),
      );
    }, delay);
  };
  const connect = async (): Promise<void> => {
    const next = new pg.Client({ connectionString: url });
    next.on('notification', (n) => n.channel === channel && n.payload !== undefined && onPayload(n.payload));
    const lost = () => {
      if (client !== next) return;
      client = null;
      void next.end().catch(() => undefined);
      events.onLost?.();
      reopen(RECONNECT_MIN_MS);
    };
    next.on('error', lost);
    next.on('end', lost);
    try {
      await next.connect();
      await next.query(`LISTEN ${pg.escapeIdentifier(channel)}`);
    } catch (error) {
      void next.end().catch(() => undefined);
      throw error;
    }
    if (stopped) await next.end();
    else client = next;
  };
  await connect();
  return async () => {
    stopped = true;
    clearTimeout(retry);
    const open = client;
    client = null;
    await open?.end().catch(() => undefined);
  };
}

export async function migrateDatabase(database: Database): Promise<void> {
  const config = { migrationsFolder: MIGRATIONS_DIR };
  // The migrators are typed per driver; the instance was made by the matching driver in openDatabase.
  if (database.engine === 'postgres') await migratePg(database.db as Parameters<typeof migratePg>[0], config);
  else {
    const { migrate: migratePglite } = await import('drizzle-orm/pglite/migrator');
    await migratePglite(database.db as Parameters<typeof migratePglite>[0], config);
  }
}

/** Runs raw SQL and returns its rows; both drivers' results carry `rows`, their shared type does not say so. */
export async function queryRows<T extends Record<string, unknown>>(db: Db, query: SQL): Promise<T[]> {
  const result: unknown = await db.execute(query);
  return (result as { rows: T[] }).rows;
}
