import { Button } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../confirm-dialog.tsx';
import { notifyError } from '../../platform/notify.ts';
import { Permitted } from '../../platform/permitted.tsx';
import { ADMIN_QUERY_ROOT } from './queries.ts';

interface Props {
  name: string;
  remove: () => Promise<unknown>;
}

/**
 * Deletes a record after asking (btn_remove). A refusal (it still holds sub-items or members) is
 * shown in the server's words, which say what to move first.
 */
export function RemoveAction({ name, remove }: Props) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [asking, setAsking] = useState(false);
  const [busy, setBusy] = useState(false);
  const confirm = async () => {
    setBusy(true);
    try {
      await remove();
      setAsking(false);
      await queryClient.invalidateQueries({ queryKey: ADMIN_QUERY_ROOT });
    } catch (error) {
      setAsking(false);
      notifyError(error instanceof Error ? error.message : String(error));
    } finally {
      setBusy(false);
    }
  };
  return (
    <Permitted code="btn_remove">
      <Button size="compact-sm" variant="subtle" color="red" c="red.9" onClick={() => setAsking(true)} aria-label={`${t('admin.common.remove')} ${name}`}>
        {t('admin.common.remove')}
      </Button>
      <ConfirmDialog
        opened={asking}
        title={t('admin.common.removeTitle', { name })}
        message={t('admin.common.removeMessage', { name })}
        confirmLabel={t('admin.common.remove')}
        danger
        loading={busy}
        onConfirm={() => void confirm()}
        onCancel={() => setAsking(false)}
      />
    </Permitted>
  );
}
