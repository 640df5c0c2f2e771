import { notifications } from '@mantine/notifications';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { MESSAGE_DURATION_MS } from '../../../../shared/constants.ts';
import { notifyError } from '../../../platform/notify.ts';
import { permissionKeys } from '../shared/queries.ts';

/**
 * Runs one of the account actions (unlock, enable, sign out...): the server's own words confirm it
 * (they are already in the user's language), a refusal is shown the same way, and the lists reload.
 */
export function useUserCommand() {
  const queryClient = useQueryClient();
  const [busy, setBusy] = useState(false);
  /** Says a write succeeded, in the server's words, and reloads what it changed. */
  const announce = async (msg: string) => {
    if (msg) notifications.show({ color: 'green', message: msg, autoClose: MESSAGE_DURATION_MS });
    await queryClient.invalidateQueries({ queryKey: permissionKeys.all });
  };
  const run = async (send: () => Promise<{ msg: string }>): Promise<boolean> => {
    setBusy(true);
    try {
      await announce((await send()).msg);
      return true;
    } catch (error) {
      notifyError(error instanceof Error ? error.message : String(error));
      return false;
    } finally {
      setBusy(false);
    }
  };
  return { run, announce, busy };
}
