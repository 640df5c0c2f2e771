import type { FastifyInstance } from 'fastify';
import * as c from '../../../shared/contracts/organize.ts';
import { sessionRoute } from '../../plugins/endpoints.ts';
import * as s from './service.ts';

/** Organisations and departments (the contracts say who may call them). */
export function organizeRoutes(app: FastifyInstance): void {
  const { db } = app;
  sessionRoute(app, c.listOrganizations, async ({ query }) => ({ list: await s.organizationList(db, query.keyword) }));
  sessionRoute(app, c.organizationSelector, async ({ params }) => ({ list: await s.organizationChoices(db, params.id) }));
  sessionRoute(app, c.organizationTree, async () => ({ list: await s.organizeTree(db) }));
  sessionRoute(app, c.createOrganization, async ({ body, request }) => ({ id: await s.createOrganization(db, request.t, body) }));
  sessionRoute(app, c.updateOrganization, async ({ params, body, request }) => {
    await s.updateOrganization(db, request.t, params.id, body);
    return null;
  });
  sessionRoute(app, c.getOrganization, ({ params, request }) => s.organizationInfo(db, request.t, params.id));
  sessionRoute(app, c.deleteOrganization, async ({ params, request }) => {
    await s.deleteOrganization(db, request.t, params.id);
    return null;
  });

  sessionRoute(app, c.listDepartments, async ({ params, query, request }) => ({ list: await s.departmentList(db, request.t, params.id, query.keyword) }));
  sessionRoute(app, c.departmentSelector, async ({ params }) => ({ list: await s.organizeTree(db, params.id) }));
  sessionRoute(app, c.createDepartment, async ({ body, request }) => ({ id: await s.createDepartment(db, request.t, body) }));
  sessionRoute(app, c.updateDepartment, async ({ params, body, request }) => {
    await s.updateDepartment(db, request.t, params.id, body);
    return null;
  });
  sessionRoute(app, c.getDepartment, ({ params, request }) => s.departmentInfo(db, request.t, params.id));
  sessionRoute(app, c.deleteDepartment, async ({ params, request }) => {
    await s.deleteDepartment(db, request.t, params.id);
    return null;
  });
}
