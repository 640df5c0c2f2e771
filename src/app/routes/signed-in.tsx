import { AppShell, Burger, Button, Center, Group, Image, Stack, Text, Title } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { useSuspenseQuery } from '@tanstack/react-query';
import { Link, Outlet, createRoute, isRedirect, redirect, useNavigate, useRouter, type ErrorComponentProps } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { setSystemLanguage } from '../../shared/contracts/users-current.ts';
import { ApiError, call, endsSession } from '../api/client.ts';
import { tokenStore } from '../api/token.ts';
import { i18n } from '../i18n.ts';
import { useLogout } from '../features/session/mutations.ts';
import { currentUserQuery } from '../features/session/queries.ts';
import { LanguageSelect } from '../shell/language-select.tsx';
import { MenuNav } from '../shell/menu-nav.tsx';
import { notifyError } from '../shell/notify.ts';
import { UserMenu } from '../shell/user-menu.tsx';
import { rootRoute } from './root.tsx';

/** Everything behind sign-in: no token → login; CurrentUser must load and carry a non-empty menu. */
export const signedInRoute = createRoute({
  getParentRoute: () => rootRoute,
  id: 'signed-in',
  beforeLoad: async ({ context, location }) => {
    const toLogin = () => redirect({ to: '/login', search: { redirect: location.href }, replace: true });
    if (!tokenStore.get()) throw toLogin();
    try {
      const user = await context.queryClient.ensureQueryData(currentUserQuery());
      if (user.menuList.length === 0) {
        tokenStore.clear();
        context.queryClient.clear();
        notifyError(i18n.t('error.emptyMenu'));
        throw toLogin();
      }
    } catch (error) {
      if (isRedirect(error)) throw error;
      // Offline or a failing server is not a reason to sign the user out: the error view offers a retry.
      if (error instanceof ApiError && (error.status === 0 || error.status >= 500)) throw error;
      tokenStore.clear();
      context.queryClient.clear();
      // An ended session was already announced by the API client.
      if (!endsSession(error)) {
        notifyError(error instanceof ApiError ? error.message : i18n.t('error.verifyFailed'));
      }
      throw toLogin();
    }
  },
  component: SignedInLayout,
  errorComponent: LoadFailed,
});

function LoadFailed({ error }: ErrorComponentProps) {
  const { t } = useTranslation();
  const router = useRouter();
  return (
    <Center mih="100dvh" p="md">
      <Stack align="center" gap="sm" role="alert">
        <Title order={2} size="h4">
          {(error instanceof Error && error.message) || t('common.requestError')}
        </Title>
        <Text c="dimmed">{t('common.requestErrorHint')}</Text>
        <Button onClick={() => void router.invalidate()}>{t('common.retry')}</Button>
      </Stack>
    </Center>
  );
}

function SignedInLayout() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [opened, { toggle, close }] = useDisclosure(false);
  const { data } = useSuspenseQuery(currentUserQuery());
  const logout = useLogout();
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
