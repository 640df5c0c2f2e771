import { ActionIcon, Anchor, Group } from '@mantine/core';
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { fillPath } from '../../../../shared/contracts/endpoint.ts';
import { downloadLibraryEntry, type LibraryItem } from '../../../../shared/contracts/library.ts';
import { formatDateTime } from '../../../../shared/domain/format.ts';
import { DataTable, type Paging } from '../../../ui/data-table.tsx';
import { FilePreview, isPreviewable, type PreviewTarget } from '../../../ui/file-preview/file-preview.tsx';
import { useDownloadEntry, useToggleFavourite } from '../mutations.ts';

export interface ItemActions {
  onOpenFolder?: (item: LibraryItem) => void;
  onRenameFolder?: (item: LibraryItem) => void;
  onDeleteFolder?: (item: LibraryItem) => void;
  onRemoveEntry?: (item: LibraryItem) => void;
}

/**
 * What the preview of an entry reads: the entry's own download, so it is allowed (and logged) as the
 * download is.
 */
const previewTargetOf = (item: LibraryItem): PreviewTarget | null =>
  item.fileVersionId && isPreviewable(item.name)
    ? { name: item.name, fileVersionId: item.fileVersionId, url: fillPath(downloadLibraryEntry.path, { id: item.id }) }
    : null;

/** A file's actions: download, preview what can be shown, collect, and remove where the user may. */
function EntryActions({
  item,
  actions,
  online,
  onPreview,
}: {
  item: LibraryItem;
  actions: ItemActions;
  online: boolean;
  onPreview: (file: PreviewTarget) => void;
}) {
  const { t } = useTranslation();
  const download = useDownloadEntry();
  const favourite = useToggleFavourite();
  const preview = previewTargetOf(item);
  return (
    <>
      <Anchor
        component="button"
        type="button"
        size="sm"
        disabled={!online}
        aria-label={t('library.download', { name: item.name })}
        onClick={() => download(item)}
      >
        {t('library.column.download')}
      </Anchor>
      {preview && (
        <Anchor
          component="button"
          type="button"
          size="sm"
          disabled={!online}
          aria-label={t('ui.preview.action', { name: item.name })}
          onClick={() => onPreview(preview)}
        >
          {t('ui.preview.open')}
        </Anchor>
      )}
      <ActionIcon
        variant="subtle"
        color="yellow"
        disabled={!online}
        aria-pressed={item.favourite}
        aria-label={t(item.favourite ? 'library.unfavourite' : 'library.favourite', { name: item.name })}
        onClick={() => favourite.mutate(item)}
      >
        {item.favourite ? '★' : '☆'}
      </ActionIcon>
      {item.removable && actions.onRemoveEntry && (
        <Anchor
          component="button"
          type="button"
          size="sm"
          c="red"
          disabled={!online}
          aria-label={t('library.remove', { name: item.name })}
          onClick={() => actions.onRemoveEntry?.(item)}
        >
          {t('library.column.remove')}
        </Anchor>
      )}
    </>
  );
}

interface ItemsTableProps {
  items: readonly LibraryItem[];
  actions: ItemActions;
  online: boolean;
  /** One page of the folder or collection, as the server answered it. */
  paging: Paging;
  fetching: boolean;
  /** Names the table: the tab it is on. */
  label: string;
}

/** The spec's library columns (S/N, file name, created by, creation date, type) with each row's actions. */
export function ItemsTable({ items, actions, online, paging, fetching, label }: ItemsTableProps) {
  const { t } = useTranslation();
  const [previewing, setPreviewing] = useState<PreviewTarget | null>(null);
  const closePreview = useCallback(() => setPreviewing(null), []);
  return (
    <>
      <DataTable
        records={[...items]}
        idAccessor={(item) => `${item.type}:${item.id}`}
        fetching={fetching}
        ariaLabel={label}
        emptyText={t('library.empty')}
        minWidth={720}
        rowAttributes={() => ({ 'data-testid': 'library-row' })}
        paging={paging}
        columns={[
          { key: 'serialNumber', title: t('library.column.serialNumber'), width: 64 },
          {
            key: 'name',
            title: t('library.column.name'),
            render: (item) =>
              item.type === 'folder' && actions.onOpenFolder ? (
                <Anchor component="button" type="button" aria-label={t('library.open', { name: item.name })} onClick={() => actions.onOpenFolder?.(item)}>
                  📁 {item.name}
                </Anchor>
              ) : (
                item.name
              ),
          },
          { key: 'createdBy', title: t('library.column.createdBy') },
          { key: 'createdAt', title: t('library.column.createdAt'), noWrap: true, render: (item) => formatDateTime(item.createdAt) },
          { key: 'type', title: t('library.column.type'), render: (item) => t(`library.type.${item.type}`) },
          {
            key: 'actions',
            title: t('library.column.actions'),
            render: (item) => (
              <Group gap="xs" wrap="nowrap">
                {item.type === 'folder' ? (
                  <FolderActions item={item} actions={actions} online={online} />
                ) : (
                  <EntryActions item={item} actions={actions} online={online} onPreview={setPreviewing} />
                )}
              </Group>
            ),
          },
        ]}
      />
      {previewing && <FilePreview file={previewing} onClose={closePreview} />}
    </>
  );
}

function FolderActions({ item, actions, online }: { item: LibraryItem; actions: ItemActions; online: boolean }) {
  const { t } = useTranslation();
  if (!item.removable) return null;
  return (
    <>
      {actions.onRenameFolder && (
        <Anchor
          component="button"
          type="button"
          size="sm"
          disabled={!online}
          aria-label={t('library.rename', { name: item.name })}
          onClick={() => actions.onRenameFolder?.(item)}
        >
          {t('library.column.rename')}
        </Anchor>
      )}
      {actions.onDeleteFolder && (
        <Anchor
          component="button"
          type="button"
          size="sm"
          c="red"
          disabled={!online}
          aria-label={t('library.deleteFolder', { name: item.name })}
          onClick={() => actions.onDeleteFolder?.(item)}
        >
          {t('library.column.delete')}
        </Anchor>
      )}
    </>
  );
}
