import { z } from 'zod';
import { defineSyncedTable } from './synced-table.ts';
import { messageFile, messageLink } from './messages.ts';

/**
 * The message rows a user's devices keep (so messages are readable offline): the released messages
 * addressed to them and their own read state. Instants as epoch milliseconds.
 */
export const messageRow = z.object({
  id: z.string(),
  type: z.number().int(),
  title: z.string(),
  /** Sanitised on the way in; the client sanitises again before rendering. */
  bodyText: z.string(),
  files: z.array(messageFile),
  creatorName: z.string(),
  releasedAt: z.number().nullable(),
  link: messageLink.nullable(),
});
export type MessageRow = z.infer<typeof messageRow>;

export const messageRecipientRow = z.object({
  id: z.string(),
  messageId: z.string(),
  userId: z.string(),
  isRead: z.enum(['0', '1']),
  readTime: z.number().nullable(),
});
export type MessageRecipientRow = z.infer<typeof messageRecipientRow>;

export const MESSAGE_SYNCED_TABLES = {
  messages: defineSyncedTable(messageRow),
  messageRecipients: defineSyncedTable(messageRecipientRow, ['userId', 'messageId']),
} as const;
