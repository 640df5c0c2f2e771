import { Alert, Center, Drawer, Group, Loader, Paper, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { effectivePermissions, type EffectiveModule, type GrantSource, type GrantedItem } from '../../../../shared/contracts/effective-permissions.ts';
import type { DataOf } from '../../../../shared/contracts/endpoint.ts';
import { pickLanguage } from '../../../../shared/i18n/languages.ts';
import { call } from '../../../api/client.ts';
import { ErrorState } from '../../../ui/error-state.tsx';
import { StatusBadge } from '../../../ui/status-badge.tsx';
import { permissionKeys } from '../shared/queries.ts';
import { RecordCheck } from './record-check.tsx';

type Via = EffectiveModule['via'];
type EffectivePermissions = DataOf<typeof effectivePermissions>;

/**
 * What a user may use, and where each grant comes from: per granted menu its sources, then its
 * buttons, columns, form fields and data rules with theirs; a menu granted but not shown says why.
 */
export function EffectiveDrawer({ userId, name, onClose }: { userId: string; name: string; onClose: () => void }) {
  const { t } = useTranslation();
  const query = useQuery({
    queryKey: [...permissionKeys.all, 'effective', userId],
    queryFn: () => call(effectivePermissions, { params: { id: userId } }),
  });
  return (
    <Drawer opened onClose={onClose} position="right" size="xl" title={t('admin.authorize.effective.title', { name })}>
      {query.isError ? (
        <ErrorState message={t('admin.authorize.loadFailed')} onRetry={() => void query.refetch()} />
      ) : !query.data ? (
        <Center py="xl">
          <Loader size="sm" aria-label={t('admin.authorize.effective.open')} />
        </Center>
      ) : (
        <Stack gap="md">
          <Sources sources={query.data.sources} />
          {query.data.administers.length > 0 && <Administers administers={query.data.administers} />}
          {query.data.user.isAdministrator ? (
            <Alert color="blue">{t('admin.authorize.effective.administrator')}</Alert>
          ) : query.data.modules.length === 0 ? (
            <Text size="sm">{t('admin.authorize.effective.none')}</Text>
          ) : (
            query.data.modules.map((m) => <ModuleCard key={m.id} module={m} sources={query.data.sources} />)
          )}
          <RecordCheck userId={userId} name={name} checkable={query.data.checkable} />
        </Stack>
      )}
    </Drawer>
  );
}

function Sources({ sources }: { sources: readonly GrantSource[] }) {
  const { t } = useTranslation();
  return (
    <Stack gap={6}>
      <Title order={3} size="h6">
        {t('admin.authorize.effective.sources')}
      </Title>
      <Group gap={6}>
        {sources.map((s) => (
          <StatusBadge key={`${s.objectType}:${s.objectId}`} color={s.enabled ? 'blue' : 'gray'} variant="light">
            {s.objectType === 'user' ? t('admin.authorize.effective.direct') : `${t(`admin.authorize.${s.objectType}`)}: ${s.fullName}`}
            {s.enabled ? '' : ` (${t('admin.authorize.effective.disabled')})`}
          </StatusBadge>
        ))}
      </Group>
    </Stack>
  );
}

type Administration = EffectivePermissions['administers'][number];

/** The organisations the user is a tiered administrator of: where the organisation pages come from for them. */
function Administers({ administers }: { administers: readonly Administration[] }) {
  const { t } = useTranslation();
  const layer = (rights: Administration['rights'], prefix: 'thisLayer' | 'subLayer') => {
    const held = rights.filter((r) => r.startsWith(prefix)).map((r) => t(`admin.organizeAdmin.right${r.slice(prefix.length)}`));
    const rightsText = held.length > 0 ? held.join(t('admin.authorize.effective.listSeparator')) : t('admin.authorize.effective.nothing');
    return t('admin.authorize.effective.layerRights', { layer: t(`admin.organizeAdmin.${prefix}`), rights: rightsText });
  };
  return (
    <Stack gap={6} data-testid="effective-administers">
      <Title order={3} size="h6">
        {t('admin.authorize.effective.administers')}
      </Title>
      <Text size="sm" c="gray.7">
        {t('admin.authorize.effective.administersNote')}
      </Text>
      {administers.map((a) => (
        <Text key={a.organizeId} size="sm">
          <Text span fw={600}>
            {a.fullName}
          </Text>
          {` — ${layer(a.rights, 'thisLayer')} · ${layer(a.rights, 'subLayer')}`}
        </Text>
      ))}
    </Stack>
  );
}

/** "from Role Yard Clerk, Position Yard Lead". */
function useViaText(sources: readonly GrantSource[]): (via: Via) => string {
  const { t } = useTranslation();
  return (via) =>
    via
      .map((v) => {
        if (v.objectType === 'user') return t('admin.authorize.effective.direct');
        const source = sources.find((s) => s.objectType === v.objectType && s.objectId === v.objectId);
        return `${t(`admin.authorize.${v.objectType}`)} ${source?.fullName ?? ''}`.trim();
      })
      .join(', ');
}

function ModuleCard({ module, sources }: { module: EffectiveModule; sources: readonly GrantSource[] }) {
  const { t, i18n } = useTranslation();
  const viaText = useViaText(sources);
  const title = module.fullNameI18n?.[pickLanguage(i18n.language)] || module.fullName;
  const items = (label: string, list: readonly GrantedItem[], openText: string | null) => (
    <Stack gap={2}>
      <Text size="sm" fw={600}>
        {label}
      </Text>
      {openText ? (
        <Text size="sm">{openText}</Text>
      ) : (
        list.map((i) => (
          <Text key={i.id} size="sm">
            {i.fullName} <Text span size="xs" c="gray.7">{`${i.enCode} · ${t('admin.authorize.effective.from')} ${viaText(i.via)}`}</Text>
          </Text>
        ))
      )}
    </Stack>
  );
  return (
    <Paper withBorder p="sm" radius="sm" data-testid={`effective-${module.enCode}`}>
      <Stack gap={6}>
        <Group justify="space-between" wrap="wrap" gap={6}>
          <Text fw={600}>{title}</Text>
          <Text size="xs" c="gray.7">{`${t('admin.authorize.effective.from')} ${viaText(module.via)}`}</Text>
        </Group>
        {module.notShown && (
          <StatusBadge color="orange" variant="light">
            {t(`admin.authorize.effective.notShown.${module.notShown}`)}
          </StatusBadge>
        )}
        {module.type !== 1 && (
          <>
            {module.button.length > 0 && items(t('admin.authorize.buttons'), module.button, null)}
            {items(t('admin.authorize.columns'), module.column, module.columnPermission ? null : t('admin.authorize.effective.allColumns'))}
            {items(t('admin.authorize.forms'), module.form, module.formPermission ? null : t('admin.authorize.effective.allForm'))}
            {items(
              t('admin.authorize.resources'),
              module.resource,
              !module.dataPermission ? t('admin.authorize.effective.allRows') : module.resource.length === 0 ? t('admin.authorize.effective.noRows') : null,
            )}
          </>
        )}
      </Stack>
    </Paper>
  );
}
