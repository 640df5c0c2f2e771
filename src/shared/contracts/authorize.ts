/**
 * Authorisation (spec 000 §6): menus and their buttons, columns, form fields and data rules granted to
 * a role, position, user or group. A user's effective set is the union over their enabled roles,
 * positions and groups and their own grants. Spec-silent paths in the original's style.
 *
 * Someone who is not an administrator grants only what they hold themselves, and grants of items
 * beyond their own set are left as they are when they save (they could neither see nor give them).
 */
import { z } from 'zod';
import { menuGate } from '../domain/access.ts';
import { ADMIN_MENU, BUTTON } from '../domain/admin-menus.ts';
import { dataRuleCondition } from '../domain/data-rules.ts';
import { entityId, idList } from './admin-fields.ts';
import { menuTitles } from './current-user.ts';
import { bareQuery, endpoint, timestampParam } from './endpoint.ts';

export const OBJECT_TYPES = ['role', 'position', 'user', 'group'] as const;
export type ObjectType = (typeof OBJECT_TYPES)[number];
export const ITEM_TYPES = ['module', 'button', 'column', 'form', 'resource'] as const;
export type ItemType = (typeof ITEM_TYPES)[number];

const mark = z.union([z.literal(0), z.literal(1)]);
const item = z.object({ id: z.string(), fullName: z.string(), enCode: z.string() });
const dataRule = item.extend({ conditions: z.array(dataRuleCondition) });

export interface CatalogueModule {
  id: string;
  parentId: string | null;
  fullName: string;
  fullNameI18n: Partial<Record<'zh-CN' | 'zh-TW' | 'en', string>> | null;
  enCode: string;
  type: number;
  /** The menu's switches: an item kind grants nothing until its switch is on (every column shown, and so on). */
  isColumnAuthorize: 0 | 1;
  isFormAuthorize: 0 | 1;
  isDataAuthorize: 0 | 1;
  button: z.infer<typeof item>[];
  column: z.infer<typeof item>[];
  form: z.infer<typeof item>[];
  resource: z.infer<typeof dataRule>[];
  children: CatalogueModule[];
}
export const catalogueModule: z.ZodType<CatalogueModule> = z.object({
  id: z.string(),
  parentId: z.string().nullable(),
  fullName: z.string(),
  fullNameI18n: menuTitles.nullable(),
  enCode: z.string(),
  type: z.number().int(),
  isColumnAuthorize: mark,
  isFormAuthorize: mark,
  isDataAuthorize: mark,
  button: z.array(item),
  column: z.array(item),
  form: z.array(item),
  resource: z.array(dataRule),
  get children() {
    return z.array(catalogueModule);
  },
});

/** What can be granted, as the menu tree with each menu's items; a non-administrator sees what they hold. */
export const authorizeCatalogue = endpoint({
  method: 'GET',
  path: '/api/permission/Authority/Catalogue',
  access: 'unlocked',
  permission: menuGate(ADMIN_MENU.authorize),
  query: bareQuery,
  data: z.object({ list: z.array(catalogueModule) }),
});

export const grantSet = z.object({
  module: z.array(z.string()),
  button: z.array(z.string()),
  column: z.array(z.string()),
  form: z.array(z.string()),
  resource: z.array(z.string()),
});
export type GrantSet = z.infer<typeof grantSet>;

/** The ids granted to one object. */
export const getAuthorization = endpoint({
  method: 'GET',
  path: '/api/permission/Authority/Data/:objectId',
  access: 'unlocked',
  permission: menuGate(ADMIN_MENU.authorize),
  query: z.strictObject({ ...timestampParam, objectType: z.enum(OBJECT_TYPES) }),
  params: z.strictObject({ objectId: entityId }),
  data: grantSet,
});

/**
 * Replaces what the object is granted. A button, column, form field or data rule needs its menu in
 * the same set (400 naming the entry otherwise); an unknown id is refused the same way.
 */
export const setAuthorization = endpoint({
  method: 'PUT',
  path: '/api/permission/Authority/Data/:objectId',
  access: 'unlocked',
  permission: menuGate(ADMIN_MENU.authorize, BUTTON.edit),
  successMsg: 'admin.saved',
  params: z.strictObject({ objectId: entityId }),
  body: z.strictObject({
    objectType: z.enum(OBJECT_TYPES),
    module: idList.default([]),
    button: idList.default([]),
    column: idList.default([]),
    form: idList.default([]),
    resource: idList.default([]),
  }),
  data: z.null(),
});
