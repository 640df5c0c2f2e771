import { createHash } from 'node:crypto';
import { and, asc, eq, gt, isNull, lte, sql, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import { PULL_PAGE_DEFAULT, type MutationResult, type PushedMutation, type SyncChange } from '../../../shared/contracts/sync.ts';
import type { Db } from '../../db/client.ts';
import { clients, mutationLog } from '../../db/schema/index.ts';
import { AppError, badRequest, forbidden } from '../../plugins/errors.ts';
import type { TranslateFn } from '../../plugins/i18n.ts';
import { printable, unstorableText } from '../../plugins/text-check.ts';
import type { Viewer } from '../../plugins/access.ts';
import type { SyncedTable, SyncRegistry } from './registry.ts';

/** The client row for this id, created for the viewer on first use; another user's id is refused. */
async function ownClient(db: Db, clientId: string, userId: string): Promise<number> {
  await db.insert(clients).values({ id: clientId, userId }).onConflictDoNothing();
  const [row] = await db.select({ userId: clients.userId, lastMutationId: clients.lastMutationId }).from(clients).where(eq(clients.id, clientId));
  if (!row || row.userId !== userId) throw forbidden('error.syncClientOwner');
  return row.lastMutationId;
}

/** Fingerprint of what the viewer may see: when it changes, what they pulled before may be wrong. */
export function scopeKeyOf(viewer: Viewer, registry: SyncRegistry): string {
  const sorted = (list: readonly string[]) => [...list].sort();
  const scope = [
    registry.tables.map((t) => t.name),
    viewer.isAdministrator,
    sorted(viewer.supplierCodes),
    sorted(viewer.plants),
    sorted(viewer.purchasingGroups),
  ];
  return createHash('sha256').update(JSON.stringify(scope)).digest('base64url');
}

export interface PullRequest {
  clientId: string;
  cursor: number;
  scopeKey?: string;
  limit?: number;
}

export async function pull(db: Db, registry: SyncRegistry, viewer: Viewer, body: PullRequest) {
  await ownClient(db, body.clientId, viewer.userId);
  const scopeKey = scopeKeyOf(viewer, registry);
  const reset = body.cursor > 0 && body.scopeKey !== scopeKey;
  const cursor = reset ? 0 : body.cursor;
  const limit = body.limit ?? PULL_PAGE_DEFAULT;
  // One snapshot for the rows and the client's last mutation id: see the pull contract.
  return db.transaction(
    async (tx) => {
      const { changes, hasMore } = await pageAfter(tx, registry, viewer, cursor, limit);
      const [client] = await tx.select({ last: clients.lastMutationId }).from(clients).where(eq(clients.id, body.clientId));
      await tx
        .update(clients)
        .set({ lastSeenAt: sql`now()` })
        .where(eq(clients.id, body.clientId));
      return {
        changes,
        cursor: changes.at(-1)?.rev ?? cursor,
        hasMore,
        reset,
        scopeKey,
        lastMutationId: client?.last ?? 0,
      };
    },
    { isolationLevel: 'repeatable read' },
  );
}

/** The rows of `t` after the cursor the viewer may see; a device starting from nothing has nothing to delete. */
function changedAfter(t: SyncedTable, viewer: Viewer, cursor: number): SQL | undefined {
  return and(gt(t.rev, cursor), t.scope(viewer), cursor === 0 ? isNull(t.deletedAt) : undefined);
}

/**
 * The next `limit` changes after the cursor across every synced table, in rev order. Revs come from
 * one sequence, so a page is everything up to a cut: first the revs alone of each table's first
 * limit + 1 changes (and exits), whose limit-th smallest is the cut, then the rows up to it from the
 * tables that have any. Reading whole rows of limit + 1 changes from every table, as before, built
 * a table's worth of rows a page and dropped the rest.
 */
async function pageAfter(tx: Db, registry: SyncRegistry, viewer: Viewer, cursor: number, limit: number) {
  const firstRev = new Map<SyncedTable, number>();
  const exits = new Map<SyncedTable, { id: string; rev: number }[]>();
  const revs: number[] = [];
  for (const t of registry.tables) {
    const found = await tx
      .select({ rev: t.rev })
      .from(t.table)
      .where(changedAfter(t, viewer, cursor))
      .orderBy(asc(t.rev))
      .limit(limit + 1);
    const left = cursor > 0 && t.exits ? await t.exits(tx, viewer, cursor, limit + 1) : [];
    if (left.length) exits.set(t, left);
    // Both lists come oldest first.
    const first = Math.min(Number(found[0]?.rev ?? Infinity), left[0]?.rev ?? Infinity);
    if (first !== Infinity) firstRev.set(t, first);
    for (const r of found) revs.push(Number(r.rev));
    for (const e of left) revs.push(e.rev);
  }
  revs.sort((a, b) => a - b);
  const hasMore = revs.length > limit;
  const cut = hasMore ? revs[limit - 1]! : Infinity;
  const changes: SyncChange[] = [];
  for (const [t, first] of firstRev) {
    if (first > cut) continue;
    const upToCut = hasMore ? lte(t.rev, cut) : undefined;
    const rows = await tx
      .select({ _rev: t.rev, _deletedAt: t.deletedAt, ...t.columns })
      .from(t.table)
      .where(and(changedAfter(t, viewer, cursor), upToCut))
      .orderBy(asc(t.rev));
    for (const { _rev, _deletedAt, ...row } of rows as Record<string, unknown>[]) {
      const deleted = _deletedAt !== null;
      changes.push({ table: t.name, id: String(row.id), rev: Number(_rev), deleted, row: deleted ? null : (t.toRow?.(row) ?? row) });
    }
    for (const exit of exits.get(t) ?? []) {
      if (exit.rev <= cut) changes.push({ table: t.name, id: exit.id, rev: exit.rev, deleted: true, row: null });
    }
  }
  changes.sort((a, b) => a.rev - b.rev);
  return { changes, hasMore };
}

interface Outcome {
  status: 'applied' | 'rejected';
  code: string | null;
  messageKey: string | null;
  messageParams: Record<string, string | number> | null;
}

const APPLIED: Outcome = { status: 'applied', code: null, messageKey: null, messageParams: null };

function rejected(error: AppError): Outcome {
  return { status: 'rejected', code: String(error.code), messageKey: error.key, messageParams: error.params };
}

/**
 * A mutation refused in a transaction run without savepoints: its writes cannot be undone alone, so
 * the whole transaction rolls back and its mutations run again, each in a savepoint.
 */
class RefusedWithoutSavepoint extends Error {}

/**
 * Runs one mutation; an AppError (4xx) becomes a rejection. `isolated`: in a savepoint, which the
 * rejection rolls back. Without one (the common case: two statements fewer a mutation), a rejection
 * throws RefusedWithoutSavepoint instead.
 */
async function run(tx: Db, registry: SyncRegistry, viewer: Viewer, clientId: string, m: PushedMutation, isolated: boolean): Promise<Outcome> {
  const mutation = registry.find(m.name);
  if (!mutation) return rejected(badRequest('error.syncUnknownMutation', { name: m.name }));
  const parsed = mutation.args.safeParse(m.args);
  if (!parsed.success) return rejected(badRequest('error.syncInvalidArgs', { name: m.name, field: fieldOf(parsed.error) }));
  // An action decided on what the device saw must say what that was, or the stale check would be skipped.
  if (mutation.needsExpect && !m.expect) return rejected(badRequest('error.syncExpectMissing', { name: m.name }));
  try {
    if (isolated) await tx.transaction((sp) => mutation.run({ tx: sp, viewer, clientId }, parsed.data, m.expect ?? {}));
    else await mutation.run({ tx, viewer, clientId }, parsed.data, m.expect ?? {});
    return APPLIED;
  } catch (error) {
    if (!(error instanceof AppError && error.status < 500)) throw error;
    if (!isolated) throw new RefusedWithoutSavepoint();
    return rejected(error);
  }
}

function fieldOf(error: z.ZodError): string {
  return error.issues[0]?.path.join('.') || 'args';
}

function answer(id: number, outcome: Outcome, t: TranslateFn): MutationResult {
  const msg = outcome.messageKey ? t(outcome.messageKey, outcome.messageParams ?? {}) : null;
  return { id, status: outcome.status, code: outcome.code, msg };
}

type LogRow = typeof mutationLog.$inferInsert;

/** Mutations applied per transaction: one commit for many, while the rows they lock stay locked briefly. */
const MUTATIONS_PER_TRANSACTION = 50;

/**
 * Applies `mutations` (consecutive, starting after `current` or replayed ones at or below it) in the
 * open transaction that holds the client's row, each in a savepoint when `isolated` (see `run`).
 * Returns the outcomes and the log rows to write, and the client's new last id.
 */
async function applyInOrder(
  tx: Db,
  registry: SyncRegistry,
  viewer: Viewer,
  clientId: string,
  mutations: readonly PushedMutation[],
  current: number,
  isolated: boolean,
) {
  const outcomes: Outcome[] = [];
  const logRows: LogRow[] = [];
  let last = current;
  for (const m of mutations) {
    if (m.id <= last) {
      // Applied before (its answer was lost on the way): answer the same, do nothing.
      const [logged] = await tx
        .select()
        .from(mutationLog)
        .where(and(eq(mutationLog.clientId, clientId), eq(mutationLog.mutationId, m.id)));
      outcomes.push(
        logged
          ? { status: logged.status as Outcome['status'], code: logged.code, messageKey: logged.messageKey, messageParams: logged.messageParams }
          : APPLIED,
      );
      continue;
    }
    // Another push of this client got in between and left a gap: refuse rather than reorder.
    if (m.id > last + 1) throw new AppError(409, 'error.syncGap', { expected: last + 1 });
    // Text PostgreSQL cannot keep is refused before anything is written, the log included (which keeps
    // no trace of it), so the mutation is answered and the queue behind it goes on.
    const unstorable = unstorableText({ name: m.name, args: m.args, expect: m.expect });
    const result = unstorable
      ? rejected(badRequest(`field.${unstorable.problem}`, { field: unstorable.path }))
      : await run(tx, registry, viewer, clientId, m, isolated);
    const logged = unstorable ? { name: printable(m.name), args: {} } : { name: m.name, args: m.args ?? {} };
    logRows.push({ clientId, mutationId: m.id, userId: viewer.userId, ...logged, ...result });
    outcomes.push(result);
    last = m.id;
  }
  return { outcomes, logRows, last };
}

/** One transaction for `mutations`: lock the client, apply them, log them and move the client on together. */
function applyTogether(db: Db, registry: SyncRegistry, viewer: Viewer, clientId: string, mutations: readonly PushedMutation[], isolated: boolean) {
  return db.transaction(async (tx) => {
    const [client] = await tx.select({ last: clients.lastMutationId }).from(clients).where(eq(clients.id, clientId)).for('update');
    const current = client?.last ?? 0;
    const applied = await applyInOrder(tx, registry, viewer, clientId, mutations, current, isolated);
    if (applied.logRows.length > 0) await tx.insert(mutationLog).values(applied.logRows);
    if (applied.last > current) {
      await tx
        .update(clients)
        .set({ lastMutationId: applied.last, lastSeenAt: sql`now()` })
        .where(eq(clients.id, clientId));
    }
    return { outcomes: applied.outcomes, last: Math.max(applied.last, current) };
  });
}

/**
 * Applies a push exactly once per mutation, in order. Mutations go in transactions of up to 50 (one
 * commit each instead of one per mutation); a mutation's answer and log row commit with its writes,
 * so a lost answer replays as the same answer. A failure other than a rejection (a server bug) rolls
 * its transaction back, which is then applied again one mutation per transaction: those before the
 * failing one stay applied, as they would have been one by one, and the failure is reported.
 */
export async function push(db: Db, registry: SyncRegistry, viewer: Viewer, clientId: string, mutations: PushedMutation[], t: TranslateFn) {
  for (let i = 1; i < mutations.length; i++) {
    if (mutations[i]!.id !== mutations[i - 1]!.id + 1) throw badRequest('error.syncNotConsecutive');
  }
  const last = await ownClient(db, clientId, viewer.userId);
  if (mutations[0]!.id > last + 1) throw new AppError(409, 'error.syncGap', { expected: last + 1 });
  const results: MutationResult[] = [];
  let lastMutationId = last;
  for (let start = 0; start < mutations.length; start += MUTATIONS_PER_TRANSACTION) {
    const chunk = mutations.slice(start, start + MUTATIONS_PER_TRANSACTION);
    // Refusals are rare: the chunk runs without savepoints, and again with them when one is refused.
    const applied = await applyTogether(db, registry, viewer, clientId, chunk, false)
      .catch((error: unknown) => {
        if (error instanceof RefusedWithoutSavepoint) return applyTogether(db, registry, viewer, clientId, chunk, true);
        throw error;
      })
      .catch(async (error: unknown) => {
        if (error instanceof AppError || chunk.length === 1) throw error;
        return applyOneByOne(db, registry, viewer, clientId, chunk);
      });
    applied.outcomes.forEach((outcome, i) => results.push(answer(chunk[i]!.id, outcome, t)));
    lastMutationId = applied.last;
  }
  return { results, lastMutationId };
}

/** The same mutations a transaction each (after a failure of a shared one), stopping at the failing one. */
async function applyOneByOne(db: Db, registry: SyncRegistry, viewer: Viewer, clientId: string, mutations: readonly PushedMutation[]) {
  const outcomes: Outcome[] = [];
  let last = 0;
  for (const m of mutations) {
    const applied = await applyTogether(db, registry, viewer, clientId, [m], true);
    outcomes.push(...applied.outcomes);
    last = applied.last;
  }
  return { outcomes, last };
}
