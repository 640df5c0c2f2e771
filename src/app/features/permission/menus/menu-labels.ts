import { useTranslation } from 'react-i18next';
import type { MenuNode } from '../../../../shared/contracts/menus.ts';
import { pickLanguage } from '../../../../shared/i18n/languages.ts';

/** The shell's rule for menu titles: the screen's language where the menu has one, else its name. */
export function useMenuTitle(): (menu: Pick<MenuNode, 'fullName' | 'fullNameI18n'>) => string {
  const { i18n } = useTranslation();
  const language = pickLanguage(i18n.language);
  return (menu) => menu.fullNameI18n[language] || menu.fullName;
}
