/**
 * System → Menu (spec 000 §2.4: menus of eight types), at the original platform's paths
 * (`/api/system/Menu`). A menu is what users are granted; its permission items (buttons, list
 * columns, form fields, data rules) are in module-items.ts. Decisions where the spec is silent
 * (docs/decisions/0035-protected-menus-and-deleting.md): a menu hangs under a directory (type 1) or
 * at the top; the platform's own pages (ADMIN_MENU) are what their endpoints are gated by, so they
 * and the directories holding them (`isSystem`) keep their code, stay enabled and shown, and are
 * not deleted; deleting a menu that still holds menus is refused; titles are kept per language, the
 * shell showing `fullName` where one is missing.
 */
import { z } from 'zod';
import { menuGate } from '../domain/access.ts';
import { ADMIN_MENU, BUTTON } from '../domain/admin-menus.ts';
import { enCode, entityId, enabledMark, fullName, idParams, selectorParams, sortCode } from './admin-fields.ts';
import { bareQuery, endpoint, timestampParam } from './endpoint.ts';

/** The eight menu types of spec 000 §2.4. */
export const MENU_TYPES = [1, 2, 3, 4, 5, 6, 7, 8] as const;
export type MenuType = (typeof MENU_TYPES)[number];
/** Types whose address is a path inside the app (1 directory has none). */
const IN_APP: readonly number[] = [2, 3, 4, 5, 8];

const languageTitle = z.string().trim().max(100).default('');
const titles = z.strictObject({ en: languageTitle, 'zh-CN': languageTitle, 'zh-TW': languageTitle });

/** A switch on the wire: 1 on, 0 off. */
const mark = z.union([z.literal(0), z.literal(1)]);

/** One menu as its form shows it, with whether it is one of the platform's own pages. */
export const menuInfo = z.object({
  id: z.string(),
  parentId: z.string().nullable(),
  type: z.number().int(),
  fullName: z.string(),
  fullNameI18n: z.object({ en: z.string(), 'zh-CN': z.string(), 'zh-TW': z.string() }),
  enCode: z.string(),
  icon: z.string(),
  urlAddress: z.string(),
  linkTarget: z.enum(['_self', '_blank']),
  category: z.enum(['Web', 'App']),
  propertyJson: z.string(),
  sortCode: z.number().int(),
  enabledMark: mark,
  hidden: mark,
  isColumnAuthorize: mark,
  isFormAuthorize: mark,
  isDataAuthorize: mark,
  /** The platform's own page or a directory holding one: code fixed, stays enabled and shown, not deleted. */
  isSystem: mark,
});
export type MenuInfo = z.infer<typeof menuInfo>;

export interface MenuNode extends MenuInfo {
  /** How many buttons, columns, form fields and data rules it has. */
  itemCount: number;
  hasChildren: boolean;
  children: MenuNode[];
}
export const menuNode: z.ZodType<MenuNode> = menuInfo.extend({
  itemCount: z.number().int(),
  hasChildren: z.boolean(),
  get children() {
    return z.array(menuNode);
  },
});

/** Every menu as a tree; a keyword keeps the menus whose name, title or code holds it, with their ancestors. */
export const listMenus = endpoint({
  method: 'GET',
  path: '/api/system/Menu',
  access: 'unlocked',
  permission: menuGate(ADMIN_MENU.menu),
  query: z.strictObject({ ...timestampParam, keyword: z.string().trim().max(100).optional() }),
  data: z.object({ list: z.array(menuNode) }),
});

const directoryNode = z.object({ id: z.string(), parentId: z.string().nullable(), fullName: z.string(), enCode: z.string() });

/** The directories a menu may move under: all of them but the menu itself and what lies below it (`0`: a new menu). */
export const menuParentSelector = endpoint({
  method: 'GET',
  path: '/api/system/Menu/Selector/:id',
  access: 'unlocked',
  permission: menuGate(ADMIN_MENU.menu),
  query: bareQuery,
  params: selectorParams,
  data: z.object({ list: z.array(directoryNode) }),
});

/** JSON text holding an object (the menu's properties: `moduleId`, `isTree`, …). */
const propertyJson = z
  .string()
  .trim()
  .max(4000)
  .default('{}')
  .refine((text) => {
    try {
      const value = JSON.parse(text || '{}') as unknown;
      return typeof value === 'object' && value !== null && !Array.isArray(value);
    } catch {
      return false;
    }
  }, 'not a JSON object');

export const menuForm = z
  .strictObject({
    parentId: entityId.nullable().default(null),
    type: z.coerce
      .number()
      .int()
      .refine((n) => (MENU_TYPES as readonly number[]).includes(n), 'unknown type'),
    fullName,
    fullNameI18n: titles.default({ en: '', 'zh-CN': '', 'zh-TW': '' }),
    enCode,
    icon: z.string().trim().max(50).default(''),
    urlAddress: z.string().trim().max(500).default(''),
    linkTarget: z.enum(['_self', '_blank']).default('_self'),
    category: z.enum(['Web', 'App']).default('Web'),
    propertyJson,
    sortCode,
    enabledMark: enabledMark.default(1),
    hidden: mark.default(0),
    isColumnAuthorize: mark.default(0),
    isFormAuthorize: mark.default(0),
    isDataAuthorize: mark.default(0),
  })
  .superRefine((menu, ctx) => {
    // Every type but a directory opens something, so it needs the address of what it opens.
    if (menu.type !== 1 && menu.urlAddress === '') ctx.addIssue({ code: 'custom', path: ['urlAddress'], message: 'required' });
    if (IN_APP.includes(menu.type) && /^[a-z]+:\/\//i.test(menu.urlAddress)) {
      ctx.addIssue({ code: 'custom', path: ['urlAddress'], message: 'a path inside the app, not a web address' });
    }
  });
export type MenuForm = z.infer<typeof menuForm>;

export const getMenu = endpoint({
  method: 'GET',
  path: '/api/system/Menu/:id',
  access: 'unlocked',
  permission: menuGate(ADMIN_MENU.menu),
  query: bareQuery,
  params: idParams,
  data: menuInfo,
});

export const createMenu = endpoint({
  method: 'POST',
  path: '/api/system/Menu',
  access: 'unlocked',
  permission: menuGate(ADMIN_MENU.menu, BUTTON.add),
  successMsg: 'admin.created',
  body: menuForm,
  data: z.object({ id: z.string() }),
});

export const updateMenu = endpoint({
  method: 'PUT',
  path: '/api/system/Menu/:id',
  access: 'unlocked',
  permission: menuGate(ADMIN_MENU.menu, BUTTON.edit),
  successMsg: 'admin.updated',
  params: idParams,
  body: menuForm,
  data: z.null(),
});

/** Enables a disabled menu or disables an enabled one; a disabled menu is shown to no one and grants nothing. */
export const toggleMenuState = endpoint({
  method: 'PUT',
  path: '/api/system/Menu/:id/Actions/State',
  access: 'unlocked',
  permission: menuGate(ADMIN_MENU.menu, BUTTON.edit),
  successMsg: 'admin.updated',
  params: idParams,
  data: z.object({ enabledMark: mark }),
});

export const PERMISSION_SWITCHES = ['isColumnAuthorize', 'isFormAuthorize', 'isDataAuthorize'] as const;
export type PermissionSwitch = (typeof PERMISSION_SWITCHES)[number];

/**
 * Turns a menu's column, form or data permission on or off, the switches the menu form edits too. The
 * Authorise page shows them beside the items they govern: until one is on, its items grant nothing
 * (everyone holding the menu sees every column, writes every field, sees every record).
 */
export const setMenuPermissionSwitches = endpoint({
  method: 'PUT',
  path: '/api/system/Menu/:id/Actions/PermissionSwitches',
  access: 'unlocked',
  permission: menuGate(ADMIN_MENU.menu, BUTTON.edit),
  successMsg: 'admin.updated',
  params: idParams,
  body: z
    .strictObject({ isColumnAuthorize: mark.optional(), isFormAuthorize: mark.optional(), isDataAuthorize: mark.optional() })
    .refine((body) => PERMISSION_SWITCHES.some((key) => body[key] !== undefined), 'one switch at least'),
  data: z.object({ isColumnAuthorize: mark, isFormAuthorize: mark, isDataAuthorize: mark }),
});

/** Refused while menus hang under it, and for the platform's own pages; takes its items and grants with it. */
export const deleteMenu = endpoint({
  method: 'DELETE',
  path: '/api/system/Menu/:id',
  access: 'unlocked',
  permission: menuGate(ADMIN_MENU.menu, BUTTON.remove),
  successMsg: 'admin.deleted',
  params: idParams,
  data: z.null(),
});
