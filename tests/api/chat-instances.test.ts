import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CLOSE } from '../../src/shared/contracts/realtime.ts';
import type { Database } from '../../src/server/db/client.ts';
import { users } from '../../src/server/db/schema/index.ts';
import { endUserSessions } from '../../src/server/modules/auth/queries.ts';
import { ChatClient } from './support/chat-client.ts';
import { loginForm, startTestApp, type TestApp } from './support/harness.ts';
import { startTwoInstances, type Instances } from './support/instances.ts';

// Both engines: fan-out between instances through LISTEN / NOTIFY on PostgreSQL, through the one in-process store on PGlite.

/**
 * Two server instances on one database, as behind a load balancer: on PostgreSQL each has its own
 * connection pool and listener; on PGlite both share the one in-process database.
 */
describe('two server instances on one database', () => {
  const sockets: ChatClient[] = [];
  let dbs: Database[] = [];
  let apps: FastifyInstance[] = [];
  let bases: string[] = [];
  let instances: Instances;
  const ids: Record<string, string> = {};

  beforeAll(async () => {
    instances = await startTwoInstances();
    ({ apps, dbs } = instances);
    bases = await Promise.all(apps.map((app) => app.listen({ port: 0, host: '127.0.0.1' })));
    for (const account of ['buyer1', 'vendor1', 'vendor2', 'uploader1']) {
      const [row] = await dbs[0]!.db.select({ id: users.id }).from(users).where(eq(users.account, account));
      ids[account] = row!.id;
    }
  });
  afterAll(async () => {
    for (const s of sockets) s.socket.terminate();
    await instances.close();
  });

  const tokenFor = async (account: string) => {
    const res = await apps[0]!.inject({
      method: 'POST',
      url: '/api/oauth/Login',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: loginForm(account),
    });
    return res.json<{ data: { token: string } }>().data.token;
  };
  const open = async (instance: number, token: string) => {
    const opened = await ChatClient.open(bases[instance]!, token);
    sockets.push(opened.client);
    return opened.client;
  };

  it('delivers chat, presence, pushes and logout across instances', async () => {
    const [buyerToken, vendorToken] = [await tokenFor('buyer1'), await tokenFor('vendor1')];
    const vendor = await open(1, vendorToken);
    const buyer = await open(0, buyerToken);
    await vendor.next('Online', (f) => f.userId === ids.buyer1);

    buyer.send({ method: 'SendMessage', token: buyerToken, toUserId: ids.vendor1!, messageType: 'text', messageContent: 'from instance A' });
    expect((await vendor.next('receiveMessage')).formMessage).toBe('from instance A');
    expect((await buyer.next('sendMessage')).formMessage).toBe('from instance A');
    vendor.send({ method: 'SendMessage', token: vendorToken, toUserId: ids.buyer1!, messageType: 'text', messageContent: 'from instance B' });
    expect((await buyer.next('receiveMessage')).formMessage).toBe('from instance B');

    await apps[0]!.hub.pushToUsers([ids.vendor1!], { method: 'messagePush', title: 'PO 4500000001 changed' });
    expect(await vendor.next('messagePush')).toEqual({ method: 'messagePush', title: 'PO 4500000001 changed' });

    await endUserSessions(dbs[0]!.db, ids.vendor1!, 'forced');
    await apps[0]!.hub.recheckSessions(ids.vendor1!);
    await vendor.next('logout');
    expect((await vendor.closed).code).toBe(CLOSE.loggedOut);
    await buyer.next('Offline', (f) => f.userId === ids.vendor1);
  });

  it('tells a vendor on one instance nothing of another vendor on the other, while a buyer hears both', async () => {
    const buyer = await open(0, await tokenFor('buyer1'));
    const vendor1 = await open(1, await tokenFor('vendor1'));
    await buyer.next('Online', (f) => f.userId === ids.vendor1);
    await open(0, await tokenFor('vendor2'));
    await buyer.next('Online', (f) => f.userId === ids.vendor2);
    await open(0, await tokenFor('uploader1'));
    // In order: had vendor1 heard of vendor2, that would come before uploader1.
    expect((await vendor1.next('Online')).userId).toBe(ids.uploader1);
    const again = await ChatClient.open(bases[1]!, await tokenFor('vendor1'));
    sockets.push(again.client);
    expect(again.init.onlineUsers).toEqual(expect.arrayContaining([ids.vendor1, ids.buyer1, ids.uploader1]));
    expect(again.init.onlineUsers).not.toContain(ids.vendor2);
  });
});

describe('heartbeat', () => {
  let t: TestApp;
  let base: string;
  const sockets: ChatClient[] = [];
  beforeAll(async () => {
    // Half a second instead of the default 250 s, so a silent socket is seen to close within the test.
    t = await startTestApp({ WS_IDLE_TIMEOUT: '0.5' });
    base = await t.app.listen({ port: 0, host: '127.0.0.1' });
  });
  afterAll(async () => {
    for (const s of sockets) s.socket.terminate();
    await t.close();
  });

  it('keeps a socket that sends heartCheck and closes one that stays silent past the timeout', async () => {
    const token = await t.tokenFor('buyer1');
    const beating = (await ChatClient.open(base, token)).client;
    sockets.push(beating);
    const beat = setInterval(() => beating.send({ method: 'heartCheck', token }), 100);
    try {
      const silent = (await ChatClient.open(base, token)).client;
      sockets.push(silent);
      expect(await silent.closed).toEqual({ code: CLOSE.idle, reason: 'idle' });
      // Opened before the silent one and still open: only its heartbeat kept it.
      expect(beating.socket.readyState).toBe(beating.socket.OPEN);
    } finally {
      clearInterval(beat);
    }
    expect((await beating.closed).code).toBe(CLOSE.idle);
  });

  it('ends a socket at its heartbeat once its session has ended, with logout', async () => {
    const token = await t.tokenFor('vendor1');
    const client = (await ChatClient.open(base, token, 'zh-TW')).client;
    sockets.push(client);
    const [row] = await t.db.select({ id: users.id }).from(users).where(eq(users.account, 'vendor1'));
    // Ended directly in the database (as another tool would), without telling the hub.
    await endUserSessions(t.db, row!.id, 'forced');
    client.send({ method: 'heartCheck', token });
    expect((await client.next('logout')).msg).toMatch(/管理員/);
    expect((await client.closed).code).toBe(CLOSE.loggedOut);
  });
});
