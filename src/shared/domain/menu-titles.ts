import type { Language } from '../constants.ts';
import type { MenuItem } from '../contracts/current-user.ts';
import { localName } from './local-names.ts';

/** The menu as a user of `language` reads it: each title in that language, `fullName` where the menu has none in it. */
export function localizeMenu(items: readonly MenuItem[], language: Language): MenuItem[] {
  return items.map((item) => ({ ...item, fullName: localName(item, language), children: localizeMenu(item.children, language) }));
}
