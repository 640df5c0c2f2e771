import { createHash } from 'node:crypto';
import { and, asc, eq, gt, isNull, lte, sql, type SQL } from 'drizzle-orm';
import { PULL_PAGE_DEFAULT, type syncPull } from '../../../shared/contracts/sync.ts';
import type { DataOf } from '../../../shared/contracts/endpoint.ts';
import type { Db } from '../../db/client.ts';
import { clients } from '../../db/schema/index.ts';
import { forbidden } from '../../plugins/errors.ts';
import { JsonText } from '../../plugins/json-text.ts';
import type { Viewer } from '../../plugins/access.ts';
import type { SyncedTable, SyncRegistry, TableAccess } from './registry.ts';
import { rowJsonOf } from './row-json.ts';

/** The client row for this id, created for the viewer on first use; another user's id is refused. */
export async function ownClient(db: Db, clientId: string, userId: string): Promise<number> {
  await db.insert(clients).values({ id: clientId, userId }).onConflictDoNothing();
  const [row] = await db.select({ userId: clients.userId, lastMutationId: clients.lastMutationId }).from(clients).where(eq(clients.id, clientId));
  if (!row || row.userId !== userId) throw forbidden('error.syncClientOwner');
  return row.lastMutationId;
}

/** Fingerprint of what the viewer may see: when it changes, what they pulled before may be wrong. */
export function scopeKeyOf(viewer: Viewer, registry: SyncRegistry, accesses: Accesses = new Map()): string {
  const sorted = (list: readonly string[]) => [...list].sort();
  const scope = [
    registry.tables.map((t) => t.name),
    viewer.isAdministrator,
    sorted(viewer.supplierCodes),
    sorted(viewer.plants),
    sorted(viewer.purchasingGroups),
    registry.tables.map((t) => accesses.get(t)?.fingerprint ?? null),
  ];
  return createHash('sha256').update(JSON.stringify(scope)).digest('base64url');
}

type Accesses = ReadonlyMap<SyncedTable, TableAccess>;

/** The viewer's grants on each synced table that has any, read once for the pull. */
async function accessesOf(db: Db, registry: SyncRegistry, viewer: Viewer): Promise<Accesses> {
  const out = new Map<SyncedTable, TableAccess>();
  for (const t of registry.tables) if (t.access) out.set(t, await t.access(db, viewer));
  return out;
}

/** The columns a pull sends of `t`: all but those the viewer's column permission hides. */
function pulledColumns(t: SyncedTable, access: TableAccess | undefined): SyncedTable['columns'] {
  const hidden = access?.hidden;
  if (!hidden?.size) return t.columns;
  return Object.fromEntries(Object.entries(t.columns).filter(([name]) => !hidden.has(name)));
}

export interface PullRequest {
  clientId: string;
  cursor: number;
  scopeKey?: string;
  limit?: number;
}

/** A change as the page reads it: the row as the database's JSON text, null for a removal. */
interface PulledChange {
  table: string;
  id: string;
  rev: number;
  json: string | null;
}

type PullPage = DataOf<typeof syncPull>;

/** The page as the pull contract shapes it, its rows spliced in as the database wrote them. */
function pageJson(changes: readonly PulledChange[], rest: Omit<PullPage, 'changes'>): JsonText<PullPage> {
  const list = changes.map(
    (c) => `{"table":${JSON.stringify(c.table)},"id":${JSON.stringify(c.id)},"rev":${c.rev},"deleted":${c.json === null},"row":${c.json ?? 'null'}}`,
  );
  return new JsonText(`{"changes":[${list.join(',')}],${JSON.stringify(rest).slice(1)}`);
}

export async function pull(db: Db, registry: SyncRegistry, viewer: Viewer, body: PullRequest): Promise<JsonText<PullPage>> {
  await ownClient(db, body.clientId, viewer.userId);
  const accesses = await accessesOf(db, registry, viewer);
  const scopeKey = scopeKeyOf(viewer, registry, accesses);
  const reset = body.cursor > 0 && body.scopeKey !== scopeKey;
  const cursor = reset ? 0 : body.cursor;
  const limit = body.limit ?? PULL_PAGE_DEFAULT;
  // One snapshot for the rows and the client's last mutation id: see the pull contract.
  return db.transaction(
    async (tx) => {
      const { changes, hasMore } = await pageAfter(tx, registry, viewer, accesses, cursor, limit);
      const [client] = await tx.select({ last: clients.lastMutationId }).from(clients).where(eq(clients.id, body.clientId));
      await tx
        .update(clients)
        .set({ lastSeenAt: sql`now()` })
        .where(eq(clients.id, body.clientId));
      return pageJson(changes, {
        cursor: changes.at(-1)?.rev ?? cursor,
        hasMore,
        reset,
        scopeKey,
        lastMutationId: client?.last ?? 0,
      });
    },
    { isolationLevel: 'repeatable read' },
  );
}

/** The rows of `t` after the cursor the viewer may see; a device starting from nothing has nothing to delete. */
function changedAfter(t: SyncedTable, viewer: Viewer, access: TableAccess | undefined, cursor: number): SQL | undefined {
  return and(gt(t.rev, cursor), t.scope(viewer), access?.rows, cursor === 0 ? isNull(t.deletedAt) : undefined);
}

/**
 * The next `limit` changes after the cursor across every synced table, in rev order. Revs come from
 * one sequence, so a page is everything up to a cut: first the revs alone of each table's first
 * limit + 1 changes (and exits), whose limit-th smallest is the cut, then the rows up to it from the
 * tables that have any (whole rows of limit + 1 changes from every table would make a table's worth
 * of rows a page and drop the rest).
 */
async function pageAfter(tx: Db, registry: SyncRegistry, viewer: Viewer, accesses: Accesses, cursor: number, limit: number) {
  const firstRev = new Map<SyncedTable, number>();
  const exits = new Map<SyncedTable, { id: string; rev: number }[]>();
  const revs: number[] = [];
  for (const t of registry.tables) {
    const found = await tx
      .select({ rev: t.rev })
      .from(t.table)
      .where(changedAfter(t, viewer, accesses.get(t), cursor))
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
  const changes: PulledChange[] = [];
  for (const [t, first] of firstRev) {
    if (first > cut) continue;
    const upToCut = hasMore ? lte(t.rev, cut) : undefined;
    const rows = await tx
      .select({ id: t.id, rev: t.rev, deletedAt: t.deletedAt, json: rowJsonOf(pulledColumns(t, accesses.get(t))) })
      .from(t.table)
      .where(and(changedAfter(t, viewer, accesses.get(t), cursor), upToCut))
      .orderBy(asc(t.rev));
    for (const row of rows) {
      const deleted = row.deletedAt !== null;
      const json = deleted ? null : t.toRow ? JSON.stringify(t.toRow(JSON.parse(row.json) as Record<string, unknown>)) : row.json;
      changes.push({ table: t.name, id: String(row.id), rev: Number(row.rev), json });
    }
    for (const exit of exits.get(t) ?? []) {
      if (exit.rev <= cut) changes.push({ table: t.name, id: exit.id, rev: exit.rev, json: null });
    }
  }
  changes.sort((a, b) => a.rev - b.rev);
  return { changes, hasMore };
}
