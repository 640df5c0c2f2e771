/**
 * Roles (spec 001 §7 "Role"), at the original platform's paths. A role is global (`globalMark` 1) or
 * offered in some organisations (`organizeIds`). A role's `kind` makes its holders vendors, buyers or
 * uploaders (spec 000 §6; domain/roles.ts): only a full administrator sets it, or changes, disables or
 * deletes a role that has one; a name reading as a kind (containing Vendor, Buyer or Uploader) must
 * agree with the role's kind; a role with a kind held by users cannot be disabled (it would change what
 * they are without anyone deciding it): move them to another role first.
 */
import { z } from 'zod';
import { INTERNAL_USERS, menuGate } from '../domain/access.ts';
import { ROLE_KINDS } from '../domain/roles.ts';
import { ADMIN_MENU, BUTTON } from '../domain/admin-menus.ts';
import { localNames, NO_LOCAL_NAMES } from '../domain/local-names.ts';
import { entityId, idList, idParams, recordBase, recordForm } from './admin-fields.ts';
import { bareQuery, endpoint, listQuery, pageOf } from './endpoint.ts';

const roleKind = z.enum(ROLE_KINDS);

export const roleRow = z.object({
  ...recordBase,
  /** The name in each language (the page shows the reader's); `fullName` is the name as entered. */
  fullNameI18n: localNames,
  kind: roleKind,
  globalMark: z.union([z.literal(0), z.literal(1)]),
  /** The names of the organisations a non-global role is offered in, joined by `, `. */
  organizeInfo: z.string(),
  userCount: z.number().int(),
});
export type RoleRow = z.infer<typeof roleRow>;

/** `organizeId` keeps global roles and those offered in that organisation. */
export const listRoles = endpoint({
  method: 'GET',
  path: '/api/permission/Role',
  access: 'unlocked',
  permission: menuGate(ADMIN_MENU.role),
  query: listQuery(['sortCode', 'fullName', 'enCode', 'creatorTime'], { sidx: 'sortCode', sort: 'asc' }).extend({ organizeId: entityId.optional() }),
  data: pageOf(roleRow),
});

/** A role to choose, named in the caller's language. */
const roleOption = z.object({ id: z.string(), fullName: z.string(), enCode: z.string(), globalMark: z.union([z.literal(0), z.literal(1)]) });

/** Every enabled role, to choose from in a user's form. */
export const roleSelector = endpoint({
  method: 'GET',
  path: '/api/permission/Role/Selector',
  access: 'unlocked',
  permission: INTERNAL_USERS,
  query: bareQuery,
  data: z.object({ list: z.array(roleOption) }),
});

/**
 * The enabled roles the caller may hand out on a user's form, in the Selector's shape: every one for a
 * full administrator; for anyone else those with no kind (a vendor, buyer or uploader role is a full
 * administrator's to give) that grant nothing beyond what the caller holds, the same rules the user
 * form applies when it is saved.
 */
export const roleSelectorByPermission = endpoint({
  method: 'GET',
  path: '/api/permission/Role/SelectorByPermission',
  access: 'unlocked',
  permission: INTERNAL_USERS,
  query: bareQuery,
  data: z.object({ list: z.array(roleOption) }),
});

/** The enabled roles offered in these organisations, global ones included. */
export const rolesOfOrganizations = endpoint({
  method: 'POST',
  path: '/api/permission/Role/getListByOrgIds',
  reads: true,
  access: 'unlocked',
  permission: INTERNAL_USERS,
  body: z.strictObject({ organizeIds: idList }),
  data: z.object({ list: z.array(roleOption) }),
});

export const roleForm = z.strictObject({
  ...recordForm,
  fullNameI18n: localNames.default(NO_LOCAL_NAMES),
  globalMark: z.union([z.literal(0), z.literal(1)]).default(1),
  /** The organisations a non-global role is offered in (ignored for a global one). */
  organizeIds: idList.default([]),
  /** Left out, a new role has none and an edited one keeps its own. */
  kind: roleKind.optional(),
});

export const roleInfo = z.object({
  ...recordBase,
  fullNameI18n: localNames,
  kind: roleKind,
  globalMark: z.union([z.literal(0), z.literal(1)]),
  organizeIds: z.array(z.string()),
});

export const createRole = endpoint({
  method: 'POST',
  path: '/api/permission/Role',
  access: 'unlocked',
  permission: menuGate(ADMIN_MENU.role, BUTTON.add),
  successMsg: 'admin.created',
  body: roleForm,
  data: z.object({ id: z.string() }),
});

export const updateRole = endpoint({
  method: 'PUT',
  path: '/api/permission/Role/:id',
  access: 'unlocked',
  permission: menuGate(ADMIN_MENU.role, BUTTON.edit),
  successMsg: 'admin.updated',
  params: idParams,
  body: roleForm,
  data: z.null(),
});

export const getRole = endpoint({
  method: 'GET',
  path: '/api/permission/Role/:id',
  access: 'unlocked',
  permission: menuGate(ADMIN_MENU.role),
  query: bareQuery,
  params: idParams,
  data: roleInfo,
});

/** Refused while users hold the role. */
export const deleteRole = endpoint({
  method: 'DELETE',
  path: '/api/permission/Role/:id',
  access: 'unlocked',
  permission: menuGate(ADMIN_MENU.role, BUTTON.remove),
  successMsg: 'admin.deleted',
  params: idParams,
  data: z.null(),
});

/** Enables a disabled role or disables an enabled one (spec 001 §4); a disabled role grants nothing. */
export const toggleRoleState = endpoint({
  method: 'PUT',
  path: '/api/permission/Role/:id/Actions/State',
  access: 'unlocked',
  permission: menuGate(ADMIN_MENU.role, BUTTON.edit),
  successMsg: 'admin.updated',
  params: idParams,
  data: z.object({ enabledMark: z.union([z.literal(0), z.literal(1)]) }),
});
