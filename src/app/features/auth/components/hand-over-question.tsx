import { Alert, Button, Group, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { UserInfo } from '../../../../shared/contracts/current-user.ts';
import type { HandOverAccounts } from '../hand-over.ts';

interface Props {
  accounts: HandOverAccounts;
  onContinue: () => void;
  onCancel: () => void;
}

/**
 * Asks before a session handed over by a link replaces this browser's: whose account it opens, and
 * whose is signed in now when that is someone else. Cancel comes first and neither button is the
 * default, so a stray Enter accepts nothing.
 */
export function HandOverQuestion({ accounts: { offered, current }, onContinue, onCancel }: Props) {
  const { t } = useTranslation();
  const who = (user: UserInfo) => t('handOver.who', { name: user.realName, account: user.account });
  return (
    <Stack gap="md">
      <Title order={1} size="h3">
        {t('handOver.title')}
      </Title>
      {current ? (
        <Alert color="yellow" variant="light" role="alert">
          {t('handOver.signedInAs', { current: who(current), offered: who(offered) })}
        </Alert>
      ) : (
        <Text fw={500}>{t('handOver.question', { who: who(offered) })}</Text>
      )}
      <Text size="sm" c="dimmed">
        {t('handOver.hint')}
      </Text>
      <Group justify="flex-end" gap="sm">
        <Button variant="default" onClick={onCancel}>
          {t('common.cancel')}
        </Button>
        <Button onClick={onContinue}>{t('handOver.continue')}</Button>
      </Group>
    </Stack>
  );
}
