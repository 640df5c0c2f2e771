import type { z } from 'zod';
import type { ActionSubject, MutationSpec, RowsView } from '../../shared/domain/sync-mutations.ts';
import type { BaseRow, OfflineDb, OutboxEntry, SyncState } from './db.ts';

function newClientId(): string {
  return crypto.randomUUID();
}

/** The user's sync state on this device, created with a fresh client id the first time. */
export async function stateOf(db: OfflineDb, userId: string): Promise<SyncState> {
  return db.transaction('rw', db.syncState, async () => {
    const existing = await db.syncState.get(userId);
    if (existing) return existing;
    const state: SyncState = { userId, clientId: newClientId(), nextMutationId: 1, cursor: 0, lastMutationId: 0, status: 'online' };
    await db.syncState.add(state);
    return state;
  });
}

/**
 * Records an action: the outbox entry and the next mutation id in one transaction, so once this
 * resolves the action is saved on the device and will reach the server exactly once.
 */
export async function enqueue<A extends z.ZodType>(
  db: OfflineDb,
  userId: string,
  spec: MutationSpec<A>,
  args: z.infer<A>,
  expect?: Record<string, unknown>,
  subjects?: ActionSubject[],
): Promise<OutboxEntry> {
  const parsed: unknown = spec.args.parse(args);
  return db.transaction('rw', db.outbox, db.syncState, async () => {
    const state = await stateOf(db, userId);
    const entry: OutboxEntry = {
      userId,
      clientId: state.clientId,
      mutationId: state.nextMutationId,
      name: spec.name,
      args: parsed,
      ...(expect ? { expect } : {}),
      ...(subjects ? { subjects } : {}),
      status: 'pending',
      createdAt: Date.now(),
    };
    await db.syncState.update(userId, { nextMutationId: state.nextMutationId + 1 });
    entry.seq = await db.outbox.add(entry);
    return entry;
  });
}

/**
 * What the user sees now: the base tables (all, or the ones named) with their unanswered actions on
 * top. Name the tables every action that may touch them reads, or their overlays see nothing.
 */
export async function currentView(
  db: OfflineDb,
  userId: string,
  specs: ReadonlyMap<string, MutationSpec<z.ZodType>>,
  tables: readonly string[] = db.baseTableNames,
): Promise<RowsView> {
  const base = new Map<string, BaseRow[]>();
  for (const name of tables) base.set(name, await db.base(name).toArray());
  const state = await db.syncState.get(userId);
  return overlay(base, await entriesOf(db, userId), specs, userId, state?.lastMutationId ?? 0);
}

/** The user's entries in the order they were taken. */
export function entriesOf(db: OfflineDb, userId: string): Promise<OutboxEntry[]> {
  return db.outbox.where('[userId+mutationId]').between([userId, 0], [userId, Infinity]).toArray();
}

/**
 * The rows the user sees: pulled rows with their own unanswered actions applied on top by the same
 * rules the server runs. Entries the server has already applied (id ≤ lastMutationId) are in the rows
 * themselves; rejected ones changed nothing.
 */
export function overlay(
  base: ReadonlyMap<string, readonly BaseRow[]>,
  entries: readonly OutboxEntry[],
  specs: ReadonlyMap<string, MutationSpec<z.ZodType>>,
  userId: string,
  lastMutationId: number,
): RowsView {
  const tables = new Map([...base].map(([table, rows]) => [table, new Map(rows.map((row) => [row.id, row]))]));
  return overlayTables(tables, entries, specs, userId, lastMutationId);
}

/** `overlay` over rows already keyed by id. Without a live entry the view holds `base`'s own maps: read it, never write it. */
export function overlayTables(
  base: ReadonlyMap<string, Map<string, BaseRow>>,
  entries: readonly OutboxEntry[],
  specs: ReadonlyMap<string, MutationSpec<z.ZodType>>,
  userId: string,
  lastMutationId: number,
): RowsView {
  const live = entries.filter((e) => e.userId === userId && e.status !== 'rejected' && e.mutationId > lastMutationId);
  if (live.length === 0) return new Map(base);
  // Copies of the maps only: an overlay replaces the rows it changes (copy on write), never edits them.
  const view: RowsView = new Map([...base].map(([table, rows]) => [table, new Map(rows)]));
  for (const entry of [...live].sort((a, b) => a.mutationId - b.mutationId)) {
    const spec = specs.get(entry.name);
    const args = spec?.args.safeParse(entry.args);
    if (spec && args?.success) spec.overlay(view, args.data, userId);
  }
  return view;
}

/** What an action is decided on and about, read from what the user sees when (re)taking it. */
export interface ActionContext {
  expect?: Record<string, unknown>;
  subjects?: ActionSubject[];
}

/** Puts a rejected action back in the queue as a new action, with the preconditions and subjects as they are now. */
export async function retry(db: OfflineDb, entry: OutboxEntry, { expect, subjects }: ActionContext): Promise<void> {
  await db.transaction('rw', db.outbox, db.syncState, async () => {
    const state = await stateOf(db, entry.userId);
    await db.outbox.delete(entry.seq!);
    await db.syncState.update(entry.userId, { nextMutationId: state.nextMutationId + 1 });
    const { seq: _seq, error: _error, expect: _stale, subjects: _seen, ...rest } = entry;
    await db.outbox.add({
      ...rest,
      clientId: state.clientId,
      mutationId: state.nextMutationId,
      status: 'pending',
      createdAt: Date.now(),
      ...(expect ? { expect } : {}),
      ...(subjects ? { subjects } : {}),
    });
  });
}

/** Drops a rejected action the user has read and does not want again. */
export async function discard(db: OfflineDb, entry: OutboxEntry): Promise<void> {
  if (entry.status !== 'rejected') throw new Error('only a rejected action can be discarded');
  await db.outbox.delete(entry.seq!);
}

/** Where a row stands with the user's own actions: one waits to be sent, or one was refused. */
export type RowMark = 'pending' | 'refused';

/** The rows of `table` the user's unanswered or refused actions are about; a refusal outweighs a wait. */
export function rowMarks(entries: readonly OutboxEntry[], table: string): Map<string, RowMark> {
  const marks = new Map<string, RowMark>();
  for (const entry of entries) {
    if (entry.status === 'sent') continue;
    for (const subject of entry.subjects ?? []) {
      if (subject.table !== table) continue;
      if (entry.status === 'rejected') marks.set(subject.id, 'refused');
      else if (!marks.has(subject.id)) marks.set(subject.id, 'pending');
    }
  }
  return marks;
}
