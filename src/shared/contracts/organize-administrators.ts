/**
 * Tiered organisation administrators (分级管理), spec 001 §7 "Organisation":
 * `GET and PUT /api/permission/organizeAdminIsTrator/{id}` with `id` an organisation. The users named
 * may view / add / edit / delete the records (the organisation itself, its departments, positions and
 * users) of this organisation ("this layer") and of those below it ("sub-layers") as the rights say,
 * without a role granting those pages; the server keeps them to those organisations on every call.
 * Only an administrator appoints them: a tiered administrator appointing others could hand out more
 * than they hold.
 */
import { z } from 'zod';
import { ADMINISTRATORS, orgTreeGate } from '../domain/access.ts';
import { ADMIN_MENU } from '../domain/admin-menus.ts';
import { entityId, idParams } from './admin-fields.ts';
import { bareQuery, endpoint } from './endpoint.ts';
import { pickerUser } from './user-pickers.ts';

/** The eight rights, in the original's field names (0 or 1). */
export const LAYER_RIGHTS = [
  'thisLayerSelect',
  'thisLayerAdd',
  'thisLayerEdit',
  'thisLayerDelete',
  'subLayerSelect',
  'subLayerAdd',
  'subLayerEdit',
  'subLayerDelete',
] as const;
export type LayerRight = (typeof LAYER_RIGHTS)[number];

const mark = z.union([z.literal(0), z.literal(1)]);
const rights = Object.fromEntries(LAYER_RIGHTS.map((right) => [right, mark])) as Record<LayerRight, typeof mark>;

/** At most this many administrators per organisation. */
export const ADMINISTRATORS_PER_ORGANIZATION = 50;

/** The original's `userId`: the administrators' ids joined by commas ('' for none). */
const userIdList = z
  .string()
  .max(ADMINISTRATORS_PER_ORGANIZATION * 65)
  .transform((value) =>
    value
      .split(',')
      .map((id) => id.trim())
      .filter((id) => id !== ''),
  )
  .pipe(z.array(entityId).max(ADMINISTRATORS_PER_ORGANIZATION));

export const organizeAdministrators = endpoint({
  method: 'GET',
  path: '/api/permission/organizeAdminIsTrator/:id',
  access: 'unlocked',
  permission: orgTreeGate(ADMIN_MENU.organize, 'select'),
  query: bareQuery,
  params: idParams,
  data: z.object({
    organizeId: z.string(),
    userId: z.string(),
    /** The administrators as the user picker shows them. */
    administrators: z.array(pickerUser),
    ...rights,
  }),
});

/** The administrators (the original's comma-joined `userId`) and the rights all of them get. */
export const organizeAdministratorsForm = z.strictObject({
  /** The original sends the organisation again; when present it must be the one in the path. */
  organizeId: entityId.optional(),
  userId: userIdList,
  ...rights,
});

/** Replaces the organisation's administrators; all of them get the rights given. */
export const setOrganizeAdministrators = endpoint({
  method: 'PUT',
  path: '/api/permission/organizeAdminIsTrator/:id',
  logAs: 'organizeAdministrators',
  access: 'unlocked',
  permission: ADMINISTRATORS,
  successMsg: 'admin.saved',
  params: idParams,
  body: organizeAdministratorsForm,
  data: z.null(),
});
