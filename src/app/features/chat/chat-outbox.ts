import type { ChatOutboxEntry, OfflineDb } from '../../offline/db.ts';
import type { OutgoingFrame } from '../../platform/realtime/socket.ts';

/**
 * Chat messages written on this device wait in Dexie until the server echoes them (`sendMessage`
 * with the same client id). Sending again after a reconnect is safe: the server stores one message
 * per sender and client id, so a message queued offline arrives exactly once.
 */
export async function queueChatMessage(db: OfflineDb, entry: Omit<ChatOutboxEntry, 'clientMessageId' | 'createdAt'>): Promise<ChatOutboxEntry> {
  const queued: ChatOutboxEntry = { ...entry, clientMessageId: crypto.randomUUID(), createdAt: Date.now() };
  await db.chatOutbox.add(queued);
  return queued;
}

export const queuedChatMessages = (db: OfflineDb, userId: string) =>
  db.chatOutbox.where('[userId+createdAt]').between([userId, 0], [userId, Number.MAX_SAFE_INTEGER]).toArray();

/**
 * Sends the user's waiting messages in the order written, skipping those already sent on this
 * connection (`sent`, emptied when the socket reconnects); stops at the first that cannot go.
 */
export async function flushChatOutbox(db: OfflineDb, userId: string, send: (frame: OutgoingFrame) => boolean, sent: Set<string>): Promise<void> {
  for (const entry of await queuedChatMessages(db, userId)) {
    if (sent.has(entry.clientMessageId)) continue;
    const frame: OutgoingFrame = {
      method: 'SendMessage',
      toUserId: entry.toUserId,
      messageType: entry.messageType,
      messageContent: entry.content,
      clientMessageId: entry.clientMessageId,
    };
    if (!send(frame)) return;
    sent.add(entry.clientMessageId);
  }
}

export const confirmChatMessage = (db: OfflineDb, clientMessageId: string) => db.chatOutbox.delete(clientMessageId);
