import { sql } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { queryRows } from '../../src/server/db/client.ts';
import {
  createNotice,
  getNotice,
  listMessages,
  listNoticeRecipients,
  listNotices,
  messageUnreadCounts,
  readMessageInfo,
  releaseNotice,
  type NoticeInput,
} from '../../src/shared/contracts/messages.ts';
import { syncPull } from '../../src/shared/contracts/sync.ts';
import { body, dataOf, startTestApp, type TestApp } from './support/harness.ts';
import { uploadFile } from './support/upload.ts';

let t: TestApp;
const tokens: Record<string, string> = {};
beforeEach(async () => {
  t = await startTestApp();
  for (const account of ['admin', 'buyer1', 'vendor1', 'vendor2']) tokens[account] = await t.tokenFor(account);
});
afterEach(() => t.close());

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
const call = (account: string, method: Method, url: string, payload?: object, language = 'en') =>
  t.request({ method, url, token: tokens[account], headers: { 'accept-language': language }, ...(payload ? { payload } : {}) });
const userId = async (account: string) => (await queryRows<{ id: string }>(t.db, sql`select id from users where account = ${account}`))[0]!.id;

/** A released notice, by the administrator. */
async function notice(title: string, extra: Partial<NoticeInput> = {}) {
  const { id } = dataOf(createNotice, await call('admin', 'POST', '/api/message', { title, bodyText: `<p>${title}</p>`, ...extra }));
  dataOf(releaseNotice, await call('admin', 'PUT', `/api/message/${id}/Actions/Release`));
  return id;
}
const record = async (account: string, query = '') => dataOf(listMessages, await call(account, 'GET', `/api/message${query}`));
const unread = async (account: string) => dataOf(messageUnreadCounts, await call(account, 'GET', '/api/message/UnreadCount'));

describe('notices', () => {
  it('stores HTML with scripts and event handlers harmless', async () => {
    const bodyText = '<p onclick="steal()">Hi <b>all</b></p><script>alert(1)</script><img src="x" onerror="alert(2)"><a href="javascript:alert(3)">x</a>';
    const { id } = dataOf(createNotice, await call('admin', 'POST', '/api/message', { title: 'Plant shutdown', bodyText }));
    const stored = dataOf(getNotice, await call('admin', 'GET', `/api/message/${id}`));
    expect(stored.bodyText).toContain('Hi <b>all</b>');
    expect(stored.bodyText).not.toMatch(/script|onerror|onclick|javascript:/i);
    expect(stored).toMatchObject({ title: 'Plant shutdown', status: 'draft', toAll: true, recipientCount: 0, releaseTime: null });
  });

  it('are the administrators’: other users are refused every notice call', async () => {
    const { id } = dataOf(createNotice, await call('admin', 'POST', '/api/message', { title: 'Draft', bodyText: '' }));
    for (const [method, url, payload] of [
      ['GET', '/api/message/Notice'],
      ['GET', '/api/message/Notice/Recipients'],
      ['POST', '/api/message', { title: 'X', bodyText: '' }],
      ['GET', `/api/message/${id}`],
      ['PUT', `/api/message/${id}`, { title: 'X', bodyText: '' }],
      ['DELETE', `/api/message/${id}`],
      ['PUT', `/api/message/${id}/Actions/Release`],
    ] as const) {
      const res = await call('buyer1', method, url, payload);
      expect(res.statusCode, `${method} ${url}`).toBe(403);
    }
    expect(dataOf(getNotice, await call('admin', 'GET', `/api/message/${id}`)).status).toBe('draft');
  });

  it('are edited as drafts, released once to everyone or to chosen users, and listed for administrators', async () => {
    const { id } = dataOf(createNotice, await call('admin', 'POST', '/api/message', { title: 'Draft', bodyText: '<p>one</p>' }));
    expect(
      (await call('admin', 'PUT', `/api/message/${id}`, { title: 'Holiday hours', bodyText: '<p>two</p>', toAll: false, toUserIds: [await userId('vendor1')] }))
        .statusCode,
    ).toBe(200);
    expect(await record('vendor1')).toMatchObject({ list: [], pagination: { total: 0 } });

    expect(dataOf(releaseNotice, await call('admin', 'PUT', `/api/message/${id}/Actions/Release`))).toEqual({ recipientCount: 1 });
    const again = await call('admin', 'PUT', `/api/message/${id}/Actions/Release`);
    expect(again.statusCode).toBe(409);
    expect(body(again).msg).toBe('The notice "Holiday hours" has been released already.');
    expect((await call('admin', 'PUT', `/api/message/${id}`, { title: 'Changed', bodyText: '' })).statusCode).toBe(409);
    expect((await record('vendor1')).list).toMatchObject([{ id, title: 'Holiday hours', type: 1, isRead: '0', creatorUser: 'Administrator', link: null }]);
    expect((await record('vendor2')).list).toEqual([]);

    const everyone = await notice('Maintenance window');
    const enabled = (await queryRows<{ n: number }>(t.db, sql`select count(*)::int as n from users where enabled and deleted_at is null`))[0]!.n;
    const listed = dataOf(listNotices, await call('admin', 'GET', '/api/message/Notice?keyword=window'));
    expect(listed.list).toMatchObject([{ id: everyone, status: 'released', toAll: true, recipientCount: enabled }]);
    expect(dataOf(listNoticeRecipients, await call('admin', 'GET', '/api/message/Notice/Recipients')).list.map((u) => u.account)).toContain('vendor2');

    const noOne = await call('admin', 'POST', '/api/message', { title: 'Nobody', bodyText: '', toAll: false, toUserIds: [] });
    expect(noOne.statusCode).toBe(400);
    expect(body(noOne).msg).toContain('toUserIds');
  });

  it('carry attachments their recipients download; a deleted notice leaves every record', async () => {
    const stored = await uploadFile(t, tokens.admin!, Buffer.from('opening hours'), 'hours.txt', 'annex');
    const id = await notice('With a file', {
      files: [{ fileId: stored.fileVersionId, name: 'renamed.exe', size: 1 }],
      toAll: false,
      toUserIds: [await userId('vendor1')],
    });
    const info = dataOf(readMessageInfo, await call('vendor1', 'GET', `/api/message/ReadInfo/${id}`));
    // Name and size are the stored file's, not what the request claimed.
    expect(info.files).toEqual([{ fileId: stored.fileVersionId, name: 'hours.txt', size: 13 }]);
    const download = await call('vendor1', 'GET', `/api/message/${id}/Files/${stored.fileVersionId}`);
    expect(download.statusCode).toBe(200);
    expect(download.body).toBe('opening hours');
    expect((await call('vendor2', 'GET', `/api/message/${id}/Files/${stored.fileVersionId}`)).statusCode).toBe(404);

    expect((await call('admin', 'DELETE', `/api/message/${id}`)).statusCode).toBe(200);
    expect((await record('vendor1')).list).toEqual([]);
    expect((await call('vendor1', 'GET', `/api/message/${id}/Files/${stored.fileVersionId}`)).statusCode).toBe(404);
    expect((await call('admin', 'GET', `/api/message/${id}`)).statusCode).toBe(404);
  });
});

describe('the message record', () => {
  it('lists the caller’s messages newest first, by page, keyword and type', async () => {
    for (const title of ['First', 'Second', 'Third']) await notice(title);
    const page = await record('vendor1', '?currentPage=1&pageSize=2');
    expect(page.list.map((m) => m.title)).toEqual(['Third', 'Second']);
    expect(page.pagination).toEqual({ currentPage: 1, pageSize: 2, total: 3 });
    expect((await record('vendor1', '?currentPage=2&pageSize=2')).list.map((m) => m.title)).toEqual(['First']);
    expect((await record('vendor1', '?sort=asc')).list.map((m) => m.title)).toEqual(['First', 'Second', 'Third']);
    expect((await record('vendor1', '?keyword=sec')).list.map((m) => m.title)).toEqual(['Second']);
    expect((await record('vendor1', '?type=2')).list).toEqual([]);
    // An empty type is no filter, as the original's clients send it.
    expect((await record('vendor1', '?type=&keyword=')).list.map((m) => m.title)).toEqual(['Third', 'Second', 'First']);
    const bad = await call('vendor1', 'GET', '/api/message?type=7');
    expect(bad.statusCode).toBe(400);
    expect(body(bad).msg).toContain('type');
  });

  it('opens a message as read, returns its sanitised body, and counts unread messages', async () => {
    const id = await notice('Hello', { bodyText: '<p>Welcome</p><img src=x onerror="alert(1)">' });
    expect(await unread('vendor1')).toEqual({ unreadNoticeCount: 1, unreadMessageCount: 0, unreadTotal: 1 });
    const info = dataOf(readMessageInfo, await call('vendor1', 'GET', `/api/message/ReadInfo/${id}`));
    expect(info).toMatchObject({ id, title: 'Hello', isRead: '1', type: 1 });
    expect(info.bodyText).toContain('<p>Welcome</p>');
    expect(info.bodyText).not.toContain('onerror');
    expect(info.readTime).toEqual(expect.any(Number));
    expect(await unread('vendor1')).toMatchObject({ unreadTotal: 0 });
    expect(await unread('vendor2')).toMatchObject({ unreadTotal: 1 });
  });

  it('marks everything read at once and says so in the caller’s language', async () => {
    await notice('One');
    await notice('Two');
    const res = await call('vendor1', 'POST', '/api/message/Actions/ReadAll');
    expect(res.statusCode).toBe(200);
    expect(body(res).msg).toBe('All messages marked as read');
    expect(body(await call('vendor2', 'POST', '/api/message/Actions/ReadAll', undefined, 'zh-CN')).msg).toBe('全部已读');
    expect((await record('vendor1')).list.map((m) => m.isRead)).toEqual(['1', '1']);
    expect(await unread('vendor1')).toEqual({ unreadNoticeCount: 0, unreadMessageCount: 0, unreadTotal: 0 });
    expect((await unread('buyer1')).unreadTotal).toBe(2);
  });

  it('refuses to read or delete someone else’s message (404) and deletes only the caller’s copy', async () => {
    const mine = await notice('For vendor1', { toAll: false, toUserIds: [await userId('vendor1')] });
    const shared = await notice('For all');
    const peek = await call('vendor2', 'GET', `/api/message/ReadInfo/${mine}`);
    expect(peek.statusCode).toBe(404);
    expect(body(peek).msg).toBe(`There is no message ${mine} in your record.`);
    const steal = await call('vendor2', 'DELETE', '/api/message/Record', { ids: [shared, mine] });
    expect(steal.statusCode).toBe(404);
    // Nothing deleted: vendor2 keeps the shared one, vendor1 both, still unread.
    expect((await record('vendor2')).list.map((m) => m.id)).toEqual([shared]);
    expect((await record('vendor1')).list).toMatchObject([
      { id: shared, isRead: '0' },
      { id: mine, isRead: '0' },
    ]);

    expect((await call('vendor1', 'DELETE', '/api/message/Record', { ids: [mine, shared] })).statusCode).toBe(200);
    expect((await record('vendor1')).list).toEqual([]);
    expect((await call('vendor1', 'GET', `/api/message/ReadInfo/${mine}`)).statusCode).toBe(404);
    expect((await record('vendor2')).list.map((m) => m.id)).toEqual([shared]);
    const empty = await call('vendor1', 'DELETE', '/api/message/Record', { ids: [] });
    expect(empty.statusCode).toBe(400);
    expect(body(empty).msg).toContain('ids');
  });

  it('syncs to the recipients’ devices only, and a deleted copy leaves them as a tombstone', async () => {
    const id = await notice('Offline reading', { toAll: false, toUserIds: [await userId('vendor1')] });
    const pull = async (account: string, cursor = 0, scopeKey?: string) =>
      dataOf(syncPull, await call(account, 'POST', '/api/sync/pull', { clientId: `device-${account}`, cursor, scopeKey }));
    const first = await pull('vendor1');
    const rows = first.changes.filter((c) => c.table === 'messages' || c.table === 'messageRecipients');
    expect(rows.map((c) => c.table).sort()).toEqual(['messageRecipients', 'messages']);
    expect(rows.find((c) => c.table === 'messages')!.row).toMatchObject({ id, title: 'Offline reading', type: 1, bodyText: '<p>Offline reading</p>' });
    expect((await pull('vendor2')).changes.filter((c) => c.table.startsWith('message'))).toEqual([]);

    await call('vendor1', 'DELETE', '/api/message/Record', { ids: [id] });
    const later = await pull('vendor1', first.cursor, first.scopeKey);
    expect(later.changes.filter((c) => c.table === 'messageRecipients').map((c) => c.deleted)).toEqual([true]);
  });
});
