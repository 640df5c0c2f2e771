import { Select, TextInput } from '@mantine/core';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { NO_LOCAL_NAMES } from '../../../../shared/domain/local-names.ts';
import { useLocalName } from '../../../ui/use-local-name.ts';
import { createPosition, positionForm, updatePosition, type PositionRow } from '../../../../shared/contracts/positions.ts';
import { call } from '../../../api/client.ts';
import { useContractForm } from '../../../ui/use-contract-form.ts';
import { organizeTreeQuery, permissionKeys } from '../shared/queries.ts';
import { codedValues, LocalNameFields, NameCodeFields, OrderStateFields, useLocalNameLabels, useRecordLabels } from '../../../ui/admin/record-fields.tsx';
import { RecordModal } from '../../../ui/admin/record-modal.tsx';
import { departmentsUnder, pathOptions } from '../../../ui/admin/tree.ts';

export type PositionEditing = { mode: 'add'; organizeId: string; departmentId: string | null } | { mode: 'edit'; record: PositionRow };

/** Adds or edits a position: its organisation and, optionally, one of that organisation's departments. */
export function PositionForm({ editing, onClose }: { editing: PositionEditing; onClose: () => void }) {
  const { t } = useTranslation();
  const nameOf = useLocalName();
  const queryClient = useQueryClient();
  const tree = useQuery(organizeTreeQuery());
  const labels = {
    ...useRecordLabels(),
    ...useLocalNameLabels(),
    type: t('admin.position.type'),
    organizeId: t('admin.common.organization'),
    departmentId: t('admin.common.department'),
  };
  const record = editing.mode === 'edit' ? editing.record : null;
  const { form, submit, submitting, failure } = useContractForm(positionForm, {
    labels,
    initialValues: {
      ...codedValues(record),
      fullNameI18n: record?.fullNameI18n ?? NO_LOCAL_NAMES,
      type: record?.type ?? '',
      organizeId: record?.organizeId ?? (editing.mode === 'add' ? editing.organizeId : ''),
      departmentId: record ? record.departmentId : editing.mode === 'add' ? editing.departmentId : null,
    },
  });
  const save = submit(async (body) => {
    if (record) await call(updatePosition, { params: { id: record.id }, body });
    else await call(createPosition, { body });
    await queryClient.invalidateQueries({ queryKey: permissionKeys.all });
    onClose();
  });
  const organizeId = form.getValues().organizeId;
  const organizeInput = form.getInputProps('organizeId');
  const title = record ? t('admin.common.editTitle', { name: nameOf(record) }) : t('admin.common.addTitle', { what: t('admin.position.noun') });
  return (
    <RecordModal opened title={title} onClose={onClose} onSubmit={save} submitting={submitting} failure={failure}>
      <NameCodeFields form={form} />
      <LocalNameFields form={form} />
      <TextInput label={labels.type} {...form.getInputProps('type')} />
      <Select
        label={labels.organizeId}
        required
        data={pathOptions(tree.data?.list ?? [], (n) => n.type === 'company')}
        searchable
        // Choosing the chosen organisation again keeps it (a required field never empties by a click).
        allowDeselect={false}
        {...organizeInput}
        onChange={(value: string | null) => {
          // A department belongs to one organisation: choosing another clears it.
          form.setFieldValue('organizeId', value ?? '');
          form.setFieldValue('departmentId', null);
        }}
      />
      <Select
        label={labels.departmentId}
        placeholder={t('admin.common.noDepartment')}
        data={pathOptions(departmentsUnder(tree.data?.list ?? [], organizeId || null))}
        searchable
        clearable
        {...form.getInputProps('departmentId')}
      />
      <OrderStateFields form={form} />
    </RecordModal>
  );
}
