import { adminArea } from './area.ts';
import { adminAuthorize } from './authorize.ts';
import { adminBillRule } from './bill-rule.ts';
import { adminCommon, adminItems } from './common.ts';
import { adminDataInterface } from './data-interface.ts';
import { adminDictionary } from './dictionary.ts';
import { adminGroup } from './group.ts';
import { adminLog } from './log.ts';
import { adminMenu } from './menu.ts';
import { adminOnline } from './online.ts';
import { adminOrganize, adminOrganizeAdmin } from './organize.ts';
import { adminPicker } from './picker.ts';
import { adminPosition } from './position.ts';
import { adminPrintTemplate } from './print-template.ts';
import { adminRole } from './role.ts';
import { adminUser } from './user.ts';
import { adminWidgets } from './widgets.ts';

/**
 * Each administration page's words in the three languages, under `admin.<key>`: a page adds its file
 * here, and every language's catalogue takes it (each checked against the English one's shape).
 */
export const ADMIN_PAGE_WORDS = {
  common: adminCommon,
  items: adminItems,
  organize: adminOrganize,
  organizeAdmin: adminOrganizeAdmin,
  position: adminPosition,
  role: adminRole,
  user: adminUser,
  authorize: adminAuthorize,
  menu: adminMenu,
  group: adminGroup,
  dictionary: adminDictionary,
  billRule: adminBillRule,
  area: adminArea,
  dataInterface: adminDataInterface,
  printTemplate: adminPrintTemplate,
  widgets: adminWidgets,
  online: adminOnline,
  picker: adminPicker,
  log: adminLog,
} as const;

type Words = typeof ADMIN_PAGE_WORDS;
type PageLanguage = 'en' | 'zh-CN' | 'zh-TW';

/** The pages' words in one language, by page. */
export function pageWordsIn<L extends PageLanguage>(language: L): { [K in keyof Words]: Words[K][L] } {
  return Object.fromEntries(Object.entries(ADMIN_PAGE_WORDS).map(([page, words]) => [page, words[language]])) as { [K in keyof Words]: Words[K][L] };
}
