/**
 * User groups (spec 000 §6: permissions are granted through roles, positions, users and groups): a
 * group gathers users across the organisation tree. Spec-silent paths in the original's style.
 * Members are chosen in the user's form (`groupId`) or all at once from the group (Members, the user transfer).
 */
import { z } from 'zod';
import { INTERNAL_USERS, menuGate } from '../domain/access.ts';
import { ADMIN_MENU, BUTTON } from '../domain/admin-menus.ts';
import { idList, idParams, recordBase, recordForm } from './admin-fields.ts';
import { bareQuery, endpoint, listQuery, pageOf } from './endpoint.ts';
import { pickerUser } from './user-pickers.ts';

export const userGroupRow = z.object({ ...recordBase, userCount: z.number().int() });
export type UserGroupRow = z.infer<typeof userGroupRow>;

export const listUserGroups = endpoint({
  method: 'GET',
  path: '/api/permission/Group',
  access: 'unlocked',
  permission: menuGate(ADMIN_MENU.userGroup),
  query: listQuery(['sortCode', 'fullName', 'enCode', 'creatorTime'], { sidx: 'sortCode', sort: 'asc' }),
  data: pageOf(userGroupRow),
});

export const userGroupSelector = endpoint({
  method: 'GET',
  path: '/api/permission/Group/Selector',
  access: 'unlocked',
  permission: INTERNAL_USERS,
  query: bareQuery,
  data: z.object({ list: z.array(z.object({ id: z.string(), fullName: z.string(), enCode: z.string() })) }),
});

export const userGroupForm = z.strictObject(recordForm);

export const createUserGroup = endpoint({
  method: 'POST',
  path: '/api/permission/Group',
  access: 'unlocked',
  permission: menuGate(ADMIN_MENU.userGroup, BUTTON.add),
  successMsg: 'admin.created',
  body: userGroupForm,
  data: z.object({ id: z.string() }),
});

export const updateUserGroup = endpoint({
  method: 'PUT',
  path: '/api/permission/Group/:id',
  access: 'unlocked',
  permission: menuGate(ADMIN_MENU.userGroup, BUTTON.edit),
  successMsg: 'admin.updated',
  params: idParams,
  body: userGroupForm,
  data: z.null(),
});

export const getUserGroup = endpoint({
  method: 'GET',
  path: '/api/permission/Group/:id',
  access: 'unlocked',
  permission: menuGate(ADMIN_MENU.userGroup),
  query: bareQuery,
  params: idParams,
  data: z.object(recordBase),
});

/** Refused while the group has members. */
export const deleteUserGroup = endpoint({
  method: 'DELETE',
  path: '/api/permission/Group/:id',
  access: 'unlocked',
  permission: menuGate(ADMIN_MENU.userGroup, BUTTON.remove),
  successMsg: 'admin.deleted',
  params: idParams,
  data: z.null(),
});

/** A group's members, disabled accounts included (they stay members until taken out). */
export const groupMembers = endpoint({
  method: 'GET',
  path: '/api/permission/Group/:id/Members',
  access: 'unlocked',
  permission: menuGate(ADMIN_MENU.userGroup),
  query: bareQuery,
  params: idParams,
  data: z.object({ list: z.array(pickerUser) }),
});

/**
 * Sets a group's members at once (the user transfer): the list replaces the members. Someone who is
 * not an administrator may only do so for a group whose grants they hold themselves, as when
 * assigning groups in the user's form; unknown users are refused under `userIds`.
 */
export const setGroupMembers = endpoint({
  method: 'PUT',
  path: '/api/permission/Group/:id/Members',
  access: 'unlocked',
  permission: menuGate(ADMIN_MENU.userGroup, BUTTON.edit),
  successMsg: 'admin.saved',
  params: idParams,
  body: z.strictObject({ userIds: idList }),
  data: z.null(),
});
