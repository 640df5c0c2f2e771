import { adminArea } from '../i18n/admin/pages/area.ts';
import { adminAuthorize } from '../i18n/admin/pages/authorize.ts';
import { adminBillRule } from '../i18n/admin/pages/bill-rule.ts';
import { adminDataInterface } from '../i18n/admin/pages/data-interface.ts';
import { adminDictionary } from '../i18n/admin/pages/dictionary.ts';
import { adminGroup } from '../i18n/admin/pages/group.ts';
import { adminJobs } from '../i18n/admin/pages/jobs.ts';
import { adminLog } from '../i18n/admin/pages/log.ts';
import { adminMenu } from '../i18n/admin/pages/menu.ts';
import { adminOnline } from '../i18n/admin/pages/online.ts';
import { adminOrganize, adminOrganizeAdmin } from '../i18n/admin/pages/organize.ts';
import { adminPosition } from '../i18n/admin/pages/position.ts';
import { adminPrintTemplate } from '../i18n/admin/pages/print-template.ts';
import { adminRole } from '../i18n/admin/pages/role.ts';
import { adminUser } from '../i18n/admin/pages/user.ts';
import { adminWidgets } from '../i18n/admin/pages/widgets.ts';

/**
 * The administration pages, each described once: the menu the seed creates for it (code, address,
 * titles, place, buttons), its words, and the page component the router loads for the address.
 * Contracts gate their endpoints by the page's code (ADMIN_MENU); the seed adds what only the server
 * knows (the column and form items of a module's declared records, its data rules). The router does
 * not read this list at start (one route per area resolves the page when it opens), so the pages'
 * words can live here and load with the administration pages only.
 */

/** Button codes: the three the spec names (spec 001 §5) and the pages' own. */
export const BUTTON = {
  add: 'btn_add',
  edit: 'btn_edit',
  remove: 'btn_remove',
  resetPassword: 'btn_resetPassword',
  unlock: 'btn_unlock',
  forceOffline: 'btn_forceOffline',
  export: 'btn_export',
  import: 'btn_import',
} as const;

/** A permission item of a page (a button) with its name in English, as the seed writes it. */
export interface PageItem {
  enCode: string;
  fullName: string;
}

/** A page's words in the three languages, under `admin.<key>` (the file of each is in src/shared/i18n/admin/pages). */
export interface PageWords {
  en: object;
  'zh-CN': object;
  'zh-TW': object;
}

export interface AdminPage {
  /** The menu's code: the page's gate, grants and seed name it by this. */
  code: string;
  /** Its address without the leading slash, as the menu stores it (`permission/user`). */
  path: string;
  /** The component: `<file under src/app/features>#<export>`; the router loads the file when the page opens. */
  page: string;
  /** The catalogue key of the page's title (tabs, the browser's title). */
  titleKey: string;
  /** The menu's title in each language. */
  titles: { 'zh-CN': string; 'zh-TW': string; en: string };
  /** The directory the menu sits in: the address starts with it (`<parent>/<page>`), which the router's areas follow. */
  parent: 'permission' | 'system';
  sortCode: number;
  buttons: readonly PageItem[];
  /** Its words by catalogue key (`admin.<key>.…`); a page may use another's, or none (department). */
  words: Readonly<Record<string, PageWords>>;
}

/** The buttons of a page that adds, edits and deletes. */
export const CRUD: readonly PageItem[] = [
  { enCode: BUTTON.add, fullName: 'Add' },
  { enCode: BUTTON.edit, fullName: 'Edit' },
  { enCode: BUTTON.remove, fullName: 'Delete' },
];
const EXPORT: PageItem = { enCode: BUTTON.export, fullName: 'Export' };
const IMPORT: PageItem = { enCode: BUTTON.import, fullName: 'Import' };
const FORCE_OFFLINE: PageItem = { enCode: BUTTON.forceOffline, fullName: 'Force offline' };

type Entry<C, W> = Omit<AdminPage, 'code' | 'buttons' | 'words'> & { code: C; buttons?: readonly PageItem[]; words?: W };
// The words' own type is kept, so the catalogue built from the pages (ADMIN_PAGE_WORDS) is typed by them.
const page = <const C extends string, const W extends Readonly<Record<string, PageWords>> = Record<never, PageWords>>({
  buttons = CRUD,
  words,
  ...entry
}: Entry<C, W>) => ({ ...entry, buttons, words: words ?? ({} as W) });

export const ADMIN_PAGES = [
  page({
    code: 'organize',
    path: 'permission/organize',
    page: 'permission/organize/organize-page.tsx#OrganizePage',
    titleKey: 'admin.organize.title',
    words: { organize: adminOrganize, organizeAdmin: adminOrganizeAdmin },
    titles: { 'zh-CN': '组织管理', 'zh-TW': '組織管理', en: 'Organisations' },
    parent: 'permission',
    sortCode: 1,
  }),
  page({
    code: 'department',
    path: 'permission/department',
    page: 'permission/organize/department-page.tsx#DepartmentPage',
    titleKey: 'admin.organize.deptTitle',
    titles: { 'zh-CN': '部门管理', 'zh-TW': '部門管理', en: 'Departments' },
    parent: 'permission',
    sortCode: 2,
  }),
  page({
    code: 'position',
    path: 'permission/position',
    page: 'permission/positions/position-page.tsx#PositionPage',
    titleKey: 'admin.position.title',
    words: { position: adminPosition },
    titles: { 'zh-CN': '岗位管理', 'zh-TW': '崗位管理', en: 'Positions' },
    parent: 'permission',
    sortCode: 3,
  }),
  page({
    code: 'role',
    path: 'permission/role',
    page: 'permission/roles/role-page.tsx#RolePage',
    titleKey: 'admin.role.title',
    words: { role: adminRole },
    titles: { 'zh-CN': '角色管理', 'zh-TW': '角色管理', en: 'Roles' },
    parent: 'permission',
    sortCode: 4,
  }),
  page({
    code: 'user',
    path: 'permission/user',
    page: 'permission/users/user-page.tsx#UserPage',
    titleKey: 'admin.user.title',
    words: { user: adminUser },
    titles: { 'zh-CN': '用户管理', 'zh-TW': '使用者管理', en: 'Users' },
    parent: 'permission',
    sortCode: 5,
    buttons: [
      ...CRUD,
      { enCode: BUTTON.resetPassword, fullName: 'Reset password' },
      { enCode: BUTTON.unlock, fullName: 'Unlock' },
      FORCE_OFFLINE,
      EXPORT,
      IMPORT,
    ],
  }),
  page({
    code: 'userGroup',
    path: 'permission/userGroup',
    page: 'permission/groups/group-page.tsx#GroupPage',
    titleKey: 'admin.group.title',
    words: { group: adminGroup },
    titles: { 'zh-CN': '分组管理', 'zh-TW': '分組管理', en: 'User Groups' },
    parent: 'permission',
    sortCode: 6,
  }),
  page({
    code: 'authorize',
    path: 'permission/authorize',
    page: 'permission/authorize/authorize-page.tsx#AuthorizePage',
    titleKey: 'admin.authorize.title',
    words: { authorize: adminAuthorize },
    titles: { 'zh-CN': '权限授权', 'zh-TW': '權限授權', en: 'Authorise' },
    parent: 'permission',
    sortCode: 7,
    buttons: [{ enCode: BUTTON.edit, fullName: 'Save' }],
  }),
  page({
    code: 'onlineUser',
    path: 'permission/userOnline',
    page: 'permission/online-users/online-user-page.tsx#OnlineUserPage',
    titleKey: 'admin.online.title',
    words: { online: adminOnline },
    titles: { 'zh-CN': '在线用户', 'zh-TW': '線上使用者', en: 'Online Users' },
    parent: 'permission',
    sortCode: 8,
    buttons: [FORCE_OFFLINE],
  }),
  page({
    code: 'menu',
    path: 'system/menu',
    page: 'permission/menus/menu-page.tsx#MenuPage',
    titleKey: 'admin.menu.title',
    words: { menu: adminMenu },
    titles: { 'zh-CN': '菜单管理', 'zh-TW': '選單管理', en: 'Menus' },
    parent: 'system',
    sortCode: 3,
  }),
  page({
    code: 'systemLog',
    path: 'system/log',
    page: 'permission/system-logs/log-page.tsx#LogPage',
    titleKey: 'admin.log.title',
    words: { log: adminLog },
    titles: { 'zh-CN': '系统日志', 'zh-TW': '系統日誌', en: 'System Logs' },
    parent: 'system',
    sortCode: 4,
    buttons: [{ enCode: BUTTON.edit, fullName: 'Retention' }],
  }),
  page({
    code: 'dictionary',
    path: 'system/dictionary',
    page: 'system/dictionaries/dictionary-page.tsx#DictionaryPage',
    titleKey: 'admin.dictionary.title',
    words: { dictionary: adminDictionary },
    titles: { 'zh-CN': '数据字典', 'zh-TW': '資料字典', en: 'Dictionaries' },
    parent: 'system',
    sortCode: 5,
    buttons: [...CRUD, EXPORT, IMPORT],
  }),
  page({
    code: 'billRule',
    path: 'system/billRule',
    page: 'system/bill-rules/bill-rule-page.tsx#BillRulePage',
    titleKey: 'admin.billRule.title',
    words: { billRule: adminBillRule },
    titles: { 'zh-CN': '单据规则', 'zh-TW': '單據規則', en: 'Bill Rules' },
    parent: 'system',
    sortCode: 6,
    buttons: [...CRUD, EXPORT],
  }),
  page({
    code: 'area',
    path: 'system/area',
    page: 'system/areas/area-page.tsx#AreaPage',
    titleKey: 'admin.area.title',
    words: { area: adminArea },
    titles: { 'zh-CN': '行政区划', 'zh-TW': '行政區劃', en: 'Areas' },
    parent: 'system',
    sortCode: 7,
  }),
  page({
    code: 'dataInterface',
    path: 'system/dataInterface',
    page: 'system/data-interfaces/data-interface-page.tsx#DataInterfacePage',
    titleKey: 'admin.dataInterface.title',
    words: { dataInterface: adminDataInterface },
    titles: { 'zh-CN': '数据接口', 'zh-TW': '資料介面', en: 'Data Interfaces' },
    parent: 'system',
    sortCode: 8,
    buttons: [...CRUD, EXPORT, IMPORT],
  }),
  page({
    code: 'printDev',
    path: 'system/printDev',
    page: 'system/print-templates/print-template-page.tsx#PrintTemplatePage',
    titleKey: 'admin.printTemplate.title',
    words: { printTemplate: adminPrintTemplate },
    titles: { 'zh-CN': '打印模板', 'zh-TW': '列印範本', en: 'Print Templates' },
    parent: 'system',
    sortCode: 9,
    buttons: [...CRUD, EXPORT, IMPORT],
  }),
  page({
    code: 'jobs',
    path: 'system/jobs',
    page: 'system/jobs/jobs-page.tsx#JobsPage',
    titleKey: 'admin.jobs.title',
    words: { jobs: adminJobs },
    titles: { 'zh-CN': '后台任务', 'zh-TW': '背景工作', en: 'Background Jobs' },
    parent: 'system',
    sortCode: 10,
    buttons: [{ enCode: BUTTON.edit, fullName: 'Run again' }],
  }),
  // Its reads are every signed-in user's (dictionary options, areas); the menu only places the page.
  page({
    code: 'widgetPreview',
    path: 'system/widgets',
    page: 'system/widgets/widget-preview-page.tsx#WidgetPreviewPage',
    titleKey: 'admin.widgets.title',
    words: { widgets: adminWidgets },
    titles: { 'zh-CN': '控件预览', 'zh-TW': '控制項預覽', en: 'Widget Preview' },
    parent: 'system',
    sortCode: 20,
    buttons: [],
  }),
] as const satisfies readonly AdminPage[];

type PageCode = (typeof ADMIN_PAGES)[number]['code'];

/**
 * The menu codes of the administration pages, which their endpoints are gated by (contracts:
 * `permission: menuGate(ADMIN_MENU.user, BUTTON.add)`): each page's own code, read from its description.
 * An administrator grants the menus to roles, positions, users and groups.
 */
export const ADMIN_MENU = Object.fromEntries(ADMIN_PAGES.map((p) => [p.code, p.code])) as { readonly [C in PageCode]: C };
