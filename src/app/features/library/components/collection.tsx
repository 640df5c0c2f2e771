import { Stack, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { libraryFavouritesQuery } from '../queries.ts';
import type { LibraryPlaceProps } from '../library-place.ts';
import { ItemsTable } from './items-table.tsx';

const PAGE_SIZE = 20;

/** My Collection: the caller's starred files, most recently starred first. */
export function Collection({ online, place, setPlace }: { online: boolean } & LibraryPlaceProps) {
  const { t } = useTranslation();
  const { keyword, currentPage: page } = place;
  const setPage = (currentPage: number) => setPlace({ ...place, currentPage });
  const [debounced] = useDebouncedValue(keyword.trim(), 300);
  const { data } = useQuery(libraryFavouritesQuery({ page, pageSize: PAGE_SIZE, keyword: debounced }));
  return (
    <Stack gap="sm">
      <TextInput
        aria-label={t('library.search')}
        placeholder={t('library.search')}
        value={keyword}
        onChange={(e) => setPlace({ ...place, keyword: e.currentTarget.value, currentPage: 1 })}
        w={240}
      />
      <ItemsTable
        items={data?.list ?? []}
        online={online}
        actions={{}}
        label={t('library.tabs.collection')}
        fetching={!data}
        paging={{ mode: 'server', page, pageSize: PAGE_SIZE, total: data?.pagination.total ?? 0, onPage: setPage }}
      />
    </Stack>
  );
}
