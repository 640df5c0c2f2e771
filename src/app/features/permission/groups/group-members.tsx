import { Modal } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { MESSAGE_DURATION_MS } from '../../../../shared/constants.ts';
import { groupMembers, setGroupMembers, type UserGroupRow } from '../../../../shared/contracts/user-groups.ts';
import { call, callForAnswer } from '../../../api/client.ts';
import { notifyError } from '../../../platform/notify.ts';
import { ErrorState } from '../../../ui/error-state.tsx';
import { UserTransfer } from '../../../ui/pickers/user-transfer.tsx';
import { permissionKeys } from '../shared/queries.ts';

/** A group's members in the user transfer: whoever is on the right when confirmed is a member. */
export function GroupMembers({ group, onClose }: { group: UserGroupRow; onClose: () => void }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [saving, setSaving] = useState(false);
  const members = useQuery({
    queryKey: [...permissionKeys.all, 'groupMembers', group.id],
    queryFn: () => call(groupMembers, { params: { id: group.id } }),
  });
  const heading = t('admin.group.membersOf', { name: group.fullName });

  const save = async (userIds: string[]) => {
    setSaving(true);
    try {
      const { msg } = await callForAnswer(setGroupMembers, { params: { id: group.id }, body: { userIds } });
      await queryClient.invalidateQueries({ queryKey: permissionKeys.all });
      notifications.show({ color: 'green', message: msg || t('admin.saved'), autoClose: MESSAGE_DURATION_MS });
      onClose();
    } catch (error) {
      notifyError(error instanceof Error ? error.message : String(error));
    } finally {
      setSaving(false);
    }
  };

  if (members.isError) {
    return (
      <Modal opened onClose={onClose} title={heading} centered>
        <ErrorState message={t('admin.common.loadFailed')} onRetry={() => void members.refetch()} />
      </Modal>
    );
  }
  if (!members.data) return null;
  return (
    <UserTransfer
      heading={heading}
      title={t('admin.group.members')}
      value={members.data.list.map((u) => ({ id: u.id, fullName: u.fullName, organize: u.organize }))}
      saving={saving}
      onClose={onClose}
      onConfirm={(users) => void save(users.map((u) => u.id))}
    />
  );
}
