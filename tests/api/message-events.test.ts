import { sql } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { queryRows } from '../../src/server/db/client.ts';
import { listMessages, readMessageInfo } from '../../src/shared/contracts/messages.ts';
import type { ImportedPo } from '../../src/shared/contracts/po.ts';
import { MESSAGE_SYNCED_TABLES } from '../../src/shared/contracts/message-rows.ts';
import { syncPull, syncPush } from '../../src/shared/contracts/sync.ts';
import { dataOf, startTestApp, type TestApp } from './support/harness.ts';
import { expectAsDevice } from './support/device-expect.ts';
import { ChatClient } from './support/chat-client.ts';
import { po1, po2 } from './support/po-fixtures.ts';

let t: TestApp;
const tokens: Record<string, string> = {};
let nextId: Record<string, number> = {};

beforeEach(async () => {
  // No SMTP and no mail switches matter: messages are in-app.
  t = await startTestApp();
  nextId = {};
  for (const account of ['buyer1', 'uploader1', 'vendor1', 'vendor2']) tokens[account] = await t.tokenFor(account);
  await t.db.execute(sql`update users set language = 'en' where account = 'vendor1'`);
  await t.db.execute(sql`update users set language = 'zh-TW' where account = 'buyer1'`);
});
afterEach(() => t.close());

const importAs = (account: string, pos: ImportedPo[]) => t.request({ method: 'POST', url: '/api/po/import', token: tokens[account], payload: { pos } });
async function act(account: string, name: string, args: object) {
  const id = (nextId[account] = (nextId[account] ?? 0) + 1);
  const expect = await expectAsDevice(t, tokens[account]!, `device-${account}`, name, args);
  const res = await t.request({
    method: 'POST',
    url: '/api/sync/push',
    token: tokens[account],
    payload: { clientId: `device-${account}`, mutations: [{ id, name, args, ...(expect ? { expect } : {}) }] },
  });
  return dataOf(syncPush, res).results[0]!;
}
const record = async (account: string) =>
  dataOf(listMessages, await t.request({ method: 'GET', url: '/api/message', token: tokens[account] })).list.map((m) => ({
    title: m.title,
    link: m.link,
    type: m.type,
  }));

async function idsOf(account: string, poNumber: string) {
  const res = await t.request({ method: 'POST', url: '/api/sync/pull', token: tokens[account], payload: { clientId: `device-${account}`, cursor: 0 } });
  const rows = dataOf(syncPull, res)
    .changes.map((c) => c.row as Record<string, string>)
    .filter((r) => r.poNumber === poNumber);
  const po = rows.find((r) => !('itemNumber' in r))!;
  return { poId: po.id!, item: (n: string) => rows.find((r) => r.itemNumber === n)!.id! };
}

describe('PO events as messages', () => {
  it('tell each vendor of its new PO in its language, linked to the PO, and nobody else', async () => {
    expect((await importAs('uploader1', [po1, po2])).statusCode).toBe(200);
    const { poId } = await idsOf('vendor1', '4500000001');
    expect(await record('vendor1')).toEqual([{ title: 'New PO 4500000001 for plant 1000', type: 2, link: { side: 'vendor', poId, poNumber: '4500000001' } }]);
    expect((await record('vendor2')).map((m) => m.title)).toEqual(['新 PO 4500000002（工厂 1000）']);
    expect(await record('buyer1')).toEqual([]);
    // The device's copies have exactly their contract's shape, instants as epoch milliseconds.
    const changes = dataOf(
      syncPull,
      await t.request({ method: 'POST', url: '/api/sync/pull', token: tokens.vendor1, payload: { clientId: 'device-vendor1', cursor: 0 } }),
    ).changes;
    for (const [table, { row: schema }] of Object.entries(MESSAGE_SYNCED_TABLES)) {
      const rows = changes.filter((c) => c.table === table).map((c) => c.row);
      expect(rows, table).toHaveLength(1);
      for (const row of rows) expect(z.strictObject(schema.shape).safeParse(row).error, table).toBeUndefined();
    }
    const released = changes.find((c) => c.table === 'messages')!.row!.releasedAt;
    expect(Math.abs(Number(released) - Date.now())).toBeLessThan(60_000);
  });

  it('a change request reaches the buyers of the plant in their languages; the decision reaches the vendor', async () => {
    await importAs('uploader1', [po1]);
    const { poId, item } = await idsOf('vendor1', '4500000001');
    await act('vendor1', 'po.receive', { poIds: [poId] });
    expect(await act('vendor1', 'po.requestChange', { itemId: item('10'), qty: 90, deliveryDate: '2026-12-10', reasonCode: 'R01', remark: '' })).toMatchObject({
      status: 'applied',
    });

    const toBuyer = await record('buyer1');
    expect(toBuyer).toEqual([{ title: 'PO 4500000001 的變更申請', type: 2, link: { side: 'buyer', poId, poNumber: '4500000001' } }]);
    expect((await record('uploader1')).map((m) => m.title)).toEqual(['PO 4500000001 的变更申请']);
    const [listed] = dataOf(listMessages, await t.request({ method: 'GET', url: '/api/message', token: tokens.buyer1 })).list;
    const info = dataOf(readMessageInfo, await t.request({ method: 'GET', url: `/api/message/ReadInfo/${listed!.id}`, token: tokens.buyer1 }));
    expect(info.bodyText).toBe('<p>Victor Vendor（Acme Parts）申請變更 PO 4500000001 的項目 10。請核准或駁回。</p>');
    expect(info.creatorUser).toBe('Victor Vendor');

    expect(await act('buyer1', 'po.approve', { itemIds: [item('10')], remark: '' })).toMatchObject({ status: 'applied' });
    expect((await record('vendor1')).map((m) => m.title)).toEqual(['Your change on PO 4500000001 was approved', 'New PO 4500000001 for plant 1000']);
    // A buyer's own approval tells no buyer.
    expect((await record('buyer1')).length).toBe(1);
  });

  it('a manual send reaches the receiving side, even with its mail switched off', async () => {
    await importAs('uploader1', [po1]);
    const { poId } = await idsOf('vendor1', '4500000001');
    await act('buyer1', 'po.setNotification', { poIds: [poId], side: 'vendor', on: false });
    expect(await act('buyer1', 'po.manualSend', { poIds: [poId], side: 'buyer' })).toMatchObject({ status: 'applied' });
    expect((await record('vendor1')).map((m) => m.title)).toEqual(['PO 4500000001: please take a look', 'New PO 4500000001 for plant 1000']);
  });

  it('a batch import makes one message per vendor and language, not one per PO', async () => {
    const many = Array.from({ length: 30 }, (_, i) => ({ ...po1, poNumber: `45000010${String(i).padStart(2, '0')}` }));
    expect((await importAs('uploader1', [...many, po2])).statusCode).toBe(200);
    const [batch] = await record('vendor1');
    expect(await record('vendor1')).toHaveLength(1);
    expect(batch).toEqual({ title: '30 new POs', type: 2, link: { side: 'vendor' } });
    const [row] = dataOf(listMessages, await t.request({ method: 'GET', url: '/api/message', token: tokens.vendor1 })).list;
    const info = dataOf(readMessageInfo, await t.request({ method: 'GET', url: `/api/message/ReadInfo/${row!.id}`, token: tokens.vendor1 }));
    expect(info.bodyText).toContain('4500001000, 4500001001');
    expect(info.bodyText).toContain('4500001029');
    const [count] = await queryRows<{ n: number }>(t.db, sql`select count(*)::int as n from messages`);
    // vendor1's 30 POs in one message, vendor2's PO in another.
    expect(count!.n).toBe(2);
  });

  it('pushes messagePush to the recipients’ sockets when the action commits, and initMessage counts unread messages', async () => {
    await importAs('uploader1', [po1]);
    const { poId, item } = await idsOf('vendor1', '4500000001');
    await act('vendor1', 'po.receive', { poIds: [poId] });
    const base = await t.app.listen({ port: 0, host: '127.0.0.1' });
    const { client: buyer, init } = await ChatClient.open(base, tokens.buyer1!);
    expect(init).toMatchObject({ unreadNoticeCount: 0, unreadMessageCount: 0 });
    const { client: vendor, init: vendorInit } = await ChatClient.open(base, tokens.vendor1!);
    // The new PO's message, unread.
    expect(vendorInit).toMatchObject({ unreadNoticeCount: 0, unreadMessageCount: 1 });

    await act('vendor1', 'po.requestChange', { itemId: item('10'), qty: 90, deliveryDate: '2026-12-10', reasonCode: 'R01', remark: '' });
    const push = await buyer.next('messagePush');
    const [listed] = dataOf(listMessages, await t.request({ method: 'GET', url: '/api/message', token: tokens.buyer1 })).list;
    expect(push).toMatchObject({ method: 'messagePush', messageId: listed!.id, type: 2, title: 'PO 4500000001 的變更申請' });
    buyer.socket.close();
    vendor.socket.close();
  });
});
