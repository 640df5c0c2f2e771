import type { FastifyInstance } from 'fastify';
import { syncPull, syncPush } from '../../../shared/contracts/sync.ts';
import { sessionRoute } from '../../plugins/endpoints.ts';
import type { SyncRegistry } from './registry.ts';
import { push } from './push.ts';
import { pull } from './service.ts';

export function syncRoutes(app: FastifyInstance, registry: SyncRegistry): void {
  sessionRoute(app, syncPull, async ({ body, viewer }) => pull(app.db, registry, viewer, body));
  sessionRoute(app, syncPush, async ({ body, viewer, request }) => {
    const results = await push(app.db, registry, viewer, body.clientId, body.mutations, request.t);
    if (body.mutations.length > 0) app.hub.syncChanged();
    return results;
  });
}
