/**
 * Positions (spec 001 §7 "Position"), at the original platform's paths. A position belongs to an
 * organisation and, optionally, one of its departments; users hold positions, and positions can be
 * granted permissions (authorize.ts).
 */
import { z } from 'zod';
import { INTERNAL_USERS, orgTreeGate } from '../domain/access.ts';
import { ADMIN_MENU, BUTTON } from '../domain/admin-menus.ts';
import { localNames, NO_LOCAL_NAMES } from '../domain/local-names.ts';
import { entityId, idList, idParams, recordBase, recordForm, treeList } from './admin-fields.ts';
import { bareQuery, endpoint, listQuery, pageOf } from './endpoint.ts';

export const positionRow = z.object({
  ...recordBase,
  /** The name in each language (the page shows the reader's); `fullName` is the name as entered. */
  fullNameI18n: localNames,
  type: z.string(),
  organizeId: z.string(),
  organize: z.string(),
  departmentId: z.string().nullable(),
  department: z.string(),
  /** How many users hold it. */
  userCount: z.number().int(),
});
export type PositionRow = z.infer<typeof positionRow>;

/** `organizeId` (an organisation or a department) keeps the positions under it, its sub-organisations included. */
export const listPositions = endpoint({
  method: 'GET',
  path: '/api/permission/Position',
  access: 'unlocked',
  permission: orgTreeGate(ADMIN_MENU.position, 'select'),
  query: listQuery(['sortCode', 'fullName', 'enCode', 'creatorTime'], { sidx: 'sortCode', sort: 'asc' }).extend({ organizeId: entityId.optional() }),
  data: pageOf(positionRow),
});

/** Organisations, departments and their positions as one tree (positions are the leaves), for pickers. */
export const positionSelector = endpoint({
  method: 'GET',
  path: '/api/permission/Position/Selector',
  access: 'unlocked',
  permission: INTERNAL_USERS,
  query: bareQuery,
  data: treeList,
});

const positionOption = z.object({ id: z.string(), fullName: z.string(), enCode: z.string(), organizeId: z.string(), departmentId: z.string().nullable() });

/** Every enabled position, flat. */
export const allPositions = endpoint({
  method: 'GET',
  path: '/api/permission/Position/All',
  access: 'unlocked',
  permission: INTERNAL_USERS,
  query: bareQuery,
  data: z.object({ list: z.array(positionOption) }),
});

/** The enabled positions of these organisations (not of their sub-organisations). */
export const positionsOfOrganizations = endpoint({
  method: 'POST',
  path: '/api/permission/Position/getListByOrgIds',
  reads: true,
  access: 'unlocked',
  permission: INTERNAL_USERS,
  body: z.strictObject({ organizeIds: idList }),
  data: z.object({ list: z.array(positionOption) }),
});

export const positionForm = z.strictObject({
  ...recordForm,
  fullNameI18n: localNames.default(NO_LOCAL_NAMES),
  type: z.string().trim().max(50).default(''),
  organizeId: entityId,
  departmentId: entityId.nullable().default(null),
});

export const positionInfo = z.object({
  ...recordBase,
  fullNameI18n: localNames,
  type: z.string(),
  organizeId: z.string(),
  departmentId: z.string().nullable(),
});

export const createPosition = endpoint({
  method: 'POST',
  path: '/api/permission/Position',
  access: 'unlocked',
  permission: orgTreeGate(ADMIN_MENU.position, 'add', BUTTON.add),
  successMsg: 'admin.created',
  body: positionForm,
  data: z.object({ id: z.string() }),
});

export const updatePosition = endpoint({
  method: 'PUT',
  path: '/api/permission/Position/:id',
  access: 'unlocked',
  permission: orgTreeGate(ADMIN_MENU.position, 'edit', BUTTON.edit),
  successMsg: 'admin.updated',
  params: idParams,
  body: positionForm,
  data: z.null(),
});

export const getPosition = endpoint({
  method: 'GET',
  path: '/api/permission/Position/:id',
  access: 'unlocked',
  permission: orgTreeGate(ADMIN_MENU.position, 'select'),
  query: bareQuery,
  params: idParams,
  data: positionInfo,
});

/** Refused while users hold the position. */
export const deletePosition = endpoint({
  method: 'DELETE',
  path: '/api/permission/Position/:id',
  access: 'unlocked',
  permission: orgTreeGate(ADMIN_MENU.position, 'delete', BUTTON.remove),
  successMsg: 'admin.deleted',
  params: idParams,
  data: z.null(),
});
