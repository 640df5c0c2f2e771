/**
 * Answers derived from a user's grants (CurrentUser's menu and permission lists), kept per user for
 * the grants revision they were read at. The revision (permission_revision, migration 0040) moves in
 * the transaction of every change to a grant, a membership, a menu or its items, and each request
 * reads it with its session: a request whose revision differs from the stored one reads afresh, so
 * a change counts on the next request on every instance, with no message between instances to miss.
 *
 * An answer read after revision R was seen is at least as new as R, so storing it under R never
 * serves anything older than a request's own revision. Concurrent misses for the same user and
 * revision share one read. Bounded by the number of items held (a user may hold thousands), least
 * recently used first out.
 */
interface Entry<V> {
  revision: number;
  value: Promise<V>;
  weight: number;
}

export class RevisionCache<V> {
  private readonly entries = new Map<string, Entry<V>>();
  private held = 0;

  /** `weigh` tells how much a value holds (items, rows); the cache keeps at most `capacity` in all. */
  constructor(
    private readonly capacity: number,
    private readonly weigh: (value: V) => number,
  ) {}

  /** The value stored for `key` at `revision`, else `read()`'s, stored for the next caller. */
  get(key: string, revision: number, read: () => Promise<V>): Promise<V> {
    const hit = this.entries.get(key);
    if (hit && hit.revision === revision) {
      // Re-inserted: a Map iterates in insertion order, so the first entry is the least recently used.
      this.entries.delete(key);
      this.entries.set(key, hit);
      return hit.value;
    }
    if (hit) this.remove(key, hit);
    const entry: Entry<V> = { revision, value: read(), weight: 0 };
    this.entries.set(key, entry);
    entry.value.then(
      (value) => this.settle(key, entry, this.weigh(value)),
      () => this.remove(key, entry),
    );
    return entry.value;
  }

  /** How many users' answers are held (tests, diagnostics). */
  get size(): number {
    return this.entries.size;
  }

  private settle(key: string, entry: Entry<V>, weight: number): void {
    if (this.entries.get(key) !== entry) return;
    entry.weight = weight;
    this.held += weight;
    for (const [oldKey, old] of this.entries) {
      if (this.held <= this.capacity || old === entry) break;
      this.remove(oldKey, old);
    }
  }

  private remove(key: string, entry: Entry<V>): void {
    if (this.entries.get(key) !== entry) return;
    this.entries.delete(key);
    this.held -= entry.weight;
  }
}
