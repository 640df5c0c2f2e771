import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listMailOutbox } from '../../src/shared/contracts/mail.ts';
import { mailOutbox } from '../../src/server/db/schema/index.ts';
import { body, dataOf, startTestApp, type TestApp } from './support/harness.ts';

let t: TestApp;
let adminToken: string;
beforeAll(async () => {
  t = await startTestApp();
  adminToken = await t.tokenFor('admin');
  // Arranged straight into the table: what put the mail there (a reset code, a PO notice) is not this test's subject.
  const at = (minute: number) => new Date(Date.UTC(2026, 10, 24, 9, minute));
  await t.db.insert(mailOutbox).values([
    { to: 'b@example.com', subject: 'Beta', text: '2', createdAt: at(2) },
    { to: 'c@example.com', subject: 'Alpha', text: '1', createdAt: at(1) },
    { to: 'a@example.com', subject: 'Gamma', text: '3', createdAt: at(3) },
  ]);
});
afterAll(() => t.close());

const outbox = (query: string) => t.request({ method: 'GET', url: `/api/system/MailOutbox?${query}`, token: adminToken });
const subjects = async (query: string) => dataOf(listMailOutbox, await outbox(query)).list.map((m) => m.subject);

describe('the outbox list takes the spec list query (sidx, sort, queryJson)', () => {
  it('lists newest first by default and sorts by the column and direction asked', async () => {
    expect(await subjects('')).toEqual(['Gamma', 'Beta', 'Alpha']);
    expect(await subjects('sidx=subject&sort=asc')).toEqual(['Alpha', 'Beta', 'Gamma']);
    expect(await subjects('sidx=to&sort=desc')).toEqual(['Alpha', 'Beta', 'Gamma']);
    expect(await subjects('sidx=createdAt&sort=asc&currentPage=2&pageSize=2')).toEqual(['Gamma']);
  });

  it('refuses a column it does not sort by, and filters it does not have, naming the field', async () => {
    const badColumn = await outbox('sidx=text');
    expect(badColumn.statusCode).toBe(400);
    expect(body(badColumn).msg).toBe('sidx must be one of createdAt, to, subject');
    const unknownFilter = await outbox(`queryJson=${encodeURIComponent('{"to":"a@example.com"}')}`);
    expect(unknownFilter.statusCode).toBe(400);
    expect(body(unknownFilter).msg).toContain('queryJson.to');
    const notJson = await outbox('queryJson=%7Bnope');
    expect(notJson.statusCode).toBe(400);
    expect(body(notJson).msg).toContain('queryJson');
    expect(await subjects(`queryJson=${encodeURIComponent('{}')}`)).toEqual(['Gamma', 'Beta', 'Alpha']);
  });
});
