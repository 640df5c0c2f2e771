import { eq, sql } from 'drizzle-orm';
import { messageRecipients, messages } from '../../db/schema/index.ts';
import type { SyncRegistry } from '../sync/registry.ts';

/**
 * Messages sync to the devices of their recipients, so they are readable offline. A message is in a
 * user's scope once they hold a copy, which is written in the same transaction that releases or
 * creates the message, so a pull never sees the one without the other. The row shapes are
 * `src/shared/contracts/message-rows.ts`.
 */
export function registerMessages(registry: SyncRegistry): SyncRegistry {
  const m = messages;
  const r = messageRecipients;
  return registry
    .table({
      name: 'messages',
      table: m,
      id: m.id,
      rev: m.rev,
      deletedAt: m.deletedAt,
      columns: {
        id: m.id,
        type: m.type,
        title: m.title,
        bodyText: m.bodyText,
        files: m.files,
        creatorName: m.creatorName,
        releasedAt: m.releasedAt,
        link: m.link,
      },
      // Spelled out: inside a subquery drizzle would leave the outer table's columns unqualified.
      scope: (viewer) => sql`exists (select 1 from message_recipients mr where mr.message_id = messages.id and mr.user_id = ${viewer.userId})`,
    })
    .table({
      name: 'messageRecipients',
      table: r,
      id: r.id,
      rev: r.rev,
      deletedAt: r.deletedAt,
      columns: { id: r.id, messageId: r.messageId, userId: r.userId, isRead: r.isRead, readTime: r.readTime },
      scope: (viewer) => eq(r.userId, viewer.userId),
    });
}
