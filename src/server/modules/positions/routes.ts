import type { FastifyInstance } from 'fastify';
import * as c from '../../../shared/contracts/positions.ts';
import { sessionRoute } from '../../plugins/endpoints.ts';
import * as q from './queries.ts';
import * as s from './service.ts';

/** Positions (the contracts say who may call them). */
export function positionRoutes(app: FastifyInstance): void {
  const { db } = app;
  sessionRoute(app, c.listPositions, ({ query }) => s.positionList(db, query));
  sessionRoute(app, c.positionSelector, async () => ({ list: await s.positionTree(db) }));
  sessionRoute(app, c.allPositions, async () => ({ list: await q.enabledPositions(db) }));
  sessionRoute(app, c.positionsOfOrganizations, async ({ body }) => ({ list: await q.enabledPositions(db, body.organizeIds) }));
  sessionRoute(app, c.createPosition, async ({ body, request }) => ({ id: await s.createPosition(db, request.t, body) }));
  sessionRoute(app, c.updatePosition, async ({ params, body, request }) => {
    await s.updatePosition(db, request.t, params.id, body);
    return null;
  });
  sessionRoute(app, c.getPosition, ({ params, request }) => s.positionInfo(db, request.t, params.id));
  sessionRoute(app, c.deletePosition, async ({ params, request }) => {
    await s.deletePosition(db, request.t, params.id);
    return null;
  });
}
