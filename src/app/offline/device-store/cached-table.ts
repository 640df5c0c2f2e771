import type { Table } from 'dexie';
import type { BaseRow } from '../db.ts';

const READ_SLICE = 2_000;

/**
 * One synced table held in memory by the device store, kept as IndexedDB holds it: read whole once,
 * then only the rows a write touched (a write Dexie records as a range reads the table again).
 * Updates of one table run one after another, so a slow read never lands after a newer one.
 */
export class CachedTable {
  /** Replaced whole by each update, never written in place: a view read from it stays as it was. */
  rows = new Map<string, BaseRow>();
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

  /** Reads the touched rows again; true if the held rows changed (a new Map: what was read before stays as it was). */
  refresh(keys: ReadonlySet<string> | 'all'): Promise<boolean> {
    if (!this.loaded) return Promise.resolve(false);
    return this.serially(async () => {
      if (keys === 'all') {
        this.rows = await this.readAll();
        return true;
      }
      if (keys.size === 0) return false;
      const ids = [...keys];
      const found = await this.table.bulkGet(ids);
      const next = new Map(this.rows);
      ids.forEach((id, i) => {
        const row = found[i];
        if (row) next.set(id, row);
        else next.delete(id);
      });
      this.rows = next;
      return true;
    });
  }

  /**
   * The whole table, a slice of rows per read: one read of 50,000 rows holds IndexedDB for seconds,
   * and every other read of the device (the list's first page off an index) would wait behind it.
   */
  private async readAll(): Promise<Map<string, BaseRow>> {
    const rows = new Map<string, BaseRow>();
    let after: string | undefined;
    for (;;) {
      const slice = await (after === undefined ? this.table.orderBy(':id') : this.table.where(':id').above(after)).limit(READ_SLICE).toArray();
      for (const row of slice) rows.set(row.id, row);
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
