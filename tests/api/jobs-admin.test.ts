import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashDigest, md5Hex } from '../../src/server/modules/auth/passwords.ts';
import { jobs, users } from '../../src/server/db/schema/index.ts';
import { listJobSchedules, listJobs } from '../../src/shared/contracts/jobs.ts';
import { accessCallers, expectAccess, type AccessCase } from './support/access-matrix.ts';
import { body, dataOf, startTestApp, type TestApp } from './support/harness.ts';

/**
 * System → Background Jobs: the jobs by state and keyword without their payloads, the schedules, a
 * failed job run again (once, and not beside a waiting one doing the same work), and who may call what.
 */
let t: TestApp;
let admin: string;
const PASSWORD = 'Job#Watcher2026';
const ids: Record<string, string> = {};

type Method = 'GET' | 'POST';
const call = (token: string | undefined, method: Method, url: string, headers: Record<string, string> = {}) =>
  t.request({ method, url, headers, ...(token ? { token } : {}) });
const listed = async (query: string) => dataOf(listJobs, await call(admin, 'GET', `/api/system/Jobs?${query}`));

/** A job as the runner leaves it; `test.unhandled` has no handler here, so no runner takes it. */
async function job(values: Partial<typeof jobs.$inferInsert>): Promise<string> {
  const [row] = await t.db
    .insert(jobs)
    .values({ name: 'test.unhandled', payload: { secret: 'payload-word' }, maxAttempts: 3, timeoutSeconds: 60, ...values })
    .returning({ id: jobs.id });
  return row!.id;
}

beforeAll(async () => {
  t = await startTestApp();
  admin = await t.tokenFor('admin');
  const past = (minutes: number) => new Date(Date.now() - minutes * 60_000);
  ids.done = await job({ state: 'done', attempts: 1, finishedAt: past(30), createdAt: past(31) });
  ids.keyed = await job({
    state: 'failed',
    attempts: 3,
    key: 'order-7',
    lastError: 'mail server refused: 550 mailbox full',
    finishedAt: past(20),
    createdAt: past(25),
  });
  ids.waiting = await job({ state: 'queued', key: 'order-7', runAt: new Date(Date.now() + 3_600_000), createdAt: past(10) });
  ids.sweep = await job({
    name: 'system.sweepLogs',
    payload: { scheduledFor: past(6).toISOString() },
    state: 'failed',
    attempts: 3,
    lastError: 'disk full',
    finishedAt: past(5),
    createdAt: past(6),
  });
});
afterAll(() => t.close());

describe('the jobs', () => {
  it('newest first, narrowed by state and found by type or error, without their payloads', async () => {
    const ours = (await listed('pageSize=100')).list.filter((j) => Object.values(ids).includes(j.id));
    expect(ours.map((j) => j.id)).toEqual([ids.sweep, ids.waiting, ids.keyed, ids.done]);
    expect(ours[2]).toMatchObject({ name: 'test.unhandled', state: 'failed', attempts: 3, maxAttempts: 3, lastError: 'mail server refused: 550 mailbox full' });
    expect(JSON.stringify(ours)).not.toContain('payload-word');
    expect((await listed('state=failed&pageSize=100')).list.map((j) => j.id)).toEqual([ids.sweep, ids.keyed]);
    expect((await listed('keyword=mailbox')).list.map((j) => j.id)).toEqual([ids.keyed]);
    // The app enqueued its own sweep at start too.
    const sweeps = (await listed('keyword=sweepLogs&sidx=name&sort=asc')).list;
    expect(sweeps.map((j) => j.id)).toContain(ids.sweep);
    expect(new Set(sweeps.map((j) => j.name))).toEqual(new Set(['system.sweepLogs']));
    const bad = await call(admin, 'GET', '/api/system/Jobs?state=lost');
    expect(bad.statusCode).toBe(400);
    expect(body(bad).msg).toContain('state');
  });

  it('the schedules that enqueue the recurring ones, each with its time zone and next run', async () => {
    const { list } = dataOf(listJobSchedules, await call(admin, 'GET', '/api/system/Jobs/Schedules'));
    const sweep = list.find((s) => s.name === 'system.sweepLogs');
    expect(sweep).toMatchObject({ cron: '0 */6 * * *', timeZone: 'UTC' });
    expect(sweep!.nextRunAt).toBeGreaterThan(Date.now());
  });

  it('a failed job runs again, once; other states and a job beside a waiting twin are refused', async () => {
    expect((await call(admin, 'POST', `/api/system/Jobs/${ids.sweep}/Actions/Retry`)).statusCode).toBe(200);
    await t.app.jobs.drain();
    const sweep = (await listed('keyword=sweepLogs')).list.find((j) => j.id === ids.sweep);
    expect(sweep).toMatchObject({ state: 'done', attempts: 1 });

    const again = await call(admin, 'POST', `/api/system/Jobs/${ids.sweep}/Actions/Retry`, { 'accept-language': 'zh-CN' });
    expect(again.statusCode).toBe(409);
    expect(body(again).msg).toBe('只有失败的任务可以重新运行；此任务状态为“已完成”。请刷新列表。');

    const twin = await call(admin, 'POST', `/api/system/Jobs/${ids.keyed}/Actions/Retry`);
    expect(twin.statusCode).toBe(409);
    expect(body(twin).msg).toBe('A job doing the same work is already waiting, so this one was left as it is.');
    expect((await listed('state=failed')).list.map((j) => j.id)).toContain(ids.keyed);

    const gone = await call(admin, 'POST', '/api/system/Jobs/no-such-job/Actions/Retry');
    expect(gone.statusCode).toBe(404);
    expect(body(gone).msg).toBe('That job no longer exists. Reload the list.');
  });
});

describe('who may call what', () => {
  it('reading needs the Background Jobs page; running a job again its button', async () => {
    const [row] = await t.db
      .insert(users)
      .values({ account: 'jobwatcher', realName: 'Job watcher', passwordHash: await hashDigest(md5Hex(PASSWORD)) })
      .returning({ id: users.id });
    const tokens = await accessCallers(t, admin, { id: row!.id, token: await t.tokenFor('jobwatcher', PASSWORD) }, 'jobs', []);
    const failed = await job({ state: 'failed', attempts: 3, lastError: 'timed out' });
    const cases: AccessCase[] = [
      ['GET', '/api/system/Jobs', undefined, { partial: 200, admin: 200 }],
      ['GET', '/api/system/Jobs/Schedules', undefined, { partial: 200, admin: 200 }],
      ['POST', `/api/system/Jobs/${failed}/Actions/Retry`, undefined, { admin: 200 }],
    ];
    await expectAccess(t, tokens, cases);
  });
});
