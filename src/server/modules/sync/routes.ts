import type { FastifyInstance } from 'fastify';
import { BUSINESS_CODE } from '../../../shared/constants.ts';
import { syncPull, syncPush } from '../../../shared/contracts/sync.ts';
import { unauthorized, type SessionInfo } from '../../plugins/auth.ts';
import { sessionRoute } from '../../plugins/endpoints.ts';
import { roleKindOf } from '../../../shared/domain/roles.ts';
import { findUserById } from '../auth/queries.ts';
import { rolesOf } from '../permission/queries.ts';
import type { SyncRegistry, Viewer } from './registry.ts';
import { pull, push } from './service.ts';

/** Who is asking, with the scope their account carries: every synced table's row filter reads it. */
export async function viewerOf(app: FastifyInstance, session: SessionInfo): Promise<Viewer> {
  const [user, roles] = await Promise.all([findUserById(app.db, session.userId), rolesOf(app.db, session.userId)]);
  if (!user) throw unauthorized(BUSINESS_CODE.tokenInvalid, 'error.tokenInvalid');
  const { id: userId, realName, isAdministrator, supplierCodes, plants, purchasingGroups } = user;
  const roleKind = roleKindOf(roles.map((r) => r.fullName).join(','));
  return { userId, realName, roleKind, isAdministrator, supplierCodes, plants, purchasingGroups };
}

export function syncRoutes(app: FastifyInstance, registry: SyncRegistry): void {
  sessionRoute(app, syncPull, async ({ body, session }) => pull(app.db, registry, await viewerOf(app, session), body));
  sessionRoute(app, syncPush, async ({ body, session, request }) =>
    push(app.db, registry, await viewerOf(app, session), body.clientId, body.mutations, request.t),
  );
}
