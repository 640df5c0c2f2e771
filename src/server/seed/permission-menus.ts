/** The organisation and permission pages, each with the buttons its endpoints are gated by. */
import { ADMIN_MENU, BUTTON } from '../../shared/domain/admin-menus.ts';
import { USER_RECORDS } from '../modules/users/record-fields.ts';
import { CRUD, adminPage as page, permissionItemsOf, type SeedModule } from './menu-types.ts';

export const permissionMenus: readonly SeedModule[] = [
  {
    enCode: 'permission',
    fullName: 'Organisation and Permissions',
    titles: { 'zh-CN': '组织权限', 'zh-TW': '組織權限', en: 'Organisation and Permissions' },
    type: 1,
    urlAddress: '',
    icon: 'users',
    parent: null,
    sortCode: 95,
    roles: ['admin'],
  },
  page(ADMIN_MENU.organize, 'permission/organize', { 'zh-CN': '组织管理', 'zh-TW': '組織管理', en: 'Organisations' }, 1),
  page(ADMIN_MENU.department, 'permission/department', { 'zh-CN': '部门管理', 'zh-TW': '部門管理', en: 'Departments' }, 2),
  page(ADMIN_MENU.position, 'permission/position', { 'zh-CN': '岗位管理', 'zh-TW': '崗位管理', en: 'Positions' }, 3),
  page(ADMIN_MENU.role, 'permission/role', { 'zh-CN': '角色管理', 'zh-TW': '角色管理', en: 'Roles' }, 4),
  page(ADMIN_MENU.user, 'permission/user', { 'zh-CN': '用户管理', 'zh-TW': '使用者管理', en: 'Users' }, 5, {
    buttons: [
      ...CRUD,
      { enCode: BUTTON.resetPassword, fullName: 'Reset password' },
      { enCode: BUTTON.unlock, fullName: 'Unlock' },
      { enCode: BUTTON.forceOffline, fullName: 'Force offline' },
      { enCode: BUTTON.export, fullName: 'Export' },
      { enCode: BUTTON.import, fullName: 'Import' },
    ],
    ...permissionItemsOf(USER_RECORDS),
    dataRules: [
      { enCode: 'all', fullName: 'All users', conditions: [] },
      { enCode: 'userAndSubordinates', fullName: 'Myself and my subordinates', conditions: [{ field: 'id', op: '==', value: '@userAndSubordinates' }] },
      {
        enCode: 'organizationAndSub',
        fullName: 'My organisation and its sub-organisations',
        conditions: [{ field: 'organizeId', op: '==', value: '@organizationAndSub' }],
      },
      { enCode: 'currentDepartment', fullName: 'My department', conditions: [{ field: 'departmentId', op: '==', value: '@currentDepartment' }] },
    ],
  }),
  page(ADMIN_MENU.userGroup, 'permission/userGroup', { 'zh-CN': '分组管理', 'zh-TW': '分組管理', en: 'User Groups' }, 6),
  page(ADMIN_MENU.authorize, 'permission/authorize', { 'zh-CN': '权限授权', 'zh-TW': '權限授權', en: 'Authorise' }, 7, {
    buttons: [{ enCode: BUTTON.edit, fullName: 'Save' }],
  }),
  page(ADMIN_MENU.onlineUser, 'permission/userOnline', { 'zh-CN': '在线用户', 'zh-TW': '線上使用者', en: 'Online Users' }, 8, {
    buttons: [{ enCode: BUTTON.forceOffline, fullName: 'Force offline' }],
  }),
  page(ADMIN_MENU.systemLog, 'system/log', { 'zh-CN': '系统日志', 'zh-TW': '系統日誌', en: 'System Logs' }, 4, {
    parent: 'system',
    icon: 'settings',
    buttons: [{ enCode: BUTTON.edit, fullName: 'Retention' }],
  }),
  page(ADMIN_MENU.menu, 'system/menu', { 'zh-CN': '菜单管理', 'zh-TW': '選單管理', en: 'Menus' }, 3, { parent: 'system', icon: 'settings' }),
];
