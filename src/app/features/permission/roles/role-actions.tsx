import { Button } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { deleteRole, toggleRoleState, type RoleRow } from '../../../../shared/contracts/roles.ts';
import { call } from '../../../api/client.ts';
import { Permitted } from '../../../platform/permitted.tsx';
import { AuthorizeLink } from '../shared/authorize-link.tsx';
import { RemoveAction } from '../../../ui/admin/remove-action.tsx';
import { RowActions } from '../../../ui/admin/row-actions.tsx';
import { StateToggle } from '../../../ui/admin/state-toggle.tsx';

/** A role row's actions, each shown only when the page grants its button. */
export function RoleActions({ role, onEdit }: { role: RoleRow; onEdit: () => void }) {
  const { t } = useTranslation();
  return (
    <RowActions name={role.fullName}>
      <Permitted code="btn_edit">
        <Button size="compact-sm" variant="subtle" onClick={onEdit}>
          {t('admin.common.edit')}
        </Button>
        <StateToggle
          name={role.fullName}
          enabled={role.enabledMark === 1}
          toggle={() => call(toggleRoleState, { params: { id: role.id } })}
          disableMessage={t('admin.role.disableMessage', { name: role.fullName })}
        />
      </Permitted>
      <AuthorizeLink objectType="role" id={role.id} name={role.fullName} />
      <RemoveAction name={role.fullName} remove={() => call(deleteRole, { params: { id: role.id } })} />
    </RowActions>
  );
}
