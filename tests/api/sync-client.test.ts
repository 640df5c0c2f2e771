import 'fake-indexeddb/auto';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { Endpoint } from '../../src/shared/contracts/endpoint.ts';
import { syncPull, syncPush } from '../../src/shared/contracts/sync.ts';
import { PLATFORM_MUTATIONS, setLayoutMutation, type MutationSpec } from '../../src/shared/domain/sync-mutations.ts';
import { clients, mutationLog, users } from '../../src/server/db/schema/index.ts';
import { OfflineDb } from '../../src/app/offline/db.ts';
import { syncOnce, type SyncTransport } from '../../src/app/offline/engine.ts';
import { discard, enqueue, entriesOf, overlay, retry, stateOf } from '../../src/app/offline/outbox.ts';
import { body, dataOf, startTestApp, type TestApp } from './support/harness.ts';
import { signMutation, testSyncRegistry } from './support/sync-registry.ts';

// Both engines: the client engine against the server's real pull and push.

const registry = testSyncRegistry();
const specs = new Map<string, MutationSpec<z.ZodType>>([...PLATFORM_MUTATIONS, signMutation].map((s) => [s.name, s]));

let t: TestApp;
let db: OfflineDb;
let dbCount = 0;
beforeEach(async () => {
  t = await startTestApp({}, { sync: registry });
  db = new OfflineDb(`client-test-${dbCount++}`);
});
afterEach(async () => {
  db.close();
  await t.close();
});

class Failed extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
  }
}

/** The real server, in-process; `lose` drops the answer after the server has done the work. */
function transport(token: string, lose: { push?: boolean } = {}): SyncTransport {
  const send = async <E extends Endpoint>(ep: E, url: string, payload: unknown) => {
    const res = await t.request({ method: 'POST', url, token, payload: payload as object });
    if (res.statusCode !== 200) throw new Failed(res.statusCode, body(res).msg);
    return dataOf(ep, res);
  };
  return {
    pull: (b) => send(syncPull, '/api/sync/pull', b),
    push: async (b) => {
      const answer = await send(syncPush, '/api/sync/push', b);
      if (lose.push) throw new Failed(0, 'connection reset');
      return answer;
    },
  };
}
const offline: SyncTransport = {
  pull: () => Promise.reject(new Failed(0, 'offline')),
  push: () => Promise.reject(new Failed(0, 'offline')),
};

async function userId(account: string): Promise<string> {
  const [row] = await t.db.select({ id: users.id }).from(users).where(eq(users.account, account));
  return row!.id;
}
async function serverTheme(account: string) {
  const [row] = await t.db.select({ theme: users.theme, signature: users.signature }).from(users).where(eq(users.account, account));
  return row!;
}
async function viewOf(uid: string) {
  const state = await stateOf(db, uid);
  const base = new Map([['profile', await db.base('profile').toArray()]]);
  return overlay(base, await entriesOf(db, uid), specs, uid, state.lastMutationId)
    .get('profile')!
    .get(uid);
}

describe('the client engine against the real server', () => {
  it('keeps actions taken offline in order, shows them at once, and applies them in order once online', async () => {
    const me = await userId('vendor1');
    const token = await t.tokenFor('vendor1');
    await syncOnce(db, me, transport(token));
    for (const theme of ['blend', 'plain', 'functional'] as const) await enqueue(db, me, setLayoutMutation, { theme });
    expect(await syncOnce(db, me, offline)).toBe('offline');
    expect((await viewOf(me))?.theme).toBe('functional');
    expect((await db.base('profile').get(me))?.theme).toBe('classic');

    expect(await syncOnce(db, me, transport(token))).toBe('online');
    expect((await serverTheme('vendor1')).theme).toBe('functional');
    expect(await entriesOf(db, me)).toEqual([]);
    expect((await db.base('profile').get(me))?.theme).toBe('functional');
    const log = await t.db.select({ id: mutationLog.mutationId, args: mutationLog.args }).from(mutationLog).orderBy(mutationLog.mutationId);
    expect(log).toEqual([
      { id: 1, args: { theme: 'blend' } },
      { id: 2, args: { theme: 'plain' } },
      { id: 3, args: { theme: 'functional' } },
    ]);
  });

  it('an answer lost after the server committed causes no duplicate; the next round acknowledges and drops it', async () => {
    const me = await userId('vendor1');
    const token = await t.tokenFor('vendor1');
    await enqueue(db, me, setLayoutMutation, { theme: 'blend' });
    expect(await syncOnce(db, me, transport(token, { push: true }))).toBe('offline');
    expect((await entriesOf(db, me)).map((e) => e.status)).toEqual(['pending']);
    expect(await syncOnce(db, me, transport(token))).toBe('online');
    expect(await entriesOf(db, me)).toEqual([]);
    expect(await t.db.select().from(mutationLog)).toHaveLength(1);
  });

  it('a rejected action stays with its reason and does not hold up the ones after it; retry and discard', async () => {
    const me = await userId('vendor1');
    const token = await t.tokenFor('vendor1');
    await syncOnce(db, me, transport(token));
    await enqueue(db, me, signMutation, { signature: 'stale' }, { rev: -1 });
    await enqueue(db, me, setLayoutMutation, { theme: 'blend' });
    await syncOnce(db, me, transport(token));
    const [rejected, ...rest] = await entriesOf(db, me);
    expect(rest).toEqual([]);
    expect(rejected).toMatchObject({
      status: 'rejected',
      error: { code: 'STALE', msg: 'This changed on the server after you acted. Check what it is now and try again.' },
    });
    expect((await serverTheme('vendor1')).theme).toBe('blend');

    // Retried with the precondition as the device now knows it: the rev of the profile just pulled.
    await retry(db, rejected!, { expect: { rev: (await db.base('profile').get(me))?._rev } });
    await syncOnce(db, me, transport(token));
    expect(await entriesOf(db, me)).toEqual([]);
    expect((await serverTheme('vendor1')).signature).toBe('stale');

    await enqueue(db, me, signMutation, { signature: 'again' }, { rev: -1 });
    await syncOnce(db, me, transport(token));
    const [again] = await entriesOf(db, me);
    await discard(db, again!);
    expect(await entriesOf(db, me)).toEqual([]);
  });

  it('the outbox belongs to its user: another account on the device never sends it, nor sees the first one’s rows', async () => {
    const v1 = await userId('vendor1');
    const v2 = await userId('vendor2');
    await syncOnce(db, v1, transport(await t.tokenFor('vendor1')));
    await enqueue(db, v1, setLayoutMutation, { theme: 'blend' });

    await syncOnce(db, v2, transport(await t.tokenFor('vendor2')));
    expect((await db.base('profile').toArray()).map((p) => p.account)).toEqual(['vendor2']);
    expect((await serverTheme('vendor1')).theme).toBe('classic');
    expect((await entriesOf(db, v1)).map((e) => e.status)).toEqual(['pending']);

    await syncOnce(db, v1, transport(await t.tokenFor('vendor1')));
    expect((await serverTheme('vendor1')).theme).toBe('blend');
    expect((await db.base('profile').toArray()).map((p) => p.account)).toEqual(['vendor1']);
  });

  it('an expired session pauses the queue without losing it; signed in again, the same user resumes', async () => {
    const me = await userId('vendor1');
    await enqueue(db, me, setLayoutMutation, { theme: 'plain' });
    expect(await syncOnce(db, me, transport('expired-token'))).toBe('needsSignIn');
    expect((await entriesOf(db, me)).map((e) => e.status)).toEqual(['pending']);
    expect(await syncOnce(db, me, transport(await t.tokenFor('vendor1')))).toBe('online');
    expect((await serverTheme('vendor1')).theme).toBe('plain');
  });

  it('a server that lost this device’s history (a gap) gets the unsent actions numbered again, in order', async () => {
    const me = await userId('vendor1');
    const token = await t.tokenFor('vendor1');
    await enqueue(db, me, setLayoutMutation, { theme: 'blend' });
    await syncOnce(db, me, transport(token));
    await t.db.delete(clients);
    await enqueue(db, me, setLayoutMutation, { theme: 'plain' });
    await enqueue(db, me, setLayoutMutation, { theme: 'functional' });
    expect(await syncOnce(db, me, transport(token))).toBe('online');
    expect((await serverTheme('vendor1')).theme).toBe('functional');
    expect(await entriesOf(db, me)).toEqual([]);
  });
});
