import type { FastifyInstance } from 'fastify';
import { BUSINESS_CODE } from '../../../shared/constants.ts';
import { syncPull, syncPush } from '../../../shared/contracts/sync.ts';
import { unauthorized, type SessionInfo } from '../../plugins/auth.ts';
import { sessionRoute } from '../../plugins/endpoints.ts';
import { findUserById } from '../auth/queries.ts';
import type { SyncRegistry, Viewer } from './registry.ts';
import { pull, push } from './service.ts';

async function viewerOf(app: FastifyInstance, session: SessionInfo): Promise<Viewer> {
  const user = await findUserById(app.db, session.userId);
  if (!user) throw unauthorized(BUSINESS_CODE.tokenInvalid, 'error.tokenInvalid');
  const { id: userId, isAdministrator, supplierCodes, plants, purchasingGroups } = user;
  return { userId, isAdministrator, supplierCodes, plants, purchasingGroups };
}

export function syncRoutes(app: FastifyInstance, registry: SyncRegistry): void {
  sessionRoute(app, syncPull, async ({ body, session }) => pull(app.db, registry, await viewerOf(app, session), body));
  sessionRoute(app, syncPush, async ({ body, session, request }) =>
    push(app.db, registry, await viewerOf(app, session), body.clientId, body.mutations, request.t),
  );
}
