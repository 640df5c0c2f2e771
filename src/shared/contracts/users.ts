/**
 * Users as the administrator keeps them (spec 001 §7 "Users"), at the original platform's paths.
 * Role, position and group ids travel comma-joined in `roleId`, `positionId` and `groupId`, as the
 * original's clients send them. A password chosen here (create, reset) must be replaced by the user at
 * the next sign-in; it arrives in plain text so the server applies the account's rule
 * (docs/decisions/0001-passwords-on-the-wire.md).
 * List columns the viewer is not granted are left out of the answer (column permissions).
 */
import { z } from 'zod';
import { INTERNAL_USERS, orgTreeGate, menusGate } from '../domain/access.ts';
import { ADMIN_MENU, BUTTON } from '../domain/admin-menus.ts';
import { description, entityId, idParams, sortCode } from './admin-fields.ts';
import { code } from './codes.ts';
import { bareQuery, endpoint, listQuery, pageOf } from './endpoint.ts';
import { MOBILE_PATTERN } from './profile.ts';

export const GENDERS = ['male', 'female', 'unknown'] as const;

/** A row of the user list; the fields under column permission may be missing (not granted). */
export const userRow = z.object({
  id: z.string(),
  account: z.string().optional(),
  realName: z.string().optional(),
  gender: z.enum(GENDERS).optional(),
  mobilePhone: z.string().optional(),
  email: z.string().optional(),
  organizeId: z.string().nullable(),
  organize: z.string().optional(),
  departmentId: z.string().nullable(),
  department: z.string().optional(),
  description: z.string().optional(),
  roleName: z.string(),
  enabledMark: z.union([z.literal(0), z.literal(1)]),
  /** Locked by failed sign-ins until this instant (epoch milliseconds), else null. */
  lockedUntil: z.number().nullable(),
  sortCode: z.number().int(),
  creatorTime: z.number(),
});
export type UserRow = z.infer<typeof userRow>;

/** The columns a column permission can take out of the list (the module's column codes). */
export const USER_PERMISSION_COLUMNS = ['account', 'realName', 'gender', 'mobilePhone', 'email', 'organize', 'department', 'description'] as const;

/**
 * The users the viewer's data rules let them see; `organizeId` (an organisation or a department)
 * keeps those under it, sub-organisations and sub-departments included; the keyword matches account,
 * name, mobile or e-mail.
 */
export const listUsers = endpoint({
  method: 'GET',
  path: '/api/permission/Users',
  access: 'unlocked',
  permission: orgTreeGate(ADMIN_MENU.user, 'select'),
  query: listQuery(['sortCode', 'account', 'realName', 'creatorTime'], { sidx: 'sortCode', sort: 'asc' }).extend({ organizeId: entityId.optional() }),
  data: pageOf(userRow),
});

const userOption = z.object({ id: z.string(), account: z.string(), realName: z.string(), fullName: z.string() });

/** Every enabled user, `fullName` as `Name/account`, for pickers. */
export const allUsers = endpoint({
  method: 'GET',
  path: '/api/permission/Users/All',
  access: 'unlocked',
  permission: INTERNAL_USERS,
  query: bareQuery,
  data: z.object({ list: z.array(userOption) }),
});

const commaIds = z
  .string()
  .trim()
  .max(20_000)
  .default('')
  .transform((text) => [
    ...new Set(
      text
        .split(',')
        .map((s) => s.trim())
        .filter(Boolean),
    ),
  ])
  .pipe(z.array(entityId));

const optionalText = (max: number) => z.string().trim().max(max).default('');

/** A user's editable fields. */
export const userForm = z.strictObject({
  account: z
    .string()
    .trim()
    .min(2)
    .max(50)
    .regex(/^[A-Za-z0-9_.-]+$/),
  realName: z.string().trim().min(1).max(50),
  gender: z.enum(GENDERS).default('unknown'),
  mobilePhone: z.union([z.literal(''), z.string().trim().regex(MOBILE_PATTERN, 'mobile')]).default(''),
  email: z.union([z.literal(''), z.email().max(120)]).default(''),
  organizeId: entityId,
  departmentId: entityId.nullable().default(null),
  managerId: entityId.nullable().default(null),
  roleId: commaIds,
  positionId: commaIds,
  groupId: commaIds,
  enabledMark: z.union([z.literal(0), z.literal(1)]).default(1),
  description,
  sortCode,
  /** PO scope: supplier codes a vendor acts for, plants and purchasing groups of a buyer. */
  supplierCodes: z.array(code(20)).max(200).default([]),
  plants: z.array(code(20)).max(200).default([]),
  purchasingGroups: z.array(code(20)).max(200).default([]),
  signature: optionalText(200),
});

/** Creating a user also sets the first password, which the user replaces at the first sign-in. */
export const newUserForm = userForm.extend({ userPassword: z.string().min(1).max(128) });

/**
 * The detail's fields a list column permission covers: a column the viewer is not granted is left out
 * of the detail too (named in `hiddenFields`), and an update keeps its stored value whatever is sent.
 * The organisation and department stay (as ids): where the account is decides who may change it.
 */
export const USER_DETAIL_FIELDS = [
  'account',
  'realName',
  'gender',
  'mobilePhone',
  'email',
  'description',
] as const satisfies readonly (typeof USER_PERMISSION_COLUMNS)[number][];
export type UserDetailField = (typeof USER_DETAIL_FIELDS)[number];

export const userInfo = z.object({
  id: z.string(),
  account: z.string().optional(),
  realName: z.string().optional(),
  gender: z.enum(GENDERS).optional(),
  mobilePhone: z.string().optional(),
  email: z.string().optional(),
  organizeId: z.string().nullable(),
  departmentId: z.string().nullable(),
  managerId: z.string().nullable(),
  roleId: z.string(),
  positionId: z.string(),
  groupId: z.string(),
  enabledMark: z.union([z.literal(0), z.literal(1)]),
  description: z.string().optional(),
  sortCode: z.number().int(),
  supplierCodes: z.array(z.string()),
  plants: z.array(z.string()),
  purchasingGroups: z.array(z.string()),
  signature: z.string(),
  creatorTime: z.number(),
  hiddenFields: z.array(z.enum(USER_DETAIL_FIELDS)),
});

/**
 * An edit may leave out the fields its detail left out (`hiddenFields`); they keep their values. A
 * client sending the detail back as it came may include `hiddenFields`: it is ignored.
 */
export const userEditForm = userForm.extend({
  account: userForm.shape.account.optional(),
  realName: userForm.shape.realName.optional(),
  hiddenFields: z.array(z.string()).max(USER_DETAIL_FIELDS.length).optional(),
});

export const createUser = endpoint({
  method: 'POST',
  path: '/api/permission/Users',
  access: 'unlocked',
  permission: orgTreeGate(ADMIN_MENU.user, 'add', BUTTON.add),
  successMsg: 'admin.created',
  body: newUserForm,
  data: z.object({ id: z.string() }),
});

export const updateUser = endpoint({
  method: 'PUT',
  path: '/api/permission/Users/:id',
  access: 'unlocked',
  permission: orgTreeGate(ADMIN_MENU.user, 'edit', BUTTON.edit),
  successMsg: 'admin.updated',
  params: idParams,
  body: userEditForm,
  data: z.null(),
});

export const getUser = endpoint({
  method: 'GET',
  path: '/api/permission/Users/:id',
  access: 'unlocked',
  permission: orgTreeGate(ADMIN_MENU.user, 'select'),
  query: bareQuery,
  params: idParams,
  data: userInfo,
});

/** Removes the account (its sessions end); refused for oneself, an administrator, and a manager of others. */
export const deleteUser = endpoint({
  method: 'DELETE',
  path: '/api/permission/Users/:id',
  access: 'unlocked',
  permission: orgTreeGate(ADMIN_MENU.user, 'delete', BUTTON.remove),
  successMsg: 'admin.deleted',
  params: idParams,
  data: z.null(),
});

/** Sets a password the user must replace at the next sign-in; their sessions end. */
export const resetUserPassword = endpoint({
  method: 'POST',
  path: '/api/permission/Users/:id/Actions/ResetPassword',
  access: 'unlocked',
  permission: orgTreeGate(ADMIN_MENU.user, 'edit', BUTTON.resetPassword),
  successMsg: 'admin.passwordReset',
  params: idParams,
  body: z
    .strictObject({ userPassword: z.string().min(1).max(128), validatePassword: z.string().max(128) })
    .refine((b) => b.userPassword === b.validatePassword, { path: ['validatePassword'], message: 'error.passwordMismatch' }),
  data: z.null(),
});

/** Enables a disabled account or disables an enabled one; disabling ends its sessions at once. */
export const toggleUserState = endpoint({
  method: 'PUT',
  path: '/api/permission/Users/:id/Actions/State',
  access: 'unlocked',
  permission: orgTreeGate(ADMIN_MENU.user, 'edit', BUTTON.edit),
  successMsg: 'admin.updated',
  params: idParams,
  data: z.object({ enabledMark: z.union([z.literal(0), z.literal(1)]) }),
});

/** Lifts the lock that failed sign-ins set. */
export const unlockUser = endpoint({
  method: 'PUT',
  path: '/api/permission/Users/:id/Actions/unlock',
  access: 'unlocked',
  permission: orgTreeGate(ADMIN_MENU.user, 'edit', BUTTON.unlock),
  successMsg: 'admin.unlocked',
  params: idParams,
  data: z.null(),
});

/**
 * Forces the user offline (the original's online-user call, by user id): every session of theirs ends,
 * their next call answers 601 and their sockets hear `logout`. Offered on Users and on Online Users.
 */
export const forceUserOffline = endpoint({
  method: 'DELETE',
  path: '/api/system/OnlineUser/:id',
  access: 'unlocked',
  permission: menusGate([ADMIN_MENU.user, ADMIN_MENU.onlineUser], BUTTON.forceOffline),
  successMsg: 'admin.forcedOffline',
  params: idParams,
  data: z.null(),
});
