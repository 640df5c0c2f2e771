import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';

/**
 * "A message was created for these users": sent with PostgreSQL NOTIFY inside the transaction that
 * writes the message, so it is delivered only when that commits, and to every server instance
 * listening on the database (the websocket hub turns it into `messagePush`). Large audiences are
 * split over several notifications, each under PostgreSQL's 8,000-byte payload limit.
 */
export const MESSAGE_CREATED_CHANNEL = 'message_created';

export interface MessageCreated {
  messageId: string;
  type: number;
  title: string;
  userIds: string[];
}

/** User ids per notification: 36-character ids, JSON-quoted, stay well under the payload limit. */
const USERS_PER_NOTIFY = 150;

export async function notifyMessageCreated(tx: Db, event: MessageCreated): Promise<void> {
  const title = event.title.slice(0, 200);
  for (let i = 0; i < event.userIds.length; i += USERS_PER_NOTIFY) {
    const payload = JSON.stringify({ ...event, title, userIds: event.userIds.slice(i, i + USERS_PER_NOTIFY) } satisfies MessageCreated);
    await tx.execute(sql`select pg_notify(${MESSAGE_CREATED_CHANNEL}, ${payload})`);
  }
}

/** A notification's payload, or undefined when it is not one of ours. */
export function parseMessageCreated(payload: string): MessageCreated | undefined {
  try {
    const value: unknown = JSON.parse(payload);
    if (typeof value !== 'object' || value === null) return undefined;
    const { messageId, type, title, userIds } = value as Record<string, unknown>;
    if (typeof messageId !== 'string' || typeof type !== 'number' || typeof title !== 'string' || !Array.isArray(userIds)) return undefined;
    return { messageId, type, title, userIds: userIds.filter((u): u is string => typeof u === 'string') };
  } catch {
    return undefined;
  }
}
