import { Select } from '@mantine/core';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { NO_LOCAL_NAMES } from '../../../../shared/domain/local-names.ts';
import { useLocalName } from '../../../ui/use-local-name.ts';
import { createOrganization, organizationForm, organizationSelector, updateOrganization, type OrganizeNode } from '../../../../shared/contracts/organize.ts';
import { call } from '../../../api/client.ts';
import { useContractForm } from '../../../ui/use-contract-form.ts';
import { permissionKeys } from '../shared/queries.ts';
import { LocalNameFields, NameCodeFields, OrderStateFields, useLocalNameLabels, useRecordLabels } from '../../../ui/admin/record-fields.tsx';
import { RecordModal } from '../../../ui/admin/record-modal.tsx';
import { pathOptions } from '../../../ui/admin/tree.ts';

export type OrganizationEditing = { mode: 'add'; parentId: string | null } | { mode: 'edit'; record: OrganizeNode };

/** Adds or edits an organisation; its parent is chosen among the others (never itself or below it). */
export function OrganizationForm({ editing, onClose }: { editing: OrganizationEditing; onClose: () => void }) {
  const { t } = useTranslation();
  const nameOf = useLocalName();
  const queryClient = useQueryClient();
  const labels = { ...useRecordLabels(), ...useLocalNameLabels(), parentId: t('admin.common.parent') };
  const selfId = editing.mode === 'edit' ? editing.record.id : '0';
  const { data } = useQuery({
    queryKey: [...permissionKeys.all, 'organizationChoices', selfId],
    queryFn: () => call(organizationSelector, { params: { id: selfId } }),
  });
  const record = editing.mode === 'edit' ? editing.record : null;
  const { form, submit, submitting, failure } = useContractForm(organizationForm, {
    labels,
    initialValues: {
      fullName: record?.fullName ?? '',
      fullNameI18n: record?.fullNameI18n ?? NO_LOCAL_NAMES,
      enCode: record?.enCode ?? '',
      parentId: record ? record.parentId : editing.mode === 'add' ? editing.parentId : null,
      sortCode: record?.sortCode ?? 0,
      enabledMark: record?.enabledMark ?? 1,
      description: record?.description ?? '',
    },
  });
  const save = submit(async (body) => {
    if (record) await call(updateOrganization, { params: { id: record.id }, body });
    else await call(createOrganization, { body });
    await queryClient.invalidateQueries({ queryKey: permissionKeys.all });
    onClose();
  });
  const title = record ? t('admin.common.editTitle', { name: nameOf(record) }) : t('admin.common.addTitle', { what: t('admin.organize.noun') });
  return (
    <RecordModal opened title={title} onClose={onClose} onSubmit={save} submitting={submitting} failure={failure}>
      <NameCodeFields form={form} />
      <LocalNameFields form={form} />
      <Select
        label={labels.parentId}
        placeholder={t('admin.common.none')}
        data={pathOptions(data?.list ?? [])}
        searchable
        clearable
        nothingFoundMessage={t('admin.common.empty')}
        {...form.getInputProps('parentId')}
      />
      <OrderStateFields form={form} />
    </RecordModal>
  );
}
