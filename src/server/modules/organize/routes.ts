import type { FastifyInstance } from 'fastify';
import * as c from '../../../shared/contracts/organize.ts';
import { orgReach } from '../../plugins/access.ts';
import { sessionRoute } from '../../plugins/endpoints.ts';
import * as s from './service.ts';

/** Organisations and departments (the contracts say who may call them). */
export function organizeRoutes(app: FastifyInstance): void {
  const { db } = app;
  // Tiered organisation administrators may call the pages' endpoints within the organisations they administer.
  const reach = orgReach.bind(null, db);
  sessionRoute(app, c.listOrganizations, async ({ query, viewer }) => {
    // Each row says what the caller's reach allows there, so the page offers only what will go through.
    const [select, edit, add, remove] = await Promise.all([
      reach(viewer, c.listOrganizations.permission),
      reach(viewer, c.updateOrganization.permission),
      reach(viewer, c.createOrganization.permission),
      reach(viewer, c.deleteOrganization.permission),
    ]);
    return s.organizationList(db, query.keyword, { select, edit, add, remove });
  });
  sessionRoute(app, c.organizationSelector, async ({ params, request }) => ({ list: await s.organizationChoices(db, request.lang, params.id) }));
  sessionRoute(app, c.organizationTree, async ({ request }) => ({ list: await s.organizeTree(db, request.lang) }));
  sessionRoute(app, c.createOrganization, async ({ body, request, viewer }) => ({
    id: await s.createOrganization(db, request.t, body, await reach(viewer, c.createOrganization.permission)),
  }));
  sessionRoute(app, c.updateOrganization, async ({ params, body, request, viewer }) => {
    await s.updateOrganization(db, request.t, params.id, body, await reach(viewer, c.updateOrganization.permission));
    return null;
  });
  sessionRoute(app, c.getOrganization, async ({ params, request, viewer }) =>
    s.organizationInfo(db, request.t, params.id, await reach(viewer, c.getOrganization.permission)),
  );
  sessionRoute(app, c.deleteOrganization, async ({ params, request, viewer }) => {
    await s.deleteOrganization(db, request.t, params.id, await reach(viewer, c.deleteOrganization.permission));
    return null;
  });

  sessionRoute(app, c.listDepartments, async ({ params, query, request, viewer }) => ({
    list: await s.departmentList(db, request.t, params.id, query.keyword, await reach(viewer, c.listDepartments.permission)),
  }));
  sessionRoute(app, c.departmentSelector, async ({ params, request }) => ({ list: await s.organizeTree(db, request.lang, params.id) }));
  sessionRoute(app, c.createDepartment, async ({ body, request, viewer }) => ({
    id: await s.createDepartment(db, request.t, body, await reach(viewer, c.createDepartment.permission)),
  }));
  sessionRoute(app, c.updateDepartment, async ({ params, body, request, viewer }) => {
    await s.updateDepartment(db, request.t, params.id, body, await reach(viewer, c.updateDepartment.permission));
    return null;
  });
  sessionRoute(app, c.getDepartment, async ({ params, request, viewer }) =>
    s.departmentInfo(db, request.t, params.id, await reach(viewer, c.getDepartment.permission)),
  );
  sessionRoute(app, c.deleteDepartment, async ({ params, request, viewer }) => {
    await s.deleteDepartment(db, request.t, params.id, await reach(viewer, c.deleteDepartment.permission));
    return null;
  });
}
