import { Anchor, Group, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useQuery } from '@tanstack/react-query';
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { MyFile } from '../../../shared/contracts/files.ts';
import { fileSize, formatDateTime } from '../../../shared/domain/format.ts';
import { notifyError } from '../../platform/notify.ts';
import { downloadStoredFile } from '../../platform/uploads/download-file.ts';
import { myFilesQuery } from '../../platform/uploads/queries.ts';
import { DataTable } from '../data-table.tsx';
import { FilePreview, isPreviewable } from '../file-preview/file-preview.tsx';
import type { z } from 'zod';
import { sortedListSearch } from '../../../shared/domain/list-search.ts';
import { serverSort } from '../server-sort.ts';

const PAGE_SIZE = 20;
/** Types a browser opens itself that the preview does not take (spec 001 §5 lists the previewable ones). */
const OPENABLE = ['webp', 'txt'];

/** Download, and for what can be shown, preview (or, for what only a browser shows, open). */
function FileActions({ file, onFetch, onPreview }: { file: MyFile; onFetch: (file: MyFile, inline: boolean) => void; onPreview: (file: MyFile) => void }) {
  const { t } = useTranslation();
  return (
    <Group gap="sm" wrap="nowrap">
      <Anchor component="button" type="button" size="sm" aria-label={t('upload.mine.download', { name: file.name })} onClick={() => onFetch(file, false)}>
        {t('upload.mine.downloadAction')}
      </Anchor>
      {OPENABLE.includes(file.extension) && (
        <Anchor component="button" type="button" size="sm" aria-label={t('upload.mine.open', { name: file.name })} onClick={() => onFetch(file, true)}>
          {t('upload.mine.openAction')}
        </Anchor>
      )}
      {isPreviewable(file.name) && (
        <Anchor component="button" type="button" size="sm" aria-label={t('ui.preview.action', { name: file.name })} onClick={() => onPreview(file)}>
          {t('ui.preview.open')}
        </Anchor>
      )}
    </Group>
  );
}

/** The list's address: keyword, page, and the sort (newest first unless chosen otherwise). */
export const myFilesSearch = sortedListSearch(['createdAt', 'name', 'size'], { sidx: 'createdAt', sort: 'desc' });
type MyFilesSearch = z.infer<typeof myFilesSearch>;

interface Props {
  /** The search, page and sort, kept by the page (in its address). */
  list: MyFilesSearch;
  onList: (next: MyFilesSearch) => void;
}

/** The user's stored files with download and, for what can be shown, preview. */
export function MyFilesTable({ list, onList }: Props) {
  const { t } = useTranslation();
  const { currentPage: page, keyword } = list;
  const [debounced] = useDebouncedValue(keyword.trim(), 300);
  const { data } = useQuery(myFilesQuery(page, PAGE_SIZE, debounced, { sidx: list.sidx, sort: list.sort }));
  const [previewing, setPreviewing] = useState<MyFile | null>(null);
  const closePreview = useCallback(() => setPreviewing(null), []);
  const fetchFile = (file: MyFile, inline: boolean) =>
    void downloadStoredFile(file.url, file.name, inline).catch((error: unknown) =>
      notifyError(t('upload.mine.downloadFailed', { message: error instanceof Error ? error.message : String(error) })),
    );
  const files = data?.list ?? [];
  return (
    <>
      <TextInput
        label={t('upload.mine.search')}
        value={keyword}
        onChange={(e) => onList({ ...list, keyword: e.currentTarget.value, currentPage: 1 })}
        maw={320}
      />
      <DataTable
        records={files}
        idAccessor={(file) => file.fileVersionId}
        fetching={!data}
        ariaLabel={t('upload.mine.stored')}
        emptyText={t('upload.mine.empty')}
        paging={{ mode: 'server', page, pageSize: PAGE_SIZE, total: data?.pagination.total ?? 0, onPage: (next) => onList({ ...list, currentPage: next }) }}
        {...serverSort(list, onList)}
        columns={[
          { key: 'name', title: t('upload.mine.name'), sortable: true },
          { key: 'size', title: t('upload.mine.size'), noWrap: true, sortable: true, render: (file) => fileSize(file.size) },
          { key: 'fileType', title: t('upload.mine.purpose'), render: (file) => t(`upload.purposes.${file.fileType}`) },
          { key: 'createdAt', title: t('upload.mine.uploadedAt'), noWrap: true, sortable: true, render: (file) => formatDateTime(file.createdAt) },
          { key: 'actions', title: t('upload.mine.actions'), render: (file) => <FileActions file={file} onFetch={fetchFile} onPreview={setPreviewing} /> },
        ]}
      />
      {previewing && <FilePreview file={previewing} onClose={closePreview} />}
    </>
  );
}
