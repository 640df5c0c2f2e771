import { Divider, MultiSelect, PasswordInput, Select, SimpleGrid, Stack, TagsInput, Text, TextInput, Title } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { GENDERS, type userForm } from '../../../../shared/contracts/users.ts';
import { allUsersQuery, organizeTreeQuery } from '../shared/queries.ts';
import { OrderStateFields } from '../shared/record-fields.tsx';
import { departmentsUnder, findNode, pathOptions } from '../shared/tree.ts';
import { groupChoicesQuery, positionChoicesQuery, roleChoicesQuery } from './queries.ts';
import type { UserLabels } from './user-labels.ts';

export type UserValues = z.input<typeof userForm> & Record<string, unknown>;

interface Props {
  form: UseFormReturnType<UserValues>;
  labels: UserLabels;
  /** The user being edited (not their own manager), or null when adding one, which also sets a password. */
  selfId: string | null;
}

/** The contract carries id lists comma-joined; the pickers hold arrays. */
const split = (ids: string | undefined) => (ids ? ids.split(',').filter(Boolean) : []);

/** The fields of a user's form, two columns on wide screens, the PO scope last. */
export function UserFields({ form, labels, selfId }: Props) {
  const { t } = useTranslation();
  const tree = useQuery(organizeTreeQuery()).data?.list ?? [];
  const managers = useQuery(allUsersQuery()).data?.list ?? [];
  const roles = useQuery(roleChoicesQuery()).data?.list ?? [];
  const positions = useQuery(positionChoicesQuery()).data?.list ?? [];
  const groups = useQuery(groupChoicesQuery()).data?.list ?? [];
  const values = form.getValues();

  // Only the chosen organisation's own departments: a department of another one is refused by the server.
  const departments = pathOptions(departmentsUnder(tree, values.organizeId || null));
  // Positions of the same name exist in several organisations: grouped by theirs, they can be told apart.
  const positionGroups = new Map<string, { value: string; label: string }[]>();
  for (const p of positions) {
    const group = findNode(tree, p.organizeId)?.fullName ?? '';
    positionGroups.set(group, [...(positionGroups.get(group) ?? []), { value: p.id, label: p.fullName }]);
  }

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
  return (
    <Stack gap="sm">
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md" verticalSpacing="sm">
        <TextInput label={labels.account} required autoComplete="off" data-autofocus {...form.getInputProps('account')} />
        <TextInput label={labels.realName} required autoComplete="off" {...form.getInputProps('realName')} />
        <Select
          label={labels.gender}
          data={GENDERS.map((g) => ({ value: g, label: t(`admin.user.genders.${g}`) }))}
          allowDeselect={false}
          {...form.getInputProps('gender')}
        />
        <TextInput label={labels.mobilePhone} type="tel" autoComplete="off" {...form.getInputProps('mobilePhone')} />
        <TextInput label={labels.email} type="email" autoComplete="off" {...form.getInputProps('email')} />
        <Select
          label={labels.organizeId}
          placeholder={t('admin.user.pickOrganization')}
          required
          data={pathOptions(tree, (n) => n.type === 'company')}
          {...pick}
          {...form.getInputProps('organizeId')}
          onChange={(id: string | null) => {
            form.setFieldValue('organizeId', id ?? '');
            // The department belonged to the organisation chosen before.
            form.setFieldValue('departmentId', null);
          }}
        />
        <Select
          label={labels.departmentId}
          placeholder={t('admin.common.noDepartment')}
          data={departments}
          clearable
          {...pick}
          {...form.getInputProps('departmentId')}
        />
        <Select
          label={labels.managerId}
          placeholder={t('admin.user.noManager')}
          data={managers.filter((u) => u.id !== selfId).map((u) => ({ value: u.id, label: u.fullName }))}
          clearable
          {...pick}
          {...form.getInputProps('managerId')}
        />
        <MultiSelect label={labels.roleId} data={roles.map((r) => ({ value: r.id, label: r.fullName }))} clearable {...pick} {...ids('roleId')} />
        <MultiSelect
          label={labels.positionId}
          data={[...positionGroups].map(([group, items]) => ({ group, items }))}
          clearable
          {...pick}
          {...ids('positionId')}
        />
        <MultiSelect label={labels.groupId} data={groups.map((g) => ({ value: g.id, label: g.fullName }))} clearable {...pick} {...ids('groupId')} />
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
      <OrderStateFields form={form} />
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
        <TagsInput label={labels.supplierCodes} clearable {...tags('supplierCodes')} />
        <TagsInput label={labels.plants} clearable {...tags('plants')} />
        <TagsInput label={labels.purchasingGroups} clearable {...tags('purchasingGroups')} />
      </SimpleGrid>
    </Stack>
  );
}
