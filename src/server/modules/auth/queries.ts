import { and, eq, gt, sql } from 'drizzle-orm';
import { queryRows, type Db } from '../../db/client.ts';
import { perDatabase } from '../../db/per-database.ts';
import { departments, loginLog, organizations, sessions, systemConfig, users } from '../../db/schema/index.ts';
import type { RoleKindMark } from '../../../shared/domain/roles.ts';

export type UserRow = typeof users.$inferSelect;

/** `mobile@account` names a sub-account: the user with that mobile whose parent has that account. */
export async function findUserForLogin(db: Db, account: string): Promise<UserRow | undefined> {
  const at = account.lastIndexOf('@');
  if (at > 0) {
    const mobile = account.slice(0, at);
    const parentAccount = account.slice(at + 1).toLowerCase();
    const rows = await queryRows<{ id: string }>(
      db,
      sql`
      select u.id from users u join users p on p.id = u.parent_id
      where u.mobile = ${mobile} and lower(p.account) = ${parentAccount} limit 1`,
    );
    const id = rows[0]?.id;
    if (id) return findUserById(db, id);
  }
  const [row] = await db
    .select()
    .from(users)
    .where(sql`lower(${users.account}) = ${account.toLowerCase()}`);
  return row;
}

export async function findUserById(db: Db, id: string): Promise<UserRow | undefined> {
  const [row] = await db.select().from(users).where(eq(users.id, id));
  return row;
}

/** A role as a viewer carries it. */
export interface ViewerRole {
  id: string;
  enCode: string;
  fullName: string;
  kind: RoleKindMark;
}

/**
 * The user with their enabled roles (in the roles' order), in one statement: every request builds
 * its viewer from it.
 */
export async function findUserWithRoles(db: Db, id: string): Promise<{ user: UserRow; roles: ViewerRole[] } | undefined> {
  const [row] = await db.select({ user: users, roles: enabledRolesOfUser }).from(users).where(eq(users.id, id));
  return row;
}

/**
 * The enabled roles of the statement's `users` row as a JSON list, in the roles' order (spelled out:
 * `users.id` qualified, the outer row's, whatever Drizzle writes for the outer query's columns).
 */
export const enabledRolesOfUser = sql<
  ViewerRole[]
>`coalesce((select json_agg(json_build_object('id', r.id, 'enCode', r.en_code, 'fullName', r.full_name, 'kind', r.kind) order by r.sort_code, r.full_name)
  from user_roles ur join roles r on r.id = ur.role_id and r.enabled where ur.user_id = users.id), '[]'::json)`;

/**
 * What a session check is read from, as one text: the row versions of the session and of its account
 * (`xmin`: every update, even one that changes nothing, writes a new version under its own
 * transaction's id) and the grants revision, which moves in the transaction of every change to roles
 * and memberships (migration 0040). Two reads with the same stamp read the same session check.
 * Spelled out: the statement's own `sessions` and `users`.
 */
const sessionStampColumn = sql<string>`sessions.xmin::text || ':' || users.xmin::text || ':' || (select pr.rev from permission_revision pr where pr.id = 1)::text`;

/**
 * The stamp alone: three index lookups and a short text, what a request on PostgreSQL asks before it
 * trusts the session check its server kept (plugins/auth.ts).
 */
export const sessionStamp = perDatabase((db) =>
  db
    .select({ stamp: sessionStampColumn })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(eq(sessions.tokenHash, sql.placeholder('tokenHash')))
    .prepare('session_stamp'),
);

/**
 * The session of a token hash with its account, the account's enabled roles, the grants revision and
 * the stamp of all that: the statement every request runs first. Prepared once per database (a named statement on each
 * PostgreSQL connection): the query is not built again per request, nor planned again by the server.
 */
function prepareSessionCheck(db: Db) {
  return db
    .select({
      sessionId: sessions.id,
      userId: sessions.userId,
      locked: sessions.locked,
      createdAt: sessions.createdAt,
      expiresAt: sessions.expiresAt,
      lastSeenAt: sessions.lastSeenAt,
      endedReason: sessions.endedReason,
      enabled: users.enabled,
      isAdministrator: users.isAdministrator,
      passwordChangeRequired: users.passwordChangeRequired,
      user: users,
      roles: enabledRolesOfUser,
      // Read with the session, not in a round trip of its own: every request needs it.
      grantsRevision: sql<number>`(select pr.rev from permission_revision pr where pr.id = 1)`.mapWith(Number),
      stamp: sessionStampColumn,
    })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(eq(sessions.tokenHash, sql.placeholder('tokenHash')))
    .prepare('session_check');
}

export const sessionCheck = perDatabase(prepareSessionCheck);
export type SessionCheckRow = Awaited<ReturnType<ReturnType<typeof sessionCheck>['execute']>>[number];

/**
 * The user with the names of their organisation and department ('' when none), their positions, their
 * last successful sign-in before `before`, and the system's public settings: what CurrentUser shows
 * besides permissions, in one statement (each round trip under load waits for a connection again).
 */
const userWithPlaces = perDatabase((db) =>
  db
    .select({
      user: users,
      organizeName: organizations.fullName,
      organizeNames: organizations.fullNameI18n,
      departmentName: departments.fullName,
      departmentNames: departments.fullNameI18n,
      // Spelled out: the outer user's id, qualified.
      positionIds: sql<string[]>`coalesce((select array_agg(up.position_id order by up.position_id) from user_positions up where up.user_id = users.id), '{}')`,
      prev: sql<{ at: string; ip: string; place: string } | null>`(select json_build_object('at', l.created_at, 'ip', l.ip_address, 'place', l.place)
        from login_log l where l.user_id = users.id and l.success and l.created_at < ${sql.placeholder('before')}::timestamptz
        order by l.created_at desc limit 1)`,
      // The system's public settings ride along: one round trip fewer for every CurrentUser.
      publicConfig: sql<Record<string, unknown>>`(select coalesce(json_object_agg(c.key, c.value), '{}'::json) from system_config c where c.is_public)`,
    })
    .from(users)
    .leftJoin(organizations, eq(organizations.id, users.organizationId))
    .leftJoin(departments, eq(departments.id, users.departmentId))
    .where(eq(users.id, sql.placeholder('id')))
    .prepare('current_user_places'),
);

export async function findUserWithPlaces(db: Db, id: string, before: Date) {
  const [row] = await userWithPlaces(db).execute({ id, before: before.toISOString() });
  if (!row) return undefined;
  const prev = row.prev && { at: new Date(row.prev.at), ip: row.prev.ip, place: row.prev.place };
  return {
    user: row.user,
    organizeName: row.organizeName ?? '',
    organizeNames: row.organizeNames,
    departmentName: row.departmentName ?? '',
    departmentNames: row.departmentNames,
    positionIds: row.positionIds,
    prev,
    publicConfig: new Map(Object.entries(row.publicConfig)),
  };
}

/** Waits until no other sign-in from this address is being counted (until the transaction ends). */
export async function takeAddressTurn(tx: Db, ip: string): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`sign-in from ${ip}`}, 0))`);
}

/** Attempts from this account and address in the last `seconds`, oldest first. */
export async function recentAttempts(db: Db, account: string, ip: string, seconds: number): Promise<Date[]> {
  const rows = await db
    .select({ at: loginLog.createdAt })
    .from(loginLog)
    .where(and(eq(loginLog.account, account.toLowerCase()), eq(loginLog.ipAddress, ip), gt(loginLog.createdAt, sql`now() - make_interval(secs => ${seconds})`)))
    .orderBy(loginLog.createdAt);
  return rows.map((r) => r.at);
}

/**
 * Attempts from this address in the last `seconds` that did not succeed (failed, refused or still
 * being checked), whatever the account, oldest first.
 */
export async function recentFailuresFrom(db: Db, ip: string, seconds: number): Promise<Date[]> {
  const rows = await db
    .select({ at: loginLog.createdAt })
    .from(loginLog)
    .where(and(eq(loginLog.ipAddress, ip), eq(loginLog.success, false), gt(loginLog.createdAt, sql`now() - make_interval(secs => ${seconds})`)))
    .orderBy(loginLog.createdAt);
  return rows.map((r) => r.at);
}

export interface AttemptRecord {
  userId: string | null;
  account: string;
  ipAddress: string;
  place: string;
  userAgent: string;
  success: boolean;
  reason: string;
}
export async function recordAttempt(db: Db, a: AttemptRecord): Promise<void> {
  await db.insert(loginLog).values({ ...a, account: a.account.toLowerCase() });
}

/** Writes a sign-in attempt before it is judged (the rate limiter counts it); finishAttempt says how it went. */
export async function startAttempt(db: Db, a: AttemptRecord): Promise<string> {
  const [row] = await db
    .insert(loginLog)
    .values({ ...a, account: a.account.toLowerCase() })
    .returning({ id: loginLog.id });
  return row!.id;
}

export async function finishAttempt(db: Db, id: string, outcome: { userId?: string; success: boolean; reason: string; stampNow?: boolean }): Promise<void> {
  await db
    .update(loginLog)
    .set({
      success: outcome.success,
      reason: outcome.reason,
      ...(outcome.userId ? { userId: outcome.userId } : {}),
      ...(outcome.stampNow ? { createdAt: sql`now()` } : {}),
    })
    .where(eq(loginLog.id, id));
}

export async function insertSession(db: Db, s: { tokenHash: string; userId: string; ttlSeconds: number; ipAddress: string; userAgent: string }): Promise<void> {
  await db.insert(sessions).values({
    tokenHash: s.tokenHash,
    userId: s.userId,
    ipAddress: s.ipAddress,
    userAgent: s.userAgent,
    expiresAt: sql`now() + make_interval(secs => ${s.ttlSeconds})`,
  });
}

export async function endSession(db: Db, sessionId: string, reason: 'logout' | 'forced' | 'password'): Promise<void> {
  await db
    .update(sessions)
    .set({ endedReason: reason, endedAt: sql`now()` })
    .where(and(eq(sessions.id, sessionId), sql`${sessions.endedReason} is null`));
}

export async function endUserSessions(db: Db, userId: string, reason: 'forced' | 'password', exceptSessionId?: string): Promise<void> {
  await db
    .update(sessions)
    .set({ endedReason: reason, endedAt: sql`now()` })
    .where(and(eq(sessions.userId, userId), sql`${sessions.endedReason} is null`, exceptSessionId ? sql`${sessions.id} <> ${exceptSessionId}` : sql`true`));
}

export async function setSessionLock(db: Db, sessionId: string, locked: boolean): Promise<void> {
  await db.update(sessions).set({ locked }).where(eq(sessions.id, sessionId));
}

export async function publicConfig(db: Db): Promise<Map<string, unknown>> {
  const rows = await db.select({ key: systemConfig.key, value: systemConfig.value }).from(systemConfig).where(eq(systemConfig.isPublic, true));
  return new Map(rows.map((r) => [r.key, r.value]));
}

/** One system configuration entry by key. */
export async function configEntry(db: Db, key: string) {
  const [row] = await db.select().from(systemConfig).where(eq(systemConfig.key, key));
  return row;
}
