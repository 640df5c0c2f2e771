import type { FastifyInstance } from 'fastify';
import * as c from '../../../shared/contracts/positions.ts';
import { orgReach } from '../../plugins/access.ts';
import { sessionRoute } from '../../plugins/endpoints.ts';
import * as q from './queries.ts';
import * as s from './service.ts';

/** Positions (the contracts say who may call them). */
export function positionRoutes(app: FastifyInstance): void {
  const { db } = app;
  // Tiered organisation administrators may call the page's endpoints within the organisations they administer.
  const reach = orgReach.bind(null, db);
  sessionRoute(app, c.listPositions, async ({ query, viewer, request }) =>
    s.positionList(db, query, await reach(viewer, c.listPositions.permission), request.lang),
  );
  sessionRoute(app, c.positionSelector, async ({ request }) => ({ list: await s.positionTree(db, request.lang) }));
  sessionRoute(app, c.allPositions, async ({ request }) => ({ list: await q.enabledPositions(db, request.lang) }));
  sessionRoute(app, c.positionsOfOrganizations, async ({ body, request }) => ({ list: await q.enabledPositions(db, request.lang, body.organizeIds) }));
  sessionRoute(app, c.createPosition, async ({ body, request, viewer }) => ({
    id: await s.createPosition(db, request.t, body, await reach(viewer, c.createPosition.permission)),
  }));
  sessionRoute(app, c.updatePosition, async ({ params, body, request, viewer }) => {
    await s.updatePosition(db, request.t, params.id, body, await reach(viewer, c.updatePosition.permission));
    return null;
  });
  sessionRoute(app, c.getPosition, async ({ params, request, viewer }) =>
    s.positionInfo(db, request.t, params.id, await reach(viewer, c.getPosition.permission)),
  );
  sessionRoute(app, c.deletePosition, async ({ params, request, viewer }) => {
    await s.deletePosition(db, request.t, params.id, await reach(viewer, c.deletePosition.permission));
    return null;
  });
}
