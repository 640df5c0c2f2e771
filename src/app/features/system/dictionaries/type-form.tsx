import { Select, Switch } from '@mantine/core';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import {
  createDictionaryType,
  dictionaryTypeForm,
  dictionaryTypeSelector,
  updateDictionaryType,
  type DictionaryTypeNode,
} from '../../../../shared/contracts/dictionaries.ts';
import { call } from '../../../api/client.ts';
import { NO_LOCAL_NAMES } from '../../../../shared/domain/local-names.ts';
import { LocalNameFields, NameCodeFields, OrderStateFields, useLocalNameLabels, useRecordLabels } from '../../../ui/admin/record-fields.tsx';
import { RecordModal } from '../../../ui/admin/record-modal.tsx';
import { pathOptions } from '../../../ui/admin/tree.ts';
import { useContractForm } from '../../../ui/use-contract-form.ts';
import { useLocalName, useLocalTree } from '../../../ui/use-local-name.ts';
import { systemKeys } from '../queries.ts';

export type TypeEditing = { mode: 'add'; parentId: string | null } | { mode: 'edit'; record: DictionaryTypeNode };

/** Adds or edits a dictionary type: where it sits among the categories, and whether its items nest. */
export function TypeForm({ editing, onClose, onSaved }: { editing: TypeEditing; onClose: () => void; onSaved: (id: string) => void }) {
  const { t } = useTranslation();
  const nameOf = useLocalName();
  const localTree = useLocalTree();
  const queryClient = useQueryClient();
  const record = editing.mode === 'edit' ? editing.record : null;
  const parents = useQuery({
    queryKey: [...systemKeys.dictionaryTypes(), 'parents', record?.id ?? '0'],
    queryFn: () => call(dictionaryTypeSelector, { params: { id: record?.id ?? '0' } }),
  });
  const labels = { ...useRecordLabels(), ...useLocalNameLabels(), parentId: t('admin.dictionary.parent'), isTree: t('admin.dictionary.isTree') };
  const { form, submit, submitting, failure } = useContractForm(dictionaryTypeForm, {
    labels,
    initialValues: {
      parentId: record ? record.parentId : editing.mode === 'add' ? editing.parentId : null,
      fullName: record?.fullName ?? '',
      fullNameI18n: record?.fullNameI18n ?? NO_LOCAL_NAMES,
      enCode: record?.enCode ?? '',
      isTree: record?.isTree ?? 0,
      description: record?.description ?? '',
      sortCode: record?.sortCode ?? 0,
    },
  });
  const save = submit(async (body) => {
    const id = record ? (await call(updateDictionaryType, { params: { id: record.id }, body }), record.id) : (await call(createDictionaryType, { body })).id;
    await queryClient.invalidateQueries({ queryKey: systemKeys.all });
    onSaved(id);
  });
  const title = record ? t('admin.common.editTitle', { name: nameOf(record) }) : t('admin.common.addTitle', { what: t('admin.dictionary.typeNoun') });
  const values = form.getValues();
  return (
    <RecordModal opened title={title} onClose={onClose} onSubmit={save} submitting={submitting} failure={failure}>
      <Select
        label={labels.parentId}
        placeholder={t('admin.dictionary.parentNone')}
        data={pathOptions(localTree(parents.data?.list ?? []))}
        searchable
        clearable
        value={values.parentId ?? null}
        onChange={(value) => form.setFieldValue('parentId', value)}
        error={form.errors.parentId}
      />
      <NameCodeFields form={form} />
      <LocalNameFields form={form} />
      <Switch
        label={labels.isTree}
        description={t('admin.dictionary.isTreeHint')}
        checked={values.isTree === 1}
        onChange={(e) => form.setFieldValue('isTree', e.currentTarget.checked ? 1 : 0)}
        error={form.errors.isTree}
      />
      <OrderStateFields form={form} state={false} />
    </RecordModal>
  );
}
