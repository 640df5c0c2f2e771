import { Button, Center, Stack, Text, Title } from '@mantine/core';
import { useRouter, type ErrorComponentProps } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';

/** Shown when the session could not be checked (offline, server down): what failed and a retry. */
export function LoadFailed({ error }: ErrorComponentProps) {
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
