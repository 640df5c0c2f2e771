import type { RoleKind } from './roles.ts';

/**
 * Who may call an endpoint or run a sync mutation beyond being signed in: the role kinds named, and
 * administrators, who pass every role gate (spec 000 §6: an administrator may act for either side).
 * Declared once, in the endpoint's contract or the mutation's registration, and enforced in one place
 * on the server (plugins/access.ts): handlers never test roles themselves. The permission issue adds
 * menu buttons granted through roles as a second kind of permission.
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

export interface Caller {
  isAdministrator: boolean;
  roleKind: RoleKind;
}

export function permits(permission: Permission, caller: Caller): boolean {
  return caller.isAdministrator || permission.roles.includes(caller.roleKind);
}
