import { and, desc, eq, ilike, or, sql, type SQL } from 'drizzle-orm';
import { queryRows, type Db } from '../../db/client.ts';
import { likePattern } from '../../db/like.ts';
import { countWhere, paged, sortedBy, type PageRequest } from '../../db/paged.ts';
import { jobSchedules, jobs } from '../../db/schema/index.ts';
import { announceJobs } from '../../jobs/job-types.ts';
import type { JobState } from '../../../shared/contracts/jobs.ts';

export type JobRecord = Omit<typeof jobs.$inferSelect, 'payload'>;

const SORTS = { creatorTime: jobs.createdAt, runAt: jobs.runAt, name: jobs.name };

/** The job type or its last error holds the keyword. */
const found = (keyword: string | undefined): SQL | undefined =>
  keyword ? or(ilike(jobs.name, likePattern(keyword)), ilike(jobs.lastError, likePattern(keyword))) : undefined;

// The payload stays in the table: the page shows what ran and how, not what it was given.
const COLUMNS = {
  id: jobs.id,
  name: jobs.name,
  state: jobs.state,
  runAt: jobs.runAt,
  attempts: jobs.attempts,
  maxAttempts: jobs.maxAttempts,
  timeoutSeconds: jobs.timeoutSeconds,
  lockedUntil: jobs.lockedUntil,
  lockedBy: jobs.lockedBy,
  key: jobs.key,
  lastError: jobs.lastError,
  createdAt: jobs.createdAt,
  finishedAt: jobs.finishedAt,
};

export function jobPage(
  db: Db,
  q: PageRequest & { keyword?: string | undefined; state?: JobState | undefined; sidx: keyof typeof SORTS; sort: 'asc' | 'desc' },
) {
  const where = and(found(q.keyword), q.state ? eq(jobs.state, q.state) : undefined);
  return paged(
    q,
    (limit, offset): Promise<JobRecord[]> =>
      db
        .select(COLUMNS)
        .from(jobs)
        .where(where)
        .orderBy(...sortedBy(SORTS, q, desc(jobs.id)))
        .limit(limit)
        .offset(offset),
    () => countWhere(db, jobs, where),
  );
}

export function schedules(db: Db) {
  return db.select().from(jobSchedules).orderBy(jobSchedules.name);
}

export async function jobById(db: Db, id: string): Promise<JobRecord | undefined> {
  const [row] = await db.select(COLUMNS).from(jobs).where(eq(jobs.id, id));
  return row;
}

/**
 * A failed job queued again, due now, with its tries counted afresh; false when it is no longer
 * failed (another administrator ran it again first). The runners hear of it when the caller commits.
 */
export async function requeueFailed(tx: Db, id: string): Promise<boolean> {
  const rows = await queryRows<{ name: string }>(
    tx,
    sql`update jobs set state = 'queued', attempts = 0, run_at = now(), finished_at = null, locked_until = null, locked_by = null
      where id = ${id} and state = 'failed' returning name`,
  );
  if (rows.length) await announceJobs(tx, rows[0]!.name);
  return rows.length > 0;
}
