import { sql } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';

/**
 * Whether a pushed action still acts on what its user saw: any synced table whose rows carry the
 * device that wrote them last (`last_client_id`) and the rev that device's run of writes started
 * from (`client_run_from_rev`) checks a mutation's `expect` revs here and marks its writes.
 */

/** A row that remembers which device wrote it last, and the rev that device's run of writes started from. */
export interface DeviceWritten {
  rev: number;
  lastClientId: string | null;
  clientRunFromRev: number | null;
}

/**
 * Did anyone but this device write the row since the device saw it at rev `seen`? Its own earlier
 * actions (queued offline, sent in one go) do not count, so a device may act twice on what it saw.
 */
function changedByOthers(row: DeviceWritten, seen: number, clientId: string): boolean {
  if (seen === row.rev) return false;
  return !(row.lastClientId === clientId && row.clientRunFromRev !== null && seen >= row.clientRunFromRev);
}

/**
 * What the server passes as `expect` when it acts on the rows as they are now (the demo seed): no
 * device view to be stale against. Told apart by identity, so no pushed JSON can claim it.
 */
export const CURRENT_ROWS: Readonly<Record<string, unknown>> = Object.freeze({});

/**
 * Did the device see the row at a rev, and did anyone else write it since? A pushed action that
 * names no rev for a row it acts on is refused like a stale one: an `expect` of `{}`
 * must not skip the check.
 */
export function staleFor(row: DeviceWritten, seen: unknown, clientId: string, expect: Readonly<Record<string, unknown>>): boolean {
  if (expect === CURRENT_ROWS) return false;
  return typeof seen !== 'number' || changedByOthers(row, seen, clientId);
}

/**
 * Marks a write as this device's: a run of its writes keeps the rev the run started from, a write
 * after anyone else's starts a new run from the row's rev before it (SET reads the old row).
 */
export function writtenBy(clientId: string, t: { lastClientId: PgColumn; clientRunFromRev: PgColumn; rev: PgColumn }) {
  return {
    lastClientId: clientId,
    clientRunFromRev: sql<number>`case when ${t.lastClientId} = ${clientId} then ${t.clientRunFromRev} else ${t.rev} end`,
    updatedAt: new Date(),
  };
}
