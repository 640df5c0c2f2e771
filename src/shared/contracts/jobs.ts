/**
 * System → Background Jobs: the work the platform does after its cause commits (mail, sweeps, later
 * workflow timers), newest first, by state; the cron schedules that enqueue
 * some of it; and running a failed job (a dead letter, out of tries) again. Spec-silent: the original
 * platform's task scheduler page, in its path style. A job's payload is not shown (it may name records
 * the administrator has no page for); its type, tries, times and last error are.
 */
import { z } from 'zod';
import { menuGate } from '../domain/access.ts';
import { ADMIN_MENU, BUTTON } from '../domain/admin-menus.ts';
import { idParams } from './admin-fields.ts';
import { bareQuery, endpoint, epochMillis, listQuery, pageOf } from './endpoint.ts';

export const JOB_STATES = ['queued', 'active', 'done', 'failed'] as const;
export type JobState = (typeof JOB_STATES)[number];
export const JOB_SORTS = ['creatorTime', 'runAt', 'name'] as const;

export const jobRow = z.object({
  id: z.string(),
  /** The job type (`mail.deliver`). */
  name: z.string(),
  state: z.enum(JOB_STATES),
  attempts: z.number().int(),
  maxAttempts: z.number().int(),
  /** When it is due (waiting), or was when last claimed. */
  runAt: epochMillis,
  creatorTime: epochMillis,
  finishedAt: epochMillis.nullable(),
  lastError: z.string(),
});
export type JobRow = z.infer<typeof jobRow>;

export const listJobs = endpoint({
  method: 'GET',
  path: '/api/system/Jobs',
  access: 'unlocked',
  permission: menuGate(ADMIN_MENU.jobs),
  query: listQuery(JOB_SORTS, { sidx: 'creatorTime', sort: 'desc' }).extend({ state: z.enum(JOB_STATES).optional() }),
  data: pageOf(jobRow),
});

export const jobScheduleRow = z.object({ name: z.string(), cron: z.string(), timeZone: z.string(), nextRunAt: epochMillis });
export type JobScheduleRow = z.infer<typeof jobScheduleRow>;

export const listJobSchedules = endpoint({
  method: 'GET',
  path: '/api/system/Jobs/Schedules',
  access: 'unlocked',
  permission: menuGate(ADMIN_MENU.jobs),
  query: bareQuery,
  data: z.object({ list: z.array(jobScheduleRow) }),
});

/** A failed job waits to run again, with its tries counted afresh; any other state is refused (409). */
export const retryJob = endpoint({
  method: 'POST',
  path: '/api/system/Jobs/:id/Actions/Retry',
  access: 'unlocked',
  permission: menuGate(ADMIN_MENU.jobs, BUTTON.edit),
  successMsg: 'admin.jobs.retried',
  params: idParams,
  data: z.null(),
});
