/**
 * The password check and its lock-out. LOGIN_MAX_FAILURES wrong passwords in a row for one account
 * from one client address lock that account from that address for LOGIN_LOCK_MINUTES:
 * - someone guessing from elsewhere locks only themselves out, never the owner;
 * - an unknown account is counted, answered and locked exactly as a real one, so neither the message
 *   nor the lock tells whether an account exists.
 * The counts live in the database (login_lockouts), so every server instance keeps the same ones.
 */
import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { AppError } from '../../plugins/errors.ts';
import * as q from './lock-out-queries.ts';
import { hashDigest, md5Hex, verifyDigest } from './passwords.ts';
import type { UserRow } from './queries.ts';

/** The account a password is checked for, as the lock-out counts it. */
export interface Claimant {
  subject: string;
  passwordHash: string;
  /** The account when it exists: its lock is what administrators see and lift. */
  user: { id: string } | null;
}

export const claimantOf = (user: UserRow): Claimant => ({ subject: `user:${user.id}`, passwordHash: user.passwordHash, user: { id: user.id } });

/** Verifying against this when the account does not exist keeps both answers equally slow; no one knows its password. */
let decoyHash: Promise<string> | undefined;

/** An account name that matches no user: checked against the decoy, never passes, counted by its name. */
export async function unknownClaimant(account: string): Promise<Claimant> {
  decoyHash ??= hashDigest(md5Hex(randomUUID()));
  return { subject: `name:${account.toLowerCase()}`, passwordHash: await decoyHash, user: null };
}

export type PasswordCheck = { outcome: 'ok' } | { outcome: 'wrong' } | { outcome: 'busy' } | { outcome: 'locked'; until: number };
export type Refused = Exclude<PasswordCheck, { outcome: 'ok' }>;

/**
 * Checks a password for a claimant from `ip`. Each check first reserves its failure in one conditional
 * statement, so a burst of concurrent guesses gets at most LOGIN_MAX_FAILURES checks, not one each.
 * Used by sign-in, unlock and the profile's password checks.
 */
export async function checkPassword(app: FastifyInstance, ip: string, claimant: Claimant, digest: string): Promise<PasswordCheck> {
  const { db, config } = app;
  const max = config.LOGIN_MAX_FAILURES;
  const key = { subject: claimant.subject, ip };
  const userId = claimant.user?.id ?? null;
  let failures = await q.reserveCheck(db, key, max);
  if (failures === null && (await q.dropLiftedLock(db, key, userId))) failures = await q.reserveCheck(db, key, max);
  if (failures === null) {
    // Locked, or the allowance is taken by checks still in flight: then this one waits its turn
    // (only a verified wrong password may lock, so parallel correct sign-ins never do). No check
    // takes 30 s: reservations that old were never settled (a crash mid-check), and count as the
    // failures they may have been, so the pair locks for a while instead of staying busy forever.
    const until = (await q.lockPair(db, key, config.LOGIN_LOCK_MINUTES, userId, { max })) ?? (await q.lockedUntil(db, key));
    return until !== null ? { outcome: 'locked', until } : { outcome: 'busy' };
  }
  // Verified for an unknown account too (against the decoy), so both take the same time.
  const matches = await verifyDigest(claimant.passwordHash, digest);
  if (matches && claimant.user) {
    await q.clearLockout(db, key);
    return { outcome: 'ok' };
  }
  if (failures < max) return { outcome: 'wrong' };
  const until = await q.lockPair(db, key, config.LOGIN_LOCK_MINUTES, userId);
  return { outcome: 'locked', until: until ?? Date.now() + config.LOGIN_LOCK_MINUTES * 60_000 };
}

/** The error for a check that did not pass; exhaustive, so no outcome can pass by omission. */
export function refusal(check: Refused, wrong: AppError): AppError {
  switch (check.outcome) {
    case 'wrong':
      return wrong;
    case 'busy':
      // Too many checks of one account at the same moment: not a failure, just not now.
      return new AppError(429, 'error.signInBusy');
    case 'locked':
      return new AppError(403, 'error.accountLocked', { minutes: Math.max(1, Math.ceil((check.until - Date.now()) / 60_000)) });
  }
}
