import type { FastifyInstance } from 'fastify';
import * as c from '../../../shared/contracts/roles.ts';
import { viewerOf } from '../../plugins/access.ts';
import { sessionRoute } from '../../plugins/endpoints.ts';
import * as s from './service.ts';

/** Roles (the contracts say who may call them). */
export function roleRoutes(app: FastifyInstance): void {
  const { db } = app;
  sessionRoute(app, c.listRoles, ({ query, request }) => s.roleList(db, query, request.lang));
  sessionRoute(app, c.roleSelector, async ({ request }) => ({ list: await s.roleOptions(db, request.lang) }));
  sessionRoute(app, c.roleSelectorByPermission, async ({ viewer, request }) => ({ list: await s.rolesToHandOut(db, viewer, request.lang) }));
  sessionRoute(app, c.rolesOfOrganizations, async ({ body, request }) => ({ list: await s.roleOptions(db, request.lang, body.organizeIds) }));
  sessionRoute(app, c.createRole, async ({ body, request }) => ({ id: await s.createRole(db, request.t, viewerOf(request), body) }));
  sessionRoute(app, c.updateRole, async ({ params, body, request }) => {
    await s.updateRole(db, request.t, viewerOf(request), params.id, body);
    return null;
  });
  sessionRoute(app, c.getRole, ({ params, request }) => s.roleInfo(db, request.t, params.id));
  sessionRoute(app, c.deleteRole, async ({ params, request }) => {
    await s.deleteRole(db, request.t, viewerOf(request), params.id);
    return null;
  });
  sessionRoute(app, c.toggleRoleState, async ({ params, request }) => ({ enabledMark: await s.toggleRole(db, request.t, viewerOf(request), params.id) }));
}
