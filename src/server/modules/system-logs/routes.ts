import type { FastifyInstance } from 'fastify';
import { getLogRetention, listSystemLogs, setLogRetention } from '../../../shared/contracts/system-logs.ts';
import { sessionRoute } from '../../plugins/endpoints.ts';
import { retentionOf } from '../../plugins/system-log.ts';
import { saveRetention } from './queries.ts';
import { logPage } from './service.ts';

/** System → Logs (the contracts say who may call them). */
export function systemLogRoutes(app: FastifyInstance): void {
  const { db } = app;
  sessionRoute(app, listSystemLogs, ({ query, request }) => logPage(db, request.t, request.lang, query.category, query));
  sessionRoute(app, getLogRetention, () => retentionOf(db));
  sessionRoute(app, setLogRetention, async ({ body }) => {
    await saveRetention(db, body);
    return null;
  });
}
