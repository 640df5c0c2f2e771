import { PUSH_BATCH_MAX, type syncPull, type syncPush, type SyncChange } from '../../shared/contracts/sync.ts';
import type { BodyInput, DataOf } from '../../shared/contracts/endpoint.ts';
import { BASE_OWNER, type ConnectionStatus, type OfflineDb, type OutboxEntry, type SyncState } from './db.ts';
import { stateOf } from './outbox.ts';

/** How the engine reaches the server: the app passes the API client, tests may pass the real server in-process. */
export interface SyncTransport {
  pull(body: BodyInput<typeof syncPull>): Promise<DataOf<typeof syncPull>>;
  push(body: BodyInput<typeof syncPush>): Promise<DataOf<typeof syncPush>>;
}

/** A failed call as the engine needs to see it: 0 for no network, else the HTTP status. */
export interface TransportError {
  status: number;
  message: string;
}

export function isTransportError(error: unknown): error is TransportError {
  return typeof error === 'object' && error !== null && typeof (error as TransportError).status === 'number';
}

/** Whose rows the base tables hold, and which tables this version keeps. */
const ownerOf = (db: OfflineDb, userId: string) => `${userId}|${[...db.baseTableNames].sort().join(',')}`;

/** Runs of pending entries with consecutive ids, at most one push each. */
function batches(pending: readonly OutboxEntry[]): OutboxEntry[][] {
  const out: OutboxEntry[][] = [];
  for (const entry of pending) {
    const current = out.at(-1);
    const previous = current?.at(-1);
    if (current && previous && previous.mutationId + 1 === entry.mutationId && current.length < PUSH_BATCH_MAX) current.push(entry);
    else out.push([entry]);
  }
  return out;
}

/**
 * The server forgot mutations this device numbered after its last known one (a gap, 409): the ones
 * it never saw are numbered again from the server's last id, keeping their order.
 */
async function renumber(db: OfflineDb, state: SyncState, transport: SyncTransport): Promise<void> {
  const { lastMutationId } = await transport.pull({ clientId: state.clientId, cursor: state.cursor, scopeKey: state.scopeKey, limit: 1 });
  await db.transaction('rw', db.outbox, db.syncState, async () => {
    const pending = await db.outbox.where('[userId+status]').equals([state.userId, 'pending']).sortBy('mutationId');
    let next = lastMutationId + 1;
    for (const entry of pending) await db.outbox.update(entry.seq!, { mutationId: next++ });
    await db.syncState.update(state.userId, { nextMutationId: next });
  });
}

async function pushPending(db: OfflineDb, userId: string, transport: SyncTransport): Promise<void> {
  for (let attempt = 0; attempt < 3; attempt++) {
    const state = await stateOf(db, userId);
    const pending = await db.outbox.where('[userId+status]').equals([userId, 'pending']).sortBy('mutationId');
    if (pending.length === 0) return;
    try {
      for (const batch of batches(pending)) {
        const mutations = batch.map(({ mutationId, name, args, expect }) => ({ id: mutationId, name, args, ...(expect ? { expect } : {}) }));
        const { results } = await transport.push({ clientId: state.clientId, mutations });
        const byId = new Map(batch.map((entry) => [entry.mutationId, entry]));
        // One write for the push's answers (an update each took 1.2 of the 4 s a replay of 1,000 took).
        await db.outbox.bulkUpdate(
          results.flatMap((result) => {
            const entry = byId.get(result.id);
            if (!entry) return [];
            const changes: Partial<OutboxEntry> =
              result.status === 'applied' ? { status: 'sent' } : { status: 'rejected', error: { code: result.code, msg: result.msg } };
            return [{ key: entry.seq!, changes }];
          }),
        );
      }
      return;
    } catch (error) {
      if (!isTransportError(error) || error.status !== 409) throw error;
      await renumber(db, state, transport);
    }
  }
}

async function applyPage(db: OfflineDb, userId: string, changes: readonly SyncChange[], clear: boolean): Promise<void> {
  if (clear) {
    for (const name of db.baseTableNames) await db.base(name).clear();
    await db.meta.put({ key: BASE_OWNER, value: ownerOf(db, userId) });
  }
  const byTable = new Map<string, SyncChange[]>();
  for (const change of changes) {
    const list = byTable.get(change.table);
    if (list) list.push(change);
    else byTable.set(change.table, [change]);
  }
  for (const [table, list] of byTable) {
    // A table this version does not know (a newer server): skipped, not an error.
    if (!db.baseTableNames.includes(table)) continue;
    const puts = list.filter((c) => !c.deleted && c.row).map((c) => ({ ...c.row, id: c.id, _rev: c.rev }));
    const deletes = list.filter((c) => c.deleted).map((c) => c.id);
    // One call per table and page: the sync worker writes, so no slicing is needed to keep a page's
    // main thread free, and one bulkPut of a page measured faster than slices of 500.
    await db.base(table).bulkPut(puts);
    if (deletes.length) await db.base(table).bulkDelete(deletes);
  }
}

async function pullAll(db: OfflineDb, userId: string, transport: SyncTransport, pageSize?: number): Promise<void> {
  const state = await stateOf(db, userId);
  // The base tables hold one user's rows: another user's start from nothing. So does a version of
  // the app with other tables: what the last one skipped lies behind the cursor.
  let clear = (await db.meta.get(BASE_OWNER))?.value !== ownerOf(db, userId);
  const request = (cursor: number, scopeKey: string | undefined) =>
    transport.pull({ clientId: state.clientId, cursor, scopeKey, ...(pageSize ? { limit: pageSize } : {}) });
  let next = clear ? request(0, undefined) : request(state.cursor, state.scopeKey);
  // A pull that failed midway resumes from its cursor: its count goes on from the rows stored before.
  let pulledRows = clear ? 0 : (state.pulledRows ?? 0);
  for (;;) {
    const page = await next;
    // The next page travels while this one is written; if writing fails it is not waited for.
    if (page.hasMore) {
      next = request(page.cursor, page.scopeKey);
      next.catch(() => undefined);
    }
    await db.transaction('rw', [...db.baseTableNames.map((n) => db.base(n)), db.syncState, db.meta, db.outbox], async () => {
      await applyPage(db, userId, page.changes, clear || page.reset);
      pulledRows += page.changes.length;
      const done: Partial<SyncState> = { cursor: page.cursor, scopeKey: page.scopeKey, pulledRows: page.hasMore ? pulledRows : undefined };
      if (!page.hasMore) {
        Object.assign(done, { lastMutationId: page.lastMutationId, lastSyncAt: Date.now() });
        // Acknowledged and now part of the rows just stored: the overlay no longer needs them.
        await db.outbox
          .where('[userId+status]')
          .equals([userId, 'sent'])
          .filter((e) => e.mutationId <= page.lastMutationId)
          .delete();
      }
      await db.syncState.update(userId, done);
    });
    clear = false;
    if (!page.hasMore) return;
  }
}

export interface SyncOptions {
  pageSize?: number;
}

/** One round: send what is pending, then bring the rows up to date. Records how it went for every tab to see. */
export async function syncOnce(db: OfflineDb, userId: string, transport: SyncTransport, options: SyncOptions = {}): Promise<ConnectionStatus> {
  await stateOf(db, userId);
  await db.syncState.update(userId, { status: 'syncing' });
  try {
    await pushPending(db, userId, transport);
    await pullAll(db, userId, transport, options.pageSize);
    await db.syncState.update(userId, { status: 'online', lastError: undefined });
    return 'online';
  } catch (error) {
    const status: ConnectionStatus = !isTransportError(error) ? 'error' : error.status === 0 ? 'offline' : error.status === 401 ? 'needsSignIn' : 'error';
    const message = error instanceof Error ? error.message : isTransportError(error) ? error.message : String(error);
    await db.syncState.update(userId, { status, lastError: message });
    return status;
  }
}
