import { useCallback, type ReactNode } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useRouterState } from '@tanstack/react-router';
import { menuItemAt, modelIdFor } from '../../shared/domain/menu-routes.ts';
import { hasPermission, type PermissionKind } from '../../shared/domain/permission.ts';
import { currentUserQuery } from './current-user.ts';

/** Does the current page's permission entry (by its modelId) hold this code? */
export function usePermission(kind: PermissionKind, enCode: string): boolean {
  return usePermissionCheck(kind)(enCode);
}

/**
 * The current page's check for one kind, for many codes at once (a form's fields: a field whose code
 * the page's form permission does not hold is read-only, and the server refuses a change to it).
 */
export function usePermissionCheck(kind: PermissionKind): (enCode: string) => boolean {
  const pathname = useRouterState({ select: (s) => s.location.pathname });
  const { data } = useQuery(currentUserQuery());
  return useCallback(
    (enCode: string) => data !== undefined && hasPermission(data.permissionList, modelIdFor(data.menuList, pathname), kind, enCode),
    [data, pathname, kind],
  );
}

/** The signed-in user's id (null while their info loads): pages leave out actions on oneself. */
export function useOwnUserId(): string | null {
  const { data } = useQuery(currentUserQuery());
  return data?.userInfo.userId ?? null;
}

/** Is the signed-in user an administrator (actions only administrators may take, e.g. appointing tiered administrators)? */
export function useIsAdministrator(): boolean {
  const { data } = useQuery(currentUserQuery());
  return data?.userInfo.isAdministrator ?? false;
}

/** Does the signed-in user's menu hold the page at this path (a link to it would open, not be refused)? */
export function useHasPage(path: string): boolean {
  const { data } = useQuery(currentUserQuery());
  return data ? menuItemAt(data.menuList, path) !== undefined : false;
}

/**
 * Does the page at this path grant the code, for an action one page offers on another's behalf (the
 * Authorise page switching a menu's permissions, which the Menus page's Edit governs)?
 */
export function usePagePermission(path: string, kind: PermissionKind, enCode: string): boolean {
  const { data } = useQuery(currentUserQuery());
  return data !== undefined && hasPermission(data.permissionList, modelIdFor(data.menuList, path), kind, enCode);
}

interface Props {
  /** e.g. btn_add, btn_edit, btn_remove */
  code: string;
  kind?: PermissionKind;
  children: ReactNode;
}

/** Renders its children only when the current page grants the code; otherwise nothing at all. */
export function Permitted({ code, kind = 'button', children }: Props) {
  return usePermission(kind, code) ? children : null;
}
