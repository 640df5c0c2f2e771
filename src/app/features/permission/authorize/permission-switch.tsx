import { Box, Switch, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { CatalogueModule } from '../../../../shared/contracts/authorize.ts';
import { setMenuPermissionSwitches, type PermissionSwitch } from '../../../../shared/contracts/menus.ts';
import { MESSAGE_DURATION_MS } from '../../../../shared/constants.ts';
import { callForAnswer } from '../../../api/client.ts';
import { notifyError } from '../../../platform/notify.ts';
import { usePagePermission } from '../../../platform/permitted.tsx';
import { ConfirmDialog } from '../../../ui/confirm-dialog.tsx';
import { permissionKeys } from '../shared/queries.ts';
import type { SubItemType } from './grants.ts';

/** The menu switch that puts each kind of item in force (buttons are always in force). */
export const SWITCH_OF: Record<Exclude<SubItemType, 'button'>, PermissionSwitch> = {
  column: 'isColumnAuthorize',
  form: 'isFormAuthorize',
  resource: 'isDataAuthorize',
};

/**
 * Whether a menu's columns (form fields, data rules) are in force, beside the ticks they govern: with
 * the switch off, ticking them changes nothing, which a user cannot otherwise tell. The switch is the
 * menu's, for everyone who holds it, so it asks first and only those who may edit menus can flip it.
 */
export function PermissionSwitchLine({ node, kind, menuTitle }: { node: CatalogueModule; kind: PermissionSwitch; menuTitle: string }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const mayEdit = usePagePermission('/system/menu', 'button', 'btn_edit');
  const [asking, setAsking] = useState(false);
  const [busy, setBusy] = useState(false);
  const on = node[kind] === 1;
  const words = { switch: t(`admin.authorize.switches.${kind}.label`), menu: menuTitle };

  const flip = async () => {
    setBusy(true);
    try {
      const { msg } = await callForAnswer(setMenuPermissionSwitches, { params: { id: node.id }, body: { [kind]: on ? 0 : 1 } });
      await queryClient.invalidateQueries({ queryKey: permissionKeys.all });
      setAsking(false);
      notifications.show({ color: 'green', message: msg || t('admin.saved'), autoClose: MESSAGE_DURATION_MS });
    } catch (error) {
      notifyError(error instanceof Error ? error.message : String(error));
    } finally {
      setBusy(false);
    }
  };

  const state = t(`admin.authorize.switches.${kind}.${on ? 'on' : 'off'}`);
  // Off is the state that surprises (ticks doing nothing), so it is the one in bold.
  const stateStyle = { size: 'xs', c: 'gray.8', fw: on ? 400 : 600 } as const;
  return (
    <Box mb={6}>
      {mayEdit ? (
        <Switch
          size="xs"
          checked={on}
          onChange={() => setAsking(true)}
          label={words.switch}
          description={
            <Text span {...stateStyle}>
              {state}
            </Text>
          }
          aria-label={`${words.switch}: ${menuTitle}`}
          data-testid={`switch-${kind}-${node.enCode}`}
        />
      ) : (
        <Text {...stateStyle}>
          {state} {t('admin.authorize.switches.askMenus')}
        </Text>
      )}
      <ConfirmDialog
        opened={asking}
        title={t(`admin.authorize.switches.${on ? 'offTitle' : 'onTitle'}`, words)}
        message={t(`admin.authorize.switches.${on ? 'offMessage' : 'onMessage'}`, words)}
        confirmLabel={t(`admin.authorize.switches.${on ? 'turnOff' : 'turnOn'}`)}
        loading={busy}
        onConfirm={() => void flip()}
        onCancel={() => setAsking(false)}
      />
    </Box>
  );
}
