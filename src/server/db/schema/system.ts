import { boolean, index, integer, jsonb, pgTable, text, unique } from 'drizzle-orm/pg-core';
import { createdAt, deletedAt, id, instant, rev } from './columns.ts';

export const systemConfig = pgTable('system_config', {
  key: text().primaryKey(),
  value: jsonb().notNull(),
  /** Public keys are readable without a session (getConfig). */
  isPublic: boolean().notNull().default(false),
});

export const dictionaryTypes = pgTable('dictionary_types', {
  id: id(),
  parentId: text(),
  enCode: text().notNull().unique(),
  fullName: text().notNull(),
  isTree: boolean().notNull().default(false),
  sortCode: integer().notNull().default(0),
  createdAt: createdAt(),
  rev: rev(),
  deletedAt: deletedAt(),
}, (t) => [index().on(t.rev)]);

export const dictionaryData = pgTable(
  'dictionary_data',
  {
    id: id(),
    typeId: text()
      .notNull()
      .references(() => dictionaryTypes.id, { onDelete: 'cascade' }),
    parentId: text(),
    enCode: text().notNull(),
    fullName: text().notNull(),
    description: text().notNull().default(''),
    sortCode: integer().notNull().default(0),
    enabled: boolean().notNull().default(true),
    createdAt: createdAt(),
    rev: rev(),
    deletedAt: deletedAt(),
  },
  (t) => [unique().on(t.typeId, t.enCode), index().on(t.rev)],
);

/** Mail that was not handed to an SMTP server (none configured), for the administrator to read. */
export const mailOutbox = pgTable(
  'mail_outbox',
  {
    id: id(),
    to: text().notNull(),
    subject: text().notNull(),
    text: text().notNull(),
    createdAt: createdAt(),
    sentAt: instant(),
  },
  (t) => [index().on(t.createdAt)],
);
