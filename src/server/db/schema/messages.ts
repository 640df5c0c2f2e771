import { sql } from 'drizzle-orm';
import { boolean, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, deletedAt, id, instant, rev } from './columns.ts';
import { users } from './users.ts';

/** An attachment of a notice: a file stored through the chunk upload, named as the uploader named it. */
export interface MessageFileRef {
  fileId: string;
  name: string;
  size: number;
}

/** Where a PO-event message leads: the PO on the recipient's side, or (a batch of POs) the side's PO list. */
export interface MessageLinkRef {
  side: 'vendor' | 'buyer';
  poId?: string | undefined;
  poNumber?: string | undefined;
}

export type MessageStatus = 'draft' | 'released';

/**
 * An in-app message (spec 000 §3): a notice an administrator writes and releases (type 1), or a
 * message the system writes when something happens to a PO (type 2, workflow). Recipients are rows of
 * `message_recipients`; the message itself syncs to the devices of its recipients.
 */
export const messages = pgTable(
  'messages',
  {
    id: id(),
    /** 1 normal notice (opens in a dialog), 2 workflow / business event. */
    type: integer().notNull(),
    title: text().notNull(),
    /** HTML, sanitised before it is stored. */
    bodyText: text().notNull().default(''),
    files: jsonb()
      .$type<MessageFileRef[]>()
      .notNull()
      .default(sql`'[]'::jsonb`),
    creatorUserId: text().references(() => users.id),
    /** Shown as the sender; the system's own messages leave it empty. */
    creatorName: text().notNull().default(''),
    status: text().$type<MessageStatus>().notNull().default('draft'),
    releasedAt: instant(),
    /** A notice goes to every enabled user, or to the users listed. */
    toAll: boolean().notNull().default(true),
    toUserIds: text()
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    link: jsonb().$type<MessageLinkRef>(),
    createdAt: createdAt(),
    lastModifyTime: timestamp({ withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    rev: rev(),
    deletedAt: deletedAt(),
  },
  (t) => [index().on(t.rev), index().on(t.type, t.status)],
);

/**
 * One recipient's copy of a message: read state, and `deletedAt` when the recipient deleted it from
 * their record ("Record delete"); syncs to the recipient's own devices only.
 */
export const messageRecipients = pgTable(
  'message_recipients',
  {
    id: id(),
    messageId: text()
      .notNull()
      .references(() => messages.id),
    userId: text()
      .notNull()
      .references(() => users.id),
    /** '0' unread, '1' read (spec 000 §3). */
    isRead: text().$type<'0' | '1'>().notNull().default('0'),
    readTime: instant(),
    createdAt: createdAt(),
    rev: rev(),
    deletedAt: deletedAt(),
  },
  (t) => [uniqueIndex('message_recipients_user_message').on(t.userId, t.messageId), index().on(t.messageId), index().on(t.rev)],
);
