import { Button } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { notifyError } from '../../platform/notify.ts';
import { ConfirmDialog } from '../confirm-dialog.tsx';
import { ADMIN_QUERY_ROOT } from './queries.ts';

interface Props {
  name: string;
  enabled: boolean;
  toggle: () => Promise<unknown>;
  /** What disabling takes away, said before it happens. */
  disableMessage: string;
}

/** Enables at once; disabling asks first, since users lose what the record gives them. */
export function StateToggle({ name, enabled, toggle, disableMessage }: Props) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [asking, setAsking] = useState(false);
  const [busy, setBusy] = useState(false);
  const run = async () => {
    setBusy(true);
    try {
      await toggle();
      await queryClient.invalidateQueries({ queryKey: ADMIN_QUERY_ROOT });
    } catch (error) {
      notifyError(error instanceof Error ? error.message : String(error));
    } finally {
      setBusy(false);
      setAsking(false);
    }
  };
  return (
    <>
      <Button size="compact-sm" variant="subtle" loading={busy && !asking} onClick={() => (enabled ? setAsking(true) : void run())}>
        {t(enabled ? 'admin.common.disable' : 'admin.common.enable')}
      </Button>
      <ConfirmDialog
        opened={asking}
        title={t('admin.common.disableTitle', { name })}
        message={disableMessage}
        confirmLabel={t('admin.common.disable')}
        danger
        loading={busy}
        onConfirm={() => void run()}
        onCancel={() => setAsking(false)}
      />
    </>
  );
}
