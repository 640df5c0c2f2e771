import { index, integer, jsonb, pgSequence, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { createdAt, instant } from './columns.ts';
import { users } from './users.ts';

/** The one counter every synced row's `rev` is drawn from. */
export const syncRev = pgSequence('sync_rev');

/**
 * A device's outbox for one user. Mutation ids count up per client; `lastMutationId` moves in the
 * same transaction as each mutation's effect, which is what makes a replay apply exactly once.
 */
export const clients = pgTable(
  'clients',
  {
    id: text().primaryKey(),
    userId: text()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    lastMutationId: integer().notNull().default(0),
    createdAt: createdAt(),
    lastSeenAt: instant().notNull().defaultNow(),
  },
  (t) => [index().on(t.userId)],
);

/**
 * Every mutation a client pushed, applied or rejected: the audit trail, and the stored answer a
 * replayed id gets again. The message is kept as a catalogue key so each answer is in the asker's language.
 */
export const mutationLog = pgTable(
  'mutation_log',
  {
    clientId: text()
      .notNull()
      .references(() => clients.id, { onDelete: 'cascade' }),
    mutationId: integer().notNull(),
    userId: text()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: text().notNull(),
    args: jsonb().notNull(),
    /** applied | rejected */
    status: text().notNull(),
    code: text(),
    messageKey: text(),
    messageParams: jsonb().$type<Record<string, string | number>>(),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.clientId, t.mutationId] }), index().on(t.userId, t.createdAt)],
);
