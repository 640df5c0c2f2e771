import type { FastifyInstance } from 'fastify';
import * as c from '../../../shared/contracts/jobs.ts';
import { sessionRoute } from '../../plugins/endpoints.ts';
import * as s from './service.ts';

/** System → Background Jobs (the contracts say who may call them). */
export function jobRoutes(app: FastifyInstance): void {
  const { db } = app;
  sessionRoute(app, c.listJobs, ({ query }) => s.jobList(db, query));
  sessionRoute(app, c.listJobSchedules, () => s.jobScheduleList(db));
  sessionRoute(app, c.retryJob, async ({ params, request }) => {
    await s.retryFailedJob(db, request.t, params.id);
    return null;
  });
}
