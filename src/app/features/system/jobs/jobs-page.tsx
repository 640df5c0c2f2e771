import { Button, Group, Paper, Select, Stack, Text, TextInput, Title } from '@mantine/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import {
  JOB_SORTS,
  JOB_STATES,
  listJobSchedules,
  listJobs,
  retryJob,
  type JobRow,
  type JobScheduleRow,
  type JobState,
} from '../../../../shared/contracts/jobs.ts';
import { formatDateTime } from '../../../../shared/domain/format.ts';
import { serverListSearch } from '../../../../shared/domain/list-search.ts';
import { call, callForAnswer } from '../../../api/client.ts';
import { endpointKey, endpointQuery } from '../../../platform/endpoint-query.ts';
import { notifyError, notifySuccess } from '../../../platform/notify.ts';
import { Permitted } from '../../../platform/permitted.tsx';
import { RowActions } from '../../../ui/admin/row-actions.tsx';
import { useServerList } from '../../../ui/admin/use-server-list.ts';
import { DataTable } from '../../../ui/data-table.tsx';
import { ErrorState } from '../../../ui/error-state.tsx';
import { StatusBadge } from '../../../ui/status-badge.tsx';

/** Its address: the list's, and the state it is narrowed to. */
const jobSearch = serverListSearch(JOB_SORTS, { sidx: 'creatorTime', sort: 'desc' }).extend({ state: z.enum(JOB_STATES).optional().catch(undefined) });

const STATE_COLOURS: Record<JobState, string> = { queued: 'blue', active: 'orange', done: 'green', failed: 'red' };

/** A job type in the reader's words where the catalogue knows it (`mail.deliver` → "Send an e-mail"), else its name. */
const typeName = (t: TFunction, name: string) => t(`admin.jobs.type.${name.replace(/\./g, '_')}`, { defaultValue: name });

const at = (millis: number | null) => (millis === null ? '—' : formatDateTime(millis, 'YYYY-MM-DD HH:mm:ss'));

/**
 * System → Background Jobs: what the platform does after a change is saved, newest first, narrowed by
 * state (each with its count) and searched by job or error; a failed job can be run again. Below, the
 * schedules that enqueue the recurring ones.
 */
export function JobsPage() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const { list, keyword, search, filter, query, table } = useServerList(jobSearch, endpointKey(listJobs), ({ state, ...q }) =>
    call(listJobs, { query: { ...q, ...(state ? { state } : {}) } }),
  );
  const retry = useMutation({
    mutationFn: (id: string) => callForAnswer(retryJob, { params: { id } }),
    onSuccess: async ({ msg }) => {
      notifySuccess(msg || t('admin.jobs.retried'));
      await queryClient.invalidateQueries({ queryKey: endpointKey(listJobs) });
    },
    onError: (error) => notifyError(error.message),
  });
  // The dead letters are what an administrator comes for: their number stands beside their state.
  const failed = useQuery(endpointQuery(listJobs, { query: { state: 'failed', pageSize: 1 } }));
  const stateOptions = [
    { value: '', label: t('admin.jobs.state.all') },
    ...JOB_STATES.map((state) => ({
      value: state,
      label: state === 'failed' && failed.data ? `${t('admin.jobs.state.failed')} (${failed.data.pagination.total})` : t(`admin.jobs.state.${state}`),
    })),
  ];
  return (
    <Stack gap="md" maw={1400}>
      <Paper withBorder p="md" radius="md">
        <Stack gap="sm">
          <Group justify="space-between" wrap="wrap" align="flex-end">
            <div>
              <Title order={2} size="h4">
                {t('admin.jobs.title')}
              </Title>
              <Text size="sm" c="dimmed" maw={640}>
                {t('admin.jobs.intro')}
              </Text>
            </div>
            <Group gap="sm" wrap="wrap" align="flex-end">
              <Select
                label={t('admin.jobs.stateFilter')}
                data={stateOptions}
                value={list.state ?? ''}
                onChange={(value) => filter({ state: (value || undefined) as JobState | undefined })}
                allowDeselect={false}
                w={180}
              />
              <TextInput
                label={t('admin.common.search')}
                placeholder={t('admin.jobs.searchHint')}
                value={keyword}
                onChange={(e) => search(e.currentTarget.value)}
                w={200}
              />
              <Button
                variant="default"
                onClick={() => void queryClient.invalidateQueries({ queryKey: endpointKey(listJobs) })}
                loading={query.isFetching && !query.isPending}
              >
                {t('admin.jobs.refresh')}
              </Button>
            </Group>
          </Group>
          {query.isError ? (
            <ErrorState message={t('admin.common.loadFailed')} onRetry={() => void query.refetch()} />
          ) : (
            <DataTable<JobRow>
              ariaLabel={t('admin.jobs.title')}
              {...table}
              minWidth={1100}
              rowAttributes={(r) => ({ 'data-testid': `job-${r.id}` })}
              columns={[
                {
                  key: 'name',
                  title: t('admin.jobs.column.name'),
                  sortable: true,
                  render: (r) => (
                    <Stack gap={0}>
                      <Text span size="sm">
                        {typeName(t, r.name)}
                      </Text>
                      <Text span size="xs" c="dimmed" ff="monospace">
                        {r.name}
                      </Text>
                    </Stack>
                  ),
                },
                {
                  key: 'state',
                  title: t('admin.jobs.column.state'),
                  noWrap: true,
                  render: (r) => (
                    <StatusBadge color={STATE_COLOURS[r.state]} variant="light">
                      {t(`admin.jobs.state.${r.state}`)}
                    </StatusBadge>
                  ),
                },
                {
                  key: 'attempts',
                  title: t('admin.jobs.column.attempts'),
                  noWrap: true,
                  render: (r) => t('admin.jobs.attemptsOf', { attempts: r.attempts, max: r.maxAttempts }),
                },
                { key: 'runAt', title: t('admin.jobs.column.runAt'), noWrap: true, sortable: true, render: (r) => at(r.runAt) },
                { key: 'creatorTime', title: t('admin.jobs.column.creatorTime'), noWrap: true, sortable: true, render: (r) => at(r.creatorTime) },
                { key: 'finishedAt', title: t('admin.jobs.column.finishedAt'), noWrap: true, render: (r) => at(r.finishedAt) },
                {
                  key: 'lastError',
                  title: t('admin.jobs.column.lastError'),
                  render: (r) => (
                    <Text span size="sm" lineClamp={3} style={{ wordBreak: 'break-word' }}>
                      {r.lastError || '—'}
                    </Text>
                  ),
                },
                {
                  key: 'actions',
                  title: t('admin.common.actions'),
                  noWrap: true,
                  fixed: 'right',
                  render: (r) => (
                    <RowActions name={typeName(t, r.name)}>
                      <Permitted code="btn_edit">
                        {r.state === 'failed' && (
                          <Button size="compact-sm" variant="subtle" loading={retry.isPending && retry.variables === r.id} onClick={() => retry.mutate(r.id)}>
                            {t('admin.jobs.retry')}
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
      </Paper>
      <JobSchedules />
    </Stack>
  );
}

/** The cron schedules: each recurring job, when it runs (in its time zone) and when it runs next. */
function JobSchedules() {
  const { t } = useTranslation();
  const schedules = useQuery(endpointQuery(listJobSchedules));
  return (
    <Paper withBorder p="md" radius="md">
      <Stack gap="sm">
        <Title order={3} size="h5">
          {t('admin.jobs.schedules')}
        </Title>
        {schedules.isError ? (
          <ErrorState message={t('admin.common.loadFailed')} onRetry={() => void schedules.refetch()} />
        ) : (
          <DataTable<JobScheduleRow>
            ariaLabel={t('admin.jobs.schedules')}
            records={schedules.data?.list ?? []}
            idAccessor={(r) => r.name}
            fetching={schedules.isPending}
            emptyText={t('admin.common.empty')}
            minWidth={640}
            columns={[
              { key: 'name', title: t('admin.jobs.column.name'), render: (r) => typeName(t, r.name) },
              {
                key: 'cron',
                title: t('admin.jobs.scheduleColumn.cron'),
                noWrap: true,
                render: (r) => (
                  <Text ff="monospace" size="sm" span>
                    {r.cron}
                  </Text>
                ),
              },
              { key: 'timeZone', title: t('admin.jobs.scheduleColumn.timeZone'), noWrap: true },
              { key: 'nextRunAt', title: t('admin.jobs.scheduleColumn.nextRunAt'), noWrap: true, render: (r) => at(r.nextRunAt) },
            ]}
          />
        )}
      </Stack>
    </Paper>
  );
}
