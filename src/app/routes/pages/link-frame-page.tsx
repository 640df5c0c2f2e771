import { Center, Text } from '@mantine/core';
import { useSuspenseQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { MenuItem } from '../../../shared/contracts/current-user.ts';
import { MENU_TYPE } from '../../../shared/constants.ts';
import { linkUrl } from '../../../shared/domain/menu-routes.ts';
import { tokenStore } from '../../api/token.ts';
import { currentUserQuery } from '../../features/session/queries.ts';
import type { CachedPageProps } from '../../shell/page-cache/cached-pages.tsx';

function findLink(items: readonly MenuItem[], code: string): MenuItem | undefined {
  for (const item of items) {
    if (item.type === MENU_TYPE.link && item.enCode === code) return item;
    const inner = findLink(item.children, code);
    if (inner) return inner;
  }
  return undefined;
}

/** A menu link (type 7, target _self) shown inside the app, in a frame filling the content area. */
export function LinkFramePage({ params }: CachedPageProps) {
  const { t } = useTranslation();
  const code = params.code ?? '';
  const { data } = useSuspenseQuery(currentUserQuery());
  const link = findLink(data.menuList, code);
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
