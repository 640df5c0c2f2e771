import { Alert, Button, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';

interface Props {
  /** What failed, in the user's words (usually the ApiError message). */
  message: string;
  onRetry: () => void;
}

/** A failed load: what happened, what to do next, and a retry button that is the next thing to press. */
export function ErrorState({ message, onRetry }: Props) {
  const { t } = useTranslation();
  return (
    <Alert color="red" variant="light" role="alert" title={t('ui.error.title')}>
      <Stack gap="xs" align="flex-start">
        <Text size="sm">{message}</Text>
        <Text size="sm">{t('ui.error.next')}</Text>
        <Button size="xs" variant="filled" color="red.8" onClick={onRetry}>
          {t('ui.error.retry')}
        </Button>
      </Stack>
    </Alert>
  );
}
