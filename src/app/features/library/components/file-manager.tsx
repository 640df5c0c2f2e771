import { Alert, Paper, Tabs, Title } from '@mantine/core';
import { useNetwork } from '@mantine/hooks';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { LIBRARY_TABS, libraryPlaceSearch, useLibraryPlace } from '../library-place.ts';
import { Collection } from './collection.tsx';
import { DownloadLog } from './download-log.tsx';
import { MaterialList } from './material-list.tsx';

/** The PO area's file manager (spec 000 §2.5): Material List, My Collection, User Download Log. */
export function FileManager({ manage, uploader }: { manage: boolean; uploader: (folderId: string | null) => ReactNode }) {
  const { t } = useTranslation();
  const { online } = useNetwork();
  const [place, setPlace] = useLibraryPlace();
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
      <Tabs
        value={place.tab}
        onChange={(value) => setPlace({ ...libraryPlaceSearch.parse({}), tab: LIBRARY_TABS.find((tab) => tab === value) ?? 'materials' })}
        keepMounted={false}
      >
        <Tabs.List mb="sm">
          <Tabs.Tab value="materials">{t('library.tabs.materials')}</Tabs.Tab>
          <Tabs.Tab value="collection">{t('library.tabs.collection')}</Tabs.Tab>
          <Tabs.Tab value="downloads">{t('library.tabs.downloads')}</Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="materials">
          <MaterialList manage={manage} online={online} uploader={uploader} place={place} setPlace={setPlace} />
        </Tabs.Panel>
        <Tabs.Panel value="collection">
          <Collection online={online} place={place} setPlace={setPlace} />
        </Tabs.Panel>
        <Tabs.Panel value="downloads">
          <DownloadLog place={place} setPlace={setPlace} />
        </Tabs.Panel>
      </Tabs>
    </Paper>
  );
}
