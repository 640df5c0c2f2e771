import { Button, Card, Group, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { OutboxEntry } from '../../offline/db.ts';
import { discard } from '../../offline/outbox.ts';
import { offlineDb, retryAction } from '../../offline/store.ts';
import { formatDateTime } from '../../../shared/domain/format.ts';

/** Refused actions, each with the server's reason: nothing the server refused disappears unseen. */
export function AttentionList({ entries }: { entries: readonly OutboxEntry[] }) {
  const { t } = useTranslation();
  if (entries.length === 0)
    return (
      <Text size="sm" c="dimmed">
        {t('sync.nothingRefused')}
      </Text>
    );
  return (
    <Stack gap="sm" aria-label={t('sync.refused')} role="list">
      {entries.map((entry) => (
        <Card key={entry.seq} withBorder padding="sm" role="listitem">
          <Text fw={500} size="sm">
            {t(`sync.action.${entry.name}`, { defaultValue: entry.name })}
          </Text>
          <Text size="xs" c="dimmed">
            {formatDateTime(entry.createdAt)}
          </Text>
          <Text size="sm" c="red" mt={4}>
            {entry.error?.msg ?? t('sync.refusedNoReason')}
          </Text>
          <Group gap="xs" mt="sm">
            <Button size="xs" onClick={() => void retryAction(entry)}>
              {t('sync.retry')}
            </Button>
            <Button size="xs" variant="default" onClick={() => void discard(offlineDb, entry)}>
              {t('sync.discard')}
            </Button>
          </Group>
        </Card>
      ))}
    </Stack>
  );
}
