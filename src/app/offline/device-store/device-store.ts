import Dexie from 'dexie';
import type { z } from 'zod';
import { subjectsOf, type MutationSpec, type RowsView } from '../../../shared/domain/sync-mutations.ts';
import { BASE_OWNER, type BaseRow, type OfflineDb, type OutboxEntry } from '../db.ts';
import { entriesOf, overlayTables, rowMarks, type ActionContext, type RowMark } from '../outbox.ts';
import { CachedTable } from './cached-table.ts';
import { changedRows, type ChangedRows } from './changed-rows.ts';

/** What a view reads: one user's rows as they see them, and what the store keeps per data version. */
export interface ViewSource {
  /** The view's tables with the user's unanswered actions applied. Read it, never write it. */
  rows(): RowsView;
  /** The rows of `table` the user's waiting or refused actions are about. */
  marks(table: string): ReadonlyMap<string, RowMark>;
  /** Whether this device has finished a pull for the user (before that, no rows means "not yet"). */
  synced: boolean;
  /** `compute()` once per data version (and key): what many queries share, such as a sorted order. */
  memo<T>(key: string, compute: () => T): T;
}

/**
 * A screen's question to the device's rows, answered in the store's worker: only the answer (a page,
 * its counts) crosses to the page, so the screen's main thread never reads or sorts the whole table.
 */
export interface DeviceView<Q extends { userId: string }, A> {
  name: string;
  /** The synced tables it reads (held in memory by the worker once asked). */
  tables: readonly string[];
  answer(source: ViewSource, query: Q): A;
  /**
   * While the tables are still being read into memory (seconds at 50,000 rows): an answer read
   * straight off IndexedDB's indexes, for the queries that allow one (the first page in index order),
   * else null to wait. The full answer follows once the tables are in.
   */
  quickAnswer?(db: OfflineDb, query: Q, user: UserRows): Promise<A | null>;
}

/** A user's actions on this device and where their pull stands: what an answer's overlay is made of. */
export interface UserRows {
  entries: readonly OutboxEntry[];
  lastMutationId: number;
  synced: boolean;
}

/** Any view, as the store holds them (`answer` is a method, so a view of a narrower query fits). */
export type AnyDeviceView = DeviceView<{ userId: string }, unknown>;

const MEMO_CAPACITY = 32;

/**
 * How long a first pull may run before the list's tables are read anyway. A pull that writes as fast
 * as the device can (a good connection) ends well within it, and the list shows its counts and pager
 * once it has; on a slow connection the reads hide behind the network, and the list fills in as it
 * comes instead of showing only its opening pages until the end.
 */
export const FIRST_PULL_READ_AFTER_MS = 10_000;

type UserState = UserRows;

/**
 * The device's synced rows held in memory, kept current from IndexedDB's own change events (every
 * tab's and worker's writes), serving views and action preconditions. Runs in the device store's
 * worker (workers/store.worker.ts). A change that cannot alter an answer (a sync state write that
 * leaves the user's pull and last applied action as they were) changes no version, so no screen asks again.
 */
export class DeviceStore {
  private readonly tables = new Map<string, CachedTable>();
  private readonly users = new Map<string, Promise<UserState>>();
  /** What views computed for the current version; emptied when it moves, and capped (a keyword typed letter by letter). */
  private readonly memos = new Map<string, unknown>();
  private memoVersion = 0;
  private readonly listeners = new Set<(version: number) => void>();
  private version = 0;
  private pending: Promise<void> = Promise.resolve();
  /** The views' tables whose reading waits for the end of a first pull (`loadLater`). */
  private readonly laterLoads = new Set<readonly string[]>();

  constructor(
    private readonly db: OfflineDb,
    private readonly specs: ReadonlyMap<string, MutationSpec<z.ZodType>>,
    private readonly views: ReadonlyMap<string, AnyDeviceView>,
    private readonly firstPullReadAfterMs = FIRST_PULL_READ_AFTER_MS,
  ) {
    Dexie.on('storagemutated', (parts) => {
      const changed = changedRows(parts, db.name);
      this.pending = this.pending.then(() => this.apply(changed)).catch(() => undefined);
    });
  }

  /** `listener(version)` after each change that may alter an answer. */
  watch(listener: (version: number) => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  async query(name: string, query: { userId: string }): Promise<{ version: number; answer: unknown }> {
    const view = this.views.get(name);
    if (!view) throw new Error(`no device view named ${name}`);
    await this.pending;
    const user = await this.user(query.userId);
    // Every table the view reads is looked at (not `some`, which stops at the first): a table the
    // store knows of is one whose changes move the version, so the quick answer follows the pull.
    const unread = view.tables.filter((table) => !this.table(table).isReady);
    if (view.quickAnswer && unread.length > 0) {
      const quick = await view.quickAnswer(this.db, query, user);
      if (quick) {
        // Read after the quick answer, not beside it: its few reads would wait behind the table's.
        // The version moves once the tables are in, and the screen asks again. While the user's
        // first pull is under way, once it ends or after `firstPullReadAfterMs`: reading each page
        // just written would hold the pull's next write (IndexedDB starts a write after the reads
        // begun before it); meanwhile each page moves the version, and quick answers follow the pages.
        if (user.synced) void this.load(view.tables).catch(() => undefined);
        else this.loadLater(view.tables);
        return { version: this.version, answer: quick };
      }
    }
    await this.load(view.tables);
    // The user's state as it is after the wait (a change may have come in meanwhile).
    const answer = view.answer(this.source(query.userId, await this.user(query.userId), view.tables), query);
    return { version: this.version, answer };
  }

  /** Opens the device's database before a screen asks (a page on its way to a list): the first question finds it open. */
  warm(): void {
    void this.db.open().catch(() => undefined);
  }

  /** Reads `tables` once `firstPullReadAfterMs` have passed (a pull that ends sooner has them read then). */
  private loadLater(tables: readonly string[]): void {
    if (this.laterLoads.has(tables)) return;
    this.laterLoads.add(tables);
    setTimeout(() => void this.load(tables).catch(() => undefined), this.firstPullReadAfterMs);
  }

  /** Reads tables into memory; the first time a table comes in, a new version (a quick answer is then replaced). */
  private async load(tables: readonly string[]): Promise<void> {
    const fresh = tables.some((table) => !this.table(table).isReady);
    await Promise.all(tables.map((table) => this.table(table).load()));
    if (fresh) this.bump();
  }

  private bump(): void {
    this.version += 1;
    for (const listener of this.listeners) listener(this.version);
  }

  /** An action's preconditions and subjects, read from what the user sees now. */
  async actionContext(userId: string, name: string, args: unknown): Promise<ActionContext> {
    const spec = this.specs.get(name);
    if (!spec || (!spec.expectFrom && !spec.shows)) return {};
    const parsed = spec.args.parse(args);
    const tables = [...new Set([...(spec.reads ?? []), ...(spec.shows?.reads ?? [])])];
    await this.pending;
    await Promise.all(tables.map((table) => this.table(table).load()));
    // The user's actions as they are now, not as the last change event left them: the action just
    // taken before this one may not have been announced yet, and this one is decided on top of it.
    const user = await this.readUser(userId);
    const base = new Map(tables.map((t) => [t, this.table(t).rows]));
    const view = overlayTables(base, user.entries, this.specs, userId, user.lastMutationId);
    return { expect: spec.expectFrom?.(view, parsed, userId), subjects: subjectsOf(spec, view, parsed, userId) };
  }

  private table(name: string): CachedTable {
    let table = this.tables.get(name);
    if (!table) {
      table = new CachedTable(this.db.base(name));
      this.tables.set(name, table);
    }
    return table;
  }

  private user(userId: string): Promise<UserState> {
    let state = this.users.get(userId);
    if (!state) {
      state = this.readUser(userId);
      this.users.set(userId, state);
    }
    return state;
  }

  private async readUser(userId: string): Promise<UserState> {
    const [entries, sync] = await Promise.all([entriesOf(this.db, userId), this.db.syncState.get(userId)]);
    return { entries, lastMutationId: sync?.lastMutationId ?? 0, synced: sync?.lastSyncAt !== undefined };
  }

  private source(userId: string, user: UserState, tables: readonly string[]): ViewSource {
    const memo = <T>(key: string, compute: () => T): T => {
      if (this.memoVersion !== this.version) {
        this.memos.clear();
        this.memoVersion = this.version;
      }
      const full = `${userId}|${key}`;
      if (this.memos.has(full)) return this.memos.get(full) as T;
      const value = compute();
      if (this.memos.size >= MEMO_CAPACITY) this.memos.delete(this.memos.keys().next().value!);
      this.memos.set(full, value);
      return value;
    };
    const rows = () =>
      memo(`rows|${tables.join(',')}`, () => {
        const base = new Map<string, Map<string, BaseRow>>(tables.map((t) => [t, this.table(t).rows]));
        return overlayTables(base, user.entries, this.specs, userId, user.lastMutationId);
      });
    return { rows, marks: (table) => memo(`marks|${table}`, () => rowMarks(user.entries, table)), synced: user.synced, memo };
  }

  /** Brings the held rows and users up to date with a committed write; a new version if an answer may differ. */
  private async apply(changed: ChangedRows): Promise<void> {
    let moved = false;
    // A pull that emptied the tables names their owner in the same write; else many rows are a page.
    const meta = changed.tables.get('meta');
    const emptied = changed.everything || meta === 'all' || meta?.has(BASE_OWNER);
    for (const [name, table] of this.tables) {
      const keys = changed.everything ? 'all' : changed.tables.get(name);
      if (!keys) continue;
      // A table a view reads but that is not held yet: its quick answer may differ.
      if (!table.isAsked) moved = true;
      else if (await table.refresh(keys === 'all' && !emptied ? 'added' : keys)) moved = true;
    }
    const usersMoved = changed.everything || changed.tables.has('outbox') || changed.tables.has('syncState');
    if (usersMoved) {
      for (const [userId, before] of this.users) {
        const now = this.readUser(userId);
        this.users.set(userId, now);
        const [a, b] = [await before.catch(() => null), await now];
        if (!a || a.lastMutationId !== b.lastMutationId || a.synced !== b.synced || !sameEntries(a.entries, b.entries)) moved = true;
      }
    }
    if (moved) this.bump();
  }
}

/** The same entries in the same states: a sync state write alone leaves them so. */
function sameEntries(a: readonly OutboxEntry[], b: readonly OutboxEntry[]): boolean {
  return a.length === b.length && a.every((e, i) => e.seq === b[i]!.seq && e.status === b[i]!.status && e.mutationId === b[i]!.mutationId);
}
