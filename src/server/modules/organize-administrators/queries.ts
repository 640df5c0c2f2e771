import { and, asc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { LayerRight } from '../../../shared/contracts/organize-administrators.ts';
import type { Db } from '../../db/client.ts';
import { organizeAdministrators, users } from '../../db/schema/index.ts';
import { enabledRolesOfUser } from '../auth/queries.ts';
import { LAYER_RIGHT_COLUMNS } from '../permission/org-reach.ts';

export type Rights = Record<LayerRight, boolean>;

/** The organisation's administrators with their rights, first appointed first. */
export function grantsOf(db: Db, organizationId: string) {
  return db
    .select({
      userId: organizeAdministrators.userId,
      ...LAYER_RIGHT_COLUMNS,
    })
    .from(organizeAdministrators)
    .innerJoin(users, eq(users.id, organizeAdministrators.userId))
    .where(and(eq(organizeAdministrators.organizationId, organizationId), sql`${users.deletedAt} is null`))
    .orderBy(asc(organizeAdministrators.createdAt), asc(organizeAdministrators.userId));
}

/** The users administering the organisation, as a condition on users. */
export function administering(organizationId: string): SQL {
  return sql`${users.id} in (select user_id from organize_administrators where organization_id = ${organizationId})`;
}

/** Each user's account and enabled roles (the roles a viewer's role kind is read from). */
export function accountsWithRoles(db: Db, userIds: readonly string[]) {
  return db
    .select({ id: users.id, account: users.account, roles: enabledRolesOfUser })
    .from(users)
    .where(inArray(users.id, [...userIds]));
}

/** Replaces the organisation's administrators; every one gets `rights`. */
export async function replaceAdministrators(db: Db, organizationId: string, userIds: readonly string[], rights: Rights): Promise<void> {
  await db.delete(organizeAdministrators).where(eq(organizeAdministrators.organizationId, organizationId));
  if (userIds.length === 0) return;
  await db.insert(organizeAdministrators).values(userIds.map((userId) => ({ organizationId, userId, ...rights })));
}
