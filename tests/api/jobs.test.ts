import { sql } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { openDatabase, queryRows, type Database } from '../../src/server/db/client.ts';
import { enqueueJob, enqueueJobs, jobType } from '../../src/server/jobs/job-types.ts';
import { createJobRunner, type JobRunner } from '../../src/server/jobs/runner.ts';
import { scheduledRun } from '../../src/server/jobs/schedules.ts';
import { freshDatabase } from './support/harness.ts';

// Both engines: the runner claims with FOR UPDATE SKIP LOCKED on PostgreSQL and on PGlite.

const RECORD = jobType('test.record', z.object({ n: z.number().int() }), { maxAttempts: 3, backoffSeconds: (attempt) => 60 * attempt });
const MORNING = jobType('test.morning', scheduledRun);

let fresh: Awaited<ReturnType<typeof freshDatabase>>;
const runners: JobRunner[] = [];
let now: Date;
const clock = () => now;
const later = (seconds: number) => (now = new Date(now.getTime() + seconds * 1000));

beforeEach(async () => {
  fresh = await freshDatabase();
  // A minute ahead of the database's clock, which stamps what is enqueued without a time: that is due.
  now = new Date(Date.now() + 60_000);
});
afterEach(async () => {
  for (const runner of runners.splice(0)) await runner.close();
  await fresh.database.close();
  await fresh.drop();
});

function runnerOn(database: Database, instance: string, ran: Array<{ n: number; instance: string; attempt: number }>, fail = new Set<number>()) {
  const runner = createJobRunner(database, { instance, clock, onError: () => undefined });
  runner.handle(RECORD, ({ n }, { attempt }) => {
    ran.push({ n, instance, attempt });
    if (fail.has(n)) throw new Error(`job ${n} failed on try ${attempt}`);
  });
  runners.push(runner);
  return runner;
}
const jobsOf = (name: string) =>
  queryRows<{ state: string; attempts: number; lastError: string | null; payload: unknown }>(
    fresh.database.db,
    sql`select state, attempts, last_error as "lastError", payload from jobs where name = ${name} order by created_at`,
  );

describe('jobs', () => {
  it('a delayed job runs once, when it is due and not before', async () => {
    const ran: Array<{ n: number; instance: string; attempt: number }> = [];
    const runner = runnerOn(fresh.database, 'one', ran);
    await runner.start();
    await enqueueJob(fresh.database.db, RECORD, { n: 1 }, { runAt: new Date(now.getTime() + 90_000) });
    await runner.drain();
    later(89);
    await runner.drain();
    expect(ran).toEqual([]);
    later(1);
    await runner.drain();
    later(3600);
    await runner.drain();
    expect(ran.map((r) => r.n)).toEqual([1]);
    expect(await jobsOf(RECORD.name)).toMatchObject([{ state: 'done', attempts: 1 }]);
  });

  it('is enqueued with its cause: a rolled-back transaction leaves no job; a refused payload writes nothing', async () => {
    const db = fresh.database.db;
    await expect(
      db.transaction(async (tx) => {
        await enqueueJob(tx, RECORD, { n: 2 });
        throw new Error('the cause failed');
      }),
    ).rejects.toThrow('the cause failed');
    await expect(enqueueJobs(db, RECORD, [{ n: 3 }, { n: 3.5 }])).rejects.toThrow();
    expect(await jobsOf(RECORD.name)).toEqual([]);
  });

  it('a failing job is tried again after its back-off, then kept as a dead letter with its last error', async () => {
    const ran: Array<{ n: number; instance: string; attempt: number }> = [];
    const runner = runnerOn(fresh.database, 'one', ran, new Set([4]));
    await runner.start();
    await enqueueJob(fresh.database.db, RECORD, { n: 4 });
    await runner.drain();
    later(59);
    await runner.drain();
    expect(ran.map((r) => r.attempt)).toEqual([1]);
    later(1);
    await runner.drain();
    later(120);
    await runner.drain();
    later(3600);
    await runner.drain();
    expect(ran.map((r) => r.attempt)).toEqual([1, 2, 3]);
    expect(await jobsOf(RECORD.name)).toEqual([{ state: 'failed', attempts: 3, lastError: 'job 4 failed on try 3', payload: { n: 4 } }]);
  });

  it('a key keeps one job of its kind waiting; once that one runs, the key may queue again', async () => {
    const ran: Array<{ n: number; instance: string; attempt: number }> = [];
    const runner = runnerOn(fresh.database, 'one', ran);
    await runner.start();
    const db = fresh.database.db;
    // In one transaction: the runner has not heard of the first when the second comes.
    const queued = await db.transaction(async (tx) => [
      await enqueueJob(tx, RECORD, { n: 5 }, { key: 'po-1' }),
      await enqueueJob(tx, RECORD, { n: 6 }, { key: 'po-1' }),
    ]);
    expect(queued).toEqual([true, false]);
    await runner.drain();
    expect(await enqueueJob(db, RECORD, { n: 7 }, { key: 'po-1' })).toBe(true);
    await runner.drain();
    expect(ran.map((r) => r.n)).toEqual([5, 7]);
  });

  it('a cron schedule fires at its time in its zone, across a daylight-saving change, and a missed run is made up once', async () => {
    const mornings: string[] = [];
    now = new Date('2026-03-27T12:00:00Z');
    const runner = createJobRunner(fresh.database, { instance: 'one', clock, onError: () => undefined });
    runner.handle(MORNING, ({ scheduledFor }) => void mornings.push(scheduledFor));
    runner.schedule({ type: MORNING, cron: '30 8 * * *', timeZone: 'Europe/Berlin' });
    runners.push(runner);
    await runner.start();
    const at = async (iso: string) => {
      now = new Date(iso);
      await runner.drain();
    };
    await at('2026-03-28T07:29:59Z');
    expect(mornings).toEqual([]);
    await at('2026-03-28T07:30:00Z'); // 8:30 CET (UTC+1)
    await at('2026-03-29T07:29:00Z'); // 9:29 CEST: summer time began at 2:00
    await at('2026-03-29T07:30:00Z');
    expect(mornings).toEqual(['2026-03-28T07:30:00.000Z', '2026-03-29T06:30:00.000Z']);
    // No instance up for three mornings: one run makes up for them, then the schedule goes on from now.
    await at('2026-04-02T12:00:00Z');
    await at('2026-04-03T06:30:00Z');
    expect(mornings.slice(2)).toEqual(['2026-03-30T06:30:00.000Z', '2026-04-03T06:30:00.000Z']);
  });

  it('with two instances on one database every job runs once, and a due schedule fires once', async () => {
    const second = fresh.url ? await openDatabase({ url: fresh.url }) : fresh.database;
    try {
      const ran: Array<{ n: number; instance: string; attempt: number }> = [];
      const mornings: string[] = [];
      const instances = [runnerOn(fresh.database, 'a', ran), runnerOn(second, 'b', ran)];
      for (const runner of instances) {
        runner.handle(MORNING, ({ scheduledFor }) => void mornings.push(scheduledFor));
        runner.schedule({ type: MORNING, cron: '0 9 * * *', timeZone: 'Asia/Shanghai' });
        await runner.start();
      }
      // The clock moves a year only between rounds: a round begun before (the one each start sets off,
      // or one an enqueue's notice set off) would claim with the old time, a claim the new time lapses
      // at once, and another instance would run the job again (as it should, for a run past its timeout).
      await Promise.all(instances.map((r) => r.drain()));
      const count = 400;
      now = new Date(Date.UTC(now.getUTCFullYear() + 1, 0, 1, 1, 0)); // 9:00 in Shanghai
      await enqueueJobs(
        fresh.database.db,
        RECORD,
        Array.from({ length: count }, (_, n) => ({ n })),
      );
      await Promise.all([...instances.map((r) => r.drain()), ...instances.map((r) => r.drain())]);
      expect(ran.map((r) => r.n).sort((x, y) => x - y)).toEqual(Array.from({ length: count }, (_, n) => n));
      expect(mornings).toHaveLength(1);
      expect(await queryRows<{ n: number }>(fresh.database.db, sql`select count(*)::int as n from jobs where state <> 'done'`)).toEqual([{ n: 0 }]);
    } finally {
      for (const runner of runners.splice(0)) await runner.close();
      if (second !== fresh.database) await second.close();
    }
  });
});
