import { Anchor, Center, Group, Paper, Stack, Title } from '@mantine/core';
import { Link, useNavigate } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { ForgotPasswordForm } from '../features/auth/components/forgot-password-form.tsx';
import { LanguageSelect } from '../shell/language-select.tsx';
import { usePageTitle } from '../shell/page-title.ts';

export function ForgotPasswordPage() {
  const { t } = useTranslation();
  usePageTitle(t('forgot.title'));
  const navigate = useNavigate();
  return (
    <Center mih="100dvh" p="md" bg="var(--mantine-color-gray-0)">
      <Paper withBorder shadow="sm" p="xl" radius="md" w="100%" maw={440}>
        <Stack gap="lg">
          <Group justify="space-between" align="flex-start">
            <Title order={1} size="h2">
              {t('forgot.title')}
            </Title>
            <LanguageSelect />
          </Group>
          <ForgotPasswordForm onChanged={() => void navigate({ to: '/login', replace: true })} />
          <Anchor component={Link} to="/login" size="sm" ta="center">
            {t('forgot.back')}
          </Anchor>
        </Stack>
      </Paper>
    </Center>
  );
}
