import type { FastifyInstance } from 'fastify';
import * as c from '../../../shared/contracts/user-pickers.ts';
import { sessionRoute } from '../../plugins/endpoints.ts';
import * as s from './service.ts';

/** The user picker's calls (the contracts say who may call them: any internal user); ImUser is the chat's. */
export function userPickerRoutes(app: FastifyInstance): void {
  const { db } = app;
  sessionRoute(app, c.userSelector, async ({ params, body, request }) => ({ list: await s.selectorLevel(db, request.lang, params.id, body.keyword) }));
  sessionRoute(app, c.usersByIds, async ({ body, request }) => ({ list: await s.usersByIds(db, request.lang, body.userId) }));
  sessionRoute(app, c.subordinates, async ({ body, viewer, request }) => ({ list: await s.subordinates(db, request.lang, viewer.userId, body.keyword) }));
  sessionRoute(app, c.organizationUsers, async ({ query, viewer, request }) => ({ list: await s.organizationUsers(db, request.lang, viewer.userId, query) }));
  sessionRoute(app, c.usersByPosition, async ({ query, request }) => ({ list: await s.usersByPosition(db, request.lang, query.positionId, query.keyword) }));
  sessionRoute(app, c.usersByRole, async ({ query, request }) => ({ list: await s.usersByRole(db, request.lang, query) }));
  sessionRoute(app, c.pickerUserPage, ({ query, request }) => s.userPage(db, request.lang, query));
  sessionRoute(app, c.userTreeSelector, async ({ request }) => ({ list: await s.userTree(db, request.lang) }));
}
