import type { z } from 'zod';
import { syncPull, syncPush } from '../../shared/contracts/sync.ts';
import { PO_MUTATIONS } from '../../shared/domain/po/mutations.ts';
import { PLATFORM_MUTATIONS, type MutationSpec } from '../../shared/domain/sync-mutations.ts';
import { call } from '../api/client.ts';
import type { OutboxEntry } from './db.ts';
import { offlineDb } from './instance.ts';
import type { SyncTransport } from './engine.ts';
import { currentView, enqueue, retry } from './outbox.ts';
import { requestSync } from './loop.ts';

/** The device's store, opened once per tab (instance.ts, so the sign-in page can do without this module). */
export { offlineDb };

/**
 * On a bad connection a request can hang without ever failing; past this the round is given up
 * and retried with backoff (a push that did arrive is answered from the log on replay).
 */
const SYNC_REQUEST_TIMEOUT_MS = 60_000;

export const apiTransport: SyncTransport = {
  pull: (body) => call(syncPull, { body, timeoutMs: SYNC_REQUEST_TIMEOUT_MS }),
  push: (body) => call(syncPush, { body, timeoutMs: SYNC_REQUEST_TIMEOUT_MS }),
};

export const mutationSpecs = new Map<string, MutationSpec<z.ZodType>>([...PLATFORM_MUTATIONS, ...PO_MUTATIONS].map((spec) => [spec.name, spec]));

/**
 * Records a user's action on this device and asks for it to be sent; resolves once it is saved. Its
 * preconditions are read from what the user sees now, unless given.
 */
export async function recordAction<A extends z.ZodType>(
  userId: string,
  spec: MutationSpec<A>,
  args: z.infer<A>,
  expect?: Record<string, unknown>,
): Promise<void> {
  if (!expect && spec.expectFrom) expect = spec.expectFrom(await currentView(offlineDb, userId, mutationSpecs, spec.reads ?? []), args, userId);
  await enqueue(offlineDb, userId, spec, args, expect);
  requestSync();
}

/** Sends a refused action again as a new one, its preconditions read from what the user sees now. */
export async function retryAction(entry: OutboxEntry): Promise<void> {
  const spec = mutationSpecs.get(entry.name);
  const args = spec?.args.safeParse(entry.args);
  const expect =
    spec?.expectFrom && args?.success
      ? spec.expectFrom(await currentView(offlineDb, entry.userId, mutationSpecs, spec.reads ?? []), args.data, entry.userId)
      : undefined;
  await retry(offlineDb, entry, expect);
  requestSync();
}
