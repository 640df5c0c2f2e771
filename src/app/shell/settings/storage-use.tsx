import { useEffect, useState } from 'react';
import { Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { fileSize } from '../../../shared/domain/format.ts';

interface Usage {
  usage: number;
  quota: number;
  persisted: boolean;
}

/** How much this device keeps for offline work, and whether the browser may evict it. */
export function StorageUse() {
  const { t } = useTranslation();
  const [usage, setUsage] = useState<Usage | null>(null);
  useEffect(() => {
    if (!navigator.storage?.estimate) return;
    let live = true;
    void Promise.all([navigator.storage.estimate(), navigator.storage.persisted?.() ?? Promise.resolve(false)]).then(([estimate, persisted]) => {
      if (live) setUsage({ usage: estimate.usage ?? 0, quota: estimate.quota ?? 0, persisted });
    });
    return () => {
      live = false;
    };
  }, []);
  if (!usage) return null;
  return (
    <Text size="xs" c="dimmed" data-testid="storage-use">
      {t('settings.storage', { used: fileSize(usage.usage), quota: fileSize(usage.quota) })}{' '}
      {usage.persisted ? t('settings.storageKept') : t('settings.storageEvictable')}
    </Text>
  );
}
