import type { Db } from '../../db/client.ts';
import { namePinyin } from './name-pinyin.ts';
import { fillNamePinyin, usersWithoutPinyin } from './queries.ts';

const BATCH = 1000;

export interface PinyinBackfill {
  /** Resolves with the number of names filled once none is left (or after close or a failure). */
  done: Promise<number>;
  /** Stops after the batch under way; resolves when it is written. */
  close(): Promise<void>;
}

/**
 * Fills users.name_pinyin for the rows written before the column existed (the migration cannot: the
 * pinyin is computed in JavaScript). Runs in the background after start, a batch at a time, so
 * the server answers meanwhile; a name not yet filled is still found by itself, only not by pinyin.
 * Every row it reads gets a value, so it ends; running on two instances at once is harmless.
 */
export function startPinyinBackfill(db: Db, onError: (err: unknown) => void): PinyinBackfill {
  let stopped = false;
  const run = async (): Promise<number> => {
    let filled = 0;
    while (!stopped) {
      const rows = await usersWithoutPinyin(db, BATCH);
      await fillNamePinyin(db, new Map(rows.map((r) => [r.id, namePinyin(r.realName)])));
      filled += rows.length;
      if (rows.length < BATCH) break;
      // Let the requests waiting on the event loop (and, on PGlite, on the one connection) go first.
      await new Promise((resolve) => setImmediate(resolve));
    }
    return filled;
  };
  const done = run().catch((err: unknown) => {
    onError(err);
    return 0;
  });
  return {
    done,
    async close() {
      stopped = true;
      await done;
    },
  };
}
