import { Button } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import {
  deleteDictionaryData,
  toggleDictionaryDataState,
  type DictionaryItemNode,
  type DictionaryTypeNode,
} from '../../../../shared/contracts/dictionaries.ts';
import { call } from '../../../api/client.ts';
import { Permitted } from '../../../platform/permitted.tsx';
import { useGrantedColumns } from '../../../ui/granted-columns.ts';
import { RemoveAction } from '../../../ui/admin/remove-action.tsx';
import { RowActions } from '../../../ui/admin/row-actions.tsx';
import { StateToggle } from '../../../ui/admin/state-toggle.tsx';
import { TreeName } from '../../../ui/admin/tree-name.tsx';
import { flattenTree } from '../../../ui/admin/tree.ts';
import { DataTable } from '../../../ui/data-table.tsx';
import { useLocalName } from '../../../ui/use-local-name.ts';
import type { ItemEditing } from './item-form.tsx';
import { actionsColumn, descriptionColumn, EditAction, statusColumn } from '../../../ui/admin/record-columns.tsx';

type Row = DictionaryItemNode & { depth: number };

interface Props {
  type: DictionaryTypeNode;
  items: readonly DictionaryItemNode[];
  fetching: boolean;
  onEdit: (editing: ItemEditing) => void;
}

/** A dictionary's items: a tree dictionary's as indented rows; per row edit, add below, enable / disable, delete. */
export function ItemTable({ type, items, fetching, onEdit }: Props) {
  const { t } = useTranslation();
  const nameOf = useLocalName();
  return (
    <DataTable<Row>
      ariaLabel={t('admin.dictionary.itemsOf', { name: nameOf(type) })}
      records={flattenTree<DictionaryItemNode>(items)}
      idAccessor={(r) => r.id}
      fetching={fetching}
      emptyText={t('admin.common.empty')}
      minWidth={720}
      rowAttributes={(r) => ({ 'data-testid': `dictionary-item-${r.enCode}` })}
      columns={useGrantedColumns<Row>([
        { key: 'fullName', title: t('admin.common.fullName'), noWrap: true, render: (r) => <TreeName depth={r.depth} name={nameOf(r)} /> },
        { key: 'enCode', title: t('admin.common.enCode'), noWrap: true },
        statusColumn(t),
        { ...descriptionColumn<Row>(t), permission: 'description' },
        { key: 'sortCode', permission: 'sortCode', title: t('admin.common.sortCode'), align: 'right', render: (r) => r.sortCode ?? '—' },
        actionsColumn(t, (r) => (
          <RowActions name={nameOf(r)}>
            <EditAction onClick={() => onEdit({ mode: 'edit', record: r })} />
            {type.isTree === 1 && (
              <Permitted code="btn_add">
                <Button size="compact-sm" variant="subtle" onClick={() => onEdit({ mode: 'add', parentId: r.id })}>
                  {t('admin.dictionary.addBelow')}
                </Button>
              </Permitted>
            )}
            <Permitted code="btn_edit">
              <StateToggle
                name={nameOf(r)}
                enabled={r.enabledMark === 1}
                toggle={() => call(toggleDictionaryDataState, { params: { id: r.id } })}
                disableMessage={t('admin.dictionary.disableMessage', { name: nameOf(r) })}
              />
            </Permitted>
            <RemoveAction name={nameOf(r)} remove={() => call(deleteDictionaryData, { params: { id: r.id } })} />
          </RowActions>
        )),
      ])}
    />
  );
}
