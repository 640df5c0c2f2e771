import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { queryRows, type Database } from '../../src/server/db/client.ts';
import { perServer, SESSION_CHANGES_CHANNEL } from '../../src/server/plugins/session-changes.ts';
import { currentUser } from '../../src/shared/contracts/current-user.ts';
import { dataOf } from './support/harness.ts';
import { signInOn, startTwoInstances, type Instances } from './support/instances.ts';

// Both engines: session changes announced between instances with LISTEN / NOTIFY; PGlite's listener is in-process.

/**
 * Each server keeps session checks and CurrentUser's account part in memory until the database
 * announces a change to what they were read from (migration 0041, plugins/session-changes.ts). Two
 * instances on one database, as behind a load balancer (each its own pool and listener on
 * PostgreSQL): the instance whose statement made a change answers accordingly at once. The other
 * refuses an ended session or a disabled account at once too (on PostgreSQL it checks a kept session
 * check against the database first, plugins/auth.ts), and shows what CurrentUser's account part
 * holds as soon as the announcement arrives (polled here for 5 s, far inside the 30 s it is kept).
 */
let instances: Instances;
let apps: FastifyInstance[] = [];
let dbs: Database[] = [];
const onPostgres = () => Boolean(inject('postgresTemplate'));

const signIn = (account: string) => signInOn(apps[0]!, account);
const me = (instance: number, token: string) =>
  apps[instance]!.inject({ method: 'GET', url: '/api/oauth/CurrentUser', headers: { authorization: `Bearer ${token}`, 'accept-language': 'en' } });
const statusOn = async (instance: number, token: string) => (await me(instance, token)).statusCode;
const organizeNameOn = async (instance: number, token: string) => dataOf(currentUser, await me(instance, token)).userInfo.organizeName;
const userId = async (account: string) => (await queryRows<{ id: string }>(dbs[0]!.db, sql`select id from users where account = ${account}`))[0]!.id;

beforeAll(async () => {
  instances = await startTwoInstances();
  ({ apps, dbs } = instances);
});
afterAll(async () => {
  await instances.close();
});

describe('what the database announces', () => {
  it("names the users whose sessions, accounts or sign-ins changed, everyone for the grants, places and settings, and not a session's sliding expiry", async () => {
    const [vendor, buyer] = [await userId('vendor1'), await userId('buyer1')];
    await signIn('vendor1');
    await signIn('buyer1');
    const heard: string[] = [];
    const noticed: string[] = [];
    const unlisten = await dbs[1]!.listen(SESSION_CHANGES_CHANNEL, (payload) => heard.push(payload));
    const unhear = dbs[0]!.hearNotices(SESSION_CHANGES_CHANNEL, (payload) => noticed.push(payload));
    try {
      const db = dbs[0]!.db;
      // What the request path writes once a minute per session: nothing a cache serves.
      await db.execute(sql`update sessions set last_seen_at = now(), expires_at = expires_at + interval '1 minute'`);
      await db.execute(sql`update users set real_name = real_name where false`);
      await db.execute(sql`update sessions set locked = true where user_id = ${vendor}`);
      await db.execute(sql`update sessions set expires_at = expires_at - interval '1 minute' where user_id = ${buyer}`);
      await db.execute(sql`update users set language = 'en' where id in (${vendor}, ${buyer})`);
      await db.execute(
        sql`insert into login_log (id, user_id, account, ip_address, place, success) values ('announced-attempt', ${buyer}, 'buyer1', '203.0.113.9', '', false)`,
      );
      await db.execute(sql`delete from sessions where user_id = ${vendor}`);
      await db.execute(sql`update organizations set full_name = full_name`);
      await db.execute(sql`update system_config set value = value where key = 'sysName'`);
      await db.execute(sql`update roles set full_name = full_name where en_code = 'vendor'`);
      const expected = [
        { t: 'sessions', u: [vendor] },
        { t: 'sessions', u: [buyer] },
        { t: 'users', u: [vendor, buyer].sort() },
        { t: 'login_log', u: [buyer] },
        { t: 'sessions', u: [vendor] },
        { t: 'organizations' },
        { t: 'system_config' },
        { t: 'permission_revision' },
      ];
      const read = (payloads: string[]) =>
        payloads.map((p) => JSON.parse(p) as { t: string; u?: string[] }).map((c) => (c.u ? { ...c, u: [...c.u].sort() } : c));
      // On PostgreSQL the writing connection has heard each as a NOTICE by the time its statement returned.
      expect(read(noticed)).toEqual(onPostgres() ? expected : []);
      // Notifications arrive in commit order: once the last is in, nothing else came before it.
      await expect.poll(() => read(heard), { timeout: 5_000 }).toEqual(expected);
    } finally {
      unhear();
      await unlisten();
    }
  });
});

describe('a change counts on the instance that made it at once, and on the other', () => {
  it('the instance whose statement made the change has dropped what it kept before the statement returns', async () => {
    const cache = perServer<string | undefined>({ capacity: 10, ttlMs: 30_000, userOf: (id) => id })(apps[0]!.sessionChanges);
    const vendor = await userId('vendor1');
    const db = dbs[0]!.db;
    for (const change of [sql`update users set theme = 'classic' where id = ${vendor}`, sql`update roles set sort_code = sort_code where en_code = 'vendor'`]) {
      await cache.get('token-of-vendor1', () => Promise.resolve(vendor));
      expect(cache.size).toBe(1);
      // PostgreSQL: the trigger's NOTICE on the writing connection (the NOTIFY comes later, on another);
      // PGlite: the notification, in-process at the commit.
      await db.transaction(async (tx) => {
        await tx.execute(change);
      });
      expect(cache.size).toBe(0);
    }
  });

  it('an account disabled in the database', async () => {
    const token = await signIn('uploader1');
    expect([await statusOn(0, token), await statusOn(1, token)]).toEqual([200, 200]);
    await dbs[0]!.db.execute(sql`update users set enabled = false where account = 'uploader1'`);
    expect(await statusOn(0, token)).toBe(401);
    expect(await statusOn(1, token)).toBe(401);
    await dbs[0]!.db.execute(sql`update users set enabled = true where account = 'uploader1'`);
  });

  it('a session ended by another instance', async () => {
    const token = await signIn('vendor2');
    expect([await statusOn(0, token), await statusOn(1, token)]).toEqual([200, 200]);
    await dbs[1]!.db.execute(sql`update sessions set ended_reason = 'forced', ended_at = now() where user_id = ${await userId('vendor2')}`);
    expect(await statusOn(1, token)).toBe(401);
    expect(await statusOn(0, token)).toBe(401);
  });

  it("a renamed organisation in CurrentUser's account part", async () => {
    const token = await signIn('buyer1');
    const before = await organizeNameOn(0, token);
    expect(before).not.toBe('');
    expect(await organizeNameOn(1, token)).toBe(before);
    await dbs[1]!.db.execute(sql`update organizations set full_name = full_name || ' (renamed)' where full_name = ${before}`);
    expect(await organizeNameOn(1, token)).toBe(`${before} (renamed)`);
    await expect.poll(() => organizeNameOn(0, token), { timeout: 5_000 }).toBe(`${before} (renamed)`);
  });

  it('a change made while the listening connections are down is not missed: what was kept is dropped once they are back', async () => {
    const cache = perServer<string | undefined>({ capacity: 10, ttlMs: 30_000, userOf: (id) => id })(apps[0]!.sessionChanges);
    await cache.get('kept-before', () => Promise.resolve('someone'));
    // Through instance 1's pool: instance 0 hears of it only by the notification.
    const change = () => dbs[1]!.db.execute(sql`update system_config set value = value where key = 'sysName'`);
    if (onPostgres()) {
      const listening = sql`from pg_stat_activity where datname = current_database() and query = ${`LISTEN "${SESSION_CHANGES_CHANNEL}"`}`;
      const pids = (await queryRows<{ pid: number }>(dbs[1]!.db, sql`select pid ${listening}`)).map((r) => r.pid);
      expect(pids).toHaveLength(2);
      await dbs[1]!.db.execute(sql`select pg_terminate_backend(pid) ${listening}`);
      // Gone, so the NOTIFY of the change reaches neither instance.
      await expect
        .poll(
          async () =>
            (
              await queryRows(
                dbs[1]!.db,
                sql`select 1 from pg_stat_activity where pid in (${sql.join(
                  pids.map((pid) => sql`${pid}`),
                  sql`, `,
                )})`,
              )
            ).length,
        )
        .toBe(0);
      await change();
    } else {
      // PGlite has no connection to lose: its notification comes in-process.
      await change();
    }
    await expect.poll(() => cache.size, { timeout: 5_000 }).toBe(0);
    await expect.poll(() => apps.map((app) => app.sessionChanges.isLive), { timeout: 10_000 }).toEqual([true, true]);
    await cache.get('kept-after', () => Promise.resolve('someone'));
    expect(cache.size).toBe(1);
    await change();
    await expect.poll(() => cache.size, { timeout: 5_000 }).toBe(0);
  });
});
