/**
 * "See why": what a user may use and where each grant comes from (a role, a position, a
 * group, or the user directly), and whether the user may see one record of a module, and why.
 * Spec-silent paths in the original's style, on the Authorise page's gate: whoever may authorise may
 * read how authorisations add up.
 */
import { z } from 'zod';
import { menuGate } from '../domain/access.ts';
import { ADMIN_MENU } from '../domain/admin-menus.ts';
import { dataRuleCondition } from '../domain/data-rules.ts';
import { entityId, idParams } from './admin-fields.ts';
import { menuTitles } from './current-user.ts';
import { bareQuery, endpoint, timestampParam } from './endpoint.ts';
import { OBJECT_TYPES } from './authorize.ts';
import { LAYER_RIGHTS } from './organize-administrators.ts';

/** Who grants: one of the user's roles, positions or groups, or the user themselves. */
export const grantSource = z.object({
  objectType: z.enum(OBJECT_TYPES),
  objectId: z.string(),
  fullName: z.string(),
  /** A disabled role, position or group grants nothing; it is listed so "why not" has its answer. */
  enabled: z.boolean(),
});
export type GrantSource = z.infer<typeof grantSource>;

const via = z.array(z.object({ objectType: z.enum(OBJECT_TYPES), objectId: z.string() }));
const grantedItem = z.object({ id: z.string(), enCode: z.string(), fullName: z.string(), via });
export type GrantedItem = z.infer<typeof grantedItem>;

export const effectiveModule = z.object({
  id: z.string(),
  parentId: z.string().nullable(),
  fullName: z.string(),
  fullNameI18n: menuTitles.nullable(),
  enCode: z.string(),
  type: z.number().int(),
  via,
  /**
   * Why a granted menu is still not shown: `disabled` (the menu is off for everyone) or `fenced` (a
   * vendor or buyer never sees pages outside their side); null when it is shown.
   */
  notShown: z.enum(['disabled', 'fenced']).nullable(),
  /** With the switch off, every column / form field / row of the menu is open to whoever has the menu. */
  columnPermission: z.boolean(),
  formPermission: z.boolean(),
  dataPermission: z.boolean(),
  button: z.array(grantedItem),
  column: z.array(grantedItem),
  form: z.array(grantedItem),
  resource: z.array(grantedItem.extend({ conditions: z.array(dataRuleCondition) })),
});
export type EffectiveModule = z.infer<typeof effectiveModule>;

/** A user's effective permissions: the union of what their enabled roles, positions, groups and they themselves are granted. */
export const effectivePermissions = endpoint({
  method: 'GET',
  path: '/api/permission/Authority/Effective/:id',
  access: 'unlocked',
  permission: menuGate(ADMIN_MENU.authorize),
  query: bareQuery,
  params: idParams,
  data: z.object({
    user: z.object({ id: z.string(), account: z.string(), realName: z.string(), isAdministrator: z.boolean(), enabled: z.boolean() }),
    sources: z.array(grantSource),
    /**
     * The organisations the user is a tiered administrator of, with the rights held there: they bring
     * the organisation-tree pages and their buttons, within those organisations (organizeAdminIsTrator).
     */
    administers: z.array(z.object({ organizeId: z.string(), fullName: z.string(), rights: z.array(z.enum(LAYER_RIGHTS)) })),
    /** Granted menus (for an administrator, none are listed: an administrator may use everything). */
    modules: z.array(effectiveModule),
    /** The menus whose records "can U see R" can check (granted or not). */
    checkable: z.array(z.object({ id: z.string(), enCode: z.string(), fullName: z.string(), fullNameI18n: menuTitles.nullable() })),
  }),
});

/**
 * May user `userId` see record `recordId` of menu `menuId` (one whose rows the platform keeps), and why: the menu's grant, its data
 * switch, and each granted data rule with whether the record meets it (rules add up: one is enough).
 */
export const checkRecordAccess = endpoint({
  method: 'GET',
  path: '/api/permission/Authority/Check',
  access: 'unlocked',
  permission: menuGate(ADMIN_MENU.authorize),
  query: z.strictObject({ ...timestampParam, userId: entityId, menuId: entityId, recordId: entityId }),
  data: z.object({
    visible: z.boolean(),
    /** The deciding reason, as a code the client words: administrator | noMenu | notShown | noDataPermission | ruleMatches | noRuleMatches | noRules | noRecord. */
    reason: z.enum(['administrator', 'noMenu', 'notShown', 'noDataPermission', 'ruleMatches', 'noRuleMatches', 'noRules', 'noRecord']),
    menuVia: via,
    rules: z.array(z.object({ id: z.string(), enCode: z.string(), fullName: z.string(), conditions: z.array(dataRuleCondition), via, matches: z.boolean() })),
  }),
});
