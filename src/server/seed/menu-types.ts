import type { MenuTitles } from '../../shared/contracts/current-user.ts';
import { BUTTON } from '../../shared/domain/admin-menus.ts';
import type { SeedRoleCode } from './demo-data.ts';

/** A permission item of a menu (button, column) with its title. */
export interface SeedItem {
  enCode: string;
  fullName: string;
}
/** A seeded menu and the permission items it owns; `roles` are granted the menu. */
export interface SeedModule {
  enCode: string;
  fullName: string;
  /** The title in each language (menus and tabs show the user's); both sides' pages say which side they are. */
  titles: MenuTitles;
  type: number;
  urlAddress: string;
  icon: string;
  parent: string | null;
  sortCode: number;
  roles: readonly SeedRoleCode[];
  /** Granted but not shown in navigation: a page whose screen has not landed yet (its API has). */
  hidden?: boolean;
  buttons?: readonly SeedItem[];
  columns?: readonly SeedItem[];
  /** Data rules: a code, a title and the conditions (shared/domain/data-rules.ts). */
  dataRules?: ReadonlyArray<SeedItem & { conditions: ReadonlyArray<{ field: string; op: '==' | '!='; value: string }> }>;
}

/** The buttons of a page that adds, edits and deletes. */
export const CRUD: readonly SeedItem[] = [
  { enCode: BUTTON.add, fullName: 'Add' },
  { enCode: BUTTON.edit, fullName: 'Edit' },
  { enCode: BUTTON.remove, fullName: 'Delete' },
];

/** A platform administration page, shown to the admin role, under Organisation and Permissions unless `extra` says otherwise. */
export const adminPage = (
  enCode: string,
  urlAddress: string,
  titles: { 'zh-CN': string; 'zh-TW': string; en: string },
  sortCode: number,
  extra: Partial<SeedModule> = {},
): SeedModule => ({
  enCode,
  fullName: titles.en,
  titles,
  type: 2,
  urlAddress,
  icon: 'users',
  parent: 'permission',
  sortCode,
  roles: ['admin'],
  buttons: CRUD,
  ...extra,
});
