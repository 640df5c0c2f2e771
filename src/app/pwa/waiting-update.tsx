import { Button, Group, Paper, Text } from '@mantine/core';
import { useState } from 'react';
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
  // The old version may take a moment to hand over (the browser lets it finish its requests first):
  // the click shows that it was taken, rather than looking ignored.
  const [applying, setApplying] = useState(false);
  const apply = () => {
    setApplying(true);
    serviceWorkerUpdate.apply();
  };
  const message = applying ? t('pwa.updating') : unsent > 0 ? t('pwa.updateAfterSync', { count: unsent }) : t('pwa.updateReady');
  return (
    <Paper shadow="md" p="sm" withBorder role="status" style={{ position: 'fixed', bottom: 16, left: 16, zIndex: 400, maxWidth: 420 }}>
      <Group justify="space-between" wrap="nowrap" gap="sm">
        <Text size="sm">{message}</Text>
        <Button size="xs" disabled={unsent > 0} loading={applying} onClick={apply}>
          {t('pwa.update')}
        </Button>
      </Group>
    </Paper>
  );
}
