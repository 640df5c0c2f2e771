import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { MenuItem } from '../../shared/contracts/current-user.ts';
import { localizeMenu } from '../../shared/domain/menu-titles.ts';
import { pickLanguage } from '../../shared/i18n/languages.ts';

/** The signed-in user's menu with its titles in the screen's language, again when the language changes. */
export function useLocalizedMenu(menuList: readonly MenuItem[]): MenuItem[] {
  const { i18n } = useTranslation();
  const language = pickLanguage(i18n.language);
  return useMemo(() => localizeMenu(menuList, language), [menuList, language]);
}
