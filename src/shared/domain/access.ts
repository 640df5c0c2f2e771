import type { RoleKind } from './roles.ts';

/**
 * Who may call an endpoint or run a sync mutation beyond being signed in: the role kinds named, and
 * administrators, who pass every role gate (spec 000 §6: an administrator may act for either side).
 * Declared once, in the endpoint's contract or the mutation's registration, and enforced in one place
 * on the server (plugins/access.ts): handlers never test roles themselves. Administration endpoints
 * are gated by a menu and its button instead (MenuPermission).
 */
export interface Permission {
  roles: readonly RoleKind[];
  /** The i18n key of the 403's message when the generic "Permission Denied" would not say why. */
  refusal?: string;
}

export const BUYERS: Permission = { roles: ['buyer'] };
export const VENDORS: Permission = { roles: ['vendor'] };
/** The two PO sides: vendors and buyers (and uploaders, who are buyers). */
export const PO_SIDES: Permission = { roles: ['vendor', 'buyer'] };
export const ADMINISTRATORS: Permission = { roles: [] };
/** Every signed-in user: for mutations on the user's own settings. */
export const SIGNED_IN: Permission = { roles: ['vendor', 'buyer', 'other'] };

/**
 * A menu page and, for an action, one of its buttons (btn_add, btn_edit, btn_remove or the page's
 * own), granted through roles, positions, groups or directly (spec 000 §6). The server checks the
 * grant on every call, so hiding the button in the page is never the only control.
 */
export interface MenuPermission {
  /** The menu's enCode. */
  menu: string;
  /** Other pages offering the same action: the button on any one of them is enough. */
  also?: readonly string[];
  button?: string;
  /**
   * Also admitted without the page: a tiered organisation administrator (organizeAdminIsTrator) who
   * holds this right for some organisation. The service then confines them to the records of the
   * organisations they administer (plugins/access.ts orgReach).
   */
  delegated?: OrgAction;
  refusal?: string;
}

/** What a tiered organisation administrator may do with the records of the organisations they administer. */
export type OrgAction = 'select' | 'add' | 'edit' | 'delete';

/** Who may call an endpoint: role kinds, or a menu (and button) granted to the caller. */
export type Gate = Permission | MenuPermission;

export function isMenuPermission(gate: Gate): gate is MenuPermission {
  return 'menu' in gate;
}

/** The page `menu` (reading) or its `button` (acting). */
export function menuGate(menu: string, button?: string): MenuPermission {
  return button === undefined ? { menu } : { menu, button };
}

/**
 * An organisation-tree page (organisations, departments, positions, users) and the button of the
 * action, also open to the organisations' tiered administrators holding `action` (see `delegated`).
 */
export function orgTreeGate(menu: string, action: OrgAction, button?: string): MenuPermission {
  return button === undefined ? { menu, delegated: action } : { menu, button, delegated: action };
}

/** The same action offered on several pages (force offline: Users and Online Users): the button on any of them. */
export function menusGate(menus: readonly [string, ...string[]], button: string): MenuPermission {
  const [menu, ...also] = menus;
  return { menu, also, button };
}

/**
 * The organisation pickers' calls (trees, selectors): any signed-in user outside the vendor / buyer
 * fence, since any form may hold an organisation, department, position or user field. Vendors and
 * buyers never see the organisation's inside (spec 000 §5).
 */
export const INTERNAL_USERS: Permission = { roles: ['other'] };

export interface Caller {
  isAdministrator: boolean;
  roleKind: RoleKind;
}

export function permits(permission: Permission, caller: Caller): boolean {
  return caller.isAdministrator || permission.roles.includes(caller.roleKind);
}
