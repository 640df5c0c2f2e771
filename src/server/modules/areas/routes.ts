import type { FastifyInstance } from 'fastify';
import * as c from '../../../shared/contracts/areas.ts';
import { sessionRoute } from '../../plugins/endpoints.ts';
import * as s from './service.ts';

/** Areas and the address widget's reads (the contracts say who may call them). */
export function areaRoutes(app: FastifyInstance): void {
  const { db } = app;
  sessionRoute(app, c.listAreas, ({ params, query, request }) => s.areaList(db, request.t, params.id, query.keyword));
  sessionRoute(app, c.areaParentSelector, ({ params }) => s.parentChoices(db, params.id, params.parentId));
  sessionRoute(app, c.areaChildren, ({ params }) => s.addressChildren(db, params.parentId));
  sessionRoute(app, c.areaNamesByIds, ({ body }) => s.namePaths(db, body.idsList));
  sessionRoute(app, c.createArea, async ({ body, request }) => ({ id: await s.createArea(db, request.t, body) }));
  sessionRoute(app, c.updateArea, async ({ params, body, request }) => {
    await s.updateArea(db, request.t, params.id, body);
    return null;
  });
  sessionRoute(app, c.getArea, ({ params, request }) => s.areaInfo(db, request.t, params.id));
  sessionRoute(app, c.deleteArea, async ({ params, request }) => {
    await s.deleteArea(db, request.t, params.id);
    return null;
  });
  sessionRoute(app, c.toggleAreaState, ({ params, request }) => s.toggleArea(db, request.t, params.id));
}
