import { Button } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { deleteRole, toggleRoleState, type RoleRow } from '../../../../shared/contracts/roles.ts';
import { call } from '../../../api/client.ts';
import { Permitted } from '../../../platform/permitted.tsx';
import { AuthorizeLink } from '../shared/authorize-link.tsx';
import { RemoveAction } from '../../../ui/admin/remove-action.tsx';
import { RowActions } from '../../../ui/admin/row-actions.tsx';
import { StateToggle } from '../../../ui/admin/state-toggle.tsx';
import { useLocalName } from '../../../ui/use-local-name.ts';

/** A role row's actions, each shown only when the page grants its button. */
export function RoleActions({ role, onEdit }: { role: RoleRow; onEdit: () => void }) {
  const { t } = useTranslation();
  const name = useLocalName()(role);
  return (
    <RowActions name={name}>
      <Permitted code="btn_edit">
        <Button size="compact-sm" variant="subtle" onClick={onEdit}>
          {t('admin.common.edit')}
        </Button>
        <StateToggle
          name={name}
          enabled={role.enabledMark === 1}
          toggle={() => call(toggleRoleState, { params: { id: role.id } })}
          disableMessage={t('admin.role.disableMessage', { name })}
        />
      </Permitted>
      <AuthorizeLink objectType="role" id={role.id} name={name} />
      <RemoveAction name={name} remove={() => call(deleteRole, { params: { id: role.id } })} />
    </RowActions>
  );
}
