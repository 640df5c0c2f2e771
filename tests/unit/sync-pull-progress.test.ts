import 'fake-indexeddb/auto';
import { afterEach, beforeEach, expect, it } from 'vitest';
import type { SyncChange } from '../../src/shared/contracts/sync.ts';
import { OfflineDb } from '../../src/app/offline/db.ts';
import { syncOnce, type SyncTransport } from '../../src/app/offline/engine.ts';

const USER = 'vendor-1';
/** Pages of a first pull as the server sends them: 3, 2, 4 and 1 items. */
const SIZES = [3, 2, 4, 1];

function pages() {
  let from = 0;
  return SIZES.map((size, n) => {
    const changes: SyncChange[] = Array.from({ length: size }, (_, i) => ({
      table: 'poItems',
      id: `item-${from + i}`,
      rev: from + i + 1,
      deleted: false,
      row: { poId: 'po-1', itemNumber: String(from + i + 1).padStart(5, '0') },
    }));
    const page = { cursorIn: from, changes, cursor: from + size, hasMore: n < SIZES.length - 1 };
    from += size;
    return page;
  });
}

/** The server's pull over `pages()`; the network drops once at `failAt` (a cursor). */
function transport(failAt: { cursor: number | null }): SyncTransport {
  const all = pages();
  return {
    pull: ({ cursor }) => {
      if (cursor === failAt.cursor) {
        failAt.cursor = null;
        return Promise.reject(Object.assign(new Error('network down'), { status: 0 }));
      }
      const page = all.find((p) => p.cursorIn === cursor);
      if (!page) return Promise.reject(new Error(`no page at ${cursor}`));
      return Promise.resolve({ changes: page.changes, cursor: page.cursor, hasMore: page.hasMore, reset: false, scopeKey: 'scope', lastMutationId: 0 });
    },
    push: () => Promise.resolve({ results: [], lastMutationId: 0 }),
  };
}

let db: OfflineDb;
beforeEach(() => {
  db = new OfflineDb(`pull-progress-${Math.random()}`);
});
afterEach(async () => {
  db.close();
  await db.delete();
});

it('a pull of several pages records the rows stored so far, goes on counting after a dropped connection, and clears it when complete', async () => {
  const seen: (number | undefined)[] = [];
  db.syncState.hook('updating', (changes) => {
    if ('pulledRows' in changes) seen.push((changes as { pulledRows?: number }).pulledRows);
  });
  const network = { cursor: 5 as number | null };

  expect(await syncOnce(db, USER, transport(network))).toBe('offline');
  expect(seen).toEqual([3, 5]);
  expect((await db.syncState.get(USER))?.pulledRows).toBe(5);
  expect(await db.base('poItems').count()).toBe(5);

  expect(await syncOnce(db, USER, transport(network))).toBe('online');
  expect(seen).toEqual([3, 5, 9, undefined]);
  const state = await db.syncState.get(USER);
  expect(state?.pulledRows).toBeUndefined();
  expect(state?.lastSyncAt).toBeTypeOf('number');
  expect(await db.base('poItems').count()).toBe(10);
});
