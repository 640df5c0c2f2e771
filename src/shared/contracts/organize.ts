/**
 * Organisations (companies) and their departments, spec 001 §7 "Organisation" and "Department", at
 * the original platform's paths. The pages' own calls are gated by their menus and buttons; the
 * selectors and the tree (for pickers on any form) by a session outside the vendor / buyer fence.
 */
import { z } from 'zod';
import { INTERNAL_USERS, orgTreeGate } from '../domain/access.ts';
import { ADMIN_MENU, BUTTON } from '../domain/admin-menus.ts';
import { localNames, NO_LOCAL_NAMES, type LocalNames } from '../domain/local-names.ts';
import { entityId, idParams, recordBase, recordForm, selectorParams, treeList } from './admin-fields.ts';
import { bareQuery, endpoint, timestampParam } from './endpoint.ts';

export interface OrganizeNode {
  id: string;
  parentId: string | null;
  /** The name as entered; `fullNameI18n` holds it per language (the page shows the reader's). */
  fullName: string;
  fullNameI18n: LocalNames;
  enCode: string;
  enabledMark: 0 | 1;
  description: string;
  sortCode: number;
  creatorTime: number;
  /**
   * Whether the organisations the caller reaches allow editing it, adding below it, deleting it
   * (all true for whoever has the page through a role; for a tiered administrator, their rights
   * there). The page's buttons still decide too; the server checks both on every call.
   */
  mayEdit: boolean;
  mayAddChild: boolean;
  mayRemove: boolean;
  hasChildren: boolean;
  children: OrganizeNode[];
}
export const organizeNode: z.ZodType<OrganizeNode> = z.object({
  ...recordBase,
  fullNameI18n: localNames,
  parentId: z.string().nullable(),
  mayEdit: z.boolean(),
  mayAddChild: z.boolean(),
  mayRemove: z.boolean(),
  hasChildren: z.boolean(),
  get children() {
    return z.array(organizeNode);
  },
});

const keywordQuery = z.strictObject({ ...timestampParam, keyword: z.string().trim().max(100).optional() });

/** Organisations as a tree; a keyword keeps the matches (name or code) and the paths to them. */
export const listOrganizations = endpoint({
  method: 'GET',
  path: '/api/permission/Organize',
  access: 'unlocked',
  permission: orgTreeGate(ADMIN_MENU.organize, 'select'),
  query: keywordQuery,
  /** `mayAddTop`: whether the caller may add an organisation at the top (not a tiered administrator). */
  data: z.object({ list: z.array(organizeNode), mayAddTop: z.boolean() }),
});

/** The tree to choose a parent from: every organisation except `id` and those below it. */
export const organizationSelector = endpoint({
  method: 'GET',
  path: '/api/permission/Organize/Selector/:id',
  access: 'unlocked',
  permission: INTERNAL_USERS,
  query: bareQuery,
  params: selectorParams,
  data: treeList,
});

/** Organisations and their departments as one tree (type company / department), for pickers. */
export const organizationTree = endpoint({
  method: 'GET',
  path: '/api/permission/Organize/Tree',
  access: 'unlocked',
  permission: INTERNAL_USERS,
  query: bareQuery,
  data: treeList,
});

/** An organisation's editable fields; `parentId` null (or `-1`, the original's root) for a top one. */
export const organizationForm = z.strictObject({
  ...recordForm,
  fullNameI18n: localNames.default(NO_LOCAL_NAMES),
  parentId: z
    .union([z.literal('-1'), entityId])
    .nullable()
    .default(null)
    .transform((v) => (v === '-1' ? null : v)),
});

export const organizationInfo = z.object({ ...recordBase, fullNameI18n: localNames, parentId: z.string().nullable() });

export const createOrganization = endpoint({
  method: 'POST',
  path: '/api/permission/Organize',
  access: 'unlocked',
  permission: orgTreeGate(ADMIN_MENU.organize, 'add', BUTTON.add),
  successMsg: 'admin.created',
  body: organizationForm,
  data: z.object({ id: z.string() }),
});

export const updateOrganization = endpoint({
  method: 'PUT',
  path: '/api/permission/Organize/:id',
  access: 'unlocked',
  permission: orgTreeGate(ADMIN_MENU.organize, 'edit', BUTTON.edit),
  successMsg: 'admin.updated',
  params: idParams,
  body: organizationForm,
  data: z.null(),
});

export const getOrganization = endpoint({
  method: 'GET',
  path: '/api/permission/Organize/:id',
  access: 'unlocked',
  permission: orgTreeGate(ADMIN_MENU.organize, 'select'),
  query: bareQuery,
  params: idParams,
  data: organizationInfo,
});

/** Refused while sub-organisations, departments, positions or users remain under it. */
export const deleteOrganization = endpoint({
  method: 'DELETE',
  path: '/api/permission/Organize/:id',
  access: 'unlocked',
  permission: orgTreeGate(ADMIN_MENU.organize, 'delete', BUTTON.remove),
  successMsg: 'admin.deleted',
  params: idParams,
  data: z.null(),
});

export interface DepartmentNode {
  id: string;
  parentId: string | null;
  organizeId: string;
  fullName: string;
  fullNameI18n: LocalNames;
  enCode: string;
  managerId: string | null;
  manager: string;
  enabledMark: 0 | 1;
  description: string;
  sortCode: number;
  creatorTime: number;
  hasChildren: boolean;
  children: DepartmentNode[];
}
export const departmentNode: z.ZodType<DepartmentNode> = z.object({
  ...recordBase,
  fullNameI18n: localNames,
  parentId: z.string().nullable(),
  organizeId: z.string(),
  managerId: z.string().nullable(),
  /** The manager's name and account, `Name/account`. */
  manager: z.string(),
  hasChildren: z.boolean(),
  get children() {
    return z.array(departmentNode);
  },
});

/** The departments of organisation `id` as a tree; a keyword keeps the matches and their paths. */
export const listDepartments = endpoint({
  method: 'GET',
  path: '/api/permission/Organize/:id/Department',
  access: 'unlocked',
  permission: orgTreeGate(ADMIN_MENU.department, 'select'),
  query: keywordQuery,
  params: idParams,
  data: z.object({ list: z.array(departmentNode) }),
});

/** Organisations with their departments, without department `id` and those below it (to choose a parent). */
export const departmentSelector = endpoint({
  method: 'GET',
  path: '/api/permission/Organize/Department/Selector/:id',
  access: 'unlocked',
  permission: INTERNAL_USERS,
  query: bareQuery,
  params: selectorParams,
  data: treeList,
});

/** A department's fields: its organisation, and a parent department of the same organisation or none. */
export const departmentForm = z.strictObject({
  ...recordForm,
  fullNameI18n: localNames.default(NO_LOCAL_NAMES),
  organizeId: entityId,
  parentId: entityId.nullable().default(null),
  managerId: entityId.nullable().default(null),
});

export const departmentInfo = z.object({
  ...recordBase,
  fullNameI18n: localNames,
  organizeId: z.string(),
  parentId: z.string().nullable(),
  managerId: z.string().nullable(),
});

export const createDepartment = endpoint({
  method: 'POST',
  path: '/api/permission/Organize/Department',
  access: 'unlocked',
  permission: orgTreeGate(ADMIN_MENU.department, 'add', BUTTON.add),
  successMsg: 'admin.created',
  body: departmentForm,
  data: z.object({ id: z.string() }),
});

export const updateDepartment = endpoint({
  method: 'PUT',
  path: '/api/permission/Organize/Department/:id',
  access: 'unlocked',
  permission: orgTreeGate(ADMIN_MENU.department, 'edit', BUTTON.edit),
  successMsg: 'admin.updated',
  params: idParams,
  body: departmentForm,
  data: z.null(),
});

export const getDepartment = endpoint({
  method: 'GET',
  path: '/api/permission/Organize/Department/:id',
  access: 'unlocked',
  permission: orgTreeGate(ADMIN_MENU.department, 'select'),
  query: bareQuery,
  params: idParams,
  data: departmentInfo,
});

/** Refused while sub-departments, positions or users remain in it. */
export const deleteDepartment = endpoint({
  method: 'DELETE',
  path: '/api/permission/Organize/Department/:id',
  access: 'unlocked',
  permission: orgTreeGate(ADMIN_MENU.department, 'delete', BUTTON.remove),
  successMsg: 'admin.deleted',
  params: idParams,
  data: z.null(),
});
