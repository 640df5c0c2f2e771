import type { FastifyInstance } from 'fastify';
import * as c from '../../../shared/contracts/users.ts';
import { orgReach } from '../../plugins/access.ts';
import { sessionRoute } from '../../plugins/endpoints.ts';
import * as actions from './account-actions.ts';
import * as q from './queries.ts';
import * as s from './service.ts';

/** Users as the administrator keeps them (the contracts say who may call them). */
export function userRoutes(app: FastifyInstance): void {
  const { db } = app;
  // Tiered organisation administrators may call the page's endpoints within the organisations they administer.
  const reach = orgReach.bind(null, db);
  sessionRoute(app, c.listUsers, async ({ query, viewer, request }) =>
    s.userList(db, viewer, query, await reach(viewer, c.listUsers.permission), request.lang),
  );
  sessionRoute(app, c.allUsers, async () => ({
    list: (await q.enabledUsers(db)).map((u) => ({ ...u, fullName: `${u.realName}/${u.account}` })),
  }));
  sessionRoute(app, c.createUser, async ({ body, request, viewer }) => ({
    id: await s.createUser(db, request.t, viewer, body, await reach(viewer, c.createUser.permission)),
  }));
  sessionRoute(app, c.updateUser, async ({ params, body, request, viewer }) => {
    await s.updateUser(app, request.t, viewer, params.id, body, await reach(viewer, c.updateUser.permission));
    return null;
  });
  sessionRoute(app, c.getUser, async ({ params, request, viewer }) => s.userInfo(db, request.t, viewer, params.id, await reach(viewer, c.getUser.permission)));
  sessionRoute(app, c.deleteUser, async ({ params, request, viewer }) => {
    await actions.deleteUser(app, request.t, viewer, params.id, await reach(viewer, c.deleteUser.permission));
    return null;
  });
  sessionRoute(app, c.resetUserPassword, async ({ params, body, request, viewer }) => {
    await actions.resetPassword(app, request.t, viewer, params.id, body.userPassword, await reach(viewer, c.resetUserPassword.permission));
    return null;
  });
  sessionRoute(app, c.toggleUserState, async ({ params, request, viewer }) => ({
    enabledMark: await actions.toggleState(app, request.t, viewer, params.id, await reach(viewer, c.toggleUserState.permission)),
  }));
  sessionRoute(app, c.unlockUser, async ({ params, request, viewer }) => {
    await actions.unlock(app, request.t, viewer, params.id, await reach(viewer, c.unlockUser.permission));
    return null;
  });
  sessionRoute(app, c.forceUserOffline, async ({ params, request, viewer }) => {
    await actions.forceOffline(app, request.t, viewer, params.id);
    return null;
  });
}
