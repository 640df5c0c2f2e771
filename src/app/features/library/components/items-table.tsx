import { ActionIcon, Anchor, Group, Table, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { LibraryItem } from '../../../../shared/contracts/library.ts';
import { formatDateTime } from '../../../../shared/domain/format.ts';
import { useDownloadEntry, useToggleFavourite } from '../mutations.ts';

export interface ItemActions {
  onOpenFolder?: (item: LibraryItem) => void;
  onRenameFolder?: (item: LibraryItem) => void;
  onDeleteFolder?: (item: LibraryItem) => void;
  onRemoveEntry?: (item: LibraryItem) => void;
}

/** The spec's library columns (S/N, file name, created by, creation date, type) with each row's actions. */
export function ItemsTable({ items, actions, online }: { items: readonly LibraryItem[]; actions: ItemActions; online: boolean }) {
  const { t } = useTranslation();
  const download = useDownloadEntry();
  const favourite = useToggleFavourite();
  return (
    <Table.ScrollContainer minWidth={720}>
      <Table striped highlightOnHover data-testid="library-items">
        <Table.Thead>
          <Table.Tr>
            <Table.Th w={64}>{t('library.column.serialNumber')}</Table.Th>
            <Table.Th>{t('library.column.name')}</Table.Th>
            <Table.Th>{t('library.column.createdBy')}</Table.Th>
            <Table.Th>{t('library.column.createdAt')}</Table.Th>
            <Table.Th>{t('library.column.type')}</Table.Th>
            <Table.Th>{t('library.column.actions')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {items.map((item) => (
            <Table.Tr key={`${item.type}:${item.id}`} data-testid="library-row">
              <Table.Td>{item.serialNumber}</Table.Td>
              <Table.Td>
                {item.type === 'folder' && actions.onOpenFolder ? (
                  <Anchor component="button" type="button" aria-label={t('library.open', { name: item.name })} onClick={() => actions.onOpenFolder?.(item)}>
                    📁 {item.name}
                  </Anchor>
                ) : (
                  item.name
                )}
              </Table.Td>
              <Table.Td>{item.createdBy}</Table.Td>
              <Table.Td>{formatDateTime(item.createdAt)}</Table.Td>
              <Table.Td>{t(`library.type.${item.type}`)}</Table.Td>
              <Table.Td>
                <Group gap="xs" wrap="nowrap">
                  {item.type === 'folder' ? (
                    <FolderActions item={item} actions={actions} online={online} />
                  ) : (
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
                  )}
                </Group>
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
      {items.length === 0 && (
        <Text c="dimmed" py="sm">
          {t('library.empty')}
        </Text>
      )}
    </Table.ScrollContainer>
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
