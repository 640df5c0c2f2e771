import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { userColumnSettings, users } from '../../src/server/db/schema/index.ts';
import { md5Hex } from '../../src/server/modules/auth/passwords.ts';
import { getColumnsByModuleId, MAX_SAVED_MODULES, setColumnsByModuleId, type ColumnField } from '../../src/shared/contracts/column-settings.ts';
import { body, dataOf, startTestApp, TEST_PASSWORD, type TestApp } from './support/harness.ts';

/** List-column settings on the server (spec 001): each user reads and writes only their own. */
let t: TestApp;
const tokens: Record<string, string> = {};

const FIELDS: ColumnField[] = [
  { prop: 'poNumber', label: 'PO', columnVisible: true, width: 120, fixedType: 1 },
  { prop: 'remark', columnVisible: false, width: 0, fixedType: 0, commonSelect: true },
  { prop: 'itemStatus', columnVisible: true, width: 200, fixedType: 2 },
];

const read = (token: string | undefined, moduleId: string) =>
  t.request({ method: 'GET', url: `/api/permission/Authority/GetColumnsByModuleId/${encodeURIComponent(moduleId)}`, token });
const write = (token: string | undefined, payload: object) =>
  t.request({ method: 'PUT', url: '/api/permission/Authority/SetColumnsByModuleId', token, payload });
const save = (token: string, moduleId: string, fields: unknown) => write(token, { moduleId, fieldList: JSON.stringify(fields) });

const savedFields = (data: { fieldList: string } | null): unknown => (data ? JSON.parse(data.fieldList) : null);

beforeAll(async () => {
  t = await startTestApp();
  for (const account of ['vendor1', 'vendor2', 'buyer1', 'uploader1', 'admin']) tokens[account] = await t.tokenFor(account);
});
afterAll(() => t.close());

describe('column settings on the server', () => {
  it('refuses anonymous callers with 401', async () => {
    expect((await read(undefined, 'po.vendor')).statusCode).toBe(401);
    expect((await write(undefined, { moduleId: 'po.vendor', fieldList: '[]' })).statusCode).toBe(401);
  });

  it('answers null for a key the user has not saved', async () => {
    expect(dataOf(getColumnsByModuleId, await read(tokens.vendor1, 'po.nothing'))).toBeNull();
  });

  it('a vendor saves and reads back their own settings', async () => {
    const before = Date.now();
    const saved = dataOf(setColumnsByModuleId, await save(tokens.vendor1!, 'po.vendor', FIELDS));
    expect(saved.moduleId).toBe('po.vendor');
    expect(saved.updatedAt).toBeGreaterThanOrEqual(before - 1000);
    const read1 = dataOf(getColumnsByModuleId, await read(tokens.vendor1, 'po.vendor'));
    expect(read1).toMatchObject({ moduleId: 'po.vendor', updatedAt: saved.updatedAt });
    expect(savedFields(read1)).toEqual(FIELDS);
  });

  it('another vendor, a buyer or an administrator does not see them', async () => {
    await save(tokens.vendor1!, 'po.vendor', FIELDS);
    for (const account of ['vendor2', 'buyer1', 'admin']) {
      expect(dataOf(getColumnsByModuleId, await read(tokens[account], 'po.vendor')), account).toBeNull();
    }
  });

  it("one user's save does not change another's settings for the same key", async () => {
    await save(tokens.vendor1!, 'po.shared', FIELDS);
    await save(tokens.vendor2!, 'po.shared', [FIELDS[0]]);
    expect(savedFields(dataOf(getColumnsByModuleId, await read(tokens.vendor1, 'po.shared')))).toEqual(FIELDS);
    expect(savedFields(dataOf(getColumnsByModuleId, await read(tokens.vendor2, 'po.shared')))).toEqual([FIELDS[0]]);
  });

  it('saving again overwrites the settings and moves updatedAt on', async () => {
    const first = dataOf(setColumnsByModuleId, await save(tokens.buyer1!, 'po.buyer', FIELDS));
    const changed = FIELDS.map((f) => ({ ...f, columnVisible: true }));
    const second = dataOf(setColumnsByModuleId, await save(tokens.buyer1!, 'po.buyer', changed));
    expect(second.updatedAt).toBeGreaterThanOrEqual(first.updatedAt);
    expect(savedFields(dataOf(getColumnsByModuleId, await read(tokens.buyer1, 'po.buyer')))).toEqual(changed);
    const [me] = await t.db.select({ id: users.id }).from(users).where(eq(users.account, 'buyer1'));
    expect(await t.db.select().from(userColumnSettings).where(eq(userColumnSettings.userId, me!.id))).toHaveLength(1);
  });

  it('drops keys the spec does not name instead of storing them', async () => {
    const saved = dataOf(setColumnsByModuleId, await save(tokens.vendor2!, 'menu-123', [{ ...FIELDS[0], id: 'x', fullName: 'PO' }]));
    expect(savedFields(saved)).toEqual([FIELDS[0]]);
  });

  it('a locked screen may neither read nor save', async () => {
    const token = await t.tokenFor('vendor2');
    await t.request({ method: 'POST', url: '/api/oauth/LockScreen', token, payload: {} });
    expect((await read(token, 'po.vendor')).statusCode).toBe(403);
    expect((await save(token, 'po.vendor', FIELDS)).statusCode).toBe(403);
    await t.request({ method: 'POST', url: '/api/oauth/LockScreen', token, payload: { account: 'vendor2', password: md5Hex(TEST_PASSWORD) } });
    expect((await read(token, 'po.vendor')).statusCode).toBe(200);
  });
});

describe('column settings refuse bad input with a 400 naming the field', () => {
  const tooMany = Array.from({ length: 201 }, (_, i) => ({ prop: `c${i}`, columnVisible: true, width: 100, fixedType: 0 }));
  it.each([
    ['text that is not JSON', 'not json', 'fieldList'],
    ['JSON that is not a list', JSON.stringify({ prop: 'a' }), 'fieldList'],
    ['a fixedType outside 0, 1, 2', JSON.stringify([{ ...FIELDS[0], fixedType: 3 }]), 'fieldList.0.fixedType'],
    ['an entry without columnVisible', JSON.stringify([{ prop: 'a', width: 100, fixedType: 0 }]), 'fieldList.0.columnVisible'],
    ['a negative width', JSON.stringify([{ ...FIELDS[0], width: -5 }]), 'fieldList.0.width'],
    ['more than 200 entries', JSON.stringify(tooMany), 'fieldList'],
    ['the same prop twice', JSON.stringify([FIELDS[0], FIELDS[0]]), 'fieldList'],
  ])('%s', async (_what, fieldList, field) => {
    const res = await write(tokens.vendor1, { moduleId: 'po.vendor', fieldList });
    expect(res.statusCode).toBe(400);
    expect(body(res).msg).toContain(field);
  });

  it('a fieldList that is a list instead of JSON text', async () => {
    const res = await write(tokens.vendor1, { moduleId: 'po.vendor', fieldList: FIELDS });
    expect(res.statusCode).toBe(400);
    expect(body(res).msg).toContain('fieldList');
  });

  it.each([
    ['empty', ''],
    ['with a space', 'po vendor'],
    ['with a colon', 'po:vendor'],
    ['longer than 64 characters', 'x'.repeat(65)],
  ])('a module key %s', async (_what, moduleId) => {
    const res = await write(tokens.vendor1, { moduleId, fieldList: '[]' });
    expect(res.statusCode).toBe(400);
    expect(body(res).msg).toContain('moduleId');
  });

  it('a module key in the path that is not one', async () => {
    const res = await read(tokens.vendor1, 'po vendor');
    expect(res.statusCode).toBe(400);
    expect(body(res).msg).toContain('id');
  });

  it('nothing of a refused save is kept', async () => {
    await write(tokens.vendor1, { moduleId: 'po.refused', fieldList: 'not json' });
    expect(dataOf(getColumnsByModuleId, await read(tokens.vendor1, 'po.refused'))).toBeNull();
  });
});

describe('the per-user cap on saved keys', () => {
  it(`refuses a new key past ${MAX_SAVED_MODULES}, and still lets a saved key be overwritten`, async () => {
    const [me] = await t.db.select({ id: users.id }).from(users).where(eq(users.account, 'uploader1'));
    const rows = Array.from({ length: MAX_SAVED_MODULES }, (_, i) => ({ userId: me!.id, moduleId: `list.${i}`, fieldList: FIELDS }));
    await t.db.insert(userColumnSettings).values(rows);

    const refused = await save(tokens.uploader1!, 'list.new', FIELDS);
    expect(refused.statusCode).toBe(400);
    const message = `The server keeps column settings for at most ${MAX_SAVED_MODULES} lists per user`;
    expect(body(refused)).toEqual({ code: 400, msg: message, data: { fields: { moduleId: message } } });
    expect(dataOf(getColumnsByModuleId, await read(tokens.uploader1, 'list.new'))).toBeNull();

    expect((await save(tokens.uploader1!, 'list.7', [FIELDS[1]])).statusCode).toBe(200);
    // Other users are not held back by this one's keys.
    expect((await save(tokens.vendor2!, 'list.new', FIELDS)).statusCode).toBe(200);
  });
});
