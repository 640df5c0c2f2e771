import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CLOSE } from '../../src/shared/contracts/realtime.ts';
import { listContacts, listConversations } from '../../src/shared/contracts/chat.ts';
import { users } from '../../src/server/db/schema/index.ts';
import { endUserSessions } from '../../src/server/modules/auth/queries.ts';
import { md5Hex } from '../../src/server/modules/auth/passwords.ts';
import { ChatClient } from './support/chat-client.ts';
import { po2 } from './support/po-fixtures.ts';
import { dataOf, startTestApp, type TestApp } from './support/harness.ts';

let t: TestApp;
let base: string;
const ids: Record<string, string> = {};
const tokens: Record<string, string> = {};
const open: ChatClient[] = [];

async function connect(account: string, language = 'en') {
  const opened = await ChatClient.open(base, tokens[account]!, language);
  open.push(opened.client);
  return opened;
}

beforeAll(async () => {
  t = await startTestApp();
  base = await t.app.listen({ port: 0, host: '127.0.0.1' });
  for (const account of ['buyer1', 'vendor1', 'vendor2', 'uploader1']) {
    const [row] = await t.db.select({ id: users.id }).from(users).where(eq(users.account, account));
    ids[account] = row!.id;
    tokens[account] = await t.tokenFor(account);
  }
});
afterAll(async () => {
  for (const c of open) c.socket.terminate();
  await t.close();
});

describe('chat over the websocket', () => {
  it('delivers a text message to the receiver, echoes it to the sender and lists the conversation as unread', async () => {
    const vendor = await connect('vendor1');
    expect(vendor.init.onlineUsers).toContain(ids.vendor1);
    const buyer = await connect('buyer1');
    expect(buyer.init.onlineUsers).toEqual(expect.arrayContaining([ids.vendor1, ids.buyer1]));
    await vendor.client.next('Online', (f) => f.userId === ids.buyer1);

    buyer.client.send({
      method: 'SendMessage',
      token: tokens.buyer1!,
      toUserId: ids.vendor1!,
      messageType: 'text',
      messageContent: 'Is PO 4500000001 on time? [smile]',
    });
    const received = await vendor.client.next('receiveMessage');
    expect(received).toMatchObject({ formUserId: ids.buyer1, toUserId: ids.vendor1, formMessage: 'Is PO 4500000001 on time? [smile]', messageType: 'text' });
    const echo = await buyer.client.next('sendMessage');
    expect(echo.message.id).toBe(received.message.id);

    const list = dataOf(listConversations, await t.request({ method: 'GET', url: '/api/message/imreply', token: tokens.vendor1 }));
    expect(list.list[0]).toMatchObject({
      id: ids.buyer1,
      account: 'buyer1',
      unreadMessage: 1,
      latestMessage: 'Is PO 4500000001 on time? [smile]',
      messageType: 'text',
    });
    const again = await connect('vendor1');
    expect(again.init.unreadNums).toEqual([{ formUserId: ids.buyer1, unreadNum: 1 }]);

    await buyer.client.close();
    await vendor.client.next('Offline', (f) => f.userId === ids.buyer1);
  });

  it('stores a message resent with the same client id once, and tells the receiver once', async () => {
    const vendor = await connect('vendor1');
    const buyer = await connect('uploader1');
    const frame = {
      method: 'SendMessage',
      token: tokens.uploader1!,
      toUserId: ids.vendor1!,
      messageType: 'text',
      messageContent: 'once',
      clientMessageId: 'device-msg-0001',
    } as const;
    buyer.client.send(frame);
    buyer.client.send(frame);
    const [first, second] = [await buyer.client.next('sendMessage'), await buyer.client.next('sendMessage')];
    expect(second.message.id).toBe(first.message.id);
    buyer.client.send({ ...frame, messageContent: 'next', clientMessageId: 'device-msg-0002' });
    expect((await vendor.client.next('receiveMessage')).formMessage).toBe('once');
    // The socket delivers in order: had the resend reached the receiver, it would come before this.
    expect((await vendor.client.next('receiveMessage')).formMessage).toBe('next');
  });

  it('pages a conversation (30 on open, 50 per history page, asc or desc, keyword) and only the caller’s own', async () => {
    const vendor = await connect('vendor2');
    const buyer = await connect('buyer1');
    for (let n = 1; n <= 65; n++) {
      buyer.client.send({ method: 'SendMessage', token: tokens.buyer1!, toUserId: ids.vendor2!, messageType: 'text', messageContent: `line ${n}` });
      await buyer.client.next('sendMessage');
    }
    const page = { method: 'MessageList', token: tokens.vendor2!, toUserId: ids.buyer1!, formUserId: ids.vendor2! } as const;
    vendor.client.send({ ...page, currentPage: 1, pageSize: 30, sord: 'desc' });
    const latest = await vendor.client.next('messageList');
    expect(latest.pagination.total).toBe(65);
    expect(latest.list.map((m) => m.content).slice(0, 2)).toEqual(['line 65', 'line 64']);
    expect(latest.list).toHaveLength(30);
    vendor.client.send({ ...page, currentPage: 2, pageSize: 50, sord: 'desc' });
    expect((await vendor.client.next('messageList')).list.map((m) => m.content)).toEqual([
      'line 15',
      'line 14',
      'line 13',
      'line 12',
      'line 11',
      'line 10',
      'line 9',
      'line 8',
      'line 7',
      'line 6',
      'line 5',
      'line 4',
      'line 3',
      'line 2',
      'line 1',
    ]);
    vendor.client.send({ ...page, currentPage: 1, pageSize: 3, sord: 'asc', keyword: 'line 6' });
    const found = await vendor.client.next('messageList');
    expect(found.list.map((m) => m.content)).toEqual(['line 6', 'line 60', 'line 61']);
    expect(found.pagination.total).toBe(7);

    // vendor1 asking for buyer1's conversation with vendor2 gets only its own with buyer1.
    const other = await connect('vendor1');
    other.client.send({
      method: 'MessageList',
      token: tokens.vendor1!,
      toUserId: ids.buyer1!,
      formUserId: ids.vendor2!,
      currentPage: 1,
      pageSize: 50,
      sord: 'desc',
    });
    expect((await other.client.next('messageList')).list.every((m) => [m.sendUserId, m.receiveUserId].includes(ids.vendor1!))).toBe(true);
  });

  it('marks a conversation read, and the reader’s other sockets hear of it', async () => {
    const reader = await connect('vendor2');
    const otherTab = await connect('vendor2');
    const before = dataOf(listConversations, await t.request({ method: 'GET', url: '/api/message/imreply', token: tokens.vendor2 }));
    expect(before.list.find((c) => c.id === ids.buyer1)?.unreadMessage).toBe(65);
    reader.client.send({ method: 'UpdateReadMessage', token: tokens.vendor2!, formUserId: ids.buyer1! });
    await otherTab.client.next('readMessage', (f) => f.formUserId === ids.buyer1);
    const after = dataOf(listConversations, await t.request({ method: 'GET', url: '/api/message/imreply', token: tokens.vendor2 }));
    expect(after.list.find((c) => c.id === ids.buyer1)).toMatchObject({ unreadMessage: 0, latestMessage: 'line 65' });
  });

  it('keeps vendors apart: no other vendor among the contacts, and no message to one', async () => {
    const contacts = dataOf(listContacts, await t.request({ method: 'GET', url: '/api/permission/Users/ImUser?pageSize=100', token: tokens.vendor1 }));
    const accounts = contacts.list.map((c) => c.account);
    expect(accounts).toEqual(expect.arrayContaining(['admin', 'buyer1', 'uploader1']));
    expect(accounts).not.toContain('vendor2');
    expect(accounts).not.toContain('vendor1');
    const vendor = await connect('vendor1', 'zh-CN');
    vendor.client.send({ method: 'SendMessage', token: tokens.vendor1!, toUserId: ids.vendor2!, messageType: 'text', messageContent: 'hello' });
    expect((await vendor.client.next('error')).msg).toBe('您不能与该用户聊天。');
    vendor.client.send({ method: 'SendMessage', token: tokens.vendor1!, toUserId: ids.buyer1!, messageType: 'text', messageContent: '   ' });
    expect((await vendor.client.next('error')).msg).toBe('消息不能为空。');

    const buyerContacts = dataOf(
      listContacts,
      await t.request({ method: 'GET', url: '/api/permission/Users/ImUser?keyword=vendor&pageSize=1', token: tokens.buyer1 }),
    );
    expect(buyerContacts.pagination.total).toBe(2);
    expect(buyerContacts.list.map((c) => c.account)).toEqual(['vendor1']);
  });

  it('refuses a socket whose token is not a session, and one that speaks before naming itself', async () => {
    const stranger = await ChatClient.connect(base, 'not-a-token');
    stranger.send({ method: 'OnConnection', token: 'not-a-token' });
    expect(await stranger.closed).toEqual({ code: CLOSE.badToken, reason: 'Your sign-in is no longer valid. Please sign in again.' });
    const garbled = await connect('buyer1');
    garbled.client.socket.send('not json');
    expect((await garbled.client.next('error')).msg).toBe('The chat message could not be read. Reload the page and try again.');
    garbled.client.send({ method: 'SendMessage', token: tokens.buyer1!, toUserId: ids.vendor1!, messageType: 'text', messageContent: 'a\u0000b' });
    expect((await garbled.client.next('error')).msg).toBe('The chat message could not be read. Reload the page and try again.');
    // A lone surrogate would be stored as U+FFFD on a PostgreSQL server: refused the same way.
    garbled.client.socket.send(
      `{"method":"SendMessage","token":"${tokens.buyer1!}","toUserId":"${ids.vendor1!}","messageType":"text","messageContent":"broken \\ud800"}`,
    );
    expect((await garbled.client.next('error')).msg).toBe('The chat message could not be read. Reload the page and try again.');
    const rude = await ChatClient.connect(base, tokens.buyer1!);
    rude.send({ method: 'heartCheck', token: tokens.buyer1! });
    expect((await rude.closed).code).toBe(CLOSE.protocol);
  });

  it('pushes logout to every socket of a session that was forced offline, and closes them', async () => {
    const token = await t.tokenFor('uploader1');
    const victim = await ChatClient.open(base, token, 'zh-CN');
    open.push(victim.client);
    await endUserSessions(t.db, ids.uploader1!, 'forced');
    await t.app.hub.recheckSessions(ids.uploader1!);
    expect((await victim.client.next('logout')).msg).toBe('您已被管理员强制下线，请重新登录。');
    expect((await victim.client.closed).code).toBe(CLOSE.loggedOut);
  });

  it('a password change elsewhere ends the other sessions’ sockets with logout', async () => {
    const other = await t.tokenFor('vendor1');
    const socket = await ChatClient.open(base, other);
    open.push(socket.client);
    const res = await t.request({
      method: 'POST',
      url: '/api/permission/Users/Current/Actions/ModifyPassword',
      token: tokens.vendor1,
      payload: { oldPassword: md5Hex('Demo#2026pass'), password: 'New#Pass2026x', confirmPassword: 'New#Pass2026x' },
    });
    expect(res.statusCode).toBe(200);
    await socket.client.next('logout');
    expect((await socket.client.closed).code).toBe(CLOSE.loggedOut);
  });

  it('pings every signed-in socket with changed when POs are imported, so devices pull', async () => {
    const vendor = await connect('vendor2');
    const res = await t.request({ method: 'POST', url: '/api/po/import', token: await t.tokenFor('admin'), payload: { pos: [po2] } });
    expect(res.statusCode).toBe(200);
    expect(await vendor.client.next('changed')).toEqual({ method: 'changed' });
  });

  it('sends an image: uploaded to the upload URL plus /IM, opened by sender and receiver only', async () => {
    const png = Buffer.from('89504e470d0a1a0a0000000d4948445200000001000000010806000000', 'hex');
    const uploaded = await postImage(tokens.buyer1!, png, 'shelf.png');
    expect(uploaded.statusCode).toBe(200);
    const { data } = uploaded.json<{ data: { name: string; fileVersionId: string; url: string } }>();
    expect(data.name).toMatch(/\.png$/);

    const tooLarge = await postImage(tokens.buyer1!, Buffer.alloc(5_242_881, 1), 'big.jpg');
    expect(tooLarge.statusCode).toBe(413);
    expect(tooLarge.json<{ msg: string }>().msg).toBe('image size cannot exceed 5M');
    const notImage = await postImage(tokens.buyer1!, Buffer.from('hello'), 'notes.txt');
    expect(notImage.statusCode).toBe(400);

    const vendor = await connect('vendor1');
    const buyer = await connect('buyer1');
    const content = JSON.stringify({ fileId: data.fileVersionId, path: 'https://elsewhere.example/x.png', name: 'shelf.png', width: 1, height: 1 });
    buyer.client.send({ method: 'SendMessage', token: tokens.buyer1!, toUserId: ids.vendor1!, messageType: 'image', messageContent: content });
    const received = await vendor.client.next('receiveMessage', (f) => f.messageType === 'image');
    const image = JSON.parse(received.formMessage) as { path: string; name: string };
    expect(image).toMatchObject({ path: `/api/message/ChatImage/${data.fileVersionId}`, name: 'shelf.png' });
    const opened = await t.request({ method: 'GET', url: image.path, token: tokens.vendor1 });
    expect(opened.statusCode).toBe(200);
    expect(opened.rawPayload.equals(png)).toBe(true);
    expect((await t.request({ method: 'GET', url: image.path, token: tokens.vendor2 })).statusCode).toBe(404);

    // Someone else's file cannot be passed off as one's own image.
    vendor.client.send({ method: 'SendMessage', token: tokens.vendor1!, toUserId: ids.buyer1!, messageType: 'image', messageContent: content });
    expect((await vendor.client.next('error')).msg).toBe('The image message does not name an image you uploaded.');
  });
});

async function postImage(token: string, bytes: Buffer, filename: string) {
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(bytes)]), filename);
  const encoded = new Response(form);
  return t.request({
    method: 'POST',
    url: '/api/file/Uploader/IM',
    token,
    payload: Buffer.from(await encoded.arrayBuffer()),
    headers: { 'content-type': encoded.headers.get('content-type')! },
  });
}
