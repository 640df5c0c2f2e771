import { randomBytes } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { and, eq, isNull, sql } from 'drizzle-orm';
import { BUSINESS_CODE } from '../../shared/constants.ts';
import { sessions } from '../db/schema/index.ts';
import { sha256Hex } from '../modules/auth/passwords.ts';
import type { Db } from '../db/client.ts';
import { sessionCheck, sessionStamp, type SessionCheckRow, type UserRow, type ViewerRole } from '../modules/auth/queries.ts';
import { AppError } from './errors.ts';
import { perServer, type SessionChanges } from './session-changes.ts';

export interface SessionInfo {
  sessionId: string;
  userId: string;
  locked: boolean;
  createdAt: Date;
  isAdministrator: boolean;
  /**
   * permission_revision as this request's session check read it: an answer cached for this revision
   * holds every grant committed before the check (permission/grants-cache.ts).
   */
  grantsRevision: number;
}

/** A live session with its account as read in the same statement (the request's viewer is built from it). */
export interface AuthenticatedSession extends SessionInfo {
  account: { user: UserRow; roles: ViewerRole[] };
}

declare module 'fastify' {
  interface FastifyRequest {
    /** The caller's session, set by a session route's onRequest hook (endpoints.ts); null on other routes. */
    session: SessionInfo | null;
  }
}

export function registerSessions(app: FastifyInstance): void {
  app.decorateRequest('session', null);
}

/** The session the route's onRequest hook found; a handler without one was registered without the hook. */
export function sessionOf(request: FastifyRequest): SessionInfo {
  if (!request.session) throw new Error(`${request.method} ${request.routeOptions.url ?? request.url}: no session, the route does not authenticate first`);
  return request.session;
}

/** Sliding expiry is written at most this often, so reads do not turn into a write per request. */
const TOUCH_EVERY_MS = 60_000;

export function newToken(): { token: string; tokenHash: string } {
  const token = randomBytes(32).toString('base64url');
  return { token, tokenHash: sha256Hex(token) };
}

export function bearerToken(request: FastifyRequest): string | null {
  const header = request.headers.authorization;
  if (!header) return null;
  const token = header.replace(/^bearer\s+/i, '').trim();
  return token.length > 0 && token.length <= 200 ? token : null;
}

/** 401 with the spec's business code: 600 expired, 601 forced offline, 602 invalid. */
export const unauthorized = (code: number, key: string) => new AppError(401, key, {}, code);

/** Resolves the bearer token to a live session or fails with 401 and the spec's business code. */
export interface AuthenticateOptions {
  allowLocked: boolean;
  /** The endpoint is one a user may call before replacing a password someone else chose. */
  allowPasswordPending: boolean;
  /** Whether this use counts as activity and slides the idle expiry (not for heartbeats). */
  slide?: boolean;
  /**
   * Read the session from the database, not from the cache: for a check that a change elsewhere
   * asked for (the websocket's recheck arrives on another channel than the change that caused it).
   */
  fresh?: boolean;
}

/**
 * Session checks by token hash (plugins/session-changes.ts drops them when the database announces a
 * change). 20,000 tokens of about 2 KB each; a check is read again after 30 s even when nothing was
 * announced.
 */
const sessionChecksOf = perServer<SessionCheckRow | undefined>({ capacity: 20_000, ttlMs: 30_000, userOf: (row) => row?.userId });

/**
 * The session check as the database holds it now. With PostgreSQL and more than one server, another
 * instance's change (a revoked role, a sign-out, a lock, a disabled account) is committed some
 * milliseconds before this instance hears its announcement: a kept check would honour what is no
 * longer so. So a kept check is used only when the stamp the request reads now (one short statement,
 * `sessionStamp`) is the one it was read with; else, or with nothing kept, the full check is read.
 * Every decision a request takes from its session (role kind, scope, lock, the grants revision that
 * CurrentUser's cached grants are keyed by) is then as of the request. PGlite's instances share one
 * in-process store that announces a change before its statement returns: there the kept check
 * stands on its own, and a request runs no statement.
 */
async function currentSessionCheck(db: Db, sessionChanges: SessionChanges, tokenHash: string): Promise<SessionCheckRow | undefined> {
  const checks = sessionChecksOf(sessionChanges);
  const read = async () => (await sessionCheck(db).execute({ tokenHash }))[0];
  const kept = sessionChanges.heardAtOnce ? undefined : checks.peek(tokenHash);
  if (!kept) return checks.get(tokenHash, read);
  const [[now], row] = await Promise.all([sessionStamp(db).execute({ tokenHash }), kept]);
  if (now && row?.stamp === now.stamp) return row;
  checks.forget(tokenHash);
  return now ? checks.get(tokenHash, read) : undefined;
}

export async function authenticate(request: FastifyRequest, opts: AuthenticateOptions): Promise<AuthenticatedSession> {
  const token = bearerToken(request);
  if (!token) throw unauthorized(BUSINESS_CODE.tokenInvalid, 'error.sessionMissing');
  return authenticateToken(request.server, token, opts);
}

/** The same checks for a token that arrived some other way (the websocket's OnConnection). */
export async function authenticateToken(
  { db, config, sessionChanges }: Pick<FastifyInstance, 'db' | 'config' | 'sessionChanges'>,
  token: string,
  opts: AuthenticateOptions,
): Promise<AuthenticatedSession> {
  const tokenHash = sha256Hex(token);
  const checks = sessionChecksOf(sessionChanges);
  const read = async () => (await sessionCheck(db).execute({ tokenHash }))[0];
  let row = await (opts.fresh ? read() : currentSessionCheck(db, sessionChanges, tokenHash));
  const now = Date.now();
  // The second test also ends sessions begun before SESSION_MAX_AGE was lowered (their expiry was not capped by it).
  const outlived = (r: SessionCheckRow) => r.expiresAt.getTime() <= now || r.createdAt.getTime() + config.SESSION_MAX_AGE * 1000 <= now;
  // Another instance may have slid the expiry since this one kept the check: the database decides.
  if (row && outlived(row) && !opts.fresh) {
    checks.forget(tokenHash);
    row = await checks.get(tokenHash, read);
  }
  if (!row) throw unauthorized(BUSINESS_CODE.tokenInvalid, 'error.tokenInvalid');
  if (row.endedReason === 'forced') throw unauthorized(BUSINESS_CODE.forcedOffline, 'error.forcedOffline');
  if (row.endedReason) throw unauthorized(BUSINESS_CODE.tokenInvalid, 'error.tokenInvalid');
  if (!row.enabled) throw unauthorized(BUSINESS_CODE.forcedOffline, 'error.accountDisabled');
  if (outlived(row)) throw unauthorized(BUSINESS_CODE.sessionExpired, 'error.sessionExpired');
  if (row.locked && !opts.allowLocked) throw new AppError(403, 'error.screenLocked');
  if (row.passwordChangeRequired && !opts.allowPasswordPending) throw new AppError(403, 'error.passwordChangeRequired');
  if (opts.slide !== false && now - row.lastSeenAt.getTime() > TOUCH_EVERY_MS) {
    await db
      .update(sessions)
      .set({
        lastSeenAt: sql`now()`,
        // Sliding, but never past the absolute lifetime.
        expiresAt: sql`least(now() + make_interval(secs => ${config.SESSION_TTL}), ${sessions.createdAt} + make_interval(secs => ${config.SESSION_MAX_AGE}))`,
      })
      .where(and(eq(sessions.id, row.sessionId), isNull(sessions.endedReason)));
    // The kept check still has the old time, and would slide the expiry again on every request.
    checks.forget(tokenHash);
  }
  return {
    sessionId: row.sessionId,
    userId: row.userId,
    locked: row.locked,
    createdAt: row.createdAt,
    isAdministrator: row.isAdministrator,
    grantsRevision: row.grantsRevision,
    account: { user: row.user, roles: row.roles },
  };
}
