import { Center, Loader, Modal, MultiSelect, Select, Switch } from '@mantine/core';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { createRole, getRole, roleForm, updateRole, type roleInfo } from '../../../../shared/contracts/roles.ts';
import { ROLE_KINDS } from '../../../../shared/domain/roles.ts';
import { useIsAdministrator } from '../../../platform/permitted.tsx';
import { call } from '../../../api/client.ts';
import { ErrorState } from '../../../ui/error-state.tsx';
import { useContractForm } from '../../../ui/use-contract-form.ts';
import { organizeTreeQuery, permissionKeys } from '../shared/queries.ts';
import { NO_LOCAL_NAMES } from '../../../../shared/domain/local-names.ts';
import { LocalNameFields, NameCodeFields, OrderStateFields, useLocalNameLabels, useRecordLabels } from '../../../ui/admin/record-fields.tsx';
import { useLocalName } from '../../../ui/use-local-name.ts';
import { RecordModal } from '../../../ui/admin/record-modal.tsx';
import { pathOptions } from '../../../ui/admin/tree.ts';
import type { z } from 'zod';

export type RoleEditing = { mode: 'add' } | { mode: 'edit'; id: string; name: string };
type RoleInfo = z.infer<typeof roleInfo>;

/**
 * Adds or edits a role. The list rows lack the role's organisations, so an edit loads the role first
 * and only then builds the form (its initial values are fixed when it is made).
 */
export function RoleForm({ editing, onClose }: { editing: RoleEditing; onClose: () => void }) {
  const { t } = useTranslation();
  const id = editing.mode === 'edit' ? editing.id : null;
  const record = useQuery({
    queryKey: [...permissionKeys.all, 'role', id],
    queryFn: () => call(getRole, { params: { id: id ?? '' } }),
    enabled: id !== null,
    // The form edits what the server holds now, not what an earlier visit saw.
    gcTime: 0,
  });
  if (editing.mode === 'add') return <RoleFields record={null} onClose={onClose} />;
  if (record.data) return <RoleFields record={record.data} onClose={onClose} />;
  return (
    <Modal opened onClose={onClose} title={t('admin.common.editTitle', { name: editing.name })} size="lg" centered>
      {record.isError ? (
        <ErrorState message={record.error.message} onRetry={() => void record.refetch()} />
      ) : (
        <Center py="xl">
          <Loader size="sm" aria-label={t('admin.role.loading')} />
        </Center>
      )}
    </Modal>
  );
}

function RoleFields({ record, onClose }: { record: RoleInfo | null; onClose: () => void }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const isAdministrator = useIsAdministrator();
  const nameOf = useLocalName();
  const labels = {
    ...useRecordLabels(),
    ...useLocalNameLabels(),
    globalMark: t('admin.role.globalRole'),
    organizeIds: t('admin.role.organizations'),
    kind: t('admin.role.kind'),
  };
  const tree = useQuery(organizeTreeQuery());
  const { form, submit, submitting, failure } = useContractForm(roleForm, {
    labels,
    initialValues: {
      fullName: record?.fullName ?? '',
      fullNameI18n: record?.fullNameI18n ?? NO_LOCAL_NAMES,
      enCode: record?.enCode ?? '',
      globalMark: record?.globalMark ?? 1,
      organizeIds: record?.organizeIds ?? [],
      sortCode: record?.sortCode ?? 0,
      enabledMark: record?.enabledMark ?? 1,
      description: record?.description ?? '',
      kind: record?.kind ?? 'none',
    },
  });
  const save = submit(async (body) => {
    if (record) await call(updateRole, { params: { id: record.id }, body });
    else await call(createRole, { body });
    await queryClient.invalidateQueries({ queryKey: permissionKeys.all });
    onClose();
  });
  const isGlobal = form.getValues().globalMark === 1;
  const title = record ? t('admin.common.editTitle', { name: nameOf(record) }) : t('admin.common.addTitle', { what: t('admin.role.noun') });
  return (
    <RecordModal opened title={title} onClose={onClose} onSubmit={save} submitting={submitting} failure={failure}>
      <NameCodeFields form={form} />
      <LocalNameFields form={form} />
      <Switch
        label={labels.globalMark}
        description={t('admin.role.globalHint')}
        checked={isGlobal}
        onChange={(e) => form.setFieldValue('globalMark', e.currentTarget.checked ? 1 : 0)}
      />
      {/* A global role is offered everywhere: the server ignores its organisations, so they are not asked. */}
      {!isGlobal && (
        <MultiSelect
          label={labels.organizeIds}
          description={t('admin.role.organizationsHint')}
          placeholder={t('admin.role.pickOrganizations')}
          data={pathOptions(tree.data?.list ?? [], (n) => n.type === 'company')}
          searchable
          clearable
          hidePickedOptions
          nothingFoundMessage={t('admin.common.empty')}
          {...form.getInputProps('organizeIds')}
        />
      )}
      {/* Only a full administrator sets it (the server refuses anyone else): others see it, unchangeable. */}
      <Select
        label={labels.kind}
        description={t('admin.role.kindHint')}
        data={ROLE_KINDS.map((kind) => ({ value: kind, label: t(`admin.role.kinds.${kind}`) }))}
        allowDeselect={false}
        disabled={!isAdministrator}
        value={form.getValues().kind ?? 'none'}
        onChange={(value) => form.setFieldValue('kind', value ?? 'none')}
      />
      <OrderStateFields form={form} />
    </RecordModal>
  );
}
