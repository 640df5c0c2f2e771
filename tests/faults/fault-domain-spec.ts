import { z } from 'zod';
import { mutationSpec } from '../../src/shared/domain/sync-mutations.ts';

/** Appends `token` to the entity; `refuse` makes the server reject it (a failed precondition). */
export const appendMutation = mutationSpec({
  name: 'fault.append',
  args: z.strictObject({ entity: z.string(), token: z.string(), refuse: z.boolean() }),
  overlay: (view, args, userId) => {
    const rows = view.get('faultEntities');
    if (!rows) return;
    const row = rows.get(args.entity);
    const tokens = Array.isArray(row?.tokens) ? (row.tokens as string[]) : [];
    rows.set(args.entity, { ...(row ?? { id: args.entity, userId }), tokens: [...tokens, args.token] });
  },
});
