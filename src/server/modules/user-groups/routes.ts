import type { FastifyInstance } from 'fastify';
import * as c from '../../../shared/contracts/user-groups.ts';
import { sessionRoute } from '../../plugins/endpoints.ts';
import * as q from './queries.ts';
import * as s from './service.ts';

/** User groups (the contracts say who may call them). */
export function userGroupRoutes(app: FastifyInstance): void {
  const { db } = app;
  sessionRoute(app, c.listUserGroups, ({ query }) => s.groupList(db, query));
  sessionRoute(app, c.userGroupSelector, async () => ({ list: await q.enabledGroups(db) }));
  sessionRoute(app, c.createUserGroup, async ({ body, request }) => ({ id: await s.createGroup(db, request.t, body) }));
  sessionRoute(app, c.updateUserGroup, async ({ params, body, request }) => {
    await s.updateGroup(db, request.t, params.id, body);
    return null;
  });
  sessionRoute(app, c.getUserGroup, ({ params, request }) => s.groupInfo(db, request.t, params.id));
  sessionRoute(app, c.deleteUserGroup, async ({ params, request }) => {
    await s.deleteGroup(db, request.t, params.id);
    return null;
  });
  sessionRoute(app, c.groupMembers, ({ params, request }) => s.groupMembers(db, request.t, request.lang, params.id));
  sessionRoute(app, c.setGroupMembers, async ({ params, body, request, viewer }) => {
    await s.setGroupMembers(db, request.t, viewer, params.id, body.userIds);
    return null;
  });
}
