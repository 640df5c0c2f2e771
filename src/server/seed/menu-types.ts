import type { MenuTitles } from '../../shared/contracts/current-user.ts';
import { createTranslator } from '../../shared/i18n/index.ts';
import { columnFieldsOf, formFieldsOf, type RecordFields } from '../modules/permission/record-fields.ts';
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
  /** Form fields a form permission can grant. */
  forms?: readonly SeedItem[];
  /** Data rules: a code, a title and the conditions (shared/domain/data-rules.ts). */
  dataRules?: ReadonlyArray<SeedItem & { conditions: ReadonlyArray<{ field: string; op: '==' | '!='; value: string }> }>;
}

/** Fields by the catalogue key of their names, as a menu's permission items named in English. */
export function itemsNamed(fields: Readonly<Record<string, string>>): SeedItem[] {
  const { t } = createTranslator('en');
  return Object.entries(fields).map(([enCode, label]) => ({ enCode, fullName: t(label) }));
}

/** A module's declared columns and form fields as the menu's permission items, named in English. */
export function permissionItemsOf(declaration: RecordFields<string>): Pick<SeedModule, 'columns' | 'forms'> {
  const items = (codes: readonly string[]) => itemsNamed(Object.fromEntries(codes.map((code) => [code, declaration.fields[code]!.label])));
  return { columns: items(columnFieldsOf(declaration)), forms: items(formFieldsOf(declaration)) };
}
