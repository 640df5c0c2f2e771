import { Box, Button, Center, Group, Loader, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { authorizeCatalogue, getAuthorization, setAuthorization, type CatalogueModule, type ObjectType } from '../../../../shared/contracts/authorize.ts';
import { MESSAGE_DURATION_MS } from '../../../../shared/constants.ts';
import { pickLanguage } from '../../../../shared/i18n/languages.ts';
import { callForAnswer, call } from '../../../api/client.ts';
import { notifyError } from '../../../platform/notify.ts';
import { Permitted } from '../../../platform/permitted.tsx';
import { EmptyState } from '../../../ui/empty-state.tsx';
import { ErrorState } from '../../../ui/error-state.tsx';
import { StatusBadge } from '../../../ui/status-badge.tsx';
import { permissionKeys } from '../shared/queries.ts';
import { fromServer, grantAll, indexCatalogue, noGrants, sameGrants, setItem, setModule, toBody, type Grants } from './grants.ts';
import { MenuNode } from './menu-node.tsx';

/**
 * What one object is granted, as the catalogue's menus with their items ticked. The page mounts one
 * editor per object (keyed), so unsaved ticks never carry over to the next object chosen.
 */
export function GrantEditor({ objectType, objectId }: { objectType: ObjectType; objectId: string }) {
  const { t, i18n } = useTranslation();
  const queryClient = useQueryClient();
  const catalogue = useQuery({ queryKey: [...permissionKeys.all, 'authorizeCatalogue'], queryFn: () => call(authorizeCatalogue) });
  const granted = useQuery({
    queryKey: [...permissionKeys.all, 'authorization', objectType, objectId],
    queryFn: () => call(getAuthorization, { params: { objectId }, query: { objectType } }),
  });
  const index = useMemo(() => indexCatalogue(catalogue.data?.list ?? []), [catalogue.data]);
  const saved = useMemo(() => (granted.data ? fromServer(granted.data, index) : noGrants()), [granted.data, index]);
  const [edited, setEdited] = useState<Grants | null>(null);
  const [saving, setSaving] = useState(false);
  const grants = edited ?? saved;
  const changed = edited !== null && !sameGrants(edited, saved);
  const language = pickLanguage(i18n.language);
  // The shell's rule for menu titles: the screen's language where the menu has one, else fullName.
  const titleOf = (node: CatalogueModule) => node.fullNameI18n?.[language] || node.fullName;

  const save = async () => {
    setSaving(true);
    try {
      const { msg } = await callForAnswer(setAuthorization, { params: { objectId }, body: { objectType, ...toBody(grants) } });
      // The saved set comes back from the server before the edits are dropped, so nothing flickers.
      await queryClient.invalidateQueries({ queryKey: permissionKeys.all });
      setEdited(null);
      notifications.show({ color: 'green', message: msg || t('admin.saved'), autoClose: MESSAGE_DURATION_MS });
    } catch (error) {
      notifyError(error instanceof Error ? error.message : String(error));
    } finally {
      setSaving(false);
    }
  };

  if (catalogue.isError || granted.isError)
    return (
      <ErrorState
        message={(granted.error ?? catalogue.error)?.message ?? t('admin.authorize.loadFailed')}
        onRetry={() => void Promise.all([catalogue.refetch(), granted.refetch()])}
      />
    );
  if (!catalogue.data || !granted.data)
    return (
      <Center py="xl">
        <Loader size="sm" aria-label={t('admin.authorize.title')} />
      </Center>
    );
  const list = catalogue.data.list;
  return (
    <Stack gap="sm">
      <Box
        // Stays in view over a long catalogue, so Save is never a scroll away.
        pos="sticky"
        top="var(--app-shell-header-offset, 0px)"
        bg="white"
        py="xs"
        style={{ zIndex: 2, borderBottom: '1px solid var(--mantine-color-gray-3)' }}
      >
        <Group justify="space-between" wrap="wrap" gap="xs">
          <Group gap="xs" wrap="wrap">
            <Text size="sm" role="status">
              {t('admin.authorize.summary', { count: grants.module.size })}
            </Text>
            {changed && (
              <StatusBadge color="orange" variant="light">
                {t('admin.authorize.unsaved')}
              </StatusBadge>
            )}
          </Group>
          <Group gap="xs" wrap="wrap">
            <Button variant="default" size="sm" disabled={saving || list.length === 0} onClick={() => setEdited(grantAll(index))}>
              {t('admin.authorize.selectAll')}
            </Button>
            <Button variant="default" size="sm" disabled={saving || list.length === 0} onClick={() => setEdited(noGrants())}>
              {t('admin.authorize.clear')}
            </Button>
            <Permitted code="btn_edit">
              <Button size="sm" disabled={!changed} loading={saving} onClick={() => void save()}>
                {t('admin.common.save')}
              </Button>
            </Permitted>
          </Group>
        </Group>
      </Box>
      {list.length === 0 ? (
        <EmptyState message={t('admin.authorize.nothing')} />
      ) : (
        <Stack gap="md">
          {list.map((node) => (
            <MenuNode
              key={node.id}
              node={node}
              grants={grants}
              titleOf={titleOf}
              disabled={saving}
              onModule={(id, on) => setEdited(setModule(grants, index, id, on))}
              onItem={(type, id, on) => setEdited(setItem(grants, index, type, id, on))}
            />
          ))}
        </Stack>
      )}
    </Stack>
  );
}
