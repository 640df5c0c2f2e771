/**
 * The user picker's calls (spec 001 §2 "User picker", §7 Users: GetUsersList, Selector, ImUser,
 * ImUser/Selector, getUserList, getSubordinates, getOrganization, GetUsersByPositionId,
 * GetUsersByRoleOrgId), at the original platform's paths. Any signed-in person outside the vendor / buyer fence may call them (a picker sits
 * on any form), as Users/All; only enabled users are offered.
 *
 * Keywords match account, name, mobile and e-mail, and Chinese names by their pinyin and its
 * initials too ("zhangsan", "zs" find 张三): the server keeps each name's pinyin beside it.
 * Searches answer at most PICKER_LIMIT users, enough to choose from; a narrower keyword finds the rest.
 *
 * ImUser itself (GET /api/permission/Users/ImUser, the users to talk to, a page at a time) is the
 * chat's `listContacts` (contracts/chat.ts): one path, one contract. Vendors call it too, fenced to
 * the staff and their own supplier's accounts, so it cannot carry this file's internal-only gate.
 */
import { z } from 'zod';
import { INTERNAL_USERS } from '../domain/access.ts';
import { entityId, idList, treeList } from './admin-fields.ts';
import { bareQuery, endpoint, listQuery, pageOf, timestampParam } from './endpoint.ts';

export const PICKER_LIMIT = 100;

const keyword = z.string().trim().max(100).default('');

/** A user as a picker shows them: `fullName` is `Name/account`, `organize` the organisation path `A/B`. */
export const pickerUser = z.object({
  id: z.string(),
  account: z.string(),
  realName: z.string(),
  fullName: z.string(),
  headIcon: z.string(),
  organize: z.string(),
  department: z.string(),
  type: z.literal('user'),
  isLeaf: z.literal(true),
});
export type PickerUser = z.infer<typeof pickerUser>;

/** A node of the picker's lazily loaded tree (spec 001 §3 "Tree or user option"). */
export const pickerNode = z.object({
  id: z.string(),
  parentId: z.string().nullable(),
  fullName: z.string(),
  type: z.enum(['company', 'department', 'user']),
  /** For a user, their account and organisation path; '' for an organisation or department. */
  account: z.string(),
  organize: z.string(),
  headIcon: z.string(),
  isLeaf: z.boolean(),
  hasChildren: z.boolean(),
});
export type PickerNode = z.infer<typeof pickerNode>;

/**
 * One level of the "all data" tree: under organisation `id` (`0` for the top) its sub-organisations,
 * its top departments and its users outside any department; under a department its sub-departments
 * and its users. With a keyword, the matching users anywhere instead, flat.
 */
export const userSelector = endpoint({
  method: 'POST',
  path: '/api/permission/Users/ImUser/Selector/:id',
  reads: true,
  access: 'unlocked',
  permission: INTERNAL_USERS,
  params: z.strictObject({ id: z.union([z.literal('0'), entityId]) }),
  body: z.strictObject({ keyword }),
  data: z.object({ list: z.array(pickerNode) }),
});

/** The users with these ids, in the order asked (to show a picker's value); unknown ids are left out. */
export const usersByIds = endpoint({
  method: 'POST',
  path: '/api/permission/Users/getUserList',
  reads: true,
  access: 'unlocked',
  permission: INTERNAL_USERS,
  body: z.strictObject({ userId: idList.max(1000) }),
  data: z.object({ list: z.array(pickerUser) }),
});

/** The caller's subordinates down the manager chain (their reports, and theirs), by keyword. */
export const subordinates = endpoint({
  method: 'POST',
  path: '/api/permission/Users/getSubordinates',
  reads: true,
  access: 'unlocked',
  permission: INTERNAL_USERS,
  body: z.strictObject({ keyword }),
  data: z.object({ list: z.array(pickerUser) }),
});

/**
 * The users of an organisation and of its departments (not of its sub-organisations): the caller's
 * own when `organizeId` is absent (an empty list for someone in none), by keyword.
 */
export const organizationUsers = endpoint({
  method: 'GET',
  path: '/api/permission/Users/getOrganization',
  access: 'unlocked',
  permission: INTERNAL_USERS,
  query: z.strictObject({ ...timestampParam, keyword, organizeId: entityId.optional() }),
  data: z.object({ list: z.array(pickerUser) }),
});

/** The enabled users holding a position (as their main one or another). */
export const usersByPosition = endpoint({
  method: 'GET',
  path: '/api/permission/Users/GetUsersByPositionId',
  access: 'unlocked',
  permission: INTERNAL_USERS,
  query: z.strictObject({ ...timestampParam, positionId: entityId, keyword }),
  data: z.object({ list: z.array(pickerUser) }),
});

/** The enabled users holding a role, within an organisation and its sub-organisations when one is named. */
export const usersByRole = endpoint({
  method: 'GET',
  path: '/api/permission/Users/GetUsersByRoleOrgId',
  access: 'unlocked',
  permission: INTERNAL_USERS,
  query: z.strictObject({ ...timestampParam, roleId: entityId, organizeId: entityId.optional(), keyword }),
  data: z.object({ list: z.array(pickerUser) }),
});

/**
 * The offered users a page at a time, by name then account, the keyword matching as the other
 * pickers' keywords do: a picker's list that pages instead of stopping at PICKER_LIMIT.
 */
export const pickerUserPage = endpoint({
  method: 'GET',
  path: '/api/permission/Users/GetUsersList',
  access: 'unlocked',
  permission: INTERNAL_USERS,
  query: listQuery(['realName', 'account'], { sidx: 'realName', sort: 'asc' }),
  data: pageOf(pickerUser),
});

/**
 * Organisations, their departments and the offered users as one tree (types company, department,
 * user; `fullName` of a user `Name/account`, `enCode` their account), as Position/Selector gives the
 * positions: a user hangs under their department, else their organisation; one in neither is not in
 * the tree. Every offered user, like Users/All: a picker that loads a level at a time is ImUser/Selector.
 */
export const userTreeSelector = endpoint({
  method: 'GET',
  path: '/api/permission/Users/Selector',
  access: 'unlocked',
  permission: INTERNAL_USERS,
  query: bareQuery,
  data: treeList,
});
