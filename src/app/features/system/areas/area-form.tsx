import { TextInput } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { areaForm, createArea, updateArea, type AreaRow } from '../../../../shared/contracts/areas.ts';
import { call } from '../../../api/client.ts';
import { codedValues, NameCodeFields, OrderStateFields, useRecordLabels } from '../../../ui/admin/record-fields.tsx';
import { RecordModal } from '../../../ui/admin/record-modal.tsx';
import { useContractForm } from '../../../ui/use-contract-form.ts';
import { systemKeys } from '../queries.ts';

export type AreaEditing = { mode: 'add'; parent: { id: string; fullName: string } | null } | { mode: 'edit'; record: AreaRow };

/** Adds an area under the one being looked at, or edits one in place (an area stays under its parent). */
export function AreaForm({ editing, onClose }: { editing: AreaEditing; onClose: () => void }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const record = editing.mode === 'edit' ? editing.record : null;
  const parentId = record ? (record.parentId ?? '-1') : editing.mode === 'add' ? (editing.parent?.id ?? '-1') : '-1';
  const parentName = record ? record.parentName : editing.mode === 'add' ? (editing.parent?.fullName ?? '') : '';
  const { form, submit, submitting, failure } = useContractForm(areaForm, {
    labels: { ...useRecordLabels(), parentId: t('admin.area.parent') },
    initialValues: {
      ...codedValues(record),
      parentId,
    },
  });
  const save = submit(async (body) => {
    if (record) await call(updateArea, { params: { id: record.id }, body });
    else await call(createArea, { body });
    await queryClient.invalidateQueries({ queryKey: systemKeys.all });
    onClose();
  });
  const title = record ? t('admin.common.editTitle', { name: record.fullName }) : t('admin.common.addTitle', { what: t('admin.area.noun') });
  return (
    <RecordModal opened title={title} onClose={onClose} onSubmit={save} submitting={submitting} failure={failure}>
      <TextInput label={t('admin.area.parent')} value={parentName || t('admin.area.top')} readOnly variant="filled" error={form.errors.parentId} />
      <NameCodeFields form={form} />
      <OrderStateFields form={form} />
    </RecordModal>
  );
}
