import { and, eq, sql } from 'drizzle-orm';
import { queryRows, type Database, type Db } from '../db/client.ts';
import { jobs } from '../db/schema/index.ts';
import { JOBS_CHANNEL, type JobType } from './job-types.ts';
import { enqueueStartRuns, fireDueSchedules, registerSchedules, type CronSchedule } from './schedules.ts';

export interface JobContext {
  db: Db;
  jobId: string;
  /** This run's number, from 1. */
  attempt: number;
  /** No try follows if this one fails (the handler may record the failure for good). */
  lastAttempt: boolean;
}

export type JobHandler<P> = (payload: P, context: JobContext) => Promise<void> | void;

interface Registered {
  type: JobType<unknown>;
  handle: JobHandler<unknown>;
}

export interface JobRunnerOptions {
  /** Names this instance's claims (`locked_by`), for the log and the tests. */
  instance: string;
  /** Due times compare with this clock (tests move it); the system clock by default. */
  clock?: () => Date;
  onError: (err: unknown, job: { id: string; name: string }) => void;
  /** Jobs claimed per round; a round's jobs run side by side. */
  batch?: number;
  /** Even with nothing due and no notice heard, the runner looks this often (another instance's clock, a lost notice). */
  idleMs?: number;
}

export interface JobRunner {
  handle<P>(type: JobType<P>, handler: JobHandler<P>): void;
  schedule(schedule: CronSchedule): void;
  /** Writes the schedules, listens for enqueues and starts working; handlers are registered before. */
  start(): Promise<void>;
  /** Runs rounds until nothing is due by the clock; resolves when done (tests and shutdown wait on it). */
  drain(): Promise<void>;
  close(): Promise<void>;
}

type Claimed = { id: string; name: string; payload: unknown; attempts: number; maxAttempts: number };

const errorText = (err: unknown) => (err instanceof Error ? err.message : String(err)).slice(0, 1000);

export function createJobRunner(database: Database, options: JobRunnerOptions): JobRunner {
  const db = database.db;
  const clock = options.clock ?? (() => new Date());
  const batch = options.batch ?? 10;
  const idleMs = options.idleMs ?? 30_000;
  const handlers = new Map<string, Registered>();
  const schedules: CronSchedule[] = [];
  const names = () =>
    sql`array[${sql.join(
      [...handlers.keys()].map((n) => sql`${n}`),
      sql`, `,
    )}]::text[]`;
  let running: Promise<void> | null = null;
  let again = false;
  let closed = true;
  let timer: NodeJS.Timeout | null = null;
  let unlisten: (() => Promise<void>) | null = null;

  /** Dead letters of runs abandoned on their last try (the process died holding the claim). */
  const buryAbandoned = (now: Date) =>
    db.execute(sql`update jobs set state = 'failed', finished_at = ${now}, locked_until = null,
        last_error = coalesce(last_error, 'the run did not finish within ' || timeout_seconds || ' s')
      where state = 'active' and locked_until <= ${now} and attempts >= max_attempts and name = any(${names()})`);

  const claim = (now: Date) =>
    queryRows<Claimed>(
      db,
      sql`update jobs set state = 'active', attempts = attempts + 1, locked_by = ${options.instance},
          locked_until = ${now}::timestamptz + make_interval(secs => timeout_seconds)
        where id in (select id from jobs where name = any(${names()})
            and ((state = 'queued' and run_at <= ${now}) or (state = 'active' and locked_until <= ${now} and attempts < max_attempts))
          order by run_at limit ${batch} for update skip locked)
        returning id, name, payload, attempts, max_attempts as "maxAttempts"`,
    );

  /** Only while the claim is still this run's: a run that outlived its claim changes nothing. */
  const mine = (job: Claimed) => and(eq(jobs.id, job.id), eq(jobs.lockedBy, options.instance), eq(jobs.attempts, job.attempts), eq(jobs.state, 'active'));

  async function succeed(job: Claimed): Promise<void> {
    await db.update(jobs).set({ state: 'done', finishedAt: clock(), lockedUntil: null }).where(mine(job));
  }

  async function fail(job: Claimed, failure: unknown, retryable: boolean): Promise<void> {
    const now = clock();
    const type = handlers.get(job.name)!.type;
    const retry = retryable && job.attempts < job.maxAttempts;
    const lastError = errorText(failure);
    const buried = { state: 'failed' as const, finishedAt: now, lockedUntil: null, lastError };
    if (!retry) {
      await db.update(jobs).set(buried).where(mine(job));
      return;
    }
    const runAt = new Date(now.getTime() + type.backoffSeconds(job.attempts) * 1000);
    // A keyed job waiting already does this work: the failed try is buried instead of queued beside it.
    const queued = await db
      .update(jobs)
      .set({ state: 'queued', runAt, lockedUntil: null, lastError })
      .where(and(mine(job), sql`not exists (select 1 from jobs w where w.name = ${job.name} and w.key = jobs.key and w.state = 'queued')`))
      .returning({ id: jobs.id });
    if (queued.length === 0) await db.update(jobs).set(buried).where(mine(job));
  }

  async function run(job: Claimed): Promise<void> {
    const registered = handlers.get(job.name)!;
    const payload = registered.type.payload.safeParse(job.payload);
    if (!payload.success) {
      // Another try would read the same payload: straight to the dead letters.
      await fail(job, new Error(`payload refused: ${payload.error.issues.map((i) => `${i.path.join('.')} ${i.message}`).join('; ')}`), false);
      return;
    }
    try {
      await registered.handle(payload.data, { db, jobId: job.id, attempt: job.attempts, lastAttempt: job.attempts >= job.maxAttempts });
    } catch (err) {
      options.onError(err, job);
      await fail(job, err, true);
      return;
    }
    await succeed(job);
  }

  async function round(): Promise<number> {
    const now = clock();
    const fired = await fireDueSchedules(db, schedules, now);
    await buryAbandoned(now);
    const claimed = await claim(now);
    await Promise.all(claimed.map((job) => run(job).catch((err: unknown) => options.onError(err, job))));
    return claimed.length + fired;
  }

  /** When anything next comes due: a queued job, a lapsed claim or a schedule. */
  async function nextDue(): Promise<Date | null> {
    const [row] = await queryRows<{ at: string | null }>(
      db,
      sql`select least(
          (select min(run_at) from jobs where state = 'queued' and name = any(${names()})),
          (select min(locked_until) from jobs where state = 'active' and name = any(${names()})),
          (select min(next_run_at) from job_schedules where name = any(${names()})))::text as at`,
    );
    return row?.at ? new Date(row.at) : null;
  }

  function wakeAt(due: Date | null): void {
    if (closed) return;
    if (timer) clearTimeout(timer);
    const wait = due ? Math.max(0, Math.min(idleMs, due.getTime() - clock().getTime())) : idleMs;
    timer = setTimeout(() => void start(), wait);
    timer.unref();
  }

  const work = async (): Promise<void> => {
    do {
      again = false;
      while (!closed && (await round()) > 0);
    } while (again && !closed);
    if (!closed) wakeAt(await nextDue());
  };
  const start = (): Promise<void> => {
    if (running) {
      again = true;
      return running;
    }
    running = work()
      .catch((err: unknown) => {
        options.onError(err, { id: '', name: '' });
        wakeAt(null);
      })
      .finally(() => {
        running = null;
      });
    return running;
  };

  return {
    handle(type, handler) {
      handlers.set(type.name, { type, handle: handler as JobHandler<unknown> });
    },
    schedule(schedule) {
      if (!handlers.has(schedule.type.name)) throw new Error(`schedule ${schedule.type.name}: no handler registered`);
      schedules.push(schedule);
    },
    async start() {
      closed = false;
      await registerSchedules(db, schedules, clock());
      await enqueueStartRuns(db, schedules, clock());
      unlisten = await database.listen(JOBS_CHANNEL, (name) => {
        if (handlers.has(name)) void start();
      });
      void start();
    },
    drain: async () => {
      while (running) await running;
      await start();
    },
    close: async () => {
      closed = true;
      if (timer) clearTimeout(timer);
      await unlisten?.();
      while (running) await running;
    },
  };
}
