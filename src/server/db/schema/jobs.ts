import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, id, instant } from './columns.ts';

/**
 * Work done after its cause commits (jobs/): mail, sweeps, later workflow timers. A job is inserted in
 * its cause's transaction, claimed with `FOR UPDATE SKIP LOCKED` by one runner among all instances,
 * and moves queued → active → done; a failed run goes back to queued later (back-off) or, out of
 * tries, to failed, where it stays as a dead letter with its last error. An active job whose claim
 * lapsed (its process died) is claimed again.
 */
export const jobs = pgTable(
  'jobs',
  {
    id: id(),
    /** The job type's name (`mail.deliver`): which handler runs it. */
    name: text().notNull(),
    payload: jsonb().notNull(),
    state: text({ enum: ['queued', 'active', 'done', 'failed'] })
      .notNull()
      .default('queued'),
    runAt: instant().notNull().defaultNow(),
    attempts: integer().notNull().default(0),
    maxAttempts: integer().notNull(),
    /** How long a run may hold its claim before the job counts as abandoned. */
    timeoutSeconds: integer().notNull(),
    lockedUntil: instant(),
    lockedBy: text(),
    /** At most one queued job per name and key: a second enqueue with the key is dropped. */
    key: text(),
    lastError: text(),
    createdAt: createdAt(),
    finishedAt: instant(),
  },
  (t) => [
    index('jobs_due')
      .on(t.runAt)
      .where(sql`${t.state} = 'queued'`),
    index('jobs_claimed')
      .on(t.lockedUntil)
      .where(sql`${t.state} = 'active'`),
    uniqueIndex('jobs_waiting_key')
      .on(t.name, t.key)
      .where(sql`${t.state} = 'queued' and ${t.key} is not null`),
    index('jobs_finished')
      .on(t.finishedAt)
      .where(sql`${t.finishedAt} is not null`),
    check('jobs_attempts', sql`${t.maxAttempts} >= 1 and ${t.timeoutSeconds} >= 1`),
  ],
);

/**
 * Cron schedules: each instance's runner compares and sets `nextRunAt`, so with several instances a
 * due schedule enqueues its job once.
 */
export const jobSchedules = pgTable('job_schedules', {
  /** The job type it enqueues: one schedule per type. */
  name: text().primaryKey(),
  cron: text().notNull(),
  timeZone: text().notNull(),
  nextRunAt: instant().notNull(),
});
