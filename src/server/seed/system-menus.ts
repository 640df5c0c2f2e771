/** The system data pages (dictionaries, bill rules, areas, …), under System, each with the buttons its endpoints are gated by. */
import { ADMIN_MENU, BUTTON } from '../../shared/domain/admin-menus.ts';
import { DICTIONARY_ITEM_RECORDS } from '../modules/dictionaries/record-fields.ts';
import { CRUD, adminPage, permissionItemsOf, type SeedModule } from './menu-types.ts';

const underSystem = { parent: 'system', icon: 'settings' } as const;
const EXPORT = { enCode: BUTTON.export, fullName: 'Export' };

export const systemDataMenus: readonly SeedModule[] = [
  adminPage(ADMIN_MENU.dictionary, 'system/dictionary', { 'zh-CN': '数据字典', 'zh-TW': '資料字典', en: 'Dictionaries' }, 5, {
    ...underSystem,
    buttons: [...CRUD, EXPORT, { enCode: BUTTON.import, fullName: 'Import' }],
    ...permissionItemsOf(DICTIONARY_ITEM_RECORDS),
  }),
  adminPage(ADMIN_MENU.billRule, 'system/billRule', { 'zh-CN': '单据规则', 'zh-TW': '單據規則', en: 'Bill Rules' }, 6, {
    ...underSystem,
    buttons: [...CRUD, EXPORT],
  }),
  adminPage(ADMIN_MENU.area, 'system/area', { 'zh-CN': '行政区划', 'zh-TW': '行政區劃', en: 'Areas' }, 7, underSystem),
  adminPage(ADMIN_MENU.dataInterface, 'system/dataInterface', { 'zh-CN': '数据接口', 'zh-TW': '資料介面', en: 'Data Interfaces' }, 8, {
    ...underSystem,
    buttons: [...CRUD, EXPORT, { enCode: BUTTON.import, fullName: 'Import' }],
  }),
  adminPage(ADMIN_MENU.printDev, 'system/printDev', { 'zh-CN': '打印模板', 'zh-TW': '列印範本', en: 'Print Templates' }, 9, {
    ...underSystem,
    buttons: [...CRUD, EXPORT, { enCode: BUTTON.import, fullName: 'Import' }],
  }),
  // Its reads are every signed-in user's (dictionary options, areas); the menu only places the page.
  adminPage(ADMIN_MENU.widgetPreview, 'system/widgets', { 'zh-CN': '控件预览', 'zh-TW': '控制項預覽', en: 'Widget Preview' }, 20, {
    ...underSystem,
    buttons: [],
  }),
];
