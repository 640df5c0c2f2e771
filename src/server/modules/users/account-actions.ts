/**
 * What an administrator does to an account besides editing it: delete, reset the password, enable /
 * disable, unlock, force offline. Each checks the account is one the viewer's data rules show (a
 * write checks the scope of the existing row) and that nobody acts on their own account this way or,
 * without being one, on an administrator's.
 */
import { eq, type SQL } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { ADMIN_MENU } from '../../../shared/domain/admin-menus.ts';
import { passwordRuleOf } from '../../../shared/domain/password.ts';
import { accountKindOf } from '../../../shared/domain/roles.ts';
import { users } from '../../db/schema/index.ts';
import type { Viewer } from '../../plugins/access.ts';
import { AppError, fieldError, forbidden } from '../../plugins/errors.ts';
import type { TranslateFn } from '../../plugins/i18n.ts';
import { hashDigest, md5Hex } from '../auth/passwords.ts';
import { EVERYWHERE, type OrgReach } from '../permission/org-reach.ts';
import { grantedModule } from '../permission/queries.ts';
import { found, markOf } from '../permission/records.ts';
import * as q from './queries.ts';
import { endSessions, refuseTakeover, visibleUsers } from './service.ts';

async function target(
  app: FastifyInstance,
  t: TranslateFn,
  viewer: Viewer,
  id: string,
  opts: { notSelf: boolean; reach: OrgReach; scope?: SQL | undefined; takeover?: boolean },
): Promise<q.UserRecord> {
  const scope = 'scope' in opts ? opts.scope : await visibleUsers(app.db, viewer, opts.reach);
  const user = found(await q.userById(app.db, id, scope), t, 'user');
  if (opts.notSelf && user.id === viewer.userId) throw new AppError(409, 'admin.refusal.self');
  if (user.isAdministrator && !viewer.isAdministrator) throw forbidden('admin.refusal.adminOnly');
  if (opts.takeover) await refuseTakeover(app.db, viewer, user.id);
  return user;
}

export async function deleteUser(app: FastifyInstance, t: TranslateFn, viewer: Viewer, id: string, reach: OrgReach): Promise<void> {
  const user = await target(app, t, viewer, id, { notSelf: true, reach });
  if (user.isAdministrator) throw new AppError(409, 'admin.refusal.administrator');
  const managed = await q.subordinateCount(app.db, id);
  if (managed > 0) throw new AppError(409, 'admin.refusal.manages', { count: managed });
  await app.db.transaction((tx) => q.retireUser(tx, id));
  await endSessions(app, id);
}

/** The new password follows the account's own rule; the user replaces it at the next sign-in. */
export async function resetPassword(app: FastifyInstance, t: TranslateFn, viewer: Viewer, id: string, password: string, reach: OrgReach): Promise<void> {
  await target(app, t, viewer, id, { notSelf: true, reach, takeover: true });
  const { roleIds } = await q.membershipsOf(app.db, id);
  const rule = passwordRuleOf(accountKindOf([...(await q.roleKindsOf(app.db, roleIds)).values()]));
  if (!rule.test(password)) throw fieldError('userPassword', rule.key);
  const passwordHash = await hashDigest(md5Hex(password));
  await app.db.update(users).set({ passwordHash, passwordChangeRequired: true, failedLogins: 0, lockedUntil: null }).where(eq(users.id, id));
  await endSessions(app, id);
}

export async function toggleState(app: FastifyInstance, t: TranslateFn, viewer: Viewer, id: string, reach: OrgReach): Promise<0 | 1> {
  const user = await target(app, t, viewer, id, { notSelf: true, reach });
  if (user.enabled && user.isAdministrator) throw new AppError(409, 'admin.refusal.administrator');
  await app.db.update(users).set({ enabled: !user.enabled }).where(eq(users.id, id));
  if (user.enabled) await endSessions(app, id);
  return markOf(!user.enabled);
}

export async function unlock(app: FastifyInstance, t: TranslateFn, viewer: Viewer, id: string, reach: OrgReach): Promise<void> {
  await target(app, t, viewer, id, { notSelf: false, reach });
  await app.db.update(users).set({ failedLogins: 0, lockedUntil: null }).where(eq(users.id, id));
}

/**
 * Offered on Users and on Online Users. Through Users, the account must be one the viewer's data rules
 * show; someone who has only Online Users (which lists every signed-in user) may sign out anyone there.
 */
export async function forceOffline(app: FastifyInstance, t: TranslateFn, viewer: Viewer, id: string): Promise<void> {
  const throughUsers = viewer.isAdministrator || (await grantedModule(app.db, viewer.userId, false, ADMIN_MENU.user)) !== undefined;
  // Force offline is not delegated to tiered organisation administrators: the gate was met by a page.
  await target(app, t, viewer, id, { notSelf: true, reach: EVERYWHERE, ...(throughUsers ? {} : { scope: undefined }) });
  await endSessions(app, id);
}
