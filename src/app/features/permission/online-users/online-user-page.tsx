import { Button, Group, Paper, Stack, Text, TextInput, Title, Tooltip } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { listOnlineUsers, type OnlineUserRow } from '../../../../shared/contracts/online-users.ts';
import { forceUserOffline } from '../../../../shared/contracts/users.ts';
import { PAGINATION } from '../../../../shared/constants.ts';
import { formatDateTime } from '../../../../shared/domain/format.ts';
import { call } from '../../../api/client.ts';
import { notifyError } from '../../../platform/notify.ts';
import { Permitted, useOwnUserId } from '../../../platform/permitted.tsx';
import { ConfirmDialog } from '../../../ui/confirm-dialog.tsx';
import { DataTable } from '../../../ui/data-table.tsx';
import { ErrorState } from '../../../ui/error-state.tsx';
import { StatusBadge } from '../../../ui/status-badge.tsx';
import { permissionKeys } from '../shared/queries.ts';
import { RowActions } from '../../../ui/admin/row-actions.tsx';
import { serverTable } from '../../../ui/admin/use-server-list.ts';
import { pagedListSearch } from '../../../../shared/domain/list-search.ts';
import { useAddressSearchState } from '../../../platform/search-state.ts';

/** Refreshed while open, so a forced-out or newly signed-in user shows without a reload. */
const REFRESH_MS = 30_000;

/** Who is signed in now: one row per session (device), with force offline behind its button. */
export function OnlineUserPage() {
  const { t } = useTranslation();
  const [list, setList] = useAddressSearchState(pagedListSearch);
  const { keyword, currentPage: page } = list;
  const [searched] = useDebouncedValue(keyword.trim(), 300);
  const setPage = (currentPage: number) => setList({ ...list, currentPage });
  const [signingOut, setSigningOut] = useState<OnlineUserRow | null>(null);
  const self = useOwnUserId();
  const query = useQuery({
    queryKey: [...permissionKeys.all, 'online', searched, page],
    queryFn: () => call(listOnlineUsers, { query: { currentPage: page, pageSize: PAGINATION.pageSize, ...(searched ? { keyword: searched } : {}) } }),
    placeholderData: keepPreviousData,
    refetchInterval: REFRESH_MS,
  });
  return (
    <Paper withBorder p="md" radius="md" maw={1400}>
      <Stack gap="sm">
        <Group justify="space-between" wrap="wrap">
          <Title order={2} size="h4">
            {t('admin.online.title')}
          </Title>
          <Group gap="sm" wrap="wrap">
            <TextInput
              aria-label={t('admin.common.search')}
              placeholder={t('admin.online.searchHint')}
              value={keyword}
              onChange={(e) => setList({ keyword: e.currentTarget.value, currentPage: 1 })}
              w={240}
            />
            <Button variant="default" onClick={() => void query.refetch()} loading={query.isFetching && !query.isPending}>
              {t('admin.online.refresh')}
            </Button>
          </Group>
        </Group>
        {query.isError ? (
          <ErrorState message={t('admin.common.loadFailed')} onRetry={() => void query.refetch()} />
        ) : (
          <DataTable<OnlineUserRow>
            ariaLabel={t('admin.online.title')}
            {...serverTable(t, query, page, setPage)}
            minWidth={1000}
            rowAttributes={(r) => ({ 'data-testid': `online-${r.userAccount}` })}
            columns={[
              { key: 'userAccount', title: t('admin.online.account'), noWrap: true },
              {
                key: 'userName',
                title: t('admin.online.name'),
                render: (r) => (
                  <Group gap={6} wrap="nowrap">
                    <Text span size="sm">
                      {r.userName}
                    </Text>
                    {r.locked && (
                      <StatusBadge color="gray" variant="light">
                        {t('admin.online.locked')}
                      </StatusBadge>
                    )}
                  </Group>
                ),
              },
              { key: 'organize', title: t('admin.common.organization'), render: (r) => r.organize || '—' },
              { key: 'loginTime', title: t('admin.online.since'), noWrap: true, render: (r) => formatDateTime(r.loginTime) },
              { key: 'lastActivityTime', title: t('admin.online.lastActivity'), noWrap: true, render: (r) => formatDateTime(r.lastActivityTime) },
              { key: 'loginIPAddress', title: t('admin.online.address'), noWrap: true, render: (r) => r.loginIPAddress || '—' },
              {
                key: 'loginSystem',
                title: t('admin.online.client'),
                render: (r) => (
                  <Tooltip label={r.userAgent} multiline w={320} disabled={r.userAgent === ''}>
                    <Text span size="sm" tabIndex={0}>
                      {r.loginSystem}
                    </Text>
                  </Tooltip>
                ),
              },
              {
                key: 'actions',
                title: t('admin.common.actions'),
                noWrap: true,
                fixed: 'right',
                render: (r) => (
                  <RowActions name={r.userName}>
                    {/* One's own sessions end by signing out (the server refuses forcing oneself). */}
                    <Permitted code="btn_forceOffline">
                      {r.userId !== self && (
                        <Button size="compact-sm" variant="subtle" color="red" c="red.9" onClick={() => setSigningOut(r)}>
                          {t('admin.user.forceOffline')}
                        </Button>
                      )}
                    </Permitted>
                  </RowActions>
                ),
              },
            ]}
          />
        )}
      </Stack>
      {signingOut && <ForceOfflineDialog row={signingOut} onClose={() => setSigningOut(null)} />}
    </Paper>
  );
}

function ForceOfflineDialog({ row, onClose }: { row: OnlineUserRow; onClose: () => void }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [busy, setBusy] = useState(false);
  const confirm = async () => {
    setBusy(true);
    try {
      await call(forceUserOffline, { params: { id: row.userId } });
      await queryClient.invalidateQueries({ queryKey: permissionKeys.all });
      onClose();
    } catch (error) {
      notifyError(error instanceof Error ? error.message : String(error));
      setBusy(false);
    }
  };
  return (
    <ConfirmDialog
      opened
      title={t('admin.user.forceOfflineTitle', { name: row.userName })}
      message={t('admin.user.forceOfflineMessage', { name: row.userName })}
      confirmLabel={t('admin.user.forceOffline')}
      danger
      loading={busy}
      onConfirm={() => void confirm()}
      onCancel={onClose}
    />
  );
}
