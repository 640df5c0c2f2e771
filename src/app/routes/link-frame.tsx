import { Center, Text } from '@mantine/core';
import { useSuspenseQuery } from '@tanstack/react-query';
import { createRoute } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import type { MenuItem } from '../../shared/contracts/current-user.ts';
import { MENU_TYPE } from '../../shared/constants.ts';
import { linkUrl } from '../../shared/domain/menu-routes.ts';
import { tokenStore } from '../api/token.ts';
import { currentUserQuery } from '../features/session/queries.ts';
import { signedInRoute } from './signed-in.tsx';

function findLink(items: readonly MenuItem[], code: string): MenuItem | undefined {
  for (const item of items) {
    if (item.type === MENU_TYPE.link && item.enCode === code) return item;
    const inner = findLink(item.children, code);
    if (inner) return inner;
  }
  return undefined;
}

/** A menu link (type 7, target _self) shown inside the app, in a frame filling the content area. */
export const linkFrameRoute = createRoute({ getParentRoute: () => signedInRoute, path: '/link/$code', component: LinkFrame });

function LinkFrame() {
  const { t } = useTranslation();
  const { code } = linkFrameRoute.useParams();
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
