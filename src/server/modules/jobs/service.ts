import type { JobRow, JobScheduleRow, listJobs } from '../../../shared/contracts/jobs.ts';
import type { QueryOf } from '../../../shared/contracts/endpoint.ts';
import type { Db } from '../../db/client.ts';
import { AppError, isUniqueViolation } from '../../plugins/errors.ts';
import type { TranslateFn } from '../../plugins/i18n.ts';
import { found, millis } from '../permission/records.ts';
import * as q from './queries.ts';

const wire = (r: q.JobRecord): JobRow => ({
  id: r.id,
  name: r.name,
  state: r.state,
  attempts: r.attempts,
  maxAttempts: r.maxAttempts,
  runAt: millis(r.runAt),
  creatorTime: millis(r.createdAt),
  finishedAt: r.finishedAt ? millis(r.finishedAt) : null,
  lastError: r.lastError ?? '',
});

export async function jobList(db: Db, query: QueryOf<typeof listJobs>) {
  const page = await q.jobPage(db, query);
  return { ...page, list: page.list.map(wire) };
}

export async function jobScheduleList(db: Db): Promise<{ list: JobScheduleRow[] }> {
  const rows = await q.schedules(db);
  return { list: rows.map((r) => ({ name: r.name, cron: r.cron, timeZone: r.timeZone, nextRunAt: millis(r.nextRunAt) })) };
}

/**
 * Runs a failed job again. Refused when it is not failed (409, naming its state), and when a job of
 * its type with its key already waits (the key's promise: one waiting job per piece of work).
 */
export async function retryFailedJob(db: Db, t: TranslateFn, id: string): Promise<void> {
  let requeued: boolean;
  try {
    requeued = await db.transaction((tx) => q.requeueFailed(tx, id));
  } catch (err) {
    if (isUniqueViolation(err)) throw new AppError(409, 'admin.jobs.alreadyWaiting');
    throw err;
  }
  if (requeued) return;
  const job = found(await q.jobById(db, id), t, 'jobs');
  throw new AppError(409, 'admin.jobs.notFailed', { state: t(`admin.jobs.state.${job.state}`) });
}
