import type { FastifyInstance } from 'fastify';
import * as c from '../../../shared/contracts/user-pickers.ts';
import { sessionRoute } from '../../plugins/endpoints.ts';
import * as s from './service.ts';

/** The user picker's calls (the contracts say who may call them: any internal user); ImUser is the chat's. */
export function userPickerRoutes(app: FastifyInstance): void {
  const { db } = app;
  sessionRoute(app, c.userSelector, async ({ params, body }) => ({ list: await s.selectorLevel(db, params.id, body.keyword) }));
  sessionRoute(app, c.usersByIds, async ({ body }) => ({ list: await s.usersByIds(db, body.userId) }));
  sessionRoute(app, c.subordinates, async ({ body, viewer }) => ({ list: await s.subordinates(db, viewer.userId, body.keyword) }));
  sessionRoute(app, c.organizationUsers, async ({ query, viewer }) => ({ list: await s.organizationUsers(db, viewer.userId, query) }));
  sessionRoute(app, c.usersByPosition, async ({ query }) => ({ list: await s.usersByPosition(db, query.positionId, query.keyword) }));
  sessionRoute(app, c.usersByRole, async ({ query }) => ({ list: await s.usersByRole(db, query) }));
  sessionRoute(app, c.pickerUserPage, ({ query }) => s.userPage(db, query));
  sessionRoute(app, c.userTreeSelector, async () => ({ list: await s.userTree(db) }));
}
