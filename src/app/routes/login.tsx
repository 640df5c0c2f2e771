import { Anchor, Center, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { createRoute, Link, useNavigate } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { LoginForm } from '../features/auth/components/login-form.tsx';
import { notePickedLanguage } from '../features/auth/sign-in-language.ts';
import { LanguageSelect } from '../shell/language-select.tsx';
import { usePageTitle } from '../shell/page-title.ts';
import { inAppPath } from '../../shared/domain/guard.ts';
import { rootRoute } from './root.tsx';

/** The query is kept whole: deep links carry Type, Account and PO or PO_id (spec 000 §2.2). */
export const loginRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/login',
  validateSearch: (search: Record<string, unknown>): Record<string, unknown> & { redirect?: string } => search,
  component: LoginPage,
});

function LoginPage() {
  const { t } = useTranslation();
  usePageTitle(t('login.title'));
  const navigate = useNavigate();
  const search = loginRoute.useSearch();
  // A deep link (Type / Account) goes back through the guard, which routes it; otherwise to `redirect`.
  const onSignedIn = () =>
    void (search.Type ? navigate({ to: '/login', search, replace: true }) : navigate({ href: inAppPath(search.redirect) ?? '/', replace: true }));
  return (
    <Center mih="100dvh" p="md" bg="var(--mantine-color-gray-0)">
      <Paper withBorder shadow="sm" p="xl" radius="md" w="100%" maw={400}>
        <Stack gap="lg">
          <Group justify="space-between" align="flex-start">
            <Stack gap={2}>
              <Title order={1} size="h2">
                {t('product.name')}
              </Title>
              <Text size="sm" c="dimmed">
                {t('product.tagline')}
              </Text>
            </Stack>
            <LanguageSelect onSwitched={notePickedLanguage} />
          </Group>
          <LoginForm onSignedIn={onSignedIn} />
          <Anchor component={Link} to="/forgotPassword" size="sm" ta="center">
            {t('forgot.link')}
          </Anchor>
        </Stack>
      </Paper>
    </Center>
  );
}
