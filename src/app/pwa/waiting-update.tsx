import { Button, Group, Paper, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useLiveQuery } from '../offline/live.ts';
import { offlineDb } from '../offline/instance.ts';
import { serviceWorkerUpdate } from './register-sw.ts';

const countPending = () => offlineDb.outbox.filter((e) => e.status === 'pending').count();

/**
 * The offer of an installed new version. While actions wait in the outbox (any account on this
 * device), it is not applied: a new version might not know them.
 */
export function WaitingUpdate() {
  const { t } = useTranslation();
  const unsent = useLiveQuery(countPending) ?? 0;
  return (
    <Paper shadow="md" p="sm" withBorder role="status" style={{ position: 'fixed', bottom: 16, left: 16, zIndex: 400, maxWidth: 420 }}>
      <Group justify="space-between" wrap="nowrap" gap="sm">
        <Text size="sm">{unsent > 0 ? t('pwa.updateAfterSync', { count: unsent }) : t('pwa.updateReady')}</Text>
        <Button size="xs" disabled={unsent > 0} onClick={serviceWorkerUpdate.apply}>
          {t('pwa.update')}
        </Button>
      </Group>
    </Paper>
  );
}
