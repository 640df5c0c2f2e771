import { Cron } from 'croner';
import { and, eq, inArray, lte, sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Db } from '../db/client.ts';
import { jobSchedules } from '../db/schema/index.ts';
import { enqueueJob, type JobType } from './job-types.ts';

/** What a scheduled job gets: the instant it was due (a run after downtime knows which one it makes up for). */
export const scheduledRun = z.object({ scheduledFor: z.string().datetime() });
export type ScheduledRun = z.infer<typeof scheduledRun>;

export interface CronSchedule {
  type: JobType<ScheduledRun>;
  /** Five fields (minute hour day month weekday), read in `timeZone`: '0 9 * * 1-5' is 9:00 there on workdays. */
  cron: string;
  /** An IANA zone ('Asia/Shanghai'); daylight-saving changes follow it. */
  timeZone: string;
  /** Also run once when an instance starts (a sweep that should not wait for its first hour). */
  atStart?: boolean;
}

/** Refuses a pattern or a zone it cannot read when the schedule is registered, not when it comes due. */
export function cronOf(schedule: Pick<CronSchedule, 'cron' | 'timeZone'>): Cron {
  return new Cron(schedule.cron, { timezone: schedule.timeZone, paused: true });
}

function nextAfter(schedule: CronSchedule, after: Date): Date {
  const next = cronOf(schedule).nextRun(after);
  if (!next) throw new Error(`schedule ${schedule.type.name}: '${schedule.cron}' never comes due again`);
  return next;
}

/**
 * Writes the schedules to the database. An unchanged schedule keeps its next run (a restart neither
 * skips nor repeats one); a changed pattern or zone starts from now.
 */
export async function registerSchedules(db: Db, schedules: readonly CronSchedule[], now: Date): Promise<void> {
  for (const schedule of schedules) {
    const row = { name: schedule.type.name, cron: schedule.cron, timeZone: schedule.timeZone, nextRunAt: nextAfter(schedule, now) };
    await db
      .insert(jobSchedules)
      .values(row)
      .onConflictDoUpdate({
        target: jobSchedules.name,
        set: { cron: row.cron, timeZone: row.timeZone, nextRunAt: row.nextRunAt },
        setWhere: sql`${jobSchedules.cron} <> excluded.cron or ${jobSchedules.timeZone} <> excluded.time_zone`,
      });
  }
}

/**
 * Enqueues each due schedule's job and moves the schedule to its next run, compared and set in one
 * transaction: of several instances looking at once, one moves it and enqueues. Runs missed while no
 * instance was up are made up by one run, not one per missed time.
 */
export async function fireDueSchedules(db: Db, schedules: readonly CronSchedule[], now: Date): Promise<number> {
  if (schedules.length === 0) return 0;
  const byName = new Map(schedules.map((s) => [s.type.name, s]));
  const due = await db
    .select({ name: jobSchedules.name, nextRunAt: jobSchedules.nextRunAt })
    .from(jobSchedules)
    .where(and(inArray(jobSchedules.name, [...byName.keys()]), lte(jobSchedules.nextRunAt, now)));
  let fired = 0;
  for (const { name, nextRunAt } of due) {
    const schedule = byName.get(name)!;
    const moved = await db.transaction(async (tx) => {
      const [taken] = await tx
        .update(jobSchedules)
        .set({ nextRunAt: nextAfter(schedule, now) })
        .where(and(eq(jobSchedules.name, name), eq(jobSchedules.nextRunAt, nextRunAt)))
        .returning({ name: jobSchedules.name });
      if (taken) await enqueueJob(tx, schedule.type, { scheduledFor: nextRunAt.toISOString() }, { key: 'schedule', runAt: now });
      return taken !== undefined;
    });
    if (moved) fired++;
  }
  return fired;
}

/** Enqueues the jobs of schedules that also run when an instance starts (one waiting run at most). */
export async function enqueueStartRuns(db: Db, schedules: readonly CronSchedule[], now: Date): Promise<void> {
  for (const schedule of schedules.filter((s) => s.atStart)) {
    await enqueueJob(db, schedule.type, { scheduledFor: now.toISOString() }, { key: 'schedule', runAt: now });
  }
}
