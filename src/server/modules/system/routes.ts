import type { FastifyInstance } from 'fastify';
import { listMailOutbox } from '../../../shared/contracts/mail.ts';
import { sessionRoute } from '../../plugins/endpoints.ts';
import { outboxPage } from './queries.ts';

/** System pages of the administrators (the contracts say who may call them). */
export function systemRoutes(app: FastifyInstance): void {
  sessionRoute(app, listMailOutbox, ({ query }) => outboxPage(app.db, query));
}
