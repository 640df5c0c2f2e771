import type { z } from 'zod';
import { syncPull, syncPush } from '../../shared/contracts/sync.ts';
import { PO_MUTATIONS } from '../../shared/domain/po/mutations.ts';
import { PLATFORM_MUTATIONS, type MutationSpec } from '../../shared/domain/sync-mutations.ts';
import { ApiError, call } from '../api/client.ts';
import { tokenStore } from '../api/token.ts';
import { OfflineDb, type OutboxEntry } from './db.ts';
import type { SyncTransport } from './engine.ts';
import { currentView, enqueue, retry } from './outbox.ts';
import { requestSync } from './loop.ts';

/** The device's store, opened once per tab. */
export const offlineDb = new OfflineDb();

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
  if (!expect && spec.expectFrom) expect = spec.expectFrom(await currentView(offlineDb, userId, mutationSpecs), args, userId);
  await enqueue(offlineDb, userId, spec, args, expect);
  requestSync();
}

/** Sends a refused action again as a new one, its preconditions read from what the user sees now. */
export async function retryAction(entry: OutboxEntry): Promise<void> {
  const spec = mutationSpecs.get(entry.name);
  const args = spec?.args.safeParse(entry.args);
  const expect =
    spec?.expectFrom && args?.success ? spec.expectFrom(await currentView(offlineDb, entry.userId, mutationSpecs), args.data, entry.userId) : undefined;
  await retry(offlineDb, entry, expect);
  requestSync();
}

const ANSWER = 'answer:';

/**
 * Loads through `load`, remembering the answer for this session on the device; with no network the
 * remembered answer stands in, so pages open offline with their last data. Answers are tied to the
 * session token: another user signing in on the device never sees them.
 */
export async function withOfflineAnswer<T>(key: string, load: () => Promise<T>): Promise<T> {
  const token = tokenStore.get() ?? '';
  try {
    const data = await load();
    await offlineDb.meta.put({ key: ANSWER + key, value: { token, data } }).catch(() => undefined);
    return data;
  } catch (error) {
    if (error instanceof ApiError && error.status === 0) {
      const entry = await offlineDb.meta.get(ANSWER + key).catch(() => undefined);
      const value = entry?.value as { token?: string; data?: T } | undefined;
      if (value?.token === token && value.data !== undefined) return value.data;
    }
    throw error;
  }
}

/** Signing out forgets the session's remembered answers; the outbox and pulled rows stay for the user's return. */
export async function forgetAnswers(): Promise<void> {
  await offlineDb.meta.where('key').startsWith(ANSWER).delete();
}
