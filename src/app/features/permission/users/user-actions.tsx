import { Button, Group, Menu } from '@mantine/core';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { deleteUser, forceUserOffline, toggleUserState, unlockUser, type UserRow } from '../../../../shared/contracts/users.ts';
import { callForAnswer } from '../../../api/client.ts';
import { usePermission } from '../../../platform/permitted.tsx';
import { ConfirmDialog } from '../../../ui/confirm-dialog.tsx';
import { ResetPasswordDialog } from './reset-password-dialog.tsx';
import { useUserCommand } from './user-command.ts';

export type UserAction = 'resetPassword' | 'unlock' | 'toggle' | 'forceOffline' | 'remove';

/** How a user is named in buttons and questions: the name, else the account (either may be a hidden column). */
export function userName(row: UserRow): string {
  return row.realName ?? row.account ?? row.id;
}

interface RowProps {
  row: UserRow;
  locked: boolean;
  onEdit: () => void;
  onAction: (action: UserAction) => void;
}

/** Edit, and the rarer account actions in a "More" menu; each shown only when its button is granted. */
export function UserRowActions({ row, locked, onEdit, onAction }: RowProps) {
  const { t } = useTranslation();
  const may = {
    edit: usePermission('button', 'btn_edit'),
    reset: usePermission('button', 'btn_resetPassword'),
    unlock: usePermission('button', 'btn_unlock'),
    offline: usePermission('button', 'btn_forceOffline'),
    remove: usePermission('button', 'btn_remove'),
  };
  const name = userName(row);
  // The visible words start each accessible name; the user's name follows, as the row's buttons look alike.
  const item = (label: string, action: UserAction, color?: string) => (
    <Menu.Item color={color} aria-label={`${label} ${name}`} onClick={() => onAction(action)}>
      {label}
    </Menu.Item>
  );
  const anyMore = may.reset || (may.unlock && locked) || may.edit || may.offline || may.remove;
  return (
    <Group gap={4} wrap="nowrap" role="group" aria-label={t('admin.common.rowActions', { name })}>
      {may.edit && (
        <Button size="compact-sm" variant="subtle" aria-label={`${t('admin.common.edit')} ${name}`} onClick={onEdit}>
          {t('admin.common.edit')}
        </Button>
      )}
      {anyMore && (
        <Menu position="bottom-end" shadow="md" withinPortal>
          <Menu.Target>
            <Button size="compact-sm" variant="subtle" aria-label={t('admin.user.moreFor', { name })}>
              {t('admin.user.more')}
            </Button>
          </Menu.Target>
          <Menu.Dropdown>
            {may.reset && item(t('admin.user.resetPassword'), 'resetPassword')}
            {may.unlock && locked && item(t('admin.user.unlock'), 'unlock')}
            {may.edit && item(t(row.enabledMark === 1 ? 'admin.user.disable' : 'admin.user.enable'), 'toggle')}
            {may.offline && item(t('admin.user.forceOffline'), 'forceOffline')}
            {may.remove && <Menu.Divider />}
            {may.remove && item(t('admin.common.remove'), 'remove', 'red.8')}
          </Menu.Dropdown>
        </Menu>
      )}
    </Group>
  );
}

/**
 * The account actions of the list: those that cannot hurt (unlock, enable) run at once, the others
 * ask first. One set of dialogs serves every row.
 */
export function useUserActions(): { start: (action: UserAction, row: UserRow) => void; dialogs: ReactNode } {
  const { t } = useTranslation();
  const { run, busy } = useUserCommand();
  const [pending, setPending] = useState<{ action: UserAction; row: UserRow } | null>(null);
  const close = () => setPending(null);
  const params = (row: UserRow) => ({ params: { id: row.id } });
  const start = (action: UserAction, row: UserRow) => {
    if (action === 'unlock') void run(() => callForAnswer(unlockUser, params(row)));
    else if (action === 'toggle' && row.enabledMark === 0) void run(() => callForAnswer(toggleUserState, params(row)));
    else setPending({ action, row });
  };
  const confirmed = (send: () => Promise<{ msg: string }>) => () => void run(send).then(close);

  let dialogs: ReactNode = null;
  if (pending) {
    const { action, row } = pending;
    const name = userName(row);
    const ask = (title: string, message: string, confirmLabel: string, send: () => Promise<{ msg: string }>) => (
      <ConfirmDialog opened title={title} message={message} confirmLabel={confirmLabel} danger loading={busy} onConfirm={confirmed(send)} onCancel={close} />
    );
    if (action === 'resetPassword') dialogs = <ResetPasswordDialog id={row.id} name={name} onClose={close} />;
    else if (action === 'toggle')
      dialogs = ask(t('admin.user.disableTitle', { name }), t('admin.user.disableMessage', { name }), t('admin.user.disable'), () =>
        callForAnswer(toggleUserState, params(row)),
      );
    else if (action === 'forceOffline')
      dialogs = ask(t('admin.user.forceOfflineTitle', { name }), t('admin.user.forceOfflineMessage', { name }), t('admin.user.forceOffline'), () =>
        callForAnswer(forceUserOffline, params(row)),
      );
    else if (action === 'remove')
      dialogs = ask(t('admin.common.removeTitle', { name }), t('admin.common.removeMessage', { name }), t('admin.common.remove'), () =>
        callForAnswer(deleteUser, params(row)),
      );
  }
  return { start, dialogs };
}
