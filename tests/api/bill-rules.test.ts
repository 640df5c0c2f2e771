import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../src/server/db/client.ts';
import { hashDigest, md5Hex } from '../../src/server/modules/auth/passwords.ts';
import { users } from '../../src/server/db/schema/index.ts';
import { billRuleSelector, drawBillNumber, exportBillRule, getBillRule, listBillRules } from '../../src/shared/contracts/bill-rules.ts';
import { accessCallers, expectAccess, type AccessCase } from './support/access-matrix.ts';
import { body, dataOf, startTestApp, type TestApp } from './support/harness.ts';

// Both engines: 50 callers draw numbers at once: row locks answer out of order on PostgreSQL, one at a time on PGlite.

/**
 * System → Bill Rules: the rules, their preview, drawing numbers (unique and consecutive, also with 50
 * callers at once), the refusals, and who may call what.
 */
let t: TestApp;
let admin: string;
let clerk1: string;
const ids: Record<string, string> = {};
const PASSWORD = 'Bill#Keeper2026';

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
const call = (token: string | undefined, method: Method, url: string, payload?: object) =>
  t.request({ method, url, ...(token ? { token } : {}), ...(payload ? { payload } : {}) });
const created = async (payload: object): Promise<string> => {
  const res = await call(admin, 'POST', '/api/system/BillRule', payload);
  expect(res.statusCode, res.body).toBe(200);
  return res.json<{ data: { id: string } }>().data.id;
};
const fields = (res: Awaited<ReturnType<typeof call>>) => (body(res).data as { fields: Record<string, string> }).fields;
const draw = async (token: string, code: string) => dataOf(drawBillNumber, await call(token, 'GET', `/api/system/BillRule/BillNumber/${code}`));

/** Today as the server tells it (the configured zone, Asia/Shanghai by default), YYYYMMDD. */
async function today(): Promise<string> {
  const [row] = await queryRows<{ ymd: string }>(t.db, sql`select to_char(now() at time zone 'Asia/Shanghai', 'YYYYMMDD') as ymd`);
  return row!.ymd;
}

async function keeper(account: string): Promise<{ id: string; token: string }> {
  const [row] = await t.db
    .insert(users)
    .values({ account, realName: account, passwordHash: await hashDigest(md5Hex(PASSWORD)) })
    .returning({ id: users.id });
  return { id: row!.id, token: await t.tokenFor(account, PASSWORD) };
}

beforeAll(async () => {
  t = await startTestApp();
  admin = await t.tokenFor('admin');
  clerk1 = (await keeper('billclerk')).token;
  ids.order = await created({
    fullName: 'Sales order',
    enCode: 'SalesOrder',
    prefix: 'SO-',
    dateFormat: 'YYYYMM',
    digit: 5,
    startNumber: 100,
    resetCycle: 'month',
  });
  ids.plain = await created({ fullName: 'Ticket', enCode: 'Ticket', digit: 3 });
});
afterAll(() => t.close());

describe('bill rules', () => {
  it('previews the next number and draws consecutive ones in the rule’s format', async () => {
    const ymd = await today();
    const before = dataOf(getBillRule, await call(admin, 'GET', `/api/system/BillRule/${ids.order}`));
    expect(before).toMatchObject({ example: `SO-${ymd.slice(0, 6)}00100`, outputNumber: '', resetCycle: 'month', enabledMark: 1 });
    expect(await draw(clerk1, 'SalesOrder')).toBe(`SO-${ymd.slice(0, 6)}00100`);
    expect(await draw(clerk1, 'SalesOrder')).toBe(`SO-${ymd.slice(0, 6)}00101`);
    expect(await draw(clerk1, 'Ticket')).toBe('001');
    const after = dataOf(getBillRule, await call(admin, 'GET', `/api/system/BillRule/${ids.order}`));
    expect(after).toMatchObject({ outputNumber: `SO-${ymd.slice(0, 6)}00101`, example: `SO-${ymd.slice(0, 6)}00102` });
    const list = dataOf(listBillRules, await call(admin, 'GET', '/api/system/BillRule?keyword=ticket')).list;
    expect(list.map((r) => [r.enCode, r.outputNumber])).toEqual([['Ticket', '001']]);
    const choices = dataOf(billRuleSelector, await call(clerk1, 'GET', '/api/system/BillRule/Selector')).list;
    expect(choices.map((c) => c.enCode)).toEqual(expect.arrayContaining(['SalesOrder', 'Ticket', 'PurchaseRequest']));
  });

  it('gives 50 parallel callers 50 distinct consecutive numbers', async () => {
    const first = Number(await draw(clerk1, 'Ticket'));
    const drawn = await Promise.all(Array.from({ length: 50 }, () => draw(clerk1, 'Ticket')));
    const numbers = drawn.map(Number).sort((a, b) => a - b);
    expect(new Set(drawn).size).toBe(50);
    expect(numbers).toEqual(Array.from({ length: 50 }, (_, i) => first + 1 + i));
  });

  it('restarts the sequence in a new period, and a number past its digits grows', async () => {
    const id = await created({ fullName: 'Daily', enCode: 'Daily', prefix: 'D', dateFormat: 'YYYYMMDD', digit: 1, startNumber: 9, resetCycle: 'day' });
    const ymd = await today();
    expect(await draw(clerk1, 'Daily')).toBe(`D${ymd}9`);
    expect(await draw(clerk1, 'Daily')).toBe(`D${ymd}10`);
    // Yesterday's counter stands apart: today's goes on from its own.
    await t.db.execute(sql`update bill_rule_sequences set period = '20000101' where rule_id = ${id}`);
    expect(await draw(clerk1, 'Daily')).toBe(`D${ymd}9`);
  });

  it('refuses bad input naming the field, a disabled rule and an unknown code', async () => {
    const hidden = await call(admin, 'POST', '/api/system/BillRule', { fullName: 'Bad', enCode: 'Bad', dateFormat: 'YYYY', resetCycle: 'day' });
    expect(hidden.statusCode).toBe(400);
    expect(Object.keys(fields(hidden))).toEqual(['resetCycle']);
    const digits = await call(admin, 'POST', '/api/system/BillRule', { fullName: 'Bad', enCode: 'Bad', digit: 40 });
    expect(Object.keys(fields(digits))).toEqual(['digit']);
    const prefix = await call(admin, 'POST', '/api/system/BillRule', { fullName: 'Bad', enCode: 'Bad', prefix: '<script>' });
    expect(Object.keys(fields(prefix))).toEqual(['prefix']);
    const taken = await call(admin, 'POST', '/api/system/BillRule', { fullName: 'Again', enCode: 'Ticket' });
    expect(fields(taken).enCode).toContain('Ticket');
    await call(admin, 'PUT', `/api/system/BillRule/${ids.plain}/Actions/State`);
    const off = await call(clerk1, 'GET', '/api/system/BillRule/BillNumber/Ticket');
    expect(off.statusCode).toBe(409);
    expect(body(off).msg).toContain('Ticket is disabled');
    await call(admin, 'PUT', `/api/system/BillRule/${ids.plain}/Actions/State`);
    expect((await call(clerk1, 'GET', '/api/system/BillRule/BillNumber/NoSuchRule')).statusCode).toBe(404);
  });

  it('exports a rule’s definition, which creates the same rule under another code', async () => {
    const doc = dataOf(exportBillRule, await call(admin, 'GET', `/api/system/BillRule/${ids.order}/Action/Export`));
    expect(doc).toMatchObject({ prefix: 'SO-', dateFormat: 'YYYYMM', digit: 5, startNumber: 100, resetCycle: 'month' });
    const id = await created({ ...doc, enCode: 'SalesOrder2' });
    expect((await call(admin, 'DELETE', `/api/system/BillRule/${id}`)).statusCode).toBe(200);
    expect((await call(admin, 'GET', `/api/system/BillRule/${id}`)).statusCode).toBe(404);
  });
});

describe('who may call what', () => {
  it('administration needs the Bill Rules page and each button; drawing a number needs an internal user', async () => {
    const tokens = await accessCallers(t, admin, await keeper('billpartial'), 'billRule', ['btn_add']);
    const rule = { fullName: 'Memo', enCode: 'Memo' };
    const cases: AccessCase[] = [
      ['GET', '/api/system/BillRule', undefined, { partial: 200, admin: 200 }],
      ['POST', '/api/system/BillRule', rule, { partial: 200, admin: 400 }],
      ['PUT', `/api/system/BillRule/${ids.plain}`, { fullName: 'Ticket', enCode: 'Ticket', digit: 3 }, { admin: 200 }],
      ['PUT', `/api/system/BillRule/${ids.order}/Actions/State`, undefined, { admin: 200 }],
      ['GET', `/api/system/BillRule/${ids.plain}/Action/Export`, undefined, { admin: 200 }],
      ['DELETE', '/api/system/BillRule/no-such-rule', undefined, { admin: 404 }],
      ['GET', '/api/system/BillRule/BillNumber/Ticket', undefined, { partial: 200, admin: 200 }],
      ['GET', '/api/system/BillRule/Selector', undefined, { partial: 200, admin: 200 }],
    ];
    await expectAccess(t, tokens, cases);
  });
});
