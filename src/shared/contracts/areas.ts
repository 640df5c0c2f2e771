/**
 * Areas (spec 001 §7 "Area"): China's provinces, cities and districts and those an administrator adds
 * (at most four levels, a street under a district). The administration calls are gated by System →
 * Areas; the address widget's reads (children a level at a time, names of chosen paths) are open to
 * every signed-in user and give enabled areas only. `-1` (or `0`) stands for the top level. Spec-silent
 * decisions: an area stays under its parent (moving it would change the level of everything below);
 * deleting refuses while it has sub-areas.
 */
import { z } from 'zod';
import { SIGNED_IN, menuGate } from '../domain/access.ts';
import { ADMIN_MENU, BUTTON } from '../domain/admin-menus.ts';
import { entityId, idParams, recordBase, recordForm } from './admin-fields.ts';
import { bareQuery, endpoint, timestampParam } from './endpoint.ts';

/** The deepest level an area may sit at (1 province, 2 city, 3 district, 4 street). */
export const AREA_MAX_LEVEL = 4;
const parentRef = z.union([z.literal('-1'), z.literal('0'), entityId]);

export const areaRow = z.object({
  ...recordBase,
  parentId: z.string().nullable(),
  /** The parent's name ('' at the top), so a search result says where it lies. */
  parentName: z.string(),
  level: z.number().int(),
  hasChildren: z.boolean(),
});
export type AreaRow = z.infer<typeof areaRow>;

/** One step of the way down to an area. */
export const areaPlace = z.object({ id: z.string(), fullName: z.string() });
export type AreaPlace = z.infer<typeof areaPlace>;

/**
 * An area's children for its administration (disabled ones too); a keyword searches every level (at
 * most 200 found). `trail` is the way from the top down to `id` (empty at the top), so a page opened
 * from its address shows where it is; an `id` that names no area is 404.
 */
export const listAreas = endpoint({
  method: 'GET',
  path: '/api/system/Area/:id',
  access: 'unlocked',
  permission: menuGate(ADMIN_MENU.area),
  query: z.strictObject({ ...timestampParam, keyword: z.string().trim().max(50).optional() }),
  params: z.strictObject({ id: parentRef }),
  data: z.object({ list: z.array(areaRow), trail: z.array(areaPlace) }),
});

/** The children of `parentId` an area `id` may be placed under (never itself), for the form's parent choice. */
export const areaParentSelector = endpoint({
  method: 'GET',
  path: '/api/system/Area/:id/Selector/:parentId',
  access: 'unlocked',
  permission: menuGate(ADMIN_MENU.area),
  query: bareQuery,
  params: z.strictObject({ id: parentRef, parentId: parentRef }),
  data: z.object({ list: z.array(areaRow) }),
});

export const addressNode = z.object({ id: z.string(), fullName: z.string(), enCode: z.string(), level: z.number().int(), isLeaf: z.boolean() });
export type AddressNode = z.infer<typeof addressNode>;

/** The address widget's lazy tree: the enabled children of `parentId` (`-1` for the provinces). */
export const areaChildren = endpoint({
  method: 'GET',
  path: '/api/system/Area/Children/:parentId',
  access: 'unlocked',
  permission: SIGNED_IN,
  query: bareQuery,
  params: z.strictObject({ parentId: parentRef }),
  data: z.object({ list: z.array(addressNode) }),
});

/** Id paths → name paths, in the same order (an id that names no area gives ''). */
export const areaNamesByIds = endpoint({
  method: 'POST',
  path: '/api/system/Area/GetAreaByIds',
  reads: true,
  access: 'unlocked',
  permission: SIGNED_IN,
  body: z.strictObject({ idsList: z.array(z.array(entityId).max(AREA_MAX_LEVEL)).max(200) }),
  data: z.array(z.array(z.string())),
});

export const areaForm = z.strictObject({ ...recordForm, parentId: parentRef.default('-1') });

export const createArea = endpoint({
  method: 'POST',
  path: '/api/system/Area',
  access: 'unlocked',
  permission: menuGate(ADMIN_MENU.area, BUTTON.add),
  successMsg: 'admin.created',
  body: areaForm,
  data: z.object({ id: z.string() }),
});

export const updateArea = endpoint({
  method: 'PUT',
  path: '/api/system/Area/:id',
  access: 'unlocked',
  permission: menuGate(ADMIN_MENU.area, BUTTON.edit),
  successMsg: 'admin.updated',
  params: idParams,
  body: areaForm,
  data: z.null(),
});

export const getArea = endpoint({
  method: 'GET',
  path: '/api/system/Area/:id/Info',
  access: 'unlocked',
  permission: menuGate(ADMIN_MENU.area),
  query: bareQuery,
  params: idParams,
  data: areaRow,
});

export const deleteArea = endpoint({
  method: 'DELETE',
  path: '/api/system/Area/:id',
  access: 'unlocked',
  permission: menuGate(ADMIN_MENU.area, BUTTON.remove),
  successMsg: 'admin.deleted',
  params: idParams,
  data: z.null(),
});

export const toggleAreaState = endpoint({
  method: 'PUT',
  path: '/api/system/Area/:id/Actions/State',
  access: 'unlocked',
  permission: menuGate(ADMIN_MENU.area, BUTTON.edit),
  successMsg: 'admin.updated',
  params: idParams,
  data: z.object({ enabledMark: z.union([z.literal(0), z.literal(1)]) }),
});
