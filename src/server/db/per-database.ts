import type { Db } from './client.ts';

/**
 * One `make(db)` per database object, made on first use: prepared statements (bound to the database
 * they were prepared on) and caches (two servers in one process on different databases never share).
 */
export function perDatabase<T>(make: (db: Db) => T): (db: Db) => T {
  const made = new WeakMap<Db, T>();
  return (db) => {
    const known = made.get(db);
    if (known !== undefined) return known;
    const fresh = make(db);
    made.set(db, fresh);
    return fresh;
  };
}
