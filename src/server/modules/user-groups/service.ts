import type { Language } from '../../../shared/constants.ts';
import type { z } from 'zod';
import type { QueryOf } from '../../../shared/contracts/endpoint.ts';
import type { listUserGroups, userGroupForm } from '../../../shared/contracts/user-groups.ts';
import type { Db } from '../../db/client.ts';
import type { Viewer } from '../../plugins/access.ts';
import { fieldError } from '../../plugins/errors.ts';
import type { TranslateFn } from '../../plugins/i18n.ts';
import { grantsBeyond } from '../permission/queries.ts';
import { found, markOf, requireIds, stillHolds, uniqueCode } from '../permission/records.ts';
import { livingUsers } from '../user-pickers/service.ts';
import * as q from './queries.ts';

type GroupForm = z.infer<typeof userGroupForm>;

const values = (body: GroupForm): q.GroupValues => ({
  enCode: body.enCode,
  fullName: body.fullName,
  description: body.description,
  sortCode: body.sortCode,
  enabled: body.enabledMark === 1,
});

const wire = ({ enabled, createdAt, ...g }: Pick<q.GroupRecord, 'id' | 'fullName' | 'enCode' | 'enabled' | 'description' | 'sortCode' | 'createdAt'>) => ({
  ...g,
  enabledMark: markOf(enabled),
  creatorTime: createdAt.getTime(),
});

export async function groupList(db: Db, query: QueryOf<typeof listUserGroups>) {
  const page = await q.groupPage(db, query);
  return { ...page, list: page.list.map(({ userCount, ...g }) => ({ ...wire(g), userCount })) };
}

export const createGroup = (db: Db, t: TranslateFn, body: GroupForm) => uniqueCode(t, 'group', body.enCode, () => q.insertGroup(db, values(body)));

export async function updateGroup(db: Db, t: TranslateFn, id: string, body: GroupForm): Promise<void> {
  found(await q.groupById(db, id), t, 'group');
  await uniqueCode(t, 'group', body.enCode, () => q.updateGroupRow(db, id, values(body)));
}

export async function groupInfo(db: Db, t: TranslateFn, id: string) {
  return wire(found(await q.groupById(db, id), t, 'group'));
}

export async function deleteGroup(db: Db, t: TranslateFn, id: string): Promise<void> {
  await db.transaction(async (tx) => {
    found(await q.groupById(tx, id), t, 'group');
    const members = await q.memberCount(tx, id);
    if (members > 0) throw stillHolds(t, 'group', members, 'users');
    await q.deleteGroupRow(tx, id);
  });
}

/** The group's members (disabled accounts too) as a picker shows them, by name then account. */
export async function groupMembers(db: Db, t: TranslateFn, language: Language, id: string) {
  found(await q.groupById(db, id), t, 'group');
  return { list: await livingUsers(db, language, q.inGroup(id)) };
}

/**
 * Replaces the group's members at once. A non-administrator must hold every grant of the group, may
 * neither add nor take out themselves or an administrator (as in the user form), and, as
 * when assigning groups in the user's form; unknown or deleted users are refused under `userIds`.
 * Grants are read afresh on each request, so the members' next call already sees the change.
 */
export async function setGroupMembers(db: Db, t: TranslateFn, viewer: Viewer, id: string, userIds: readonly string[]): Promise<void> {
  const ids = [...new Set(userIds)];
  await db.transaction(async (tx) => {
    found(await q.groupById(tx, id), t, 'group');
    if (!viewer.isAdministrator && (await grantsBeyond(tx, viewer.userId, 'group', [id])) > 0) throw fieldError('userIds', 'admin.refusal.notHeld');
    await requireIds(tx, t, 'userIds', 'user', 'users', ids);
    if (!viewer.isAdministrator) {
      // The user form's rules: nobody changes their own groups, and only an administrator an administrator's.
      const changing = await q.membershipChanges(tx, id, ids);
      if (changing.some((u) => u.id === viewer.userId)) throw fieldError('userIds', 'admin.refusal.self');
      if (changing.some((u) => u.isAdministrator)) throw fieldError('userIds', 'admin.refusal.adminOnly');
    }
    await q.replaceMembers(tx, id, ids);
  });
}
