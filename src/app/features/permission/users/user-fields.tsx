import { Divider, MultiSelect, PasswordInput, Select, SimpleGrid, Stack, TagsInput, Text, TextInput, Title } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { GENDERS, userForm, type UserDetailField, type userEditForm } from '../../../../shared/contracts/users.ts';
import { OrganizePicker } from '../../../ui/pickers/organize-picker.tsx';
import { UserPicker } from '../../../ui/pickers/user-picker.tsx';
import { usePermissionCheck } from '../../../platform/permitted.tsx';
import { OrderStateFields } from '../../../ui/admin/record-fields.tsx';
import { departmentsOf, positionsFrom } from '../../../ui/admin/tree.ts';
import { groupChoicesQuery, roleChoicesQuery } from './queries.ts';
import type { UserLabels } from './user-labels.ts';

/** A new user's values, or an edited one's, whose detail may leave out fields (`hidden`). */
export type UserValues = z.input<typeof userEditForm> & Record<string, unknown>;

interface Props {
  form: UseFormReturnType<UserValues>;
  labels: UserLabels;
  /** The user being edited, or null when adding one, which also sets a password. */
  selfId: string | null;
  /** Fields the viewer's column permissions leave out: not shown, and kept as stored when saved. */
  hidden?: readonly UserDetailField[];
}

/** The fields this form shows, as a form permission names them (the signature is the user's own, on their profile). */
const USER_FORM_FIELDS = Object.keys(userForm.shape).filter((field) => field !== 'signature');

/** The contract carries id lists comma-joined; the pickers hold arrays. */
const split = (ids: string | undefined) => (ids ? ids.split(',').filter(Boolean) : []);

/** The fields of a user's form, two columns on wide screens, the PO scope last. */
export function UserFields({ form, labels, selfId, hidden = [] }: Props) {
  const { t } = useTranslation();
  const roles = useQuery(roleChoicesQuery()).data?.list ?? [];
  const groups = useQuery(groupChoicesQuery()).data?.list ?? [];
  const values = form.getValues();

  const ids = (path: 'roleId' | 'positionId' | 'groupId') => ({
    value: split(values[path]),
    onChange: (next: string[]) => form.setFieldValue(path, next.join(',')),
    error: form.errors[path],
  });
  // A refused tag is reported at its index (`plants.2`); it is shown under the whole field.
  const tags = (path: 'supplierCodes' | 'plants' | 'purchasingGroups') => ({
    ...form.getInputProps(path),
    error: form.errors[path] ?? Object.entries(form.errors).find(([key]) => key.startsWith(`${path}.`))?.[1],
  });
  const pick = { searchable: true, nothingFoundMessage: t('admin.common.empty') };
  const shown = (field: UserDetailField) => !hidden.includes(field);
  // The page's form permission: a field whose code it does not hold is shown but cannot be changed.
  const writable = usePermissionCheck('form');
  const locked = (field: string) => !writable(field);
  const someLocked = USER_FORM_FIELDS.some(locked);
  return (
    <Stack gap="sm">
      {someLocked && (
        <Text size="sm" c="gray.7">
          {t('admin.user.readOnlyHint')}
        </Text>
      )}
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md" verticalSpacing="sm">
        {shown('account') && (
          <TextInput label={labels.account} required autoComplete="off" data-autofocus disabled={locked('account')} {...form.getInputProps('account')} />
        )}
        {shown('realName') && (
          <TextInput label={labels.realName} required autoComplete="off" disabled={locked('realName')} {...form.getInputProps('realName')} />
        )}
        {shown('gender') && (
          <Select
            label={labels.gender}
            data={GENDERS.map((g) => ({ value: g, label: t(`admin.user.genders.${g}`) }))}
            allowDeselect={false}
            disabled={locked('gender')}
            {...form.getInputProps('gender')}
          />
        )}
        {shown('mobilePhone') && (
          <TextInput label={labels.mobilePhone} type="tel" autoComplete="off" disabled={locked('mobilePhone')} {...form.getInputProps('mobilePhone')} />
        )}
        {shown('email') && <TextInput label={labels.email} type="email" autoComplete="off" disabled={locked('email')} {...form.getInputProps('email')} />}
        <OrganizePicker
          label={labels.organizeId}
          placeholder={t('admin.user.pickOrganization')}
          required
          source="organize"
          choosable="company"
          disabled={locked('organizeId')}
          value={values.organizeId ? [values.organizeId] : []}
          error={form.errors.organizeId}
          onChange={([id]) => {
            form.setFieldValue('organizeId', id ?? '');
            // The department belonged to the organisation chosen before.
            form.setFieldValue('departmentId', null);
          }}
        />
        <OrganizePicker
          label={labels.departmentId}
          placeholder={t('admin.common.noDepartment')}
          source="organize"
          choosable="department"
          scope={(whole) => departmentsOf(whole, values.organizeId || null)}
          disabled={!values.organizeId || locked('departmentId')}
          value={values.departmentId ? [values.departmentId] : []}
          error={form.errors.departmentId}
          onChange={([id]) => form.setFieldValue('departmentId', id ?? null)}
        />
        <UserPicker
          label={labels.managerId}
          placeholder={t('admin.user.noManager')}
          disabled={locked('managerId')}
          value={values.managerId ? [values.managerId] : []}
          error={form.errors.managerId}
          onChange={([id]) => form.setFieldValue('managerId', id ?? null)}
        />
        <MultiSelect
          label={labels.roleId}
          data={roles.map((r) => ({ value: r.id, label: r.fullName }))}
          clearable
          disabled={locked('roleId')}
          {...pick}
          {...ids('roleId')}
        />
        <OrganizePicker
          label={labels.positionId}
          source="position"
          choosable="position"
          scope={(whole) => positionsFrom(whole, values.organizeId || null, values.departmentId || null)}
          multiple
          disabled={locked('positionId')}
          value={split(values.positionId)}
          error={form.errors.positionId}
          onChange={(next) => form.setFieldValue('positionId', next.join(','))}
        />
        <MultiSelect
          label={labels.groupId}
          data={groups.map((g) => ({ value: g.id, label: g.fullName }))}
          clearable
          disabled={locked('groupId')}
          {...pick}
          {...ids('groupId')}
        />
        {selfId === null && (
          <PasswordInput
            label={labels.userPassword}
            description={t('admin.user.passwordHint')}
            required
            autoComplete="new-password"
            {...form.getInputProps('userPassword')}
          />
        )}
      </SimpleGrid>
      <OrderStateFields form={form} locked={locked} />
      <Divider mt="xs" />
      <div>
        <Title order={3} size="h6">
          {labels.poScope}
        </Title>
        <Text size="sm" c="gray.7">
          {t('admin.user.poScopeHint')}
        </Text>
      </div>
      <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="md" verticalSpacing="sm">
        <TagsInput label={labels.supplierCodes} clearable disabled={locked('supplierCodes')} {...tags('supplierCodes')} />
        <TagsInput label={labels.plants} clearable disabled={locked('plants')} {...tags('plants')} />
        <TagsInput label={labels.purchasingGroups} clearable disabled={locked('purchasingGroups')} {...tags('purchasingGroups')} />
      </SimpleGrid>
    </Stack>
  );
}
