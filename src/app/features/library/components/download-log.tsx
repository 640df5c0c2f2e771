import { Pagination, Stack, Table, Text, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../../../shared/domain/format.ts';
import { libraryDownloadsQuery } from '../queries.ts';

const PAGE_SIZE = 20;

/** User Download Log: an administrator sees everyone's downloads, anyone else their own (the server decides). */
export function DownloadLog() {
  const { t } = useTranslation();
  const [page, setPage] = useState(1);
  const [keyword, setKeyword] = useState('');
  const [debounced] = useDebouncedValue(keyword.trim(), 300);
  const { data } = useQuery(libraryDownloadsQuery({ page, pageSize: PAGE_SIZE, keyword: debounced }));
  const list = data?.list ?? [];
  return (
    <Stack gap="sm">
      <TextInput
        aria-label={t('library.searchLog')}
        placeholder={t('library.searchLog')}
        value={keyword}
        onChange={(e) => {
          setKeyword(e.currentTarget.value);
          setPage(1);
        }}
        w={280}
      />
      <Table.ScrollContainer minWidth={720}>
        <Table striped data-testid="library-downloads">
          <Table.Thead>
            <Table.Tr>
              <Table.Th w={64}>{t('library.column.serialNumber')}</Table.Th>
              <Table.Th>{t('library.column.name')}</Table.Th>
              <Table.Th>{t('library.column.user')}</Table.Th>
              <Table.Th>{t('library.column.ip')}</Table.Th>
              <Table.Th>{t('library.column.downloadedAt')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {list.map((row) => (
              <Table.Tr key={row.id}>
                <Table.Td>{row.serialNumber}</Table.Td>
                <Table.Td>{row.fileName}</Table.Td>
                <Table.Td>
                  {row.userName} ({row.account})
                </Table.Td>
                <Table.Td>{row.ip}</Table.Td>
                <Table.Td>{formatDateTime(row.downloadedAt)}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
        {data && list.length === 0 && (
          <Text c="dimmed" py="sm">
            {t('library.empty')}
          </Text>
        )}
      </Table.ScrollContainer>
      {data && data.pagination.total > PAGE_SIZE && <Pagination total={Math.ceil(data.pagination.total / PAGE_SIZE)} value={page} onChange={setPage} />}
    </Stack>
  );
}
