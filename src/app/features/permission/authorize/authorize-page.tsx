import { Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useNavigate, useRouterState } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { OBJECT_TYPES, type ObjectType } from '../../../../shared/contracts/authorize.ts';
import { allUsersQuery } from '../shared/queries.ts';
import { EffectiveDrawer } from './effective-drawer.tsx';
import { GrantEditor } from './grant-editor.tsx';
import { ObjectPicker } from './object-picker.tsx';

const PATH = '/permission/authorize';

/** Who is chosen, read from the address (the route file is shared, so it has no search schema of its own). */
function chosenIn(searchStr: string): { objectType: ObjectType; objectId: string | null } {
  const search = new URLSearchParams(searchStr);
  const objectType = OBJECT_TYPES.find((type) => type === search.get('objectType')) ?? 'role';
  return { objectType, objectId: search.get('objectId') || null };
}

/**
 * Grants menus and their buttons, columns, form fields and data rules to a role, position, user or
 * group. The choice lives in the address, so the Roles page links straight to a role and a reload
 * keeps it.
 */
export function AuthorizePage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const searchStr = useRouterState({ select: (s) => s.location.searchStr });
  const { objectType, objectId } = chosenIn(searchStr);
  const choose = (type: ObjectType, id: string | null) => {
    const search = new URLSearchParams({ objectType: type, ...(id ? { objectId: id } : {}) });
    void navigate({ href: `${PATH}?${search.toString()}`, replace: true });
  };
  return (
    <Paper withBorder p="md" radius="md" maw={1200}>
      <Stack gap="md">
        <Title order={2} size="h4">
          {t('admin.authorize.title')}
        </Title>
        <ObjectPicker objectType={objectType} objectId={objectId} onChange={choose} />
        {objectType === 'user' && objectId && <EffectiveButton userId={objectId} />}
        {objectId ? (
          <GrantEditor key={`${objectType}:${objectId}`} objectType={objectType} objectId={objectId} />
        ) : (
          <Stack gap={4} align="center" py="xl" role="status">
            <Text fw={600}>{t('admin.authorize.emptyTitle')}</Text>
            <Text size="sm" c="gray.7" ta="center" maw={420}>
              {t('admin.authorize.emptyHint')}
            </Text>
          </Stack>
        )}
      </Stack>
    </Paper>
  );
}

/** Opens what the chosen user may use in the end, from all their roles, positions and groups. */
function EffectiveButton({ userId }: { userId: string }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const users = useQuery(allUsersQuery());
  const name = users.data?.list.find((u) => u.id === userId)?.realName ?? '';
  return (
    <Group>
      <Button variant="light" onClick={() => setOpen(true)}>
        {t('admin.authorize.effective.open')}
      </Button>
      {open && <EffectiveDrawer userId={userId} name={name} onClose={() => setOpen(false)} />}
    </Group>
  );
}
