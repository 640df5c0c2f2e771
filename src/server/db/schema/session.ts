import { boolean, index, integer, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { createdAt, id, instant } from './columns.ts';
import { users } from './users.ts';

/** Opaque bearer tokens, stored as SHA-256 so a database leak yields no usable token. */
export const sessions = pgTable(
  'sessions',
  {
    id: id(),
    tokenHash: text().notNull().unique(),
    userId: text()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
    lastSeenAt: instant().notNull().defaultNow(),
    expiresAt: instant().notNull(),
    locked: boolean().notNull().default(false),
    ipAddress: text().notNull().default(''),
    userAgent: text().notNull().default(''),
    /** logout | forced | password */
    endedReason: text(),
    endedAt: instant(),
  },
  (t) => [index().on(t.userId)],
);

/** Every sign-in attempt, successful or not: the user's login log, the rate limiter's memory. */
export const loginLog = pgTable(
  'login_log',
  {
    id: id(),
    userId: text().references(() => users.id, { onDelete: 'cascade' }),
    account: text().notNull(),
    createdAt: createdAt(),
    ipAddress: text().notNull(),
    place: text().notNull(),
    userAgent: text().notNull().default(''),
    success: boolean().notNull(),
    reason: text().notNull().default(''),
  },
  // The last two serve the rate limits: per account and address, and per address across accounts.
  (t) => [index().on(t.userId, t.createdAt), index().on(t.account, t.ipAddress, t.createdAt), index().on(t.ipAddress, t.createdAt)],
);

/**
 * The sign-in lock-out, per claimed account and client address (auth/lock-out.ts): a guesser locks
 * only itself out, and an unknown account counts and locks exactly as a real one. `subject` is
 * `user:<id>` for an account that exists and `name:<account as typed, lowercased>` for one that does not.
 */
export const loginLockouts = pgTable(
  'login_lockouts',
  {
    subject: text().notNull(),
    ipAddress: text().notNull(),
    /** Wrong passwords in a row, including checks still in flight (each reserves its failure first). */
    failures: integer().notNull().default(0),
    /** When the last check reserved its failure. */
    reservedAt: instant(),
    lockedUntil: instant(),
  },
  (t) => [primaryKey({ columns: [t.subject, t.ipAddress] })],
);

export const verificationCodes = pgTable(
  'verification_codes',
  {
    id: id(),
    email: text().notNull(),
    codeHash: text().notNull(),
    createdAt: createdAt(),
    expiresAt: instant().notNull(),
    attempts: integer().notNull().default(0),
    usedAt: instant(),
  },
  (t) => [index().on(t.email, t.createdAt)],
);
