import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listContacts } from '../../src/shared/contracts/chat.ts';
import { roles, sessions, userRoles, users } from '../../src/server/db/schema/index.ts';
import { newToken } from '../../src/server/plugins/auth.ts';
import { ChatClient } from './support/chat-client.ts';
import { dataOf, startTestApp, type TestApp } from './support/harness.ts';

let t: TestApp;
let base: string;
const ids: Record<string, string> = {};
const tokens: Record<string, string> = {};
const open: ChatClient[] = [];

async function connect(account: string) {
  const opened = await ChatClient.open(base, tokens[account]!);
  open.push(opened.client);
  return opened;
}

/** An account with one role and these supplier codes, signed in directly (a session row). */
async function addAccount(account: string, role: string, supplierCodes: string[]) {
  const [user] = await t.db.insert(users).values({ account, realName: account, passwordHash: 'unused', supplierCodes }).returning({ id: users.id });
  const [roleRow] = await t.db.select({ id: roles.id }).from(roles).where(eq(roles.enCode, role));
  await t.db.insert(userRoles).values({ userId: user!.id, roleId: roleRow!.id });
  const token = newToken();
  await t.db.insert(sessions).values({ userId: user!.id, tokenHash: token.tokenHash, expiresAt: sql`now() + interval '1 day'` });
  ids[account] = user!.id;
  tokens[account] = token.token;
}

beforeAll(async () => {
  t = await startTestApp();
  base = await t.app.listen({ port: 0, host: '127.0.0.1' });
  for (const account of ['buyer1', 'vendor1', 'vendor2']) {
    const [row] = await t.db.select({ id: users.id }).from(users).where(eq(users.account, account));
    ids[account] = row!.id;
    tokens[account] = await t.tokenFor(account);
  }
  // vendor1's colleague at the same supplier, and a buyer's account tied to vendor2's supplier code.
  await addAccount('vendor1-colleague', 'vendor', ['V1001']);
  await addAccount('buyer-of-v1002', 'buyer', ['V1002']);
});
afterAll(async () => {
  for (const c of open) c.socket.terminate();
  await t.close();
});

describe('presence follows the chat contact rule', () => {
  it('Online and Offline reach only users whose contact list shows the user: vendors never hear of another vendor', async () => {
    const vendor1 = (await connect('vendor1')).client;
    const vendor2 = (await connect('vendor2')).client;
    const buyer = (await connect('buyer1')).client;
    expect((await vendor1.next('Online')).userId).toBe(ids.buyer1);
    expect((await vendor2.next('Online')).userId).toBe(ids.buyer1);

    const tied = (await connect('buyer-of-v1002')).client;
    const colleague = (await connect('vendor1-colleague')).client;
    // A buyer's contact list shows everyone; vendor2 sees the account of its own supplier code. The
    // announcements of vendor1 and vendor2, online before the buyer's socket opened, may still be on
    // their way through the database when it opens: the buyer may hear them too.
    const news = (frame: { userId: string }) => frame.userId !== ids.vendor1 && frame.userId !== ids.vendor2;
    expect((await buyer.next('Online', news)).userId).toBe(ids['buyer-of-v1002']);
    expect((await buyer.next('Online', news)).userId).toBe(ids['vendor1-colleague']);
    expect((await vendor2.next('Online')).userId).toBe(ids['buyer-of-v1002']);
    // Presence comes in order: had vendor1 heard of vendor2 or of V1002's account, that would come first.
    expect((await vendor1.next('Online')).userId).toBe(ids['vendor1-colleague']);

    await tied.close();
    expect((await buyer.next('Offline')).userId).toBe(ids['buyer-of-v1002']);
    await colleague.close();
    expect((await buyer.next('Offline')).userId).toBe(ids['vendor1-colleague']);
    expect((await vendor1.next('Offline')).userId).toBe(ids['vendor1-colleague']);
    await vendor2.close();
    expect((await buyer.next('Offline')).userId).toBe(ids.vendor2);
    // The colleague coming back is the next thing vendor1 hears: vendor2 leaving was not told to it.
    await connect('vendor1-colleague');
    expect((await vendor1.next('Online')).userId).toBe(ids['vendor1-colleague']);
    expect(vendor1.pending('Offline')).toEqual([]);
  });

  it('initMessage names only online users the contact list shows (and the user itself)', async () => {
    for (const account of ['vendor2', 'buyer-of-v1002', 'vendor1-colleague']) await connect(account);
    const contacts = dataOf(listContacts, await t.request({ method: 'GET', url: '/api/permission/Users/ImUser?pageSize=100', token: tokens.vendor1 }));
    const contactIds = contacts.list.map((c) => c.id);

    const vendor1 = await connect('vendor1');
    expect(vendor1.init.onlineUsers).toEqual(expect.arrayContaining([ids.vendor1, ids.buyer1, ids['vendor1-colleague']]));
    expect(vendor1.init.onlineUsers).not.toContain(ids.vendor2);
    expect(vendor1.init.onlineUsers).not.toContain(ids['buyer-of-v1002']);
    for (const id of vendor1.init.onlineUsers.filter((u) => u !== ids.vendor1)) expect(contactIds).toContain(id);

    const vendor2 = await connect('vendor2');
    expect(vendor2.init.onlineUsers).toEqual(expect.arrayContaining([ids.vendor2, ids.buyer1, ids['buyer-of-v1002']]));
    expect(vendor2.init.onlineUsers).not.toContain(ids.vendor1);
    expect(vendor2.init.onlineUsers).not.toContain(ids['vendor1-colleague']);

    const buyer = await connect('buyer1');
    expect(buyer.init.onlineUsers).toEqual(expect.arrayContaining([ids.buyer1, ids.vendor1, ids.vendor2, ids['vendor1-colleague'], ids['buyer-of-v1002']]));
  });
});
