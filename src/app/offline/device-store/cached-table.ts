import type { Table } from 'dexie';
import type { BaseRow } from '../db.ts';

const READ_SLICE = 2_000;

/**
 * How a write changed a table, as far as the store can tell: these rows; rows added or raised above
 * the held revs (a pull's page, which Dexie records as "anything"); or anything (a pull that emptied
 * the tables, or a change Dexie could not describe).
 */
export type TableChange = ReadonlySet<string> | 'added' | 'all';

/**
 * One synced table held in memory by the device store, kept as IndexedDB holds it: read whole once,
 * then only the rows a write touched, or those above the highest rev held (db.ts BASE_TABLES says
 * why that finds a pull's page). Updates of one table run one after another, so a slow read never
 * lands after a newer one.
 */
export class CachedTable {
  /** Replaced whole by each update, never written in place: a view read from it stays as it was. */
  rows = new Map<string, BaseRow>();
  /** The highest `_rev` among the rows read: a pull's next page lies above it. */
  private highRev = 0;
  private queue: Promise<unknown> = Promise.resolve();
  private loaded: Promise<void> | null = null;

  constructor(private readonly table: Table<BaseRow, string>) {}

  /** Resolves once the table has been read (the first call reads it). */
  load(): Promise<void> {
    this.loaded ??= this.serially(async () => {
      this.rows = await this.readAll();
      this.isReady = true;
    });
    return this.loaded;
  }

  /** The rows are in memory (a read may still be under way otherwise). */
  isReady = false;

  /** The table has been asked for (`load`): it is being read, or held and kept current. */
  get isAsked(): boolean {
    return this.loaded !== null;
  }

  /** Reads the touched rows again; true if the held rows changed (a new Map: what was read before stays as it was). */
  refresh(change: TableChange): Promise<boolean> {
    if (!this.loaded) return Promise.resolve(false);
    return this.serially(async () => {
      if (change === 'all') {
        this.rows = await this.readAll();
        return true;
      }
      if (change === 'added') return this.readAdded();
      if (change.size === 0) return false;
      const ids = [...change];
      const found = await this.table.bulkGet(ids);
      const next = new Map(this.rows);
      ids.forEach((id, i) => {
        const row = found[i];
        if (row) next.set(id, row);
        else next.delete(id);
      });
      this.noteRevs(found);
      this.rows = next;
      return true;
    });
  }

  /**
   * The rows above the highest rev held, and the table's count in the same snapshot: if the two do
   * not add up, the page also deleted rows (or a row came without a rev), and the table is read whole.
   */
  private async readAdded(): Promise<boolean> {
    const { added, count } = await this.table.db.transaction('r', this.table, async () => ({
      added: await this.table.where('_rev').above(this.highRev).toArray(),
      count: await this.table.count(),
    }));
    const next = new Map(this.rows);
    for (const row of added) next.set(row.id, row);
    if (next.size !== count) {
      this.rows = await this.readAll();
      return true;
    }
    if (added.length === 0) return false;
    this.noteRevs(added);
    this.rows = next;
    return true;
  }

  /** Raises the highest rev held to the highest among `read`. */
  private noteRevs(read: readonly (BaseRow | undefined)[]): void {
    for (const row of read) if (row?._rev !== undefined && row._rev > this.highRev) this.highRev = row._rev;
  }

  /**
   * The whole table, a slice of rows per read: one read of 50,000 rows holds IndexedDB for seconds,
   * and every other read of the device (the list's first page off an index) would wait behind it.
   */
  private async readAll(): Promise<Map<string, BaseRow>> {
    const rows = new Map<string, BaseRow>();
    this.highRev = 0;
    let after: string | undefined;
    for (;;) {
      const slice = await (after === undefined ? this.table.orderBy(':id') : this.table.where(':id').above(after)).limit(READ_SLICE).toArray();
      for (const row of slice) rows.set(row.id, row);
      this.noteRevs(slice);
      if (slice.length < READ_SLICE) return rows;
      after = slice.at(-1)!.id;
    }
  }

  private serially<T>(work: () => Promise<T>): Promise<T> {
    const run = this.queue.then(work, work);
    this.queue = run.catch(() => undefined);
    return run;
  }
}
