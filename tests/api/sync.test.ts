import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { z } from 'zod';
import { syncPull, syncPush, type PushedMutation } from '../../src/shared/contracts/sync.ts';
import { SYNCED_TABLES, type SyncedTableName } from '../../src/shared/contracts/synced-rows.ts';
import { dictionaryData, mutationLog, users } from '../../src/server/db/schema/index.ts';
import { body, dataOf, startTestApp, type TestApp } from './support/harness.ts';
import { testSyncRegistry } from './support/sync-registry.ts';

// Both engines: revisions from one sequence under an advisory lock, and pull pages cut by rev, on each concurrency model.

const registry = testSyncRegistry();

let t: TestApp;
let vendor1: string;
beforeEach(async () => {
  t = await startTestApp({}, { sync: registry });
  vendor1 = await t.tokenFor('vendor1');
});
afterEach(() => t.close());

const pullAs = (token: string, payload: object) => t.request({ method: 'POST', url: '/api/sync/pull', token, payload });
const pushAs = (token: string, clientId: string, mutations: PushedMutation[]) =>
  t.request({ method: 'POST', url: '/api/sync/push', token, payload: { clientId, mutations } });
const setLayout = (id: number, theme: string): PushedMutation => ({ id, name: 'profile.setLayout', args: { theme } });

async function pullAll(token: string, clientId: string, cursor = 0, scopeKey?: string, limit?: number) {
  const pages = [];
  for (;;) {
    const page = dataOf(syncPull, await pullAs(token, { clientId, cursor, scopeKey, limit }));
    pages.push(page);
    cursor = page.cursor;
    scopeKey = page.scopeKey;
    if (!page.hasMore) return { pages, changes: pages.flatMap((p) => p.changes), last: page };
  }
}

describe('pull', () => {
  it('returns dictionaries and only the viewer’s own profile (row scope)', async () => {
    const { changes } = await pullAll(vendor1, 'device-vendor1');
    const profiles = changes.filter((c) => c.table === 'profile');
    expect(profiles.map((p) => p.row?.account)).toEqual(['vendor1']);
    expect(profiles[0]!.row).not.toHaveProperty('passwordHash');
    const types = changes.filter((c) => c.table === 'dictionaryTypes').map((c) => c.row?.enCode);
    expect(types).toEqual(expect.arrayContaining(['PlantLA', 'ReasonCode', 'PlantReasonCode']));
    const vendor2 = await t.tokenFor('vendor2');
    const theirs = (await pullAll(vendor2, 'device-vendor2')).changes.filter((c) => c.table === 'profile');
    expect(theirs.map((p) => p.row?.account)).toEqual(['vendor2']);
  });

  it('every row has exactly the shape its table’s contract gives (synced-rows.ts)', async () => {
    const { changes } = await pullAll(vendor1, 'device-shape');
    // The PO tables' rows are checked by po.test.ts, which has POs to pull.
    expect(new Set(changes.map((c) => c.table))).toEqual(new Set(['dictionaryTypes', 'dictionaryItems', 'profile']));
    for (const change of changes) {
      const schema = SYNCED_TABLES[change.table as SyncedTableName].row;
      expect(z.strictObject(schema.shape).safeParse(change.row).error, change.table).toBeUndefined();
    }
  });

  it('pages in rev order without losing or repeating a row', async () => {
    const whole = await pullAll(vendor1, 'device-a');
    const paged = await pullAll(vendor1, 'device-b', 0, undefined, 3);
    expect(paged.pages.length).toBeGreaterThan(2);
    // Full pages across tables (the page ends at the third change, whichever table it is in).
    expect(paged.pages.map((p) => p.changes.length).slice(0, -1)).toEqual(paged.pages.slice(0, -1).map(() => 3));
    expect(paged.last.changes.length).toBeLessThanOrEqual(3);
    const revs = paged.changes.map((c) => c.rev);
    expect(revs).toEqual([...revs].sort((a, b) => a - b));
    expect(new Set(paged.changes.map((c) => `${c.table}:${c.id}`)).size).toBe(paged.changes.length);
    expect(paged.changes.map((c) => c.id).sort()).toEqual(whole.changes.map((c) => c.id).sort());
  });

  it('after the cursor: only what changed since, deletions as tombstones', async () => {
    const first = await pullAll(vendor1, 'device-a');
    const item = first.changes.find((c) => c.table === 'dictionaryItems')!;
    await t.db.update(dictionaryData).set({ deletedAt: new Date() }).where(eq(dictionaryData.id, item.id));
    const next = await pullAll(vendor1, 'device-a', first.last.cursor, first.last.scopeKey);
    expect(next.changes).toEqual([{ table: 'dictionaryItems', id: item.id, rev: expect.any(Number) as number, deleted: true, row: null }]);
    expect(next.last.reset).toBe(false);
    expect((await pullAll(vendor1, 'device-a', next.last.cursor, next.last.scopeKey)).changes).toEqual([]);
  });

  it('a changed scope starts over and says so', async () => {
    const first = await pullAll(vendor1, 'device-a');
    await t.db
      .update(users)
      .set({ supplierCodes: ['V1001', 'V1009'] })
      .where(eq(users.account, 'vendor1'));
    const next = dataOf(syncPull, await pullAs(vendor1, { clientId: 'device-a', cursor: first.last.cursor, scopeKey: first.last.scopeKey }));
    expect(next.reset).toBe(true);
    expect(next.scopeKey).not.toBe(first.last.scopeKey);
    expect(next.changes.length).toBe(first.changes.length);
  });
});

describe('push', () => {
  it('applies a mutation; the next pull shows it together with the acknowledgement', async () => {
    const res = dataOf(syncPush, await pushAs(vendor1, 'device-a', [setLayout(1, 'blend')]));
    expect(res).toEqual({ results: [{ id: 1, status: 'applied', code: null, msg: null }], lastMutationId: 1 });
    const { changes, last } = await pullAll(vendor1, 'device-a');
    expect(changes.find((c) => c.table === 'profile')?.row?.theme).toBe('blend');
    expect(last.lastMutationId).toBe(1);
  });

  it('a repeated push (the answer was lost) applies once and answers the same', async () => {
    const batch = [setLayout(1, 'blend'), { id: 2, name: 'test.sign', args: { signature: 'Victor V.' }, expect: { rev: -1 } }];
    const [a, b] = await Promise.all([pushAs(vendor1, 'device-a', batch), pushAs(vendor1, 'device-a', batch)]);
    const again = await pushAs(vendor1, 'device-a', batch);
    const answers = [a, b, again].map((r) => dataOf(syncPush, r));
    expect(answers[1]).toEqual(answers[0]);
    expect(answers[2]).toEqual(answers[0]);
    expect(answers[0]!.results[1]).toMatchObject({ status: 'rejected', code: 'STALE' });
    const logged = await t.db.select().from(mutationLog).where(eq(mutationLog.clientId, 'device-a'));
    expect(logged.map((l) => [l.mutationId, l.status])).toEqual([
      [1, 'applied'],
      [2, 'rejected'],
    ]);
  });

  it('a gap is refused with 409 and nothing is applied', async () => {
    const res = await pushAs(vendor1, 'device-a', [setLayout(2, 'blend')]);
    expect(res.statusCode).toBe(409);
    expect(body(res).msg).toBe('Actions are missing before this one; the device will resend from action 1.');
    const { changes } = await pullAll(vendor1, 'device-a');
    expect(changes.find((c) => c.table === 'profile')?.row?.theme).toBe('classic');
  });

  it('a failed precondition is rejected with code and message, and the queue goes on', async () => {
    const { changes } = await pullAll(vendor1, 'device-a');
    const profileRev = changes.find((c) => c.table === 'profile')!.rev;
    const res = dataOf(
      syncPush,
      await pushAs(vendor1, 'device-a', [
        { id: 1, name: 'test.sign', args: { signature: 'Stale' }, expect: { rev: profileRev - 1 } },
        setLayout(2, 'plain'),
        { id: 3, name: 'test.sign', args: { signature: 'Fresh' }, expect: { rev: profileRev } },
        { id: 4, name: 'profile.setLayout', args: { theme: 'sideways' } },
        { id: 5, name: 'po.teleport', args: {} },
      ]),
    );
    expect(res.results).toEqual([
      { id: 1, status: 'rejected', code: 'STALE', msg: 'This changed on the server after you acted. Check what it is now and try again.' },
      { id: 2, status: 'applied', code: null, msg: null },
      // The layout change moved the profile's rev: the precondition fails honestly.
      { id: 3, status: 'rejected', code: 'STALE', msg: expect.any(String) as string },
      { id: 4, status: 'rejected', code: '400', msg: 'The action "profile.setLayout" has an invalid theme.' },
      { id: 5, status: 'rejected', code: '400', msg: 'This version of the server does not know the action "po.teleport". Update the app and try again.' },
    ]);
    expect(res.lastMutationId).toBe(5);
  });

  it('answers in the language of the asker, also on replay', async () => {
    const batch = [{ id: 1, name: 'po.teleport', args: {} }];
    await pushAs(vendor1, 'device-a', batch);
    const zh = await t.request({
      method: 'POST',
      url: '/api/sync/push',
      token: vendor1,
      headers: { 'accept-language': 'zh-CN' },
      payload: { clientId: 'device-a', mutations: batch },
    });
    expect(dataOf(syncPush, zh).results[0]!.msg).toBe('当前服务器版本不支持操作“po.teleport”。请更新应用后重试。');
  });

  it('a client id of another user is refused, for push and pull', async () => {
    await pushAs(vendor1, 'device-a', [setLayout(1, 'blend')]);
    const vendor2 = await t.tokenFor('vendor2');
    const push = await pushAs(vendor2, 'device-a', [setLayout(2, 'plain')]);
    expect(push.statusCode).toBe(403);
    expect((await pullAs(vendor2, { clientId: 'device-a', cursor: 0 })).statusCode).toBe(403);
  });

  it('names what is wrong with a malformed push', async () => {
    const res = await pushAs(vendor1, 'device-a', [setLayout(1, 'blend'), setLayout(3, 'plain')]);
    expect(res.statusCode).toBe(400);
    expect(body(res).msg).toBe('The actions of one push must be numbered consecutively.');
    const bad = await t.request({ method: 'POST', url: '/api/sync/push', token: vendor1, payload: { clientId: 'x', mutations: [] } });
    expect(bad.statusCode).toBe(400);
    expect(body(bad).msg).toMatch(/clientId/);
  });
});
