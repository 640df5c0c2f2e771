import { Button, Drawer, Group, Indicator, Stack, Text, Tooltip, UnstyledButton, VisuallyHidden } from '@mantine/core';
import { lazy, Suspense, useEffect, useRef } from 'react';
import { useDisclosure } from '@mantine/hooks';
import { notifications } from '@mantine/notifications';
import { useTranslation } from 'react-i18next';
import type { ConnectionStatus } from '../../offline/db.ts';
import { requestSync } from '../../offline/loop.ts';
import { useSyncStatus } from '../../offline/use-sync-status.ts';
import { formatRelative } from '../format.ts';
import { useRefusalNotices } from './refusal-notices.tsx';
import { Loading } from '../../ui/loading.tsx';
import { StatusBadge } from '../../ui/status-badge.tsx';
import { useMountOnOpen } from '../../ui/mount-on-open.ts';

// The refused actions with their comparisons (and the list table) load when the panel opens.
const AttentionList = lazy(async () => ({ default: (await import('./attention-list.tsx')).AttentionList }));

const COLOUR: Record<ConnectionStatus, string> = { online: 'green', syncing: 'blue', offline: 'gray', needsSignIn: 'orange', error: 'red' };

/**
 * The connection in the header: state, unsent actions and the last sync; it opens the attention
 * panel, where refused actions wait for the user to retry or discard them.
 */
export function SyncIndicator({ userId }: { userId: string }) {
  const { t } = useTranslation();
  const [opened, panel] = useDisclosure(false);
  const overlay = useMountOnOpen(opened);
  const { loaded, state, unsent, rejected, otherAccountsUnsent } = useSyncStatus(userId);
  const status: ConnectionStatus = state?.status ?? 'syncing';
  const lastSync = state?.lastSyncAt ? formatRelative(t, state.lastSyncAt) : t('sync.never');
  // Told once per sign-in, not only inside the panel: these actions wait for someone else.
  const told = useRef(false);
  useEffect(() => {
    if (otherAccountsUnsent === 0 || told.current) return;
    told.current = true;
    notifications.show({ color: 'orange', message: t('sync.otherAccounts', { count: otherAccountsUnsent }), autoClose: 8000 });
  }, [otherAccountsUnsent, t]);
  useRefusalNotices(rejected, panel.open);
  // A pull of many pages (the first one of a large account) says how far it has come.
  const received = status === 'syncing' && state?.pulledRows ? ` · ${t('sync.received', { rows: state.pulledRows })}` : '';
  const summary = `${t(`sync.status.${status}`)}${received} · ${t('sync.unsent', { count: unsent })} · ${t('sync.lastSync', { when: lastSync })}`;
  const refusedCount = rejected.length > 0 ? ` · ${t('sync.refused')}: ${rejected.length}` : '';
  return (
    <>
      <Tooltip label={summary}>
        <UnstyledButton
          onClick={panel.open}
          data-testid="sync-indicator"
          data-status={status}
          data-unsent={loaded ? unsent : undefined}
          // State and count whole at every width, on one line (it was cut to "OFFLI…" on a phone).
          style={{ whiteSpace: 'nowrap', flexShrink: 0 }}
        >
          {/* Named by what it shows, then the details (a label unlike the visible words misleads voice control). */}
          <Indicator color="red" disabled={rejected.length === 0} label={<span aria-hidden>{rejected.length}</span>} size={16}>
            <StatusBadge color={COLOUR[status]} variant="light">
              {t(`sync.status.${status}`)}
              {unsent > 0 ? ` · ${unsent}` : ''}
            </StatusBadge>
          </Indicator>
          <VisuallyHidden>{`${received} · ${t('sync.unsent', { count: unsent })} · ${t('sync.lastSync', { when: lastSync })}${refusedCount}`}</VisuallyHidden>
        </UnstyledButton>
      </Tooltip>
      {overlay.mounted && (
        <Drawer opened={overlay.opened} onClose={panel.close} position="right" size="lg" title={t('sync.title')}>
          <Stack gap="md">
            <Group justify="space-between">
              <Stack gap={2}>
                <Text size="sm">
                  {t(`sync.status.${status}`)}
                  {received}
                </Text>
                <Text size="xs" c="dimmed">
                  {t('sync.unsent', { count: unsent })} · {t('sync.lastSync', { when: lastSync })}
                </Text>
              </Stack>
              <Button size="xs" variant="light" onClick={requestSync}>
                {t('sync.now')}
              </Button>
            </Group>
            {state?.status === 'error' && state.lastError && (
              <Text size="sm" c="red">
                {t('sync.failedWith', { message: state.lastError })}
              </Text>
            )}
            {otherAccountsUnsent > 0 && (
              <Text size="sm" c="orange" data-testid="other-accounts-unsent">
                {t('sync.otherAccounts', { count: otherAccountsUnsent })}
              </Text>
            )}
            <Suspense fallback={<Loading />}>
              <AttentionList entries={rejected} />
            </Suspense>
          </Stack>
        </Drawer>
      )}
    </>
  );
}
