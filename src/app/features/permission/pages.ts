/**
 * The organisation and permission pages, one chunk (as features/system/pages.ts): one lazy import in
 * the entry instead of one per page keeps every user's first load inside its budget.
 */
export { AuthorizePage } from './authorize/authorize-page.tsx';
export { DepartmentPage } from './organize/department-page.tsx';
export { GroupPage } from './groups/group-page.tsx';
export { LogPage } from './system-logs/log-page.tsx';
export { MenuPage } from './menus/menu-page.tsx';
export { OnlineUserPage } from './online-users/online-user-page.tsx';
export { OrganizePage } from './organize/organize-page.tsx';
export { PositionPage } from './positions/position-page.tsx';
export { RolePage } from './roles/role-page.tsx';
export { UserPage } from './users/user-page.tsx';
