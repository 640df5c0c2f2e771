import { Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** What an empty list shows; `message` replaces the generic no-data text when the screen knows why. */
export function EmptyState({ message }: { message?: string }) {
  const { t } = useTranslation();
  return (
    <Text ta="center" c="dimmed" py="lg" role="status">
      {message ?? t('common.noData')}
    </Text>
  );
}
