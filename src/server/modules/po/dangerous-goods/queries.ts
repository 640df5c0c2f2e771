import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import { dangerousGoods } from '../../../db/schema/index.ts';

/** A tombstone, not a delete: devices learn of the removal from the row's new rev. False when there was no live row. */
export async function removeEntry(db: Db, id: string, by: string): Promise<boolean> {
  const [removed] = await db
    .update(dangerousGoods)
    .set({ deletedAt: sql`now()`, updatedAt: sql`now()`, updatedBy: by })
    .where(and(eq(dangerousGoods.id, id), isNull(dangerousGoods.deletedAt)))
    .returning({ id: dangerousGoods.id });
  return Boolean(removed);
}
