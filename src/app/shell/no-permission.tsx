import { Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { StatusScreen } from './status-screen.tsx';

/**
 * A page the user's grants do not include, opened by its address: says so and whom to ask, instead
 * of the page asking the server and reporting its refusal as a failed load. (The server refuses the
 * page's calls either way.)
 */
export function NoPermission({ page }: { page: string }) {
  const { t } = useTranslation();
  return (
    <StatusScreen code={403} title={t('noPermission.title')} minHeight="60dvh">
      <Text>{t('noPermission.message', { page })}</Text>
      <Text c="dimmed" size="sm">
        {t('noPermission.hint')}
      </Text>
    </StatusScreen>
  );
}
