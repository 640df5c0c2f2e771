import { and, eq, sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { BUSINESS_CODE, DEFAULT_LAYOUT, LAYOUT_TYPES, OAUTH_CLIENT, type LayoutType } from '../../../shared/constants.ts';
import type { SysConfigInfo } from '../../../shared/contracts/auth.ts';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import { users } from '../../db/schema/index.ts';
import { newToken, unauthorized } from '../../plugins/auth.ts';
import { AppError, badRequest } from '../../plugins/errors.ts';
import { placeKey } from './client-address.ts';
import { hashDigest, md5Hex, verifyDigest } from './passwords.ts';
import * as q from './queries.ts';

/** Verifying against this when the account does not exist keeps both answers equally slow. */
let decoyHash: Promise<string> | undefined;
const decoy = () => (decoyHash ??= hashDigest(md5Hex('decoy-password')));

export function layoutOf(theme: string): LayoutType {
  return (LAYOUT_TYPES as readonly string[]).includes(theme) ? (theme as LayoutType) : DEFAULT_LAYOUT;
}

export async function sysConfigInfo(app: FastifyInstance): Promise<SysConfigInfo> {
  return sysConfigOf(await q.publicConfig(app.db));
}

/** The system's public settings as CurrentUser and the sign-in page show them (defaults for the unset). */
export function sysConfigOf(config: ReadonlyMap<string, unknown>): SysConfigInfo {
  const str = (key: string, fallback: string) => {
    const v = config.get(key);
    return typeof v === 'string' ? v : fallback;
  };
  return {
    sysName: str('sysName', 'Supplyline'),
    sysVersion: str('sysVersion', 'V3.3'),
    logoIcon: str('logoIcon', ''),
    navigationIcon: str('navigationIcon', ''),
    copyright: str('copyright', ''),
  };
}

function attemptFrom(request: FastifyRequest, account: string, userId: string | null, success: boolean, reason: string): q.AttemptRecord {
  return { account, userId, success, reason, ipAddress: request.ip, place: placeKey(request.ip), userAgent: request.headers['user-agent'] ?? '' };
}

const lockFor = (app: FastifyInstance) => sql`now() + make_interval(mins => ${app.config.LOGIN_LOCK_MINUTES})`;
const notLocked = sql`(${users.lockedUntil} is null or ${users.lockedUntil} <= now())`;

/**
 * Checks a password for a known user and keeps the lock-out: after LOGIN_MAX_FAILURES wrong passwords
 * in a row the account is locked for LOGIN_LOCK_MINUTES. Each check first reserves its failure in one
 * conditional UPDATE, so a burst of concurrent guesses gets at most that many checks, not one each.
 * Used by sign-in, unlock and the profile's password change.
 */
export async function checkPassword(app: FastifyInstance, user: q.UserRow, digest: string): Promise<'ok' | 'wrong' | 'locked' | 'busy'> {
  const max = app.config.LOGIN_MAX_FAILURES;
  const [reserved] = await app.db
    .update(users)
    .set({ failedLogins: sql`${users.failedLogins} + 1`, failedLoginsAt: sql`now()` })
    .where(and(eq(users.id, user.id), notLocked, sql`${users.failedLogins} < ${max}`))
    .returning({ failures: users.failedLogins });
  if (!reserved) {
    // Locked, or the allowance is taken by checks still in flight: then this one waits its turn
    // (only a verified wrong password may lock, so parallel correct sign-ins never do). No check
    // takes 30 s: reservations that old were never settled (a crash mid-check), and count as the
    // failures they may have been, so the account locks for a while instead of staying busy forever.
    const [stale] = await app.db
      .update(users)
      .set({ lockedUntil: lockFor(app), failedLogins: 0 })
      .where(and(eq(users.id, user.id), notLocked, sql`${users.failedLogins} >= ${max}`, sql`${users.failedLoginsAt} < now() - interval '30 seconds'`))
      .returning({ id: users.id });
    if (stale) return 'locked';
    const [row] = await app.db.select({ lockedUntil: users.lockedUntil }).from(users).where(eq(users.id, user.id));
    return row?.lockedUntil && row.lockedUntil.getTime() > Date.now() ? 'locked' : 'busy';
  }
  if (await verifyDigest(user.passwordHash, digest)) {
    await app.db.update(users).set({ failedLogins: 0, lockedUntil: null }).where(eq(users.id, user.id));
    return 'ok';
  }
  if (reserved.failures < max) return 'wrong';
  await app.db
    .update(users)
    .set({ lockedUntil: lockFor(app), failedLogins: 0 })
    .where(eq(users.id, user.id));
  return 'locked';
}

export type PasswordOutcome = Awaited<ReturnType<typeof checkPassword>>;

/** The error for a password check that did not pass; exhaustive, so no outcome can pass by omission. */
export async function refusal(app: FastifyInstance, userId: string, outcome: Exclude<PasswordOutcome, 'ok'>, wrong: AppError): Promise<AppError> {
  switch (outcome) {
    case 'wrong':
      return wrong;
    case 'busy':
      // Too many checks of one account at the same moment: not a failure, just not now.
      return new AppError(429, 'error.signInBusy');
    case 'locked': {
      const fresh = await q.findUserById(app.db, userId);
      return lockedError(fresh ?? { lockedUntil: null }, app);
    }
  }
}

function lockedError(user: { lockedUntil: Date | null }, app: FastifyInstance): AppError {
  const until = user.lockedUntil?.getTime() ?? Date.now() + app.config.LOGIN_LOCK_MINUTES * 60_000;
  return new AppError(403, 'error.accountLocked', { minutes: Math.max(1, Math.ceil((until - Date.now()) / 60_000)) });
}

export interface LoginInput {
  account: string;
  password: string;
  client_id: string;
  client_secret: string;
}

const RATE_WINDOW_SECONDS = 60;

/**
 * Attempts counted in the window (this one included), oldest first: past the limit, the seconds until
 * one more may pass. It counts itself too, so all but limit - 1 of these must have aged out by then.
 */
function secondsUntilAllowed(attempts: Date[], limit: number): number | null {
  if (attempts.length <= limit) return null;
  const freed = attempts[attempts.length - limit]!.getTime() + RATE_WINDOW_SECONDS * 1000;
  return Math.max(1, Math.ceil((freed - Date.now()) / 1000));
}

/**
 * Two limits over the last minute, both kept in login_log so they hold across server instances:
 * LOGIN_RATE_LIMIT attempts per account and address, and LOGIN_ADDRESS_RATE_LIMIT unsuccessful
 * attempts per address whatever the account (one address guessing across many accounts).
 */
async function rateLimitWait(tx: Db, config: Config, account: string, ip: string): Promise<number | null> {
  const perAccount = await q.recentAttempts(tx, account, ip, RATE_WINDOW_SECONDS);
  const perAddress = await q.recentFailuresFrom(tx, ip, RATE_WINDOW_SECONDS);
  const waits = [secondsUntilAllowed(perAccount, config.LOGIN_RATE_LIMIT), secondsUntilAllowed(perAddress, config.LOGIN_ADDRESS_RATE_LIMIT)];
  return waits.reduce<number | null>((longest, wait) => (wait === null ? longest : Math.max(longest ?? 0, wait)), null);
}

export async function login(app: FastifyInstance, request: FastifyRequest, input: LoginInput) {
  if (input.client_id !== OAUTH_CLIENT.id || input.client_secret !== OAUTH_CLIENT.secret) throw badRequest('error.badClient');
  const { db, config } = app;
  // The attempt is written (as not successful) before it is counted, so a burst cannot slip under
  // either limit; attempts from one address take turns at this, so each counts those before it and
  // not those that came after (on PostgreSQL a burst would otherwise see itself whole and refuse all).
  const { attemptId, seconds } = await db.transaction(async (tx) => {
    await q.takeAddressTurn(tx, request.ip);
    const id = await q.startAttempt(tx, attemptFrom(request, input.account, null, false, 'in progress'));
    return { attemptId: id, seconds: await rateLimitWait(tx, config, input.account, request.ip) };
  });
  if (seconds !== null) {
    await q.finishAttempt(db, attemptId, { success: false, reason: 'rate limited' });
    throw new AppError(429, 'error.loginRateLimited', { seconds });
  }

  const user = await q.findUserForLogin(db, input.account);
  if (!user) {
    await verifyDigest(await decoy(), input.password);
    await q.finishAttempt(db, attemptId, { success: false, reason: 'unknown account' });
    throw badRequest('error.wrongCredentials');
  }
  const outcome = await checkPassword(app, user, input.password);
  if (outcome !== 'ok') {
    await q.finishAttempt(db, attemptId, { userId: user.id, success: false, reason: outcome === 'wrong' ? 'wrong password' : outcome });
    throw await refusal(app, user.id, outcome, badRequest('error.wrongCredentials'));
  }
  if (!user.enabled) {
    await q.finishAttempt(db, attemptId, { userId: user.id, success: false, reason: 'disabled' });
    throw new AppError(403, 'error.accountDisabled');
  }

  const { token, tokenHash } = newToken();
  await db.transaction(async (tx) => {
    const ttlSeconds = Math.min(config.SESSION_TTL, config.SESSION_MAX_AGE);
    await q.insertSession(tx, { tokenHash, userId: user.id, ttlSeconds, ipAddress: request.ip, userAgent: request.headers['user-agent'] ?? '' });
    // Stamped with the session's own time, so "previous sign-in" (before this session) excludes it.
    await q.finishAttempt(tx, attemptId, { userId: user.id, success: true, reason: '', stampNow: true });
  });
  return { token, theme: layoutOf(user.theme), sysConfigInfo: await sysConfigInfo(app) };
}

/** Unlock re-verifies: the account must be the session's own and the password right. */
export async function unlock(app: FastifyInstance, request: FastifyRequest, sessionId: string, userId: string, account: string, digest: string): Promise<void> {
  const user = await q.findUserById(app.db, userId);
  if (!user) throw unauthorized(BUSINESS_CODE.tokenInvalid, 'error.tokenInvalid');
  const sameAccount = user.account.toLowerCase() === account.toLowerCase();
  const outcome = sameAccount ? await checkPassword(app, user, digest) : 'wrong';
  // Only failed unlocks are logged: they feed the rate limit and lock-out; a success is not a sign-in.
  if (outcome !== 'ok') {
    await q.recordAttempt(app.db, attemptFrom(request, user.account, user.id, false, `unlock: ${outcome}`));
    throw await refusal(app, user.id, outcome, badRequest(sameAccount ? 'error.wrongPassword' : 'error.wrongCredentials'));
  }
  await q.setSessionLock(app.db, sessionId, false);
}
