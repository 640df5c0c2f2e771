import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { z } from 'zod';
import { syncPush, type PushedMutation } from '../../src/shared/contracts/sync.ts';
import { SIGNED_IN } from '../../src/shared/domain/access.ts';
import { mutationSpec } from '../../src/shared/domain/sync-mutations.ts';
import { AppError } from '../../src/server/plugins/errors.ts';
import { clients, mutationLog } from '../../src/server/db/schema/index.ts';
import { createFaultTable, faultEntities, faultRegistry } from '../faults/fault-domain.ts';
import { dataOf, startTestApp, type TestApp } from './support/harness.ts';

// Both engines: a push's transactions of 50 and the savepoints after a refusal.

/**
 * A push's mutations are applied in transactions of up to 50, without savepoints until one is refused
 * (then the transaction runs again, each in its own savepoint): a refusal undoes its own writes only,
 * every answer and log row commits with its writes, and a server bug leaves the mutations before it
 * applied (as one transaction each would have) and nothing of its own.
 */
const bugMutation = mutationSpec({ name: 'test.bug', args: z.strictObject({ entity: z.string() }), overlay: () => undefined });
const halfRefusedMutation = mutationSpec({ name: 'test.halfRefused', args: z.strictObject({ entity: z.string() }), overlay: () => undefined });
const registry = faultRegistry()
  .mutation({
    spec: bugMutation,
    permission: SIGNED_IN,
    apply: async ({ tx, viewer }, args) => {
      await tx.insert(faultEntities).values({ id: args.entity, userId: viewer.userId, tokens: ['half-written'] });
      throw new Error('a bug in the action');
    },
  })
  .mutation({
    spec: halfRefusedMutation,
    permission: SIGNED_IN,
    // Refused after writing, as an action on several items refuses at the second one.
    apply: async ({ tx, viewer }, args) => {
      await tx.insert(faultEntities).values({ id: args.entity, userId: viewer.userId, tokens: ['half-written'] });
      throw new AppError(409, 'error.syncStale', {}, 'REFUSED');
    },
  });

let t: TestApp;
let vendor1: string;
beforeEach(async () => {
  t = await startTestApp({}, { sync: registry });
  await createFaultTable(t.db);
  vendor1 = await t.tokenFor('vendor1');
});
afterEach(() => t.close());

const push = (mutations: PushedMutation[]) =>
  t.request({ method: 'POST', url: '/api/sync/push', token: vendor1, payload: { clientId: 'device-batch', mutations } });
const append = (id: number, refuse = false): PushedMutation => ({ id, name: 'fault.append', args: { entity: `e${id % 3}`, token: `t${id}`, refuse } });
const tokensOf = async () => {
  const rows = await t.db.select().from(faultEntities).orderBy(faultEntities.id);
  return Object.fromEntries(rows.map((r) => [r.id, r.tokens]));
};
const lastOfClient = async () => (await t.db.select().from(clients).where(eq(clients.id, 'device-batch')))[0]?.lastMutationId;
const logged = async () => (await t.db.select().from(mutationLog).where(eq(mutationLog.clientId, 'device-batch'))).length;
const ids = (from: number, to: number) => Array.from({ length: to - from + 1 }, (_, i) => from + i);

describe('a push of many actions', () => {
  it('answers 120 actions in order over several transactions; a refusal undoes only its own writes', async () => {
    const refused = (id: number) => id % 17 === 0;
    const res = dataOf(syncPush, await push(ids(1, 120).map((id) => append(id, refused(id)))));
    expect(res.lastMutationId).toBe(120);
    expect(res.results.map((r) => [r.id, r.status])).toEqual(ids(1, 120).map((id) => [id, refused(id) ? 'rejected' : 'applied']));
    const expected = (entity: number) =>
      ids(1, 120)
        .filter((id) => id % 3 === entity && !refused(id))
        .map((id) => `t${id}`);
    expect(await tokensOf()).toEqual({ e0: expected(0), e1: expected(1), e2: expected(2) });
    expect(await logged()).toBe(120);
    expect(await lastOfClient()).toBe(120);

    // The whole push again (its answer was lost): the same answers, nothing applied twice.
    const again = dataOf(syncPush, await push(ids(1, 120).map((id) => append(id, refused(id)))));
    expect(again).toEqual(res);
    expect(await tokensOf()).toEqual({ e0: expected(0), e1: expected(1), e2: expected(2) });
  });

  it('an action refused after it wrote leaves nothing; the actions around it, in the same transaction, are applied once', async () => {
    const mutations = ids(1, 30).map((id) => (id === 12 ? { id, name: 'test.halfRefused', args: { entity: 'half' } } : append(id)));
    const res = dataOf(syncPush, await push(mutations));
    expect(res.results.map((r) => r.status)).toEqual(ids(1, 30).map((id) => (id === 12 ? 'rejected' : 'applied')));
    expect(res.results[11]).toMatchObject({ code: 'REFUSED' });
    const tokens = await tokensOf();
    expect(tokens.half).toBeUndefined();
    expect(Object.values(tokens).flat().sort()).toEqual(
      ids(1, 30)
        .filter((id) => id !== 12)
        .map((id) => `t${id}`)
        .sort(),
    );
    expect(await logged()).toBe(30);
    expect(await lastOfClient()).toBe(30);
  });

  it('a server bug in the 60th action: the 59 before it stay applied, nothing of its own is written', async () => {
    const mutations = ids(1, 70).map((id) => (id === 60 ? { id, name: 'test.bug', args: { entity: 'bug' } } : append(id)));
    const res = await push(mutations);
    expect(res.statusCode).toBe(500);
    expect(await lastOfClient()).toBe(59);
    expect(await logged()).toBe(59);
    const tokens = await tokensOf();
    expect(tokens.bug).toBeUndefined();
    expect(Object.values(tokens).flat()).toHaveLength(59);

    // Sent again from where the server stands, the bug is met again and the 59 are not repeated.
    expect((await push(mutations.slice(59))).statusCode).toBe(500);
    expect(await lastOfClient()).toBe(59);
    expect(Object.values(await tokensOf()).flat()).toHaveLength(59);
  });
});
