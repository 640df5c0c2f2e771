import { Select } from '@mantine/core';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { NO_LOCAL_NAMES } from '../../../../shared/domain/local-names.ts';
import { useLocalName } from '../../../ui/use-local-name.ts';
import { createDepartment, departmentForm, updateDepartment, type DepartmentNode } from '../../../../shared/contracts/organize.ts';
import { call } from '../../../api/client.ts';
import { UserPicker } from '../../../ui/pickers/user-picker.tsx';
import { useContractForm } from '../../../ui/use-contract-form.ts';
import { organizeTreeQuery, permissionKeys } from '../shared/queries.ts';
import { codedValues, LocalNameFields, NameCodeFields, OrderStateFields, useLocalNameLabels, useRecordLabels } from '../../../ui/admin/record-fields.tsx';
import { RecordModal } from '../../../ui/admin/record-modal.tsx';
import { findNode, pathOptions } from '../../../ui/admin/tree.ts';

export type DepartmentEditing = { mode: 'add'; organizeId: string; parentId: string | null } | { mode: 'edit'; record: DepartmentNode };

/** Below department `id` (itself included): never a parent choice for it. */
function subtreeIds(node: DepartmentNode | undefined): Set<string> {
  const out = new Set<string>();
  const walk = (n: DepartmentNode) => {
    out.add(n.id);
    n.children.forEach(walk);
  };
  if (node) walk(node);
  return out;
}

/** Adds or edits a department: its organisation, a parent department of that organisation, its manager. */
interface Props {
  editing: DepartmentEditing;
  departments: DepartmentNode[];
  /** Saved: the organisation the department now belongs to, so the list can show it there. */
  onSaved: (organizeId: string) => void;
  onClose: () => void;
}

export function DepartmentForm({ editing, departments, onSaved, onClose }: Props) {
  const { t } = useTranslation();
  const nameOf = useLocalName();
  const queryClient = useQueryClient();
  const tree = useQuery(organizeTreeQuery());
  const labels = {
    ...useRecordLabels(),
    ...useLocalNameLabels(),
    organizeId: t('admin.organize.pickOrganization'),
    parentId: t('admin.organize.parentDept'),
    managerId: t('admin.organize.manager'),
  };
  const record = editing.mode === 'edit' ? editing.record : null;
  const { form, submit, submitting, failure } = useContractForm(departmentForm, {
    labels,
    initialValues: {
      ...codedValues(record),
      fullNameI18n: record?.fullNameI18n ?? NO_LOCAL_NAMES,
      organizeId: record?.organizeId ?? (editing.mode === 'add' ? editing.organizeId : ''),
      parentId: record ? record.parentId : editing.mode === 'add' ? editing.parentId : null,
      managerId: record?.managerId ?? null,
    },
  });
  const save = submit(async (body) => {
    if (record) await call(updateDepartment, { params: { id: record.id }, body });
    else await call(createDepartment, { body });
    await queryClient.invalidateQueries({ queryKey: permissionKeys.all });
    onSaved(body.organizeId);
    onClose();
  });
  const excluded = subtreeIds(record ? findNode(departments, record.id) : undefined);
  const { organizeId: organizationId, managerId: manager } = form.getValues();
  const sameOrganization = organizationId === (record?.organizeId ?? (editing.mode === 'add' ? editing.organizeId : ''));
  const title = record ? t('admin.common.editTitle', { name: nameOf(record) }) : t('admin.common.addTitle', { what: t('admin.organize.deptNoun') });
  return (
    <RecordModal opened title={title} onClose={onClose} onSubmit={save} submitting={submitting} failure={failure}>
      <NameCodeFields form={form} />
      <LocalNameFields form={form} />
      <Select
        label={labels.organizeId}
        required
        data={pathOptions(tree.data?.list ?? [], (n) => n.type === 'company')}
        searchable
        // Choosing the chosen organisation again keeps it (a required field never empties by a click).
        allowDeselect={false}
        {...form.getInputProps('organizeId')}
      />
      <Select
        label={labels.parentId}
        placeholder={t('admin.common.none')}
        // The departments shown are the page's organisation's; another organisation starts at its top.
        data={sameOrganization ? pathOptions(departments, (n) => !excluded.has(n.id)) : []}
        searchable
        clearable
        {...form.getInputProps('parentId')}
      />
      <UserPicker
        label={labels.managerId}
        placeholder={t('admin.organize.noManager')}
        value={manager ? [manager] : []}
        error={form.errors.managerId}
        onChange={([id]) => form.setFieldValue('managerId', id ?? null)}
      />
      <OrderStateFields form={form} />
    </RecordModal>
  );
}
