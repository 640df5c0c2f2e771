import { and, eq, sql } from 'drizzle-orm';
import { queryRows, type Db } from '../../db/client.ts';
import { loginLockouts } from '../../db/schema/index.ts';

/** Whose failures are counted: a claimed account (`user:<id>` or `name:<account>`) from one address. */
export interface LockoutKey {
  subject: string;
  ip: string;
}

const at = (key: LockoutKey) => and(eq(loginLockouts.subject, key.subject), eq(loginLockouts.ipAddress, key.ip));
const notLocked = sql`(${loginLockouts.lockedUntil} is null or ${loginLockouts.lockedUntil} <= now())`;

/**
 * Reserves one failure for a check about to run, in one statement, unless the pair is locked or `max`
 * failures are already counted (or reserved by checks in flight): the count after it, or null.
 */
export async function reserveCheck(db: Db, key: LockoutKey, max: number): Promise<number | null> {
  const [row] = await db
    .insert(loginLockouts)
    .values({ subject: key.subject, ipAddress: key.ip, failures: 1, reservedAt: sql`now()` })
    .onConflictDoUpdate({
      target: [loginLockouts.subject, loginLockouts.ipAddress],
      set: { failures: sql`${loginLockouts.failures} + 1`, reservedAt: sql`now()` },
      setWhere: and(notLocked, sql`${loginLockouts.failures} < ${max}`),
    })
    .returning({ failures: loginLockouts.failures });
  return row?.failures ?? null;
}

/** A check passed: the pair starts again from nothing. */
export async function clearLockout(db: Db, key: LockoutKey): Promise<void> {
  await db.delete(loginLockouts).where(at(key));
}

/**
 * Locks the pair for `minutes` and returns until when (epoch ms), or null when `stale` is given and
 * the pair holds no `stale.max` reservations older than 30 s. The account's own `locked_until` (what
 * administrators see and lift) is raised to the latest lock in the same statement, so no reader sees
 * one without the other.
 */
export async function lockPair(db: Db, key: LockoutKey, minutes: number, userId: string | null, stale?: { max: number }): Promise<number | null> {
  const onlyStale = stale
    ? sql`and ${notLocked} and ${loginLockouts.failures} >= ${stale.max} and ${loginLockouts.reservedAt} < now() - interval '30 seconds'`
    : sql``;
  const rows = await queryRows<{ until: number }>(
    db,
    sql`with locked as (
      update ${loginLockouts} set locked_until = now() + make_interval(mins => ${minutes}), failures = 0
      where ${loginLockouts.subject} = ${key.subject} and ${loginLockouts.ipAddress} = ${key.ip} ${onlyStale}
      returning locked_until
    ), shown as (
      update users set locked_until = greatest(users.locked_until, (select locked_until from locked))
      where users.id = ${userId} and exists (select 1 from locked)
    )
    select (extract(epoch from locked_until) * 1000)::float8 as until from locked`,
  );
  return rows[0] ? Number(rows[0].until) : null;
}

/**
 * Ends the pair's lock when an administrator has lifted the account's (unlock, a password reset: the
 * account's `locked_until` no longer covers it). A no-op without a user, so an unknown account takes
 * the same statements as a real one.
 */
export async function dropLiftedLock(db: Db, key: LockoutKey, userId: string | null): Promise<boolean> {
  const rows = await db
    .update(loginLockouts)
    .set({ lockedUntil: null, failures: 0 })
    .where(
      and(
        at(key),
        sql`${userId}::text is not null`,
        sql`${loginLockouts.lockedUntil} > now()`,
        sql`not exists (select 1 from users u where u.id = ${userId} and u.locked_until >= ${loginLockouts.lockedUntil})`,
      ),
    )
    .returning({ subject: loginLockouts.subject });
  return rows.length > 0;
}

/** Until when the pair is locked (epoch ms), or null when it is not. */
export async function lockedUntil(db: Db, key: LockoutKey): Promise<number | null> {
  const [row] = await db
    .select({ until: loginLockouts.lockedUntil })
    .from(loginLockouts)
    .where(and(at(key), sql`${loginLockouts.lockedUntil} > now()`));
  return row?.until?.getTime() ?? null;
}
