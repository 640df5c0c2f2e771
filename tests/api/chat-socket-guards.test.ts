import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { CLOSE, WEBSOCKET_MAX_FRAME_BYTES } from '../../src/shared/contracts/realtime.ts';
import { chatMessages, sessions, users } from '../../src/server/db/schema/index.ts';
import { md5Hex, sha256Hex } from '../../src/server/modules/auth/passwords.ts';
import { ChatClient } from './support/chat-client.ts';
import { TEST_PASSWORD, startTestApp, type TestApp } from './support/harness.ts';

let t: TestApp;
let base: string;
const ids: Record<string, string> = {};
const open: ChatClient[] = [];

async function connect(token: string) {
  const opened = await ChatClient.open(base, token);
  open.push(opened.client);
  return opened;
}
/** A socket that has sent OnConnection and has not been answered yet. */
async function named(token: string) {
  const client = await ChatClient.connect(base, token);
  open.push(client);
  client.send({ method: 'OnConnection', token });
  return client;
}
const lockScreen = (token: string) => t.request({ method: 'POST', url: '/api/oauth/LockScreen', token, payload: {} });
const unlockScreen = (token: string, account: string) =>
  t.request({ method: 'POST', url: '/api/oauth/LockScreen', token, payload: { account, password: md5Hex(TEST_PASSWORD) } });

beforeAll(async () => {
  // Warnings on, so the test can read what an oversized frame logs.
  t = await startTestApp({ LOG_LEVEL: 'warn' });
  base = await t.app.listen({ port: 0, host: '127.0.0.1' });
  for (const account of ['buyer1', 'vendor1', 'uploader1']) {
    const [row] = await t.db.select({ id: users.id }).from(users).where(eq(users.account, account));
    ids[account] = row!.id;
  }
});
afterAll(async () => {
  for (const c of open) c.socket.terminate();
  await t.close();
});

describe('a locked screen on the websocket', () => {
  it('a locked session that names itself gets only the lock state, the socket closes, and nobody hears it come online', async () => {
    const vendor = await connect(await t.tokenFor('vendor1'));
    const token = await t.tokenFor('buyer1');
    expect((await lockScreen(token)).statusCode).toBe(200);

    const locked = await named(token);
    expect(await locked.next('locked')).toEqual({ method: 'locked' });
    expect(await locked.closed).toEqual({ code: CLOSE.locked, reason: 'screen locked' });
    expect(locked.pending('initMessage')).toEqual([]);

    // Presence comes in order: had the locked buyer been announced, vendor1 would hear it first.
    await connect(await t.tokenFor('uploader1'));
    expect((await vendor.client.next('Online')).userId).toBe(ids.uploader1);
  });

  it('a session locked after connecting is refused SendMessage and MessageList: nothing stored, sent or listed', async () => {
    const vendor = await connect(await t.tokenFor('vendor1'));
    const token = await t.tokenFor('buyer1');
    const buyer = await connect(token);
    // Locked in the database only (as another instance or tool would), without telling the hub.
    await t.db
      .update(sessions)
      .set({ locked: true })
      .where(eq(sessions.tokenHash, sha256Hex(token)));

    buyer.client.send({
      method: 'SendMessage',
      token,
      toUserId: ids.vendor1!,
      messageType: 'text',
      messageContent: 'while locked',
      clientMessageId: 'locked-msg-0001',
    });
    buyer.client.send({ method: 'MessageList', token, toUserId: ids.vendor1!, currentPage: 1, pageSize: 30, sord: 'desc' });
    expect(await buyer.client.next('locked')).toEqual({ method: 'locked' });
    expect((await buyer.client.closed).code).toBe(CLOSE.locked);
    expect(buyer.client.pending('sendMessage')).toEqual([]);
    expect(buyer.client.pending('messageList')).toEqual([]);
    expect(await t.db.select().from(chatMessages).where(eq(chatMessages.clientMessageId, 'locked-msg-0001'))).toEqual([]);

    // Delivered in order: had the locked buyer's message gone out, vendor1 would receive it first.
    const uploaderToken = await t.tokenFor('uploader1');
    const uploader = await connect(uploaderToken);
    uploader.client.send({ method: 'SendMessage', token: uploaderToken, toUserId: ids.vendor1!, messageType: 'text', messageContent: 'after the lock' });
    expect((await vendor.client.next('receiveMessage')).formMessage).toBe('after the lock');
  });

  it('locking the screen closes the session’s sockets with the lock state; after unlocking a new socket works again', async () => {
    const token = await t.tokenFor('vendor1');
    const tab = await connect(token);
    const otherSession = await connect(await t.tokenFor('vendor1'));
    expect((await lockScreen(token)).statusCode).toBe(200);
    expect(await tab.client.next('locked')).toEqual({ method: 'locked' });
    expect((await tab.client.closed).code).toBe(CLOSE.locked);

    // Pushes go on to the user's unlocked session only.
    await t.app.hub.pushToUsers([ids.vendor1!], { method: 'messagePush', title: 'PO 4500000001 changed' });
    expect(await otherSession.client.next('messagePush')).toEqual({ method: 'messagePush', title: 'PO 4500000001 changed' });
    expect(tab.client.pending('messagePush')).toEqual([]);

    expect((await unlockScreen(token, 'vendor1')).statusCode).toBe(200);
    const again = await connect(token);
    expect(again.init.onlineUsers).toContain(ids.vendor1);
    again.client.send({ method: 'MessageList', token, toUserId: ids.buyer1!, currentPage: 1, pageSize: 30, sord: 'desc' });
    expect((await again.client.next('messageList')).toUserId).toBe(ids.buyer1);
  });
});

describe('an oversized frame', () => {
  it('closes the socket with 1009 and logs one warning naming the user, without a stack trace', async () => {
    const written = vi.spyOn(process.stdout, 'write');
    try {
      const token = await t.tokenFor('uploader1');
      const { client } = await connect(token);
      client.socket.send('x'.repeat(WEBSOCKET_MAX_FRAME_BYTES + 1));
      expect((await client.closed).code).toBe(CLOSE.tooLarge);
      // Everything the server logged meanwhile (pino writes one JSON line per call; warn is 40, error 50).
      const logged = written.mock.calls
        .map(([chunk]) => String(chunk))
        .filter((line) => line.startsWith('{"level":'))
        .map((line) => JSON.parse(line) as Record<string, unknown>);
      expect(logged).toHaveLength(1);
      expect(logged[0]).toMatchObject({ level: 40, userId: ids.uploader1, code: 'WS_ERR_UNSUPPORTED_MESSAGE_LENGTH' });
      expect(logged[0]).not.toHaveProperty('err');
      expect(JSON.stringify(logged[0])).not.toMatch(/stack|\bat \S+ \(/);
    } finally {
      written.mockRestore();
    }
  });
});
