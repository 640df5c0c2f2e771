import { sql } from 'drizzle-orm';
import type { FastifyInstance, InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../src/server/db/client.ts';
import { md5Hex } from '../../src/server/modules/auth/passwords.ts';
import { TEST_PASSWORD } from './support/harness.ts';
import { signInOn, startTwoInstances, type Instances } from './support/instances.ts';

// Both engines: on PostgreSQL each instance has its own pool and hears the other's changes late (LISTEN / NOTIFY); PGlite's instances share one in-process store.

/**
 * Two server instances on one database, as behind a load balancer. A change made through one counts
 * on the other's very next request: the database already holds it when the first answers, however
 * late the other hears the announcement. Each case is tried many times in a row, because the
 * announcement arriving first on some tries would hide a request served from what an instance kept.
 */
const TRIES = 150;
let instances: Instances;
let apps: FastifyInstance[] = [];

const call = (instance: number, token: string, method: InjectOptions['method'], url: string, payload?: object) =>
  apps[instance]!.inject({ method, url, headers: { authorization: `Bearer ${token}`, 'accept-language': 'en' }, ...(payload ? { payload } : {}) });
const signIn = (account: string) => signInOn(apps[0]!, account);
/** Buyers keep the file library's folders: anyone else is refused (403) before the folder is looked for (404). */
const deleteFolderOn = async (instance: number, token: string) => (await call(instance, token, 'DELETE', '/api/library/Folders/no-such-folder')).statusCode;
const meOn = async (instance: number, token: string) => (await call(instance, token, 'GET', '/api/oauth/CurrentUser')).statusCode;

beforeAll(async () => {
  instances = await startTwoInstances({ LOGIN_RATE_LIMIT: '1000', LOGIN_ADDRESS_RATE_LIMIT: '1000' });
  apps = instances.apps;
});
afterAll(async () => {
  await instances.close();
});

describe("a change made through one instance counts on the other's next request", () => {
  it("the buyer role taken from a buyer refuses the buyer's next delete, and giving it back admits the next", async () => {
    const buyer = await signIn('buyer1');
    const db = instances.dbs[0]!.db;
    const [held] = await queryRows<{ userId: string; roleId: string }>(
      db,
      sql`select ur.user_id as "userId", ur.role_id as "roleId" from user_roles ur join roles r on r.id = ur.role_id join users u on u.id = ur.user_id
        where u.account = 'buyer1' and r.en_code = 'buyer'`,
    );
    const { userId, roleId } = held!;
    // Through instance 0's own connections: instance 1 hears of it only by the database's announcement.
    const revoke = () => db.execute(sql`delete from user_roles where user_id = ${userId} and role_id = ${roleId}`);
    const grant = () => db.execute(sql`insert into user_roles (user_id, role_id) values (${userId}, ${roleId})`);
    const seen: { granted: number[]; revoked: number[] } = { granted: [], revoked: [] };
    for (let i = 0; i < TRIES; i++) {
      // Instance 1 has just admitted the buyer: it holds the session check it read.
      seen.granted.push(await deleteFolderOn(1, buyer));
      await revoke();
      seen.revoked.push(await deleteFolderOn(1, buyer));
      await grant();
    }
    expect(seen.granted.filter((status) => status !== 404)).toEqual([]);
    expect(seen.revoked.filter((status) => status !== 403)).toEqual([]);
  });

  it('a sign-out ends the session on the other instance at once', async () => {
    const refused: number[] = [];
    for (let i = 0; i < TRIES / 5; i++) {
      const token = await signIn('vendor1');
      expect(await meOn(1, token)).toBe(200);
      expect((await call(0, token, 'GET', '/api/oauth/Logout')).statusCode).toBe(200);
      refused.push(await meOn(1, token));
    }
    expect(refused.filter((status) => status !== 401)).toEqual([]);
  });

  it('a screen locked through one instance refuses the next request on the other, and unlocking admits the next', async () => {
    const token = await signIn('vendor2');
    const unread = async () => (await call(1, token, 'GET', '/api/message/UnreadCount')).statusCode;
    const lockScreen = async (payload?: object) => expect((await call(0, token, 'POST', '/api/oauth/LockScreen', payload)).statusCode).toBe(200);
    const seen: { unlocked: number[]; locked: number[] } = { unlocked: [], locked: [] };
    for (let i = 0; i < TRIES / 5; i++) {
      seen.unlocked.push(await unread());
      await lockScreen();
      seen.locked.push(await unread());
      await lockScreen({ account: 'vendor2', password: md5Hex(TEST_PASSWORD) });
    }
    expect(seen.unlocked.filter((status) => status !== 200)).toEqual([]);
    expect(seen.locked.filter((status) => status !== 403)).toEqual([]);
  });
});
