import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { fitPayloads, HUB_CHANNEL } from '../../plugins/realtime-bus.ts';

/** What the recipients' sockets hear when a message reaches them (REFERENCE: server method `messagePush`). */
export interface MessageCreated {
  messageId: string;
  type: number;
  title: string;
  userIds: string[];
}

/**
 * Pushes `messagePush {messageId, type, title}` to the recipients' sockets on every server instance.
 * It is written as the websocket hub's own bus event, with NOTIFY inside the transaction that writes
 * the message: PO actions run where no `app.hub` is at hand, and the push must leave only if the
 * message commits. Large audiences are split over several notifications (fitPayloads).
 */
export async function notifyMessageCreated(tx: Db, event: MessageCreated): Promise<void> {
  const frame = { method: 'messagePush' as const, messageId: event.messageId, type: event.type, title: event.title.slice(0, 200) };
  for (const payload of fitPayloads({ k: 'push', u: [...new Set(event.userIds)], m: frame })) {
    await tx.execute(sql`select pg_notify(${HUB_CHANNEL}, ${payload})`);
  }
}
