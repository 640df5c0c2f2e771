import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { createUserGroup, updateUserGroup, userGroupForm, type UserGroupRow } from '../../../../shared/contracts/user-groups.ts';
import { call } from '../../../api/client.ts';
import { useContractForm } from '../../../ui/use-contract-form.ts';
import { permissionKeys } from '../shared/queries.ts';
import { codedValues, NameCodeFields, OrderStateFields, useRecordLabels } from '../../../ui/admin/record-fields.tsx';
import { RecordModal } from '../../../ui/admin/record-modal.tsx';

/** Adds a group, or edits one from its list row (the row holds every field of the form). */
export function GroupForm({ record, onClose }: { record: UserGroupRow | null; onClose: () => void }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const { form, submit, submitting, failure } = useContractForm(userGroupForm, {
    labels: useRecordLabels(),
    initialValues: {
      ...codedValues(record),
    },
  });
  const save = submit(async (body) => {
    if (record) await call(updateUserGroup, { params: { id: record.id }, body });
    else await call(createUserGroup, { body });
    await queryClient.invalidateQueries({ queryKey: permissionKeys.all });
    onClose();
  });
  const title = record ? t('admin.common.editTitle', { name: record.fullName }) : t('admin.common.addTitle', { what: t('admin.group.noun') });
  return (
    <RecordModal opened title={title} onClose={onClose} onSubmit={save} submitting={submitting} failure={failure}>
      <NameCodeFields form={form} />
      <OrderStateFields form={form} />
    </RecordModal>
  );
}
