import { sql } from 'drizzle-orm';
import type { ServerFrame } from '../../shared/contracts/realtime.ts';
import type { Database, Db } from '../db/client.ts';

/** The one channel every server instance on a database listens on. */
export const HUB_CHANNEL = 'supplyline_hub';
/** PostgreSQL refuses NOTIFY payloads from 8000 bytes; leave room for the framing. */
export const NOTIFY_MAX_BYTES = 7_900;

/**
 * What instances tell each other (short keys: every byte counts against the limit).
 * push: a frame for the local sockets of users `u` (all users when absent); `o` names the instance
 *   that already delivered it to its own sockets;
 * recheck: sessions of user `u` may have ended, check their sockets;
 * on / off: user `u` got a first / lost a last socket on instance `i`;
 * presence: instance `i` still holds sockets of users `u` (sent every refresh and after a hello);
 * hello / bye: instance `i` started (others answer with presence) / is stopping.
 * A user arriving is named with its supplier codes when it has any: the contact fence of every
 * listener reads them (plugins/presence.ts).
 */
export type BusEvent =
  | { k: 'push'; u?: string[]; m: ServerFrame; o?: string }
  | { k: 'recheck'; u: string }
  | { k: 'on'; i: string; u: PresentUser }
  | { k: 'off'; i: string; u: string }
  | { k: 'presence'; i: string; u: PresentUser[] }
  | { k: 'hello' | 'bye'; i: string };

/** A user id, or a user id with its supplier codes. */
export type PresentUser = string | [userId: string, supplierCodes: string[]];

export interface Bus {
  /** Sends after `tx` commits when given (NOTIFY is transactional), else at once. */
  publish(event: BusEvent, tx?: Db): Promise<void>;
  close(): Promise<void>;
}

const bytes = (event: BusEvent) => Buffer.byteLength(JSON.stringify(event));
const halves = <T>(list: T[]): [T[], T[]] => [list.slice(0, Math.ceil(list.length / 2)), list.slice(Math.ceil(list.length / 2))];

/** Splits an event whose user list makes it too large into several that each fit. */
export function fitPayloads(event: BusEvent): string[] {
  const size = bytes(event);
  if (size <= NOTIFY_MAX_BYTES) return [JSON.stringify(event)];
  if (event.k === 'push' && event.u && event.u.length > 1) return halves(event.u).flatMap((u) => fitPayloads({ ...event, u }));
  if (event.k === 'presence' && event.u.length > 1) return halves(event.u).flatMap((u) => fitPayloads({ ...event, u }));
  throw new Error(`hub event ${event.k} of ${size} bytes cannot fit one NOTIFY`);
}

/**
 * Fan-out between server instances through PostgreSQL LISTEN / NOTIFY (PGlite: the same calls,
 * delivered in-process). Every instance, the sender included, receives each event once.
 */
export async function openBus(
  database: Database,
  onEvent: (event: BusEvent) => void,
  onReconnect: () => void,
  onBadPayload: (error: unknown) => void,
): Promise<Bus> {
  const unlisten = await database.listen(
    HUB_CHANNEL,
    (payload) => {
      let event: BusEvent;
      try {
        event = JSON.parse(payload) as BusEvent;
      } catch (error) {
        onBadPayload(error);
        return;
      }
      onEvent(event);
    },
    { onReconnect },
  );
  return {
    async publish(event, tx) {
      const payloads = fitPayloads(event);
      const db = tx ?? database.db;
      if (payloads.length === 1) await db.execute(sql`select pg_notify(${HUB_CHANNEL}, ${payloads[0]})`);
      // One round trip however many parts: they are sent in order, after the same commit.
      else
        await db.execute(
          sql`select pg_notify(${HUB_CHANNEL}, p) from unnest(${sql`array[${sql.join(
            payloads.map((p) => sql`${p}`),
            sql`, `,
          )}]::text[]`}) with ordinality as t(p, n) order by n`,
        );
    },
    close: unlisten,
  };
}
