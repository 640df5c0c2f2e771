/**
 * Role kinds (spec 000 §6). Spec 000 recognises them by role name (Vendor, Buyer, Uploader); here a
 * role's kind is its own attribute, set only by a full administrator, so renaming a role or naming a
 * new one "Buyer …" confers nothing. A name that reads as a kind must still agree with the role's kind
 * (`kindNamedBy`), so the original clients, which read `roleName`, fence the same users the server does.
 * Vendors and buyers are fenced into their own areas (spec 000 §5); anyone else is not fenced.
 */
export const ROLE_KINDS = ['none', 'vendor', 'buyer', 'uploader'] as const;
/** What a role makes its holders: buyers and uploaders are treated alike. */
export type RoleKindMark = (typeof ROLE_KINDS)[number];
/** What an account is, from the kinds of its enabled roles. */
export type RoleKind = 'vendor' | 'buyer' | 'other';

/** The account kind a role kind gives. */
export function accountKindOfRole(kind: RoleKindMark): RoleKind {
  return kind === 'vendor' ? 'vendor' : kind === 'buyer' || kind === 'uploader' ? 'buyer' : 'other';
}

/** An account holding a vendor role is a vendor, else one holding a buyer or uploader role a buyer. */
export function accountKindOf(kinds: readonly RoleKindMark[]): RoleKind {
  const found = kinds.map(accountKindOfRole);
  return found.includes('vendor') ? 'vendor' : found.includes('buyer') ? 'buyer' : 'other';
}

/** The account kind a role name reads as to a client of spec 000 §6 (Vendor before Buyer / Uploader). */
export function kindNamedBy(roleName: string): RoleKind {
  if (/vendor/i.test(roleName)) return 'vendor';
  if (/buyer|uploader/i.test(roleName)) return 'buyer';
  return 'other';
}

/**
 * The account kind a CurrentUser answer gives; an answer remembered on a device (offline) before
 * answers carried `roleKind` is read by name, which agrees with the kinds (see above).
 */
export function accountKindOfUser(userInfo: { roleName: string; roleKind?: RoleKind | undefined }): RoleKind {
  return userInfo.roleKind ?? kindNamedBy(userInfo.roleName);
}

export const LANDING_PATH = {
  vendor: '/materialTracking/vendor/index',
  buyer: '/materialTracking/buyer/index',
} as const;

const FENCE: Record<Exclude<RoleKind, 'other'>, readonly string[]> = {
  vendor: ['vendor', 'profile', 'lockScreen'],
  buyer: ['buyer', 'profile', 'lockScreen'],
};

/** May this role open this path? Vendors: paths containing vendor, profile or lockScreen; buyers likewise. */
export function isPathAllowed(kind: RoleKind, path: string): boolean {
  if (kind === 'other') return true;
  return FENCE[kind].some((word) => path.includes(word));
}
