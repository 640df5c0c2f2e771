import { Button, Center, Stack, Text, Title } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { usePageTitle } from '../shell/page-title.ts';

export function NotFoundPage() {
  const { t } = useTranslation();
  usePageTitle(t('notFound.title'));
  return (
    <Center mih="100dvh" p="md">
      <Stack align="center" gap="md">
        <Text fz={64} fw={700} c="dimmed" aria-hidden>
          404
        </Text>
        <Title order={1} size="h3">
          {t('notFound.title')}
        </Title>
        <Button component={Link} to="/home">
          {t('notFound.back')}
        </Button>
      </Stack>
    </Center>
  );
}
