import { sql } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { poDetail, type ImportedPo } from '../../src/shared/contracts/po.ts';
import { syncPull, syncPush, type PushedMutation } from '../../src/shared/contracts/sync.ts';
import { queryRows } from '../../src/server/db/client.ts';
import { startMailbox, type Mailbox } from '../support/mailbox.ts';
import { dataOf, startTestApp, type TestApp } from './support/harness.ts';
import { expectAsDevice } from './support/device-expect.ts';
import { po1, po2 } from './support/po-fixtures.ts';

let t: TestApp;
let mailbox: Mailbox;
const tokens: Record<string, string> = {};
let nextId: Record<string, number> = {};

beforeEach(async () => {
  mailbox = await startMailbox();
  t = await startTestApp({ SMTP_URL: mailbox.url, PUBLIC_URL: 'https://po.example.com/' });
  nextId = {};
  for (const account of ['buyer1', 'uploader1', 'vendor1', 'vendor2']) tokens[account] = await t.tokenFor(account);
  // Each side reads mail in its own language.
  await t.db.execute(sql`update users set language = 'en' where account = 'vendor1'`);
  await t.db.execute(sql`update users set language = 'zh-TW' where account = 'buyer1'`);
});
afterEach(async () => {
  await t.close();
  await mailbox.close();
});

const importAs = (account: string, pos: ImportedPo[]) => t.request({ method: 'POST', url: '/api/po/import', token: tokens[account], payload: { pos } });

async function push(account: string, mutation: PushedMutation) {
  const res = await t.request({
    method: 'POST',
    url: '/api/sync/push',
    token: tokens[account],
    payload: { clientId: `device-${account}`, mutations: [mutation] },
  });
  return dataOf(syncPush, res).results[0]!;
}
async function act(account: string, name: string, args: object) {
  const id = (nextId[account] = (nextId[account] ?? 0) + 1);
  const expect = await expectAsDevice(t, tokens[account]!, `device-${account}`, name, args);
  return push(account, { id, name, args, ...(expect ? { expect } : {}) });
}

/** Everything queued so far has been handed to the SMTP server (or failed); by recipient. */
async function delivered() {
  await t.app.jobs.drain();
  return mailbox.received.map((m) => ({ to: m.to.join(','), subject: m.subject })).sort((a, b) => a.to.localeCompare(b.to));
}

const textTo = (address: string) => mailbox.received.find((m) => m.to.includes(address))?.text ?? '';

async function idsOf(account: string, poNumber: string) {
  const res = await t.request({ method: 'POST', url: '/api/sync/pull', token: tokens[account], payload: { clientId: `device-${account}`, cursor: 0 } });
  const rows = dataOf(syncPull, res)
    .changes.map((c) => c.row as Record<string, string>)
    .filter((r) => r.poNumber === poNumber);
  const po = rows.find((r) => !('itemNumber' in r))!;
  return { poId: po.id!, item: (n: string) => rows.find((r) => r.itemNumber === n)!.id! };
}

describe('PO e-mail over real SMTP', () => {
  it('tells the vendor of a new PO in their language with a link that opens it, and no other vendor', async () => {
    expect((await importAs('uploader1', [po1, po2])).statusCode).toBe(200);
    const mails = await delivered();
    expect(mails.filter((m) => m.to === 'vendor1@supplyline.local')).toEqual([{ to: 'vendor1@supplyline.local', subject: 'New PO 4500000001 for plant 1000' }]);
    expect(mails.filter((m) => m.to === 'vendor2@supplyline.local').map((m) => m.subject)).toEqual(['新 PO 4500000002（工厂 1000）']);
    const text = textTo('vendor1@supplyline.local');
    expect(text).toContain('Hello Victor Vendor,');
    expect(text).toContain('PO 4500000001 (4 items) has arrived.');
    expect(text).toContain('Open the PO: https://po.example.com/login?Type=V&Account=vendor1&PO=4500000001');
  });

  it('tells buyers of change requests and the vendor of decisions; a side that switched mail off hears nothing', async () => {
    await importAs('uploader1', [po1]);
    const { poId, item: id } = await idsOf('vendor1', '4500000001');
    await act('vendor1', 'po.receive', { poIds: [poId] });
    await delivered();
    mailbox.received.length = 0;

    expect(await act('vendor1', 'po.requestChange', { itemId: id('10'), qty: 90, deliveryDate: '2026-12-10', reasonCode: 'R01', remark: '' })).toMatchObject({
      status: 'applied',
    });
    const toBuyers = await delivered();
    // Buyers and uploaders of the plant alike, each in their own language.
    expect(toBuyers).toEqual([
      { to: 'buyer1@supplyline.local', subject: 'PO 4500000001 的變更申請' },
      { to: 'uploader1@supplyline.local', subject: 'PO 4500000001 的变更申请' },
    ]);
    const buyerMail = textTo('buyer1@supplyline.local');
    expect(buyerMail).toContain('Victor Vendor（Acme Parts）申請變更 PO 4500000001 的項目 10。');
    expect(buyerMail).toContain('https://po.example.com/login?Type=B&Account=buyer1&PO=4500000001');
    mailbox.received.length = 0;

    expect(await act('buyer1', 'po.approve', { itemIds: [id('10')], remark: '' })).toMatchObject({ status: 'applied' });
    expect(await delivered()).toEqual([{ to: 'vendor1@supplyline.local', subject: 'Your change on PO 4500000001 was approved' }]);
    mailbox.received.length = 0;

    // The buyers switch their mail about this PO off: the next change request reaches no one.
    expect(await act('buyer1', 'po.setNotification', { poIds: [poId], side: 'buyer', on: false })).toMatchObject({ status: 'applied' });
    await act('vendor1', 'po.requestChange', { itemId: id('20'), qty: 40, deliveryDate: '2026-12-10', reasonCode: 'R01', remark: '' });
    await act('buyer1', 'po.rejectChange', { itemIds: [id('20')], remark: 'No', tbdStatus: 'TBD02', tbdDate: null });
    expect(await delivered()).toEqual([{ to: 'vendor1@supplyline.local', subject: 'Your change on PO 4500000001 was rejected' }]);
  });

  it('manual send goes to the other side when the status allows it, even with their mail off, and once per action', async () => {
    await importAs('uploader1', [po1]);
    const { poId, item: id } = await idsOf('vendor1', '4500000001');
    await act('buyer1', 'po.setNotification', { poIds: [poId], side: 'buyer', on: false });
    const early = await act('vendor1', 'po.manualSend', { poIds: [poId], side: 'vendor' });
    expect(early).toMatchObject({ status: 'rejected', msg: 'A PO in status "Pending receiving" cannot be sent by the vendor.' });
    const asBuyer = await act('vendor1', 'po.manualSend', { poIds: [poId], side: 'buyer' });
    expect(asBuyer).toMatchObject({ status: 'rejected', msg: 'Permission Denied' });

    await act('vendor1', 'po.receive', { poIds: [poId] });
    await act('vendor1', 'po.requestChange', { itemId: id('10'), qty: 90, deliveryDate: '2026-12-10', reasonCode: 'R01', remark: '' });
    await delivered();
    mailbox.received.length = 0;
    const send: PushedMutation = { id: (nextId.vendor1 = (nextId.vendor1 ?? 0) + 1), name: 'po.manualSend', args: { poIds: [poId], side: 'vendor' } };
    expect(await push('vendor1', send)).toMatchObject({ status: 'applied' });
    // The device did not hear the answer and sends the same action again: answered from the log.
    expect(await push('vendor1', send)).toMatchObject({ status: 'applied' });
    expect(await delivered()).toEqual([
      { to: 'buyer1@supplyline.local', subject: 'PO 4500000001：請查看' },
      { to: 'uploader1@supplyline.local', subject: 'PO 4500000001：请查看' },
    ]);
    expect(textTo('buyer1@supplyline.local')).toContain('Victor Vendor 請您查看 PO 4500000001（狀態：供應商部分回饋）。');
    expect(textTo('buyer1@supplyline.local')).toContain('此郵件由 Victor Vendor 透過 Supplyline 發送。');
  });

  it('an action the rules refuse sends nothing; a mail server that is down keeps the mail queued and the action applied', async () => {
    await importAs('uploader1', [po1]);
    const { poId, item: id } = await idsOf('vendor1', '4500000001');
    await delivered();
    mailbox.received.length = 0;
    // Not received yet: a change request is refused, and its mail never existed.
    expect(await act('vendor1', 'po.requestChange', { itemId: id('10'), qty: 90, deliveryDate: '2026-12-10', reasonCode: 'R01', remark: '' })).toMatchObject({
      status: 'rejected',
    });
    expect(await delivered()).toEqual([]);

    await mailbox.close();
    await act('vendor1', 'po.receive', { poIds: [poId] });
    expect(await act('vendor1', 'po.requestChange', { itemId: id('10'), qty: 90, deliveryDate: '2026-12-10', reasonCode: 'R01', remark: '' })).toMatchObject({
      status: 'applied',
    });
    await t.app.jobs.drain();
    const queued = await queryRows<{ to: string; attempts: number; sent: boolean; error: string | null }>(
      t.db,
      sql`select "to", attempts, sent_at is not null as sent, last_error as error from mail_queue where topic = 'po.changeRequest' order by "to"`,
    );
    expect(queued.map((q) => [q.to, q.attempts, q.sent])).toEqual([
      ['buyer1@supplyline.local', 1, false],
      ['uploader1@supplyline.local', 1, false],
    ]);
    expect(queued[0]!.error).toBeTruthy();
    const detail = dataOf(poDetail, await t.request({ method: 'GET', url: `/api/po/${poId}`, token: tokens.vendor1 }));
    expect(detail.items.find((i) => i.itemNumber === '10')?.itemStatus).toBe('changeRequested');
  });
});
