import type { FastifyInstance } from 'fastify';
import { poImport } from '../../../shared/contracts/po.ts';
import { sessionRoute } from '../../plugins/endpoints.ts';
import { viewerOf } from '../sync/routes.ts';
import { importPos } from './import.ts';

export function poRoutes(app: FastifyInstance): void {
  sessionRoute(app, poImport, async ({ body, session }) => importPos(app.db, await viewerOf(app, session), body.pos));
}
