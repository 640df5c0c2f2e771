import type { FastifyInstance } from 'fastify';
import { listOnlineUsers } from '../../../shared/contracts/online-users.ts';
import { sessionRoute } from '../../plugins/endpoints.ts';
import { onlineUsers } from './service.ts';

/** Who is signed in now (the contract says who may ask; forcing offline is a Users call). */
export function onlineUserRoutes(app: FastifyInstance): void {
  sessionRoute(app, listOnlineUsers, ({ query, request }) => onlineUsers(app.db, query, request.lang));
}
