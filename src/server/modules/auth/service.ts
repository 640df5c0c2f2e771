import type { FastifyInstance, FastifyRequest } from 'fastify';
import { BUSINESS_CODE, DEFAULT_LAYOUT, LAYOUT_TYPES, OAUTH_CLIENT, type LayoutType } from '../../../shared/constants.ts';
import type { SysConfigInfo } from '../../../shared/contracts/auth.ts';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import { newToken, unauthorized } from '../../plugins/auth.ts';
import { AppError, badRequest } from '../../plugins/errors.ts';
import { placeKey } from './client-address.ts';
import { checkPassword, claimantOf, refusal, unknownClaimant } from './lock-out.ts';
import * as q from './queries.ts';

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
  // An unknown account goes through the same check and lock-out as a real one: same answers, same time.
  const check = await checkPassword(app, request.ip, user ? claimantOf(user) : await unknownClaimant(input.account), input.password);
  if (check.outcome !== 'ok') {
    const reason = check.outcome === 'wrong' ? (user ? 'wrong password' : 'unknown account') : check.outcome;
    await q.finishAttempt(db, attemptId, { ...(user ? { userId: user.id } : {}), success: false, reason });
    throw refusal(check, badRequest('error.wrongCredentials'));
  }
  // checkPassword passes only a claimant that is a user.
  if (!user) throw new Error('a password passed for an account that does not exist');
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
  const check = sameAccount ? await checkPassword(app, request.ip, claimantOf(user), digest) : { outcome: 'wrong' as const };
  // Only failed unlocks are logged: they feed the rate limit and lock-out; a success is not a sign-in.
  if (check.outcome !== 'ok') {
    await q.recordAttempt(app.db, attemptFrom(request, user.account, user.id, false, `unlock: ${check.outcome}`));
    throw refusal(check, badRequest(sameAccount ? 'error.wrongPassword' : 'error.wrongCredentials'));
  }
  await q.setSessionLock(app.db, sessionId, false);
}
