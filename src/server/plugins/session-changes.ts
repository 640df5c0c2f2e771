import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../db/client.ts';

/**
 * What every request reads first (its session, account and roles) and what CurrentUser adds (the
 * account's places, last sign-in and the public settings) change seldom and are read on every
 * request: they are kept in memory, per token and per user, and dropped when the database announces
 * a change to what they were read from (migration 0041's triggers on sessions, users, sign-in
 * attempts, the grants revision, organisations, departments and settings).
 *
 * - The instance that makes a change hears of it before its statement returns (PGlite's in-process
 *   notification; on PostgreSQL the trigger's NOTICE on the writing connection), so a forced sign-out,
 *   a lock or a disabled account counts on that instance's next request.
 * - Every other instance hears the NOTIFY after the commit, a few milliseconds later. While its
 *   listening connection is down, it keeps nothing and reads every time; anything held is dropped
 *   when the connection drops and again when it is back.
 * - A value is kept at most `ttlMs` even so (a listening connection can die without telling).
 *
 * So on PostgreSQL another instance may serve a kept value for those milliseconds after the database
 * already holds the change: what decides access (the session check) is not trusted on the
 * announcement alone there, but checked against the database on each request (plugins/auth.ts).
 * PGlite's instances share one in-process store and hear a change before its statement returns.
 */
export const SESSION_CHANGES_CHANNEL = 'supplyline_session_changes';

/** What a trigger announces: the users concerned, or every user when `u` is absent. */
interface SessionChange {
  t: string;
  u?: string[];
}

interface Entry<V> {
  value: Promise<V>;
  /** Whose value it is, once read (undefined while the read is under way). */
  userId?: string;
  readAt: number;
}

export interface UserKeyedCacheOptions<V> {
  /** At most this many entries, the least recently used leaving first. */
  capacity: number;
  ttlMs: number;
  /** The user a value belongs to; a value with none (nothing found) is not kept. */
  userOf: (value: V) => string | undefined;
}

/** Values keyed by anything (a token's hash, a user), each belonging to one user. */
export class UserKeyedCache<V> {
  private readonly entries = new Map<string, Entry<V>>();
  /** False while changes may go unheard: every get reads and nothing is kept. */
  live = true;

  constructor(private readonly options: UserKeyedCacheOptions<V>) {}

  /** The value kept for `key`, else `read()`'s, kept for the next caller (concurrent misses share it). */
  get(key: string, read: () => Promise<V>): Promise<V> {
    if (!this.live) return read();
    const now = Date.now();
    const hit = this.entries.get(key);
    if (hit && now - hit.readAt < this.options.ttlMs) {
      // Re-inserted: a Map iterates in insertion order, so the first entry is the least recently used.
      this.entries.delete(key);
      this.entries.set(key, hit);
      return hit.value;
    }
    const entry: Entry<V> = { value: read(), readAt: now };
    this.entries.set(key, entry);
    if (this.entries.size > this.options.capacity) this.drop(this.entries.keys().next().value);
    entry.value.then(
      (value) => {
        const userId = this.options.userOf(value);
        if (userId === undefined) this.drop(key, entry);
        else entry.userId = userId;
      },
      () => this.drop(key, entry),
    );
    return entry.value;
  }

  /** The value kept for `key`, or a read of it under way; none when it is not kept (or nothing is). */
  peek(key: string): Promise<V> | undefined {
    const hit = this.live ? this.entries.get(key) : undefined;
    return hit && Date.now() - hit.readAt < this.options.ttlMs ? hit.value : undefined;
  }

  forget(key: string): void {
    this.entries.delete(key);
  }

  /** Drops the values of these users, and every read still under way (it may have begun before the change). */
  forgetUsers(userIds: ReadonlySet<string>): void {
    for (const [key, entry] of this.entries) if (entry.userId === undefined || userIds.has(entry.userId)) this.entries.delete(key);
  }

  clear(): void {
    this.entries.clear();
  }

  /** How many values are kept (tests, diagnostics). */
  get size(): number {
    return this.entries.size;
  }

  private drop(key: string | undefined, only?: Entry<V>): void {
    if (key !== undefined && (!only || this.entries.get(key) === only)) this.entries.delete(key);
  }
}

/** One server's caches fed by the announcements; `perServer` makes one cache per server. */
export class SessionChanges {
  private readonly caches = new Set<UserKeyedCache<unknown>>();
  private live = true;

  /**
   * `onUnreadable` hears of a payload that is not an announcement (everything is dropped then).
   * `heardAtOnce`: every instance on the database hears a change before the statement that made it
   * returns (PGlite), so what is kept needs no asking; on PostgreSQL the others hear it later.
   */
  constructor(
    private readonly onUnreadable: (error: unknown, payload: string) => void,
    readonly heardAtOnce = false,
  ) {}

  /** Whether changes are heard (tests, diagnostics): false while PostgreSQL's listening connection is down. */
  get isLive(): boolean {
    return this.live;
  }

  add<V>(cache: UserKeyedCache<V>): UserKeyedCache<V> {
    cache.live = this.live;
    this.caches.add(cache as UserKeyedCache<unknown>);
    return cache;
  }

  /** A payload from the channel or a notice. */
  heard(payload: string): void {
    let change: Partial<SessionChange> | null;
    try {
      change = JSON.parse(payload) as Partial<SessionChange> | null;
    } catch (error) {
      this.onUnreadable(error, payload);
      return this.forgetAll();
    }
    if (!Array.isArray(change?.u)) return this.forgetAll();
    const users = new Set(change.u);
    for (const cache of this.caches) cache.forgetUsers(users);
  }

  /** The listening connection dropped (`false`) or is back (`true`). */
  setLive(live: boolean): void {
    this.live = live;
    for (const cache of this.caches) cache.live = live;
    this.forgetAll();
  }

  private forgetAll(): void {
    for (const cache of this.caches) cache.clear();
  }
}

/** Listens for the announcements on `database` until `close`. */
export async function openSessionChanges(database: Database, log: FastifyBaseLogger): Promise<{ changes: SessionChanges; close: () => Promise<void> }> {
  const changes = new SessionChanges(
    (err, payload) => log.error({ err, payload }, 'unreadable session change: every cached session dropped'),
    database.engine === 'pglite',
  );
  const heard = (payload: string) => changes.heard(payload);
  const unhear = database.hearNotices(SESSION_CHANGES_CHANNEL, heard);
  const unlisten = await database.listen(SESSION_CHANGES_CHANNEL, heard, {
    onLost: () => changes.setLive(false),
    onReconnect: () => changes.setLive(true),
  });
  return {
    changes,
    close: async () => {
      unhear();
      await unlisten();
    },
  };
}

/** One cache per server (each server has its own SessionChanges), made on first use. */
export function perServer<V>(options: UserKeyedCacheOptions<V>): (changes: SessionChanges) => UserKeyedCache<V> {
  const made = new WeakMap<SessionChanges, UserKeyedCache<V>>();
  return (changes) => {
    const known = made.get(changes);
    if (known) return known;
    const fresh = changes.add(new UserKeyedCache(options));
    made.set(changes, fresh);
    return fresh;
  };
}
