import type { FastifyInstance } from 'fastify';
import * as c from '../../../shared/contracts/authorize.ts';
import { checkRecordAccess, effectivePermissions } from '../../../shared/contracts/effective-permissions.ts';
import { sessionRoute } from '../../plugins/endpoints.ts';
import * as e from './effective-service.ts';
import * as s from './service.ts';

/** Granting menus and their items (the contracts say who may call them). */
export function authorizeRoutes(app: FastifyInstance): void {
  const { db } = app;
  sessionRoute(app, c.authorizeCatalogue, async ({ viewer, request }) => ({ list: await s.catalogue(db, request.t, viewer) }));
  sessionRoute(app, c.getAuthorization, ({ params, query, request }) => s.grantsOfObject(db, request.t, query.objectType, params.objectId));
  sessionRoute(app, c.setAuthorization, async ({ params, body, request, viewer }) => {
    await s.saveGrants(db, request.t, viewer, params.objectId, body);
    return null;
  });
  sessionRoute(app, effectivePermissions, ({ params, request }) => e.effectiveOf(db, request.t, request.lang, params.id));
  sessionRoute(app, checkRecordAccess, ({ query, request }) => e.checkRecord(db, request.t, query.userId, query.menuId, query.recordId));
}
