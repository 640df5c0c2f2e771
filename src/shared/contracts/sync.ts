import { z } from 'zod';
import { businessCode, endpoint } from './endpoint.ts';

/**
 * Offline sync (DESIGN "Offline and sync"). A client is one device's outbox for one user: its id is
 * made by the device, and the server ties it to the user on first use.
 */
export const clientId = z.string().regex(/^[A-Za-z0-9_-]{8,64}$/, 'must be 8-64 letters, digits, - or _');

/** A row that changed after the cursor, or its tombstone (`deleted`, `row` null). */
export const syncChange = z.object({
  table: z.string(),
  id: z.string(),
  rev: z.number().int(),
  deleted: z.boolean(),
  // Checked as "a plain object" only: a pull carries thousands of rows, and each table's shape is
  // fixed by the server's registry (synced-rows.ts), not re-validated key by key on every page.
  row: z.custom<Record<string, unknown>>((value) => typeof value === 'object' && value !== null && !Array.isArray(value), 'must be an object').nullable(),
});
export type SyncChange = z.infer<typeof syncChange>;

/** Measured (npm run bench): 5,000-row pages pulled faster than 500 or 2,000 with no longer main-thread tasks. */
export const PULL_PAGE_DEFAULT = 5000;
export const PULL_PAGE_MAX = 10_000;

/**
 * Pull: the changes after `cursor` in rev order, one page at a time. `scopeKey` is the fingerprint of
 * what the user may see as last pulled; when it no longer matches (new supplier codes, say) the server
 * starts from 0 and says `reset`, and the client drops its base tables. `lastMutationId` is read in the
 * same snapshot as the rows: once the last page (`hasMore` false) is stored, every acknowledged
 * mutation's effect is in the base tables and its outbox entry can go.
 */
export const syncPull = endpoint({
  method: 'POST',
  path: '/api/sync/pull',
  reads: true,
  access: 'unlocked',
  body: z.strictObject({
    clientId,
    cursor: z.number().int().nonnegative(),
    scopeKey: z.string().max(128).optional(),
    limit: z.number().int().min(1).max(PULL_PAGE_MAX).optional(),
  }),
  data: z.object({
    changes: z.array(syncChange),
    cursor: z.number().int(),
    hasMore: z.boolean(),
    reset: z.boolean(),
    scopeKey: z.string(),
    lastMutationId: z.number().int(),
  }),
});

export const PUSH_BATCH_MAX = 500;

export const pushedMutation = z.strictObject({
  id: z.number().int().positive().max(2_147_483_647),
  name: z.string().min(1).max(64),
  args: z.unknown(),
  /** Preconditions the action was decided on (e.g. the item's rev or status when the user acted). */
  expect: z.record(z.string(), z.unknown()).optional(),
});
export type PushedMutation = z.infer<typeof pushedMutation>;

export const mutationResult = z.object({
  id: z.number().int(),
  status: z.enum(['applied', 'rejected']),
  code: businessCode.nullable(),
  msg: z.string().nullable(),
});
export type MutationResult = z.infer<typeof mutationResult>;

/**
 * Push: mutations in id order, consecutive. Each is applied or refused on its own, its writes
 * committed with the client's `lastMutationId` (up to 50 share a transaction; a refused one undoes
 * only its own writes); an id already applied is answered as it was the first time; an id beyond
 * `lastMutationId + 1` is a gap and the whole push is refused with 409. A rejected mutation does not
 * stop the ones after it.
 */
export const syncPush = endpoint({
  method: 'POST',
  path: '/api/sync/push',
  logAs: 'syncPush',
  access: 'unlocked',
  // A mutation holding text PostgreSQL cannot keep is rejected alone; the queue behind it goes on.
  textCheckedByHandler: true,
  body: z.strictObject({ clientId, mutations: z.array(pushedMutation).min(1).max(PUSH_BATCH_MAX) }),
  data: z.object({ results: z.array(mutationResult), lastMutationId: z.number().int() }),
});
