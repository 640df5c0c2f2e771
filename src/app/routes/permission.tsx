import { createRoute, lazyRouteComponent } from '@tanstack/react-router';
import { loadAdminCatalogue } from '../i18n.ts';
import { signedInRoute } from './signed-in.tsx';

/**
 * The organisation and permission pages (System → Organisation and Permissions). Their words load
 * with them (loadAdminCatalogue); the server gates every call by the page's menu and button.
 */
export const adminPage = (path: string, titleKey: string, load: Parameters<typeof lazyRouteComponent>[0], name: string) =>
  createRoute({
    getParentRoute: () => signedInRoute,
    path,
    staticData: { titleKey },
    loader: () => loadAdminCatalogue(),
    component: lazyRouteComponent(load, name),
  });

export const organizeRoute = adminPage(
  '/permission/organize',
  'admin.organize.title',
  () => import('../features/permission/organize/organize-page.tsx'),
  'OrganizePage',
);
export const departmentRoute = adminPage(
  '/permission/department',
  'admin.organize.deptTitle',
  () => import('../features/permission/organize/department-page.tsx'),
  'DepartmentPage',
);
export const positionRoute = adminPage(
  '/permission/position',
  'admin.position.title',
  () => import('../features/permission/positions/position-page.tsx'),
  'PositionPage',
);
export const roleRoute = adminPage('/permission/role', 'admin.role.title', () => import('../features/permission/roles/role-page.tsx'), 'RolePage');
export const userRoute = adminPage('/permission/user', 'admin.user.title', () => import('../features/permission/users/user-page.tsx'), 'UserPage');
export const authorizeRoute = adminPage(
  '/permission/authorize',
  'admin.authorize.title',
  () => import('../features/permission/authorize/authorize-page.tsx'),
  'AuthorizePage',
);
export const menuRoute = adminPage('/system/menu', 'admin.menu.title', () => import('../features/permission/menus/menu-page.tsx'), 'MenuPage');
export const groupRoute = adminPage('/permission/userGroup', 'admin.group.title', () => import('../features/permission/groups/group-page.tsx'), 'GroupPage');
export const onlineUserRoute = adminPage(
  '/permission/userOnline',
  'admin.online.title',
  () => import('../features/permission/online-users/online-user-page.tsx'),
  'OnlineUserPage',
);
export const systemLogRoute = adminPage('/system/log', 'admin.log.title', () => import('../features/permission/system-logs/log-page.tsx'), 'LogPage');
