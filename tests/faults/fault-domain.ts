import { and, eq, sql } from 'drizzle-orm';
import { pgTable, text } from 'drizzle-orm/pg-core';
import type { Db } from '../../src/server/db/client.ts';
import { deletedAt, rev } from '../../src/server/db/schema/columns.ts';
import { platformRegistry } from '../../src/server/modules/platform-sync.ts';
import { AppError } from '../../src/server/plugins/errors.ts';
import { appendMutation } from './fault-domain-spec.ts';
import { SIGNED_IN } from '../../src/shared/domain/access.ts';

export { appendMutation };

/** Test-only synced table: an entity collects the tokens of the actions applied to it, in order. */
export const faultEntities = pgTable('fault_entities', {
  id: text().primaryKey(),
  userId: text().notNull(),
  tokens: text().array().notNull(),
  rev: rev(),
  deletedAt: deletedAt(),
});

export async function createFaultTable(db: Db): Promise<void> {
  await db.execute(sql`create table if not exists fault_entities (
    id text primary key, user_id text not null, tokens text[] not null default '{}',
    rev bigint not null default nextval('sync_rev'), deleted_at timestamptz)`);
  await db.execute(sql`create index if not exists fault_entities_rev on fault_entities (rev)`);
  await db.execute(sql`drop trigger if exists fault_entities_rev on fault_entities`);
  await db.execute(sql`create trigger fault_entities_rev before insert or update on fault_entities for each row execute function sync_bump_rev()`);
}

export function faultRegistry() {
  return platformRegistry()
    .table({
      name: 'faultEntities',
      table: faultEntities,
      id: faultEntities.id,
      rev: faultEntities.rev,
      deletedAt: faultEntities.deletedAt,
      columns: { id: faultEntities.id, userId: faultEntities.userId, tokens: faultEntities.tokens },
      scope: (viewer) => eq(faultEntities.userId, viewer.userId),
    })
    .mutation({
      spec: appendMutation,
      permission: SIGNED_IN,
      check: (_ctx, args) => (args.refuse ? Promise.reject(new AppError(409, 'error.syncStale', {}, 'REFUSED')) : Promise.resolve()),
      apply: async ({ tx, viewer }, args) => {
        const [existing] = await tx
          .select()
          .from(faultEntities)
          .where(and(eq(faultEntities.id, args.entity), eq(faultEntities.userId, viewer.userId)));
        if (existing)
          await tx
            .update(faultEntities)
            .set({ tokens: [...existing.tokens, args.token] })
            .where(eq(faultEntities.id, args.entity));
        else await tx.insert(faultEntities).values({ id: args.entity, userId: viewer.userId, tokens: [args.token] });
      },
    });
}
