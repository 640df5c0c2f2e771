import { Alert, Paper, Tabs, Title } from '@mantine/core';
import { useNetwork } from '@mantine/hooks';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Collection } from './collection.tsx';
import { DownloadLog } from './download-log.tsx';
import { MaterialList } from './material-list.tsx';

type Tab = 'materials' | 'collection' | 'downloads';

/** The PO area's file manager (spec 000 §2.5): Material List, My Collection, User Download Log. */
export function FileManager({ manage, uploader }: { manage: boolean; uploader: (folderId: string | null) => ReactNode }) {
  const { t } = useTranslation();
  const { online } = useNetwork();
  const [tab, setTab] = useState<Tab>('materials');
  return (
    <Paper withBorder p="md" radius="md" miw={0}>
      <Title order={2} size="h4" mb="sm">
        {t('library.title')}
      </Title>
      {!online && (
        <Alert color="yellow" mb="sm" role="status">
          {t('library.offline')}
        </Alert>
      )}
      <Tabs value={tab} onChange={(value) => setTab((value as Tab | null) ?? 'materials')} keepMounted={false}>
        <Tabs.List mb="sm">
          <Tabs.Tab value="materials">{t('library.tabs.materials')}</Tabs.Tab>
          <Tabs.Tab value="collection">{t('library.tabs.collection')}</Tabs.Tab>
          <Tabs.Tab value="downloads">{t('library.tabs.downloads')}</Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="materials">
          <MaterialList manage={manage} online={online} uploader={uploader} />
        </Tabs.Panel>
        <Tabs.Panel value="collection">
          <Collection online={online} />
        </Tabs.Panel>
        <Tabs.Panel value="downloads">
          <DownloadLog />
        </Tabs.Panel>
      </Tabs>
    </Paper>
  );
}
