import { sql } from 'drizzle-orm';
import { index, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { files } from './files.ts';
import { id, instant } from './columns.ts';
import { users } from './users.ts';

/**
 * One internal chat message (spec 000 §3 "Chat message"), from `sendUserId` to `receiveUserId`.
 * `readTime` null means the receiver has not read it. A device names each message it writes
 * (`clientMessageId`), so a message queued offline and sent again after a reconnect is stored once.
 */
export const chatMessages = pgTable(
  'chat_messages',
  {
    id: id(),
    clientMessageId: text(),
    sendUserId: text()
      .notNull()
      .references(() => users.id),
    receiveUserId: text()
      .notNull()
      .references(() => users.id),
    /** text | image (voice and video are the original's, not sent by this client). */
    contentType: text().$type<'text' | 'image'>().notNull(),
    /** The text, or for an image the JSON {fileId, path, name, width, height}. */
    content: text().notNull(),
    /** An image message's stored file: who may download it follows from the message. */
    imageFileId: text().references(() => files.id),
    sendTime: timestamp({ withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    readTime: instant(),
  },
  (t) => [
    uniqueIndex('chat_messages_sender_client_id')
      .on(t.sendUserId, t.clientMessageId)
      .where(sql`${t.clientMessageId} is not null`),
    index('chat_messages_pair_time').on(t.sendUserId, t.receiveUserId, t.sendTime),
    index('chat_messages_receiver_time').on(t.receiveUserId, t.sendTime),
    index('chat_messages_unread')
      .on(t.receiveUserId, t.sendUserId)
      .where(sql`${t.readTime} is null`),
    index('chat_messages_image')
      .on(t.imageFileId)
      .where(sql`${t.imageFileId} is not null`),
  ],
);
