import { Center, Text } from '@mantine/core';
import { useSuspenseQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { MENU_TYPE } from '../../shared/constants.ts';
import { linkUrl, menuItemAt } from '../../shared/domain/menu-routes.ts';
import { tokenStore } from '../api/token.ts';
import { currentUserQuery } from '../platform/current-user.ts';
import type { CachedPageProps } from '../shell/page-cache/cached-pages.tsx';
import { useLocalizedMenu } from '../shell/use-localized-menu.ts';

/** A menu link (type 7, target _self) shown inside the app, in a frame filling the content area. */
export function LinkFramePage({ params }: CachedPageProps) {
  const { t } = useTranslation();
  const code = params.code ?? '';
  const { data } = useSuspenseQuery(currentUserQuery());
  // A link shown inside the app lives at /link/<code> (menuPath), so it is found like any page.
  const found = menuItemAt(useLocalizedMenu(data.menuList), `/link/${code}`);
  const link = found?.type === MENU_TYPE.link ? found : undefined;
  if (!link) {
    return (
      <Center h="60vh">
        <Text c="dimmed">{t('notFound.title')}</Text>
      </Center>
    );
  }
  return (
    <iframe
      title={link.fullName}
      src={linkUrl(link.urlAddress, tokenStore.get() ?? '', '')}
      // The content area: the window less the header, the tab strip and the padding.
      style={{ border: 0, width: '100%', height: 'calc(100dvh - 140px)', display: 'block' }}
    />
  );
}
