/** The system data pages (issue 18: dictionaries, bill rules, areas, …), under System, each with the buttons its endpoints are gated by. */
import { ADMIN_MENU, BUTTON } from '../../shared/domain/admin-menus.ts';
import type { SeedModule } from './menu-types.ts';

export const systemDataMenus: readonly SeedModule[] = [
  {
    enCode: ADMIN_MENU.dictionary,
    fullName: 'Dictionaries',
    titles: { 'zh-CN': '数据字典', 'zh-TW': '資料字典', en: 'Dictionaries' },
    type: 2,
    urlAddress: 'system/dictionary',
    icon: 'settings',
    parent: 'system',
    sortCode: 5,
    roles: ['admin'],
    buttons: [
      { enCode: BUTTON.add, fullName: 'Add' },
      { enCode: BUTTON.edit, fullName: 'Edit' },
      { enCode: BUTTON.remove, fullName: 'Delete' },
      { enCode: BUTTON.export, fullName: 'Export' },
      { enCode: BUTTON.import, fullName: 'Import' },
    ],
  },
  {
    enCode: ADMIN_MENU.billRule,
    fullName: 'Bill Rules',
    titles: { 'zh-CN': '单据规则', 'zh-TW': '單據規則', en: 'Bill Rules' },
    type: 2,
    urlAddress: 'system/billRule',
    icon: 'settings',
    parent: 'system',
    sortCode: 6,
    roles: ['admin'],
    buttons: [
      { enCode: BUTTON.add, fullName: 'Add' },
      { enCode: BUTTON.edit, fullName: 'Edit' },
      { enCode: BUTTON.remove, fullName: 'Delete' },
      { enCode: BUTTON.export, fullName: 'Export' },
    ],
  },
  {
    enCode: ADMIN_MENU.area,
    fullName: 'Areas',
    titles: { 'zh-CN': '行政区划', 'zh-TW': '行政區劃', en: 'Areas' },
    type: 2,
    urlAddress: 'system/area',
    icon: 'settings',
    parent: 'system',
    sortCode: 7,
    roles: ['admin'],
    buttons: [
      { enCode: BUTTON.add, fullName: 'Add' },
      { enCode: BUTTON.edit, fullName: 'Edit' },
      { enCode: BUTTON.remove, fullName: 'Delete' },
    ],
  },
  {
    // Its reads are every signed-in user's (dictionary options, areas); the menu only places the page.
    enCode: ADMIN_MENU.widgetPreview,
    fullName: 'Widget Preview',
    titles: { 'zh-CN': '控件预览', 'zh-TW': '控制項預覽', en: 'Widget Preview' },
    type: 2,
    urlAddress: 'system/widgets',
    icon: 'settings',
    parent: 'system',
    sortCode: 20,
    roles: ['admin'],
  },
];
