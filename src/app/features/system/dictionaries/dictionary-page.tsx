import { Button, Grid, Group, Paper, Stack, Text } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { deleteDictionaryType, listDictionaryData, listDictionaryTypes, type DictionaryTypeNode } from '../../../../shared/contracts/dictionaries.ts';
import { exportDictionary } from '../../../../shared/contracts/dictionary-transfer.ts';
import { call } from '../../../api/client.ts';
import { downloadJson } from '../../../ui/admin/save-json.ts';
import { Permitted } from '../../../platform/permitted.tsx';
import { ListHeader } from '../../../ui/admin/list-header.tsx';
import { RemoveAction } from '../../../ui/admin/remove-action.tsx';
import { findNode } from '../../../ui/admin/tree.ts';
import { ErrorState } from '../../../ui/error-state.tsx';
import { useLocalName } from '../../../ui/use-local-name.ts';
import { systemKeys } from '../queries.ts';
import { ImportDialog } from './import-dialog.tsx';
import { ItemForm, type ItemEditing } from './item-form.tsx';
import { ItemTable } from './item-table.tsx';
import { TypeForm, type TypeEditing } from './type-form.tsx';
import { TypeTree } from './type-tree.tsx';
import { z } from 'zod';
import { useAddressSearchState } from '../../../platform/search-state.ts';

/** Its address: the chosen dictionary and the search in its items. */
const dictionarySearch = z.object({ typeId: z.string().max(64).catch(''), keyword: z.string().max(100).catch('') });

/**
 * System → Dictionaries: the types as a tree on the left (above, on a phone), the chosen type's items
 * on the right with their actions; the type itself is edited, exported or deleted from the items' head.
 */
export function DictionaryPage() {
  const { t } = useTranslation();
  const nameOf = useLocalName();
  const [place, setPlace] = useAddressSearchState(dictionarySearch);
  const { keyword } = place;
  const selectedId = place.typeId || null;
  const setSelectedId = (typeId: string) => setPlace({ typeId, keyword: '' });
  const setKeyword = (next: string) => setPlace({ ...place, keyword: next });
  const [searched] = useDebouncedValue(keyword.trim(), 300);
  const [typeEditing, setTypeEditing] = useState<TypeEditing | null>(null);
  const [itemEditing, setItemEditing] = useState<ItemEditing | null>(null);
  const [importing, setImporting] = useState(false);
  const types = useQuery({ queryKey: systemKeys.dictionaryTypes(), queryFn: () => call(listDictionaryTypes) });
  const selected = selectedId ? (findNode(types.data?.list ?? [], selectedId) ?? null) : null;
  const items = useQuery({
    queryKey: systemKeys.dictionaryItems(selected?.id ?? '', searched),
    queryFn: () => call(listDictionaryData, { params: { typeId: selected!.id }, query: searched ? { keyword: searched } : {} }),
    enabled: selected !== null,
    placeholderData: keepPreviousData,
  });
  const select = (type: DictionaryTypeNode) => setSelectedId(type.id);
  if (types.isError) return <ErrorState message={t('admin.common.loadFailed')} onRetry={() => void types.refetch()} />;
  return (
    <Grid gap="md" maw={1400}>
      <Grid.Col span={{ base: 12, lg: 3 }}>
        <Paper withBorder p="md" radius="md">
          <TypeTree
            types={types.data?.list ?? []}
            selected={selectedId}
            onSelect={select}
            onAdd={() => setTypeEditing({ mode: 'add', parentId: selected?.id ?? null })}
          />
          <Permitted code="btn_import">
            <Button variant="default" size="compact-sm" mt="sm" onClick={() => setImporting(true)}>
              {t('admin.dictionary.importFile')}
            </Button>
          </Permitted>
        </Paper>
      </Grid.Col>
      <Grid.Col span={{ base: 12, lg: 9 }}>
        <Paper withBorder p="md" radius="md">
          {selected ? (
            <Stack gap="sm">
              <ListHeader
                title={t('admin.dictionary.itemsOf', { name: nameOf(selected) })}
                keyword={keyword}
                onKeyword={setKeyword}
                onAdd={() => setItemEditing({ mode: 'add', parentId: null })}
              >
                <Group gap={4}>
                  <Permitted code="btn_edit">
                    <Button variant="default" onClick={() => setTypeEditing({ mode: 'edit', record: selected })}>
                      {t('admin.dictionary.editType')}
                    </Button>
                  </Permitted>
                  <Permitted code="btn_export">
                    <Button
                      variant="default"
                      onClick={() => void downloadJson(() => call(exportDictionary, { params: { typeId: selected.id } }), `${selected.enCode}.json`)}
                    >
                      {t('admin.dictionary.exportFile')}
                    </Button>
                  </Permitted>
                  <RemoveAction name={nameOf(selected)} remove={() => call(deleteDictionaryType, { params: { id: selected.id } })} />
                </Group>
              </ListHeader>
              {items.isError ? (
                <ErrorState message={t('admin.common.loadFailed')} onRetry={() => void items.refetch()} />
              ) : (
                <ItemTable type={selected} items={items.data?.list ?? []} fetching={items.isPending} onEdit={setItemEditing} />
              )}
            </Stack>
          ) : (
            <Text c="dimmed" py="xl" ta="center">
              {types.data && types.data.list.length === 0 ? t('admin.dictionary.noTypes') : t('admin.dictionary.chooseType')}
            </Text>
          )}
        </Paper>
      </Grid.Col>
      {typeEditing && (
        <TypeForm
          editing={typeEditing}
          onClose={() => setTypeEditing(null)}
          onSaved={(id) => {
            setTypeEditing(null);
            setSelectedId(id);
          }}
        />
      )}
      {itemEditing && selected && <ItemForm type={selected} editing={itemEditing} onClose={() => setItemEditing(null)} />}
      {importing && (
        <ImportDialog
          onClose={() => setImporting(false)}
          onImported={(id) => {
            setImporting(false);
            setSelectedId(id);
          }}
        />
      )}
    </Grid>
  );
}
