import type { FastifyInstance } from 'fastify';
import * as c from '../../../shared/contracts/organize-administrators.ts';
import { orgReach } from '../../plugins/access.ts';
import { sessionRoute } from '../../plugins/endpoints.ts';
import * as s from './service.ts';

/** Tiered organisation administrators (the contracts say who may call them). */
export function organizeAdministratorRoutes(app: FastifyInstance): void {
  const { db } = app;
  sessionRoute(app, c.organizeAdministrators, async ({ params, request, viewer }) =>
    s.administratorsOf(db, request.t, request.lang, params.id, await orgReach(db, viewer, c.organizeAdministrators.permission)),
  );
  sessionRoute(app, c.setOrganizeAdministrators, async ({ params, body, request }) => {
    await s.setAdministrators(db, request.t, params.id, body);
    return null;
  });
}
