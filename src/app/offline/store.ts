import type { z } from 'zod';
import type { MutationSpec } from '../../shared/domain/sync-mutations.ts';
import type { OutboxEntry } from './db.ts';
import { offlineDb } from './instance.ts';
import { enqueue, retry, type ActionContext } from './outbox.ts';
import { actionContextOf } from './device-store/use-device-query.ts';
import { requestSync } from './loop.ts';
import { mutationSpecs } from './mutation-specs.ts';

/** The device's store, opened once per tab (instance.ts, so the sign-in page can do without this module). */
export { offlineDb };

export { mutationSpecs };

/** The action's preconditions and subjects, read from what the user sees now, in one look at the device's rows. */
async function contextOf<A extends z.ZodType>(userId: string, spec: MutationSpec<A>, args: z.infer<A>): Promise<ActionContext> {
  if (!spec.expectFrom && !spec.shows) return {};
  // The device store's worker holds the rows in memory: reading the tables here held the page for seconds at 50,000 items.
  return actionContextOf(userId, spec.name, args);
}

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
  const context = await contextOf(userId, spec, args);
  await enqueue(offlineDb, userId, spec, args, expect ?? context.expect, context.subjects);
  requestSync();
}

/** Sends a refused action again as a new one, its preconditions and subjects read from what the user sees now. */
export async function retryAction(entry: OutboxEntry): Promise<void> {
  const spec = mutationSpecs.get(entry.name);
  const args = spec?.args.safeParse(entry.args);
  await retry(offlineDb, entry, spec && args?.success ? await contextOf(entry.userId, spec, args.data) : {});
  requestSync();
}
