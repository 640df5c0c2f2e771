import { Anchor, List, Paper, Stack, Text, Title } from '@mantine/core';
import { useSuspenseQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import type { MenuItem } from '../../shared/contracts/current-user.ts';
import { MENU_TYPE } from '../../shared/constants.ts';
import { formatDateTime } from '../../shared/domain/format.ts';
import { menuPath } from '../../shared/domain/menu-routes.ts';
import { currentUserQuery } from '../platform/current-user.ts';
import { useLocalizedMenu } from '../shell/use-localized-menu.ts';

function pages(items: MenuItem[]): MenuItem[] {
  return items.flatMap((item) => (item.type === MENU_TYPE.directory ? pages(item.children) : item.hidden ? [] : [item]));
}

export function HomePage() {
  const { t } = useTranslation();
  const { data } = useSuspenseQuery(currentUserQuery());
  const { userInfo } = data;
  const shortcuts = pages(useLocalizedMenu(data.menuList));
  return (
    <Stack gap="md" maw={900}>
      <Paper withBorder p="lg" radius="md">
        <Title order={1} size="h3">
          {t('home.welcome', { name: userInfo.realName })}
        </Title>
        <Text c="dimmed" mt={4}>
          {t('home.role')}: {userInfo.roleName}
        </Text>
        {userInfo.prevLogin && userInfo.prevLoginTime && (
          <Text size="sm" c="dimmed" mt={4}>
            {t('home.lastLogin', { time: formatDateTime(userInfo.prevLoginTime), place: userInfo.prevLoginIPAddressName, ip: userInfo.prevLoginIPAddress })}
          </Text>
        )}
      </Paper>
      <Paper withBorder p="lg" radius="md">
        <Title order={2} size="h4" mb="sm">
          {t('home.menu')}
        </Title>
        {shortcuts.length === 0 ? (
          <Text c="dimmed">{t('home.emptyMenu')}</Text>
        ) : (
          <List spacing="xs" aria-label={t('home.menu')}>
            {shortcuts.map((item) => (
              <List.Item key={item.id}>
                <Anchor component={Link} to={menuPath(item)}>
                  {item.fullName}
                </Anchor>
              </List.Item>
            ))}
          </List>
        )}
      </Paper>
    </Stack>
  );
}
