import { Select } from '@mantine/core';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import {
  createDictionaryData,
  dictionaryDataForm,
  dictionaryDataParentSelector,
  updateDictionaryData,
  type DictionaryItemNode,
  type DictionaryTypeNode,
} from '../../../../shared/contracts/dictionaries.ts';
import { call } from '../../../api/client.ts';
import { usePermissionCheck } from '../../../platform/permitted.tsx';
import { NO_LOCAL_NAMES } from '../../../../shared/domain/local-names.ts';
import { codedValues, LocalNameFields, NameCodeFields, OrderStateFields, useLocalNameLabels, useRecordLabels } from '../../../ui/admin/record-fields.tsx';
import { RecordModal } from '../../../ui/admin/record-modal.tsx';
import { pathOptions } from '../../../ui/admin/tree.ts';
import { useContractForm } from '../../../ui/use-contract-form.ts';
import { useLocalName, useLocalTree } from '../../../ui/use-local-name.ts';
import { systemKeys } from '../queries.ts';

export type ItemEditing = { mode: 'add'; parentId: string | null } | { mode: 'edit'; record: DictionaryItemNode };

/** Adds or edits an item of a dictionary; a tree dictionary's item may sit under another item. */
export function ItemForm({ type, editing, onClose }: { type: DictionaryTypeNode; editing: ItemEditing; onClose: () => void }) {
  const { t } = useTranslation();
  const nameOf = useLocalName();
  const localTree = useLocalTree();
  const queryClient = useQueryClient();
  const record = editing.mode === 'edit' ? editing.record : null;
  const parents = useQuery({
    queryKey: [...systemKeys.dictionaryItems(type.id, ''), 'parents', record?.id ?? '0'],
    queryFn: () => call(dictionaryDataParentSelector, { params: { typeId: type.id, id: record?.id ?? '0' } }),
    enabled: type.isTree === 1,
  });
  const labels = { ...useRecordLabels(), ...useLocalNameLabels(), parentId: t('admin.dictionary.parent') };
  const { form, submit, submitting, failure } = useContractForm(dictionaryDataForm, {
    labels,
    initialValues: {
      ...codedValues(record),
      fullNameI18n: record?.fullNameI18n ?? NO_LOCAL_NAMES,
      dictionaryTypeId: type.id,
      parentId: record ? record.parentId : editing.mode === 'add' ? editing.parentId : null,
    },
  });
  const save = submit(async (body) => {
    if (record) await call(updateDictionaryData, { params: { id: record.id }, body });
    else await call(createDictionaryData, { body });
    await queryClient.invalidateQueries({ queryKey: systemKeys.all });
    onClose();
  });
  const title = record ? t('admin.common.editTitle', { name: nameOf(record) }) : t('admin.common.addTitle', { what: t('admin.dictionary.itemNoun') });
  // The page's form permission (a field it does not grant is shown but cannot be changed) and its
  // column permission (a hidden column is left out of the record, and out of the form).
  const writable = usePermissionCheck('form');
  const locked = (field: string) => !writable(field);
  const shown = (field: string) => record === null || field in record;
  return (
    <RecordModal opened title={title} onClose={onClose} onSubmit={save} submitting={submitting} failure={failure}>
      {type.isTree === 1 && (
        <Select
          label={labels.parentId}
          placeholder={t('admin.dictionary.parentNone')}
          data={pathOptions(localTree(parents.data?.list ?? []))}
          searchable
          clearable
          value={form.getValues().parentId ?? null}
          onChange={(value) => form.setFieldValue('parentId', value)}
          error={form.errors.parentId}
          disabled={locked('parentId')}
        />
      )}
      <NameCodeFields form={form} locked={locked} />
      <LocalNameFields form={form} locked={locked('fullNameI18n')} />
      <OrderStateFields form={form} locked={locked} shown={shown} />
    </RecordModal>
  );
}
