import { sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db } from '../db/client.ts';
import { insertRows } from '../db/insert-rows.ts';
import { jobs } from '../db/schema/index.ts';

/**
 * A kind of job any module may enqueue; what runs it is registered with the runner (runner.ts), so the
 * enqueuing module needs none of the handler's parts (the PO module queues mail without the mailer).
 */
export interface JobType<P> {
  /** `module.what` (`mail.deliver`): the handler's key and the log's name for it. */
  name: string;
  payload: z.ZodType<P>;
  /** Tries before the job becomes a dead letter (state failed, kept with its last error). */
  maxAttempts: number;
  /** A run holding its claim longer counts as abandoned (its process died), and the job runs again. */
  timeoutSeconds: number;
  /** Seconds to wait after failed try number `attempt` (1-based). */
  backoffSeconds(attempt: number): number;
}

/** Runners LISTEN here; an enqueue notifies it, so the job starts when its transaction commits. */
export const JOBS_CHANNEL = 'jobs';

/** Doubling from 30 s up to an hour. */
export const doublingBackoff = (attempt: number): number => Math.min(3600, 30 * 2 ** Math.max(0, attempt - 1));

export function jobType<P>(
  name: string,
  payload: z.ZodType<P>,
  options: Partial<Pick<JobType<P>, 'maxAttempts' | 'timeoutSeconds' | 'backoffSeconds'>> = {},
): JobType<P> {
  return { name, payload, maxAttempts: 5, timeoutSeconds: 300, backoffSeconds: doublingBackoff, ...options };
}

export interface EnqueueOptions {
  /** Not before this instant (a reminder, a timer); now by default. */
  runAt?: Date;
  /**
   * At most one queued job of this type per key: while one waits, another enqueue with the key is
   * dropped (a job already running does not count, so work arriving during a run is not lost).
   */
  key?: string;
}

/** Tells the runners that jobs of the type `name` wait (heard when the caller's transaction commits). */
export const announceJobs = (tx: Db, name: string) => tx.execute(sql`select pg_notify(${JOBS_CHANNEL}, ${name})`);

/**
 * Enqueues jobs in the caller's transaction: they exist only if it commits, and the runners hear of
 * them when it does. A payload its type refuses throws before anything is written. With a key, whether
 * the job was queued (false: one with the key was waiting).
 */
export async function enqueueJobs<P>(tx: Db, type: JobType<P>, payloads: readonly P[], options: EnqueueOptions = {}): Promise<boolean> {
  const parsed = payloads.map((payload) => type.payload.parse(payload));
  if (parsed.length === 0) return false;
  const row = (payload: P) => ({
    name: type.name,
    payload,
    maxAttempts: type.maxAttempts,
    timeoutSeconds: type.timeoutSeconds,
    ...(options.runAt ? { runAt: options.runAt } : {}),
  });
  if (options.key !== undefined) {
    if (parsed.length !== 1) throw new Error(`enqueueJobs: a key (${type.name}) de-duplicates one job, not ${parsed.length}`);
    const queued = await tx
      .insert(jobs)
      .values({ ...row(parsed[0]!), key: options.key })
      .onConflictDoNothing({ target: [jobs.name, jobs.key], where: sql`${jobs.state} = 'queued' and ${jobs.key} is not null` })
      .returning({ id: jobs.id });
    if (queued.length) await announceJobs(tx, type.name);
    return queued.length > 0;
  }
  await insertRows(tx, jobs, parsed.map(row));
  await announceJobs(tx, type.name);
  return true;
}

export const enqueueJob = <P>(tx: Db, type: JobType<P>, payload: P, options: EnqueueOptions = {}): Promise<boolean> =>
  enqueueJobs(tx, type, [payload], options);
