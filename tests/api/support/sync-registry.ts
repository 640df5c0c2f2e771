import { eq } from 'drizzle-orm';
import { z } from 'zod';
import { mutationSpec, patchRow } from '../../../src/shared/domain/sync-mutations.ts';
import { users } from '../../../src/server/db/schema/index.ts';
import { platformRegistry } from '../../../src/server/modules/platform-sync.ts';
import { AppError } from '../../../src/server/plugins/errors.ts';
import { SIGNED_IN } from '../../../src/shared/domain/access.ts';

/** Test-only: sets the signature, but only while the profile is at the rev the client saw (else STALE). */
export const signMutation = mutationSpec({
  name: 'test.sign',
  args: z.strictObject({ signature: z.string() }),
  overlay: (view, args, userId) => patchRow(view, 'profile', userId, { signature: args.signature }),
});

/** The platform's registry plus the test mutation with a precondition. */
export function testSyncRegistry() {
  return platformRegistry().mutation({
    spec: signMutation,
    permission: SIGNED_IN,
    check: async ({ tx, viewer }, _args, expect) => {
      const [row] = await tx.select({ rev: users.rev }).from(users).where(eq(users.id, viewer.userId));
      if (expect.rev !== row?.rev) throw new AppError(409, 'error.syncStale', {}, 'STALE');
    },
    apply: async ({ tx, viewer }, args) => {
      await tx.update(users).set({ signature: args.signature }).where(eq(users.id, viewer.userId));
    },
  });
}
