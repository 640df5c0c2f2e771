import { and, eq, inArray, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { MutationResult, PushedMutation } from '../../../shared/contracts/sync.ts';
import type { Db } from '../../db/client.ts';
import { clients, mutationLog } from '../../db/schema/index.ts';
import { AppError, badRequest } from '../../plugins/errors.ts';
import type { TranslateFn } from '../../plugins/i18n.ts';
import { printable, unstorableText } from '../../plugins/text-check.ts';
import type { Viewer } from '../../plugins/access.ts';
import type { MutationBatch, RegisteredMutation, SyncRegistry } from './registry.ts';
import { ownClient } from './service.ts';

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

/** A mutation that passed the checks every mutation gets (known, valid arguments, `expect` when needed). */
interface Ready {
  mutation: RegisteredMutation;
  args: unknown;
  expect: Readonly<Record<string, unknown>>;
}

function ready(registry: SyncRegistry, m: PushedMutation): Ready | Outcome {
  const mutation = registry.find(m.name);
  if (!mutation) return rejected(badRequest('error.syncUnknownMutation', { name: m.name }));
  const parsed = mutation.args.safeParse(m.args);
  if (!parsed.success) return rejected(badRequest('error.syncInvalidArgs', { name: m.name, field: fieldOf(parsed.error) }));
  // An action decided on what the device saw must say what that was, or the stale check would be skipped.
  if (mutation.needsExpect && !m.expect) return rejected(badRequest('error.syncExpectMissing', { name: m.name }));
  return { mutation, args: parsed.data, expect: m.expect ?? {} };
}

const isReady = (r: Ready | Outcome): r is Ready => 'mutation' in r;

/** The ready mutations from `start` on that go through the same batch as the first, up to the first that does not. */
function runOf(checked: readonly (Ready | Outcome)[], start: number): Ready[] {
  const group: Ready[] = [];
  for (const c of checked.slice(start)) {
    if (!isReady(c) || c.mutation.batch !== (group[0] ?? c).mutation.batch) break;
    group.push(c);
  }
  return group;
}

/**
 * Runs one mutation; an AppError (4xx) becomes a rejection. `isolated`: in a savepoint, which the
 * rejection rolls back. Without one (the common case: two statements fewer a mutation), a rejection
 * throws RefusedWithoutSavepoint instead.
 */
async function run(tx: Db, viewer: Viewer, clientId: string, { mutation, args, expect }: Ready, isolated: boolean): Promise<Outcome> {
  try {
    if (isolated) await tx.transaction((sp) => mutation.run({ tx: sp, viewer, clientId }, args, expect));
    else await mutation.run({ tx, viewer, clientId }, args, expect);
    return APPLIED;
  } catch (error) {
    if (!(error instanceof AppError && error.status < 500)) throw error;
    if (!isolated) throw new RefusedWithoutSavepoint();
    return rejected(error);
  }
}

/**
 * Consecutive mutations of one batch run through it in one go; a call it refuses wrote nothing, so
 * no savepoint is needed. One the viewer may not run is refused here and not handed over.
 */
async function runBatch(tx: Db, viewer: Viewer, clientId: string, batch: MutationBatch, group: readonly Ready[]): Promise<Outcome[]> {
  const outcomes: (Outcome | null)[] = group.map((r) => {
    const refusal = r.mutation.refusal(viewer, r.args);
    return refusal ? rejected(refusal) : null;
  });
  const allowed = group.filter((_, i) => !outcomes[i]);
  const answers = allowed.length
    ? await batch.run(
        { tx, viewer, clientId },
        allowed.map((r) => ({ name: r.mutation.name, args: r.args })),
      )
    : [];
  let next = 0;
  return outcomes.map((o) => {
    if (o) return o;
    const refusal = answers[next++];
    return refusal ? rejected(refusal) : APPLIED;
  });
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
 * open transaction that holds the client's row, each in a savepoint when `isolated` (see `run`), or
 * with the consecutive ones of the same batch together (see `runBatch`). Returns the outcomes and the
 * log rows to write, and the client's new last id.
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
  const replayed = mutations.filter((m) => m.id <= current);
  // Applied before (their answers were lost on the way): answer the same, do nothing.
  const logged = replayed.length
    ? await tx
        .select()
        .from(mutationLog)
        .where(
          and(
            eq(mutationLog.clientId, clientId),
            inArray(
              mutationLog.mutationId,
              replayed.map((m) => m.id),
            ),
          ),
        )
    : [];
  const loggedById = new Map(logged.map((l) => [l.mutationId, l]));
  const outcomes: Outcome[] = replayed.map((m) => {
    const l = loggedById.get(m.id);
    return l ? { status: l.status as Outcome['status'], code: l.code, messageKey: l.messageKey, messageParams: l.messageParams } : APPLIED;
  });
  const fresh = mutations.slice(replayed.length);
  // Another push of this client got in between and left a gap: refuse rather than reorder.
  if (fresh.length && fresh[0]!.id !== current + 1) throw new AppError(409, 'error.syncGap', { expected: current + 1 });
  // Text PostgreSQL cannot keep is refused before anything is written, the log included (which keeps
  // no trace of it), so the mutation is answered and the queue behind it goes on.
  const unstorable = fresh.map((m) => unstorableText({ name: m.name, args: m.args, expect: m.expect }));
  const checked = fresh.map((m, i) => {
    const problem = unstorable[i];
    return problem ? rejected(badRequest(`field.${problem.problem}`, { field: problem.path })) : ready(registry, m);
  });
  while (outcomes.length < mutations.length) {
    const next = checked[outcomes.length - replayed.length]!;
    if (!isReady(next)) outcomes.push(next);
    else if (!next.mutation.batch) outcomes.push(await run(tx, viewer, clientId, next, isolated));
    else outcomes.push(...(await runBatch(tx, viewer, clientId, next.mutation.batch, runOf(checked, outcomes.length - replayed.length))));
  }
  const logRows: LogRow[] = fresh.map((m, i) => {
    const logged = unstorable[i] ? { name: printable(m.name), args: {} } : { name: m.name, args: m.args ?? {} };
    return { clientId, mutationId: m.id, userId: viewer.userId, ...logged, ...outcomes[replayed.length + i]! };
  });
  return { outcomes, logRows, last: fresh.at(-1)?.id ?? current };
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
