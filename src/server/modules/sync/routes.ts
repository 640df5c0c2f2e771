import type { FastifyInstance } from 'fastify';
import { BUSINESS_CODE } from '../../../shared/constants.ts';
import { syncPull, syncPush } from '../../../shared/contracts/sync.ts';
import { unauthorized, type SessionInfo } from '../../plugins/auth.ts';
import { sessionRoute } from '../../plugins/endpoints.ts';
import { roleKindOf } from '../../../shared/domain/roles.ts';
import type { Db } from '../../db/client.ts';
import { findUserById } from '../auth/queries.ts';
import { rolesOf } from '../permission/queries.ts';
import type { SyncRegistry, Viewer } from './registry.ts';
import { pull, push } from './service.ts';

/** Who is asking, with the scope their account carries: every synced table's row filter reads it. */
export async function viewerOf(app: FastifyInstance, session: SessionInfo): Promise<Viewer> {
  const viewer = await viewerOfUser(app.db, session.userId);
  if (!viewer) throw unauthorized(BUSINESS_CODE.tokenInvalid, 'error.tokenInvalid');
  return viewer;
}

/** The viewer an account makes, or null when there is no such user. */
export async function viewerOfUser(db: Db, id: string): Promise<Viewer | null> {
  const [user, roles] = await Promise.all([findUserById(db, id), rolesOf(db, id)]);
  if (!user) return null;
  const { id: userId, realName, isAdministrator, supplierCodes, plants, purchasingGroups } = user;
  const roleKind = roleKindOf(roles.map((r) => r.fullName).join(','));
  return { userId, realName, roleKind, isAdministrator, supplierCodes, plants, purchasingGroups };
}

export function syncRoutes(app: FastifyInstance, registry: SyncRegistry): void {
  sessionRoute(app, syncPull, async ({ body, session }) => pull(app.db, registry, await viewerOf(app, session), body));
  sessionRoute(app, syncPush, async ({ body, session, request }) => {
    const results = await push(app.db, registry, await viewerOf(app, session), body.clientId, body.mutations, request.t);
    // Actions may have queued mail in their transactions, now committed.
    app.mailQueue.kick();
    if (body.mutations.length > 0) app.hub.syncChanged();
    return results;
  });
}
