import { Center, Loader } from '@mantine/core';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import type { TreeNode } from '../../../../shared/contracts/admin-fields.ts';
import { createUser, newUserForm, updateUser, userEditForm, type UserRow } from '../../../../shared/contracts/users.ts';
import { call } from '../../../api/client.ts';
import { useContractForm } from '../../../ui/use-contract-form.ts';
import { organizeTreeQuery, permissionKeys } from '../shared/queries.ts';
import { RecordModal } from '../../../ui/admin/record-modal.tsx';
import { findNode, organizationOf } from '../../../ui/admin/tree.ts';
import { userInfoQuery } from './queries.ts';
import { userName } from './user-actions.tsx';
import { UserFields } from './user-fields.tsx';
import { useUserLabels } from './user-labels.ts';

/** Adding starts in the organisation (or department) the list is filtered by. */
export type UserEditing = { mode: 'add'; filterId: string | null } | { mode: 'edit'; row: UserRow };

const blank = {
  account: '',
  realName: '',
  gender: 'unknown' as const,
  mobilePhone: '',
  email: '',
  organizeId: '',
  departmentId: null,
  managerId: null,
  roleId: '',
  positionId: '',
  groupId: '',
  enabledMark: 1 as const,
  description: '',
  sortCode: 0,
  supplierCodes: [],
  plants: [],
  purchasingGroups: [],
  signature: '',
};

/**
 * The checked form carries the id lists as arrays; the wire (as the original's clients send them) as
 * comma-joined text, which the server checks again.
 */
function onTheWire<B extends { roleId: string[]; positionId: string[]; groupId: string[] }>(body: B) {
  return { ...body, roleId: body.roleId.join(','), positionId: body.positionId.join(','), groupId: body.groupId.join(',') };
}

/** The organisation a tree node is in, and the department when it is one. */
function placeOf(tree: readonly TreeNode[], id: string): { organizeId: string; departmentId: string | null } | undefined {
  const node = findNode(tree, id);
  if (node?.type === 'company') return { organizeId: id, departmentId: null };
  const organizeId = node?.type === 'department' ? organizationOf(tree, id) : null;
  return organizeId ? { organizeId, departmentId: id } : undefined;
}

export function UserForm({ editing, onClose }: { editing: UserEditing; onClose: () => void }) {
  return editing.mode === 'add' ? <AddUser filterId={editing.filterId} onClose={onClose} /> : <EditUser row={editing.row} onClose={onClose} />;
}

/** A new user, with the first password they replace at the first sign-in. */
function AddUser({ filterId, onClose }: { filterId: string | null; onClose: () => void }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const labels = useUserLabels();
  const tree = useQuery(organizeTreeQuery()).data?.list ?? [];
  const place = filterId ? placeOf(tree, filterId) : undefined;
  const { form, submit, submitting, failure } = useContractForm(newUserForm, {
    labels,
    initialValues: { ...blank, ...place, userPassword: '' },
  });
  const save = submit(async (body) => {
    await call(createUser, { body: onTheWire(body) });
    await queryClient.invalidateQueries({ queryKey: permissionKeys.all });
    onClose();
  });
  return (
    <RecordModal
      opened
      size="xl"
      title={t('admin.common.addTitle', { what: t('admin.user.noun') })}
      onClose={onClose}
      onSubmit={save}
      submitting={submitting}
      failure={failure}
    >
      <UserFields form={form} labels={labels} selfId={null} />
    </RecordModal>
  );
}

/** An existing user: their record is read first (the list row lacks ids and may lack columns). */
function EditUser({ row, onClose }: { row: UserRow; onClose: () => void }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const labels = useUserLabels();
  const info = useQuery({ ...userInfoQuery(row.id), staleTime: 0 });
  const { form, submit, submitting, failure } = useContractForm(userEditForm, { labels, initialValues: blank });
  const record = info.data;
  useEffect(() => {
    // The form starts blank and takes the record once, when it arrives (a later refetch does not overwrite edits).
    if (record && !form.initialized) {
      // A field the detail leaves out is neither shown nor sent: the server keeps what it holds.
      const { id: _id, creatorTime: _created, hiddenFields, ...values } = record;
      form.initialize({ ...blank, ...values, ...Object.fromEntries(hiddenFields.map((f) => [f, undefined])), organizeId: values.organizeId ?? '' });
    }
  }, [record, form]);
  const save = submit(async (body) => {
    await call(updateUser, { params: { id: row.id }, body: onTheWire(body) });
    await queryClient.invalidateQueries({ queryKey: permissionKeys.all });
    onClose();
  });
  return (
    <RecordModal
      opened
      size="xl"
      title={t('admin.common.editTitle', { name: userName(row) })}
      onClose={onClose}
      // Until the record is there, Save has nothing to send.
      onSubmit={form.initialized ? save : (event) => event?.preventDefault()}
      submitting={submitting}
      failure={failure ?? info.error}
    >
      {form.initialized ? (
        <UserFields form={form} labels={labels} selfId={row.id} hidden={record?.hiddenFields ?? []} />
      ) : (
        !info.isError && (
          <Center py="xl">
            <Loader aria-label={t('common.loading')} />
          </Center>
        )
      )}
    </RecordModal>
  );
}
