import { Anchor, Box, Breadcrumbs, Button, Group, SegmentedControl, Stack, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useQuery } from '@tanstack/react-query';
import { useMemo, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { LIBRARY_TYPES, type LibraryFolder, type LibraryItem } from '../../../../shared/contracts/library.ts';
import { useCreateFolder, useDeleteFolder, useRemoveEntry, useRenameFolder } from '../mutations.ts';
import { libraryEntriesQuery, libraryFoldersQuery } from '../queries.ts';
import { ConfirmDialog, FolderNameDialog } from './dialogs.tsx';
import type { LibraryPlaceProps } from '../library-place.ts';
import { ItemsTable } from './items-table.tsx';

const PAGE_SIZE = 20;

type Dialog = { kind: 'new' } | { kind: 'rename' | 'delete' | 'remove'; item: LibraryItem } | null;

/** The folder path from the root to `id`, from the flat folder list (a cycle cannot be stored, but is not followed). */
function pathTo(folders: readonly LibraryFolder[], id: string | null): LibraryFolder[] {
  const byId = new Map(folders.map((f) => [f.id, f]));
  const out: LibraryFolder[] = [];
  for (let at = id ? byId.get(id) : undefined; at && out.length <= folders.length; at = at.parentId ? byId.get(at.parentId) : undefined) out.unshift(at);
  return out;
}

/**
 * Material List: a folder's folders and files, with the breadcrumb, the type filter and a name
 * search. `manage` shows the buyer side's tools; `uploader` renders the upload into a folder.
 */
export function MaterialList({
  manage,
  online,
  uploader,
  place,
  setPlace,
}: { manage: boolean; online: boolean; uploader: (folderId: string | null) => ReactNode } & LibraryPlaceProps) {
  const { t } = useTranslation();
  const { type, keyword, currentPage: page } = place;
  const folderId = place.folder || null;
  const setPage = (currentPage: number) => setPlace({ ...place, currentPage });
  const [debounced] = useDebouncedValue(keyword.trim(), 300);
  const [dialog, setDialog] = useState<Dialog>(null);
  const folders = useQuery(libraryFoldersQuery());
  const entries = useQuery(libraryEntriesQuery(folderId, type, { page, pageSize: PAGE_SIZE, keyword: debounced }));
  const path = useMemo(() => pathTo(folders.data?.list ?? [], folderId), [folders.data, folderId]);
  const create = useCreateFolder();
  const rename = useRenameFolder();
  const remove = useRemoveEntry();
  const deleteFolder = useDeleteFolder();
  const close = () => setDialog(null);
  const open = (id: string | null) => setPlace({ ...place, folder: id ?? '', currentPage: 1 });

  return (
    <Stack gap="sm">
      <Box component="nav" aria-label={t('library.breadcrumb')}>
        <Breadcrumbs>
          <Anchor component="button" type="button" onClick={() => open(null)}>
            {t('library.root')}
          </Anchor>
          {path.map((f) => (
            <Anchor component="button" type="button" key={f.id} onClick={() => open(f.id)} aria-current={f.id === folderId ? 'location' : undefined}>
              {f.name}
            </Anchor>
          ))}
        </Breadcrumbs>
      </Box>
      <Group gap="sm" align="flex-end">
        <SegmentedControl
          aria-label={t('library.typeFilter')}
          value={type}
          onChange={(value) => setPlace({ ...place, type: LIBRARY_TYPES.find((v) => v === value) ?? 'all', currentPage: 1 })}
          data={LIBRARY_TYPES.map((value) => ({ value, label: t(`library.type.${value}`) }))}
        />
        <TextInput
          aria-label={t('library.search')}
          placeholder={t('library.search')}
          value={keyword}
          onChange={(e) => setPlace({ ...place, keyword: e.currentTarget.value, currentPage: 1 })}
          w={240}
        />
        {manage && (
          <Button variant="light" disabled={!online} onClick={() => setDialog({ kind: 'new' })}>
            {t('library.newFolder')}
          </Button>
        )}
      </Group>
      {manage && online && uploader(folderId)}
      <ItemsTable
        items={entries.data?.list ?? []}
        online={online}
        actions={{
          onOpenFolder: (item) => open(item.id),
          onRenameFolder: (item) => setDialog({ kind: 'rename', item }),
          onDeleteFolder: (item) => setDialog({ kind: 'delete', item }),
          onRemoveEntry: (item) => setDialog({ kind: 'remove', item }),
        }}
        fetching={!entries.data}
        label={t('library.tabs.materials')}
        paging={{ mode: 'server', page, pageSize: PAGE_SIZE, total: entries.data?.pagination.total ?? 0, onPage: setPage }}
      />
      {dialog?.kind === 'new' && (
        <FolderNameDialog
          title={t('library.newFolder')}
          initial=""
          submitLabel={t('library.create')}
          onClose={close}
          onSubmit={(name) => create.mutateAsync({ parentId: folderId, name })}
        />
      )}
      {dialog?.kind === 'rename' && (
        <FolderNameDialog
          title={t('library.rename', { name: dialog.item.name })}
          initial={dialog.item.name}
          submitLabel={t('library.save')}
          onClose={close}
          onSubmit={(name) => rename.mutateAsync({ id: dialog.item.id, name })}
        />
      )}
      {dialog?.kind === 'delete' && (
        <ConfirmDialog
          message={t('library.confirmDeleteFolder', { name: dialog.item.name })}
          busy={deleteFolder.isPending}
          onClose={close}
          onConfirm={() => deleteFolder.mutate(dialog.item.id, { onSuccess: close })}
        />
      )}
      {dialog?.kind === 'remove' && (
        <ConfirmDialog
          message={t('library.confirmRemove', { name: dialog.item.name })}
          busy={remove.isPending}
          onClose={close}
          onConfirm={() => remove.mutate(dialog.item.id, { onSuccess: close })}
        />
      )}
    </Stack>
  );
}
