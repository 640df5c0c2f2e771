import { AppShell, Burger, Group, Image, Text } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { useSuspenseQuery } from '@tanstack/react-query';
import { Link, Outlet, createRoute, useNavigate } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { setSystemLanguage } from '../../shared/contracts/users-current.ts';
import { call } from '../api/client.ts';
import { useLockScreen, useLogout } from '../features/session/mutations.ts';
import { currentUserQuery } from '../features/session/queries.ts';
import { LanguageSelect } from '../shell/language-select.tsx';
import { MenuNav } from '../shell/menu-nav.tsx';
import { UserMenu } from '../shell/user-menu.tsx';
import { rootRoute } from './root.tsx';

/** Pages of a signed-in user; the root route's guard has already loaded CurrentUser. */
export const signedInRoute = createRoute({
  getParentRoute: () => rootRoute,
  id: 'signed-in',
  loader: ({ context }) => context.queryClient.ensureQueryData(currentUserQuery()),
  component: SignedInLayout,
});

function SignedInLayout() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [opened, { toggle, close }] = useDisclosure(false);
  const { data } = useSuspenseQuery(currentUserQuery());
  const logout = useLogout();
  const lock = useLockScreen();
  const { userInfo, menuList, sysConfigInfo } = data;

  return (
    <AppShell header={{ height: 56 }} navbar={{ width: 210, breakpoint: 'md', collapsed: { mobile: !opened } }} padding="md">
      <AppShell.Header>
        <Group h="100%" px="md" justify="space-between" wrap="nowrap">
          <Group gap="sm" wrap="nowrap">
            <Burger opened={opened} onClick={toggle} hiddenFrom="md" size="sm" aria-label={t('shell.openMenu')} />
            <Link to="/home" aria-label={t('product.name')} style={{ display: 'flex', alignItems: 'center', gap: 8, textDecoration: 'none', color: 'inherit' }}>
              {sysConfigInfo.logoIcon && <Image src={sysConfigInfo.logoIcon} alt="" w={28} h={28} />}
              <Text fw={700}>{sysConfigInfo.sysName}</Text>
            </Link>
          </Group>
          <Group gap="sm" wrap="nowrap">
            <LanguageSelect onSwitched={(language) => void call(setSystemLanguage, { body: { language } }).catch(() => undefined)} />
            <UserMenu
              name={userInfo.realName}
              account={userInfo.account}
              loggingOut={logout.isPending}
              onProfile={() => void navigate({ to: '/profile' })}
              onLock={() => lock.mutate(undefined, { onSuccess: () => void navigate({ to: '/lockScreen', replace: true }) })}
              onLogout={() => logout.mutate(undefined, { onSettled: () => void navigate({ to: '/login', replace: true }) })}
            />
          </Group>
        </Group>
      </AppShell.Header>
      <AppShell.Navbar p="xs" aria-label={t('home.menu')}>
        <AppShell.Section grow>
          <MenuNav items={menuList} onNavigate={close} />
        </AppShell.Section>
      </AppShell.Navbar>
      <AppShell.Main bg="var(--mantine-color-gray-0)">
        <Outlet />
      </AppShell.Main>
    </AppShell>
  );
}
