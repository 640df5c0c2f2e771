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

/** The pages load together (features/permission/pages.ts). */
const permissionPages = () => import('../features/permission/pages.ts');

export const organizeRoute = adminPage('/permission/organize', 'admin.organize.title', permissionPages, 'OrganizePage');
export const departmentRoute = adminPage('/permission/department', 'admin.organize.deptTitle', permissionPages, 'DepartmentPage');
export const positionRoute = adminPage('/permission/position', 'admin.position.title', permissionPages, 'PositionPage');
export const roleRoute = adminPage('/permission/role', 'admin.role.title', permissionPages, 'RolePage');
export const userRoute = adminPage('/permission/user', 'admin.user.title', permissionPages, 'UserPage');
export const authorizeRoute = adminPage('/permission/authorize', 'admin.authorize.title', permissionPages, 'AuthorizePage');
export const menuRoute = adminPage('/system/menu', 'admin.menu.title', permissionPages, 'MenuPage');
export const groupRoute = adminPage('/permission/userGroup', 'admin.group.title', permissionPages, 'GroupPage');
export const onlineUserRoute = adminPage('/permission/userOnline', 'admin.online.title', permissionPages, 'OnlineUserPage');
export const systemLogRoute = adminPage('/system/log', 'admin.log.title', permissionPages, 'LogPage');
