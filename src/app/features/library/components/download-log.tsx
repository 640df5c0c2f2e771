import { Stack, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../../../shared/domain/format.ts';
import { DataTable } from '../../../ui/data-table.tsx';
import type { LibraryPlaceProps } from '../library-place.ts';
import { libraryDownloadsQuery } from '../queries.ts';

const PAGE_SIZE = 20;

/** User Download Log: an administrator sees everyone's downloads, anyone else their own (the server decides). */
export function DownloadLog({ place, setPlace }: LibraryPlaceProps) {
  const { t } = useTranslation();
  const { keyword, currentPage: page } = place;
  const setPage = (currentPage: number) => setPlace({ ...place, currentPage });
  const [debounced] = useDebouncedValue(keyword.trim(), 300);
  const { data } = useQuery(libraryDownloadsQuery({ page, pageSize: PAGE_SIZE, keyword: debounced }));
  const list = data?.list ?? [];
  return (
    <Stack gap="sm">
      <TextInput
        aria-label={t('library.searchLog')}
        placeholder={t('library.searchLog')}
        value={keyword}
        onChange={(e) => setPlace({ ...place, keyword: e.currentTarget.value, currentPage: 1 })}
        w={280}
      />
      <DataTable
        records={list}
        idAccessor={(row) => row.id}
        fetching={!data}
        ariaLabel={t('library.tabs.downloads')}
        emptyText={t('library.empty')}
        minWidth={720}
        paging={{ mode: 'server', page, pageSize: PAGE_SIZE, total: data?.pagination.total ?? 0, onPage: setPage }}
        columns={[
          { key: 'serialNumber', title: t('library.column.serialNumber'), width: 64 },
          { key: 'fileName', title: t('library.column.name') },
          { key: 'user', title: t('library.column.user'), render: (row) => `${row.userName} (${row.account})` },
          { key: 'ip', title: t('library.column.ip') },
          { key: 'downloadedAt', title: t('library.column.downloadedAt'), noWrap: true, render: (row) => formatDateTime(row.downloadedAt) },
        ]}
      />
    </Stack>
  );
}
