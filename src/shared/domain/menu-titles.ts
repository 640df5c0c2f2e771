import type { Language } from '../constants.ts';
import type { MenuItem } from '../contracts/current-user.ts';

/** The menu as a user of `language` reads it: each title in that language, `fullName` where the menu has none in it. */
export function localizeMenu(items: readonly MenuItem[], language: Language): MenuItem[] {
  return items.map((item) => ({ ...item, fullName: item.fullNameI18n?.[language] || item.fullName, children: localizeMenu(item.children, language) }));
}
