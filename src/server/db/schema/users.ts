import { boolean, foreignKey, index, integer, pgTable, primaryKey, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { createdAt, deletedAt, id, instant, rev } from './columns.ts';
import { departments, organizations, positions } from './organisation.ts';

export const users = pgTable(
  'users',
  {
    id: id(),
    account: text().notNull(),
    realName: text().notNull(),
    /**
     * The name's pinyin for search, lowercase: the full pinyin, a space, the initials (张三 →
     * `zhangsan zs`); '' for a name without Chinese characters; null until the start-up backfill
     * reaches a row written before the column existed (see users/name-pinyin.ts).
     */
    namePinyin: text(),
    email: text().notNull().default(''),
    mobile: text().notNull().default(''),
    gender: text().notNull().default('unknown'),
    signature: text().notNull().default(''),
    headIcon: text().notNull().default(''),
    /** argon2id of the MD5 hex digest the client sends. */
    passwordHash: text().notNull(),
    organizationId: text().references(() => organizations.id),
    departmentId: text().references(() => departments.id),
    positionId: text().references(() => positions.id),
    managerId: text(),
    /** A sub-account signs in as `mobile@<parent account>`. */
    parentId: text(),
    isAdministrator: boolean().notNull().default(false),
    description: text().notNull().default(''),
    sortCode: integer().notNull().default(0),
    enabled: boolean().notNull().default(true),
    /** Not read: sign-in counts failures per account and address (login_lockouts). */
    failedLogins: integer().notNull().default(0),
    failedLoginsAt: instant(),
    /**
     * The latest lock-out of this account from any address (login_lockouts), as administrators see it;
     * clearing it (unlock, a password reset) ends them all.
     */
    lockedUntil: instant(),
    /** Set when someone else chose the password (an administrator's reset): the user sets their own at /newUser. */
    passwordChangeRequired: boolean().notNull().default(false),
    theme: text().notNull().default('classic'),
    /**
     * The account's language, which the screens, messages, e-mails and exports follow once signed in;
     * null until the user has one: the first sign-in keeps the language they signed in with.
     */
    language: text(),
    supplierCodes: text()
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    plants: text()
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    purchasingGroups: text()
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    createdAt: createdAt(),
    /** The user's own profile syncs down to their devices; the trigger bumps rev only for its columns. */
    rev: rev(),
    deletedAt: deletedAt(),
  },
  (t) => [
    uniqueIndex('users_account_lower').on(sql`lower(${t.account})`),
    // An e-mail address names one account: the forgot-password code must reach exactly one.
    uniqueIndex('users_email_lower')
      .on(sql`lower(${t.email})`)
      .where(sql`${t.email} <> ''`),
    // A sub-account signs in as mobile@parent, so a mobile is unique under its parent.
    uniqueIndex('users_parent_mobile')
      .on(t.parentId, t.mobile)
      .where(sql`${t.parentId} is not null and ${t.mobile} <> ''`),
    index().on(t.managerId),
    index().on(t.organizationId),
    index().on(t.departmentId),
    index().on(t.rev),
    foreignKey({ columns: [t.managerId], foreignColumns: [t.id] }),
    foreignKey({ columns: [t.parentId], foreignColumns: [t.id] }),
  ],
);

export const userOrganizations = pgTable(
  'user_organizations',
  {
    userId: text()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    organizationId: text()
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.userId, t.organizationId] })],
);

export const userPositions = pgTable(
  'user_positions',
  {
    userId: text()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    positionId: text()
      .notNull()
      .references(() => positions.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.userId, t.positionId] })],
);
