/**
 * Role kinds (spec 000 §6): recognised by role name, Vendor, or Buyer / Uploader (treated alike).
 * Vendors and buyers are fenced into their own areas (spec 000 §5); anyone else is not fenced.
 */
export type RoleKind = 'vendor' | 'buyer' | 'other';

export function roleKindOf(roleName: string): RoleKind {
  if (/vendor/i.test(roleName)) return 'vendor';
  if (/buyer|uploader/i.test(roleName)) return 'buyer';
  return 'other';
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
