/** The administration pages' menus (src/shared/domain/admin-pages.ts) with what only the server adds. */
import { ADMIN_MENU } from '../../shared/domain/admin-menus.ts';
import { ADMIN_PAGES, type AdminPage } from '../../shared/domain/admin-pages.ts';
import { DICTIONARY_ITEM_RECORDS } from '../modules/dictionaries/record-fields.ts';
import { USER_RECORDS } from '../modules/users/record-fields.ts';
import { permissionItemsOf, type SeedModule } from './menu-types.ts';

/** Per page: the column and form items of its declared records, and the data rules it offers. */
const SERVER_PARTS: Partial<Record<string, Partial<SeedModule>>> = {
  [ADMIN_MENU.user]: {
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
  },
  [ADMIN_MENU.dictionary]: permissionItemsOf(DICTIONARY_ITEM_RECORDS),
};

/** A page's menu, shown to the admin role. */
const menuOf = (page: AdminPage): SeedModule => ({
  enCode: page.code,
  fullName: page.titles.en,
  titles: page.titles,
  type: 2,
  urlAddress: page.path,
  icon: page.parent === 'permission' ? 'users' : 'settings',
  parent: page.parent,
  sortCode: page.sortCode,
  roles: ['admin'],
  buttons: page.buttons,
  ...SERVER_PARTS[page.code],
});

export const adminPageMenus: readonly SeedModule[] = [
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
  ...ADMIN_PAGES.map(menuOf),
];
