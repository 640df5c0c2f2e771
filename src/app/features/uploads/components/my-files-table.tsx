import { Anchor, Group, Pagination, Table, Text, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { MyFile } from '../../../../shared/contracts/files.ts';
import { fileSize, formatDateTime } from '../../../../shared/domain/format.ts';
import { notifyError } from '../../../shell/notify.ts';
import { downloadStoredFile } from '../download-file.ts';
import { myFilesQuery } from '../queries.ts';
import { SheetPreview } from './sheet-preview.tsx';

const PAGE_SIZE = 20;
/** Types a browser shows itself (spec 001 §5 previewable types it can open without a converter). */
const OPENABLE = ['pdf', 'png', 'jpg', 'jpeg', 'gif', 'bmp', 'webp', 'txt'];

/** The user's stored files with download and, for what a browser shows, open. */
export function MyFilesTable() {
  const { t } = useTranslation();
  const [page, setPage] = useState(1);
  const [keyword, setKeyword] = useState('');
  const [debounced] = useDebouncedValue(keyword.trim(), 300);
  const { data } = useQuery(myFilesQuery(page, PAGE_SIZE, debounced));
  const [previewing, setPreviewing] = useState<MyFile | null>(null);
  const fetchFile = (file: MyFile, inline: boolean) =>
    void downloadStoredFile(file.url, file.name, inline).catch((error: unknown) =>
      notifyError(t('upload.mine.downloadFailed', { message: error instanceof Error ? error.message : String(error) })),
    );
  const list = data?.list ?? [];
  return (
    <>
      <TextInput
        label={t('upload.mine.search')}
        value={keyword}
        onChange={(e) => {
          setKeyword(e.currentTarget.value);
          setPage(1);
        }}
        maw={320}
      />
      <Table striped highlightOnHover data-testid="my-files">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('upload.mine.name')}</Table.Th>
            <Table.Th>{t('upload.mine.size')}</Table.Th>
            <Table.Th>{t('upload.mine.purpose')}</Table.Th>
            <Table.Th>{t('upload.mine.uploadedAt')}</Table.Th>
            <Table.Th />
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {list.map((file) => (
            <Table.Tr key={file.fileVersionId}>
              <Table.Td>{file.name}</Table.Td>
              <Table.Td>{fileSize(file.size)}</Table.Td>
              <Table.Td>{t(`upload.purposes.${file.fileType}`)}</Table.Td>
              <Table.Td>{formatDateTime(file.createdAt)}</Table.Td>
              <Table.Td>
                <Group gap="sm" wrap="nowrap">
                  <Anchor
                    component="button"
                    type="button"
                    size="sm"
                    aria-label={t('upload.mine.download', { name: file.name })}
                    onClick={() => fetchFile(file, false)}
                  >
                    {t('upload.mine.downloadAction')}
                  </Anchor>
                  {OPENABLE.includes(file.extension) && (
                    <Anchor
                      component="button"
                      type="button"
                      size="sm"
                      aria-label={t('upload.mine.open', { name: file.name })}
                      onClick={() => fetchFile(file, true)}
                    >
                      {t('upload.mine.openAction')}
                    </Anchor>
                  )}
                  {file.extension === 'xlsx' && (
                    <Anchor
                      component="button"
                      type="button"
                      size="sm"
                      aria-label={t('upload.preview.action', { name: file.name })}
                      onClick={() => setPreviewing(file)}
                    >
                      {t('upload.preview.open')}
                    </Anchor>
                  )}
                </Group>
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
      {data && list.length === 0 && <Text c="dimmed">{t('upload.mine.empty')}</Text>}
      {previewing && <SheetPreview fileVersionId={previewing.fileVersionId} name={previewing.name} onClose={() => setPreviewing(null)} />}
      {data && data.pagination.total > PAGE_SIZE && <Pagination total={Math.ceil(data.pagination.total / PAGE_SIZE)} value={page} onChange={setPage} />}
    </>
  );
}
