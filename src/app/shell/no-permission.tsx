import { Button, Center, Stack, Text, Title } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';

/**
 * A page the user's grants do not include, opened by its address: says so and whom to ask, instead
 * of the page asking the server and reporting its refusal as a failed load. (The server refuses the
 * page's calls either way.)
 */
export function NoPermission({ page }: { page: string }) {
  const { t } = useTranslation();
  return (
    <Center mih="60dvh" p="md">
      <Stack align="center" gap="sm" maw={520} ta="center">
        <Text fz={56} fw={700} c="dimmed" aria-hidden>
          403
        </Text>
        <Title order={1} size="h3">
          {t('noPermission.title')}
        </Title>
        <Text>{t('noPermission.message', { page })}</Text>
        <Text c="dimmed" size="sm">
          {t('noPermission.hint')}
        </Text>
        <Button component={Link} to="/home">
          {t('notFound.back')}
        </Button>
      </Stack>
    </Center>
  );
}
