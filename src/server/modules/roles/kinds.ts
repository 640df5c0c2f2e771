import { accountKindOfRole, kindNamedBy, type RoleKindMark } from '../../../shared/domain/roles.ts';
import type { Viewer } from '../../plugins/access.ts';
import { AppError, fieldError, forbidden } from '../../plugins/errors.ts';
import type { TranslateFn } from '../../plugins/i18n.ts';

/**
 * Who may shape what a role makes its holders (contracts/roles.ts). A delegated administrator holds
 * no vendor, buyer or uploader role (those accounts are fenced out of administration), so none of
 * these powers is theirs to hand out.
 */

/** Only a full administrator changes, disables or deletes a role that has a kind. */
export function requireKindAuthority(viewer: Viewer, role: { kind: RoleKindMark }): void {
  if (role.kind !== 'none' && !viewer.isAdministrator) throw forbidden('admin.refusal.kindedRole');
}

/**
 * The kind a saved role will have: a non-administrator leaves it as it is; the name must not read as
 * another kind, or the original clients (which read role names) would fence other users than the server.
 * Its English name is held to the same (an English screen shows it in place of the name).
 */
export function settledKind(
  viewer: Viewer,
  t: TranslateFn,
  names: { fullName: string; fullNameI18n: { en: string } },
  wanted: RoleKindMark | undefined,
  current: RoleKindMark,
): RoleKindMark {
  const kind = wanted ?? current;
  if (kind !== current && !viewer.isAdministrator) throw fieldError('kind', 'admin.refusal.roleKindAdminOnly');
  for (const [field, name] of [
    ['fullName', names.fullName],
    ['fullNameI18n.en', names.fullNameI18n.en],
  ] as const) {
    const named = kindNamedBy(name);
    if (named !== 'other' && named !== accountKindOfRole(kind)) throw fieldError(field, 'admin.refusal.roleNameKind', { kind: t(`admin.role.kinds.${named}`) });
  }
  return kind;
}

/** Disabling a role with a kind while users hold it would change what they are: refused for anyone. */
export function requireNoHoldersToDisable(role: { kind: RoleKindMark; enabled: boolean }, enabling: boolean, holders: number): void {
  if (role.kind !== 'none' && role.enabled && !enabling && holders > 0) throw new AppError(409, 'admin.refusal.kindedRoleHeld', { count: holders });
}
