import { Button, Group } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { useNavigate } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { deleteRole, toggleRoleState, type RoleRow } from '../../../../shared/contracts/roles.ts';
import { call } from '../../../api/client.ts';
import { Permitted, useHasPage } from '../../../shell/permitted.tsx';
import { PHONE_MAX_WIDTH } from '../../../ui/data-table.tsx';
import { RemoveAction } from '../shared/remove-action.tsx';
import { StateToggle } from '../shared/state-toggle.tsx';

/** The Authorise page opened on this role. */
export const authorizeHref = (roleId: string) => `/permission/authorize?objectType=role&objectId=${encodeURIComponent(roleId)}`;

/** A role row's actions, each shown only when the page grants its button. */
export function RoleActions({ role, onEdit }: { role: RoleRow; onEdit: () => void }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  // On a phone the actions sit in a card beside their label and must wrap; in the table they stay on one line.
  const narrow = useMediaQuery(`(max-width: ${PHONE_MAX_WIDTH}px)`, false);
  const href = authorizeHref(role.id);
  const mayAuthorize = useHasPage('/permission/authorize');
  return (
    <Group gap={4} wrap={narrow ? 'wrap' : 'nowrap'} aria-label={t('admin.common.rowActions', { name: role.fullName })} role="group">
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
      {mayAuthorize && (
        <Button
          component="a"
          href={href}
          size="compact-sm"
          variant="subtle"
          aria-label={t('admin.role.authorizeLabel', { name: role.fullName })}
          onClick={(e: React.MouseEvent<HTMLAnchorElement>) => {
            // A plain click stays in the app; a modified one (new tab) keeps the link's own behaviour.
            if (e.metaKey || e.ctrlKey || e.shiftKey || e.button !== 0) return;
            e.preventDefault();
            void navigate({ href });
          }}
        >
          {t('admin.role.authorize')}
        </Button>
      )}
      <RemoveAction name={role.fullName} remove={() => call(deleteRole, { params: { id: role.id } })} />
    </Group>
  );
}
