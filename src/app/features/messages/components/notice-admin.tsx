import { Button, Group, Stack, TextInput, Title } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { notifications } from '@mantine/notifications';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { MESSAGE_DURATION_MS, PAGINATION } from '../../../../shared/constants.ts';
import type { NoticeDetail, NoticeListItem } from '../../../../shared/contracts/messages.ts';
import { formatDateTime } from '../../../../shared/domain/format.ts';
import { useDeleteNotice, useReleaseNotice } from '../mutations.ts';
import { noticePageQuery, noticeQuery } from '../queries.ts';
import { DataTable } from '../../../ui/data-table.tsx';
import { StatusBadge } from '../../../ui/status-badge.tsx';
import { ConfirmModal } from './confirm-modal.tsx';
import { NoticeEditor, type NoticeUploader } from './notice-editor.tsx';
import { keywordPageSearch } from '../../../../shared/domain/list-search.ts';
import { useAddressSearchState } from '../../../platform/search-state.ts';

type Asking = { kind: 'release' | 'delete'; notice: NoticeListItem } | null;

/** System → Notices: administrators write notices as drafts and release them to their recipients. */
export function NoticeAdmin({ uploader }: { uploader: NoticeUploader }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [list, setList] = useAddressSearchState(keywordPageSearch);
  const { currentPage: page } = list;
  const [keyword] = useDebouncedValue(list.keyword.trim(), 300);
  const [editing, setEditing] = useState<NoticeDetail | 'new' | null>(null);
  const [asking, setAsking] = useState<Asking>(null);
  const { data } = useQuery(noticePageQuery({ page, pageSize: PAGINATION.pageSize, keyword }));
  const release = useReleaseNotice();
  const remove = useDeleteNotice();
  const edit = async (id: string) => setEditing(await queryClient.fetchQuery(noticeQuery(id)));
  const close = () => setAsking(null);

  return (
    <Stack gap="md" maw={1100}>
      <Title order={3}>{t('messages.notice.title')}</Title>
      <Group justify="space-between">
        <TextInput
          aria-label={t('messages.notice.search')}
          placeholder={t('messages.notice.search')}
          value={list.keyword}
          onChange={(e) => {
            setList({ ...list, keyword: e.currentTarget.value, currentPage: 1 });
          }}
          w={240}
        />
        <Button onClick={() => setEditing('new')}>{t('messages.notice.add')}</Button>
      </Group>
      <DataTable
        records={data?.list ?? []}
        idAccessor={(n) => n.id}
        fetching={!data}
        ariaLabel={t('messages.notice.title')}
        paging={{
          mode: 'server',
          page,
          pageSize: PAGINATION.pageSize,
          total: data?.pagination.total ?? 0,
          onPage: (next) => setList({ ...list, currentPage: next }),
        }}
        columns={[
          { key: 'title', title: t('messages.notice.fieldTitle') },
          {
            key: 'status',
            title: t('messages.column.status'),
            render: (n) => (
              <StatusBadge color={n.status === 'released' ? 'green' : 'gray'} variant="light">
                {t(`messages.notice.status.${n.status}`)}
              </StatusBadge>
            ),
          },
          {
            key: 'recipients',
            title: t('messages.notice.recipients'),
            render: (n) => (n.status === 'released' ? n.recipientCount : n.toAll ? t('messages.notice.toAll') : t('messages.notice.toChosen')),
          },
          { key: 'lastModifyTime', title: t('messages.notice.lastModified'), noWrap: true, render: (n) => formatDateTime(n.lastModifyTime) },
          { key: 'releaseTime', title: t('messages.notice.releaseTime'), noWrap: true, render: (n) => (n.releaseTime ? formatDateTime(n.releaseTime) : '') },
          {
            key: 'actions',
            title: t('messages.notice.actions'),
            render: (n) => (
              <Group gap={4} justify="flex-end" wrap="nowrap">
                {n.status === 'draft' && (
                  <>
                    <Button size="xs" variant="subtle" onClick={() => void edit(n.id)}>
                      {t('messages.notice.edit')}
                    </Button>
                    <Button size="xs" variant="light" onClick={() => setAsking({ kind: 'release', notice: n })}>
                      {t('messages.notice.release')}
                    </Button>
                  </>
                )}
                <Button size="xs" variant="subtle" color="red" onClick={() => setAsking({ kind: 'delete', notice: n })}>
                  {t('messages.notice.delete')}
                </Button>
              </Group>
            ),
          },
        ]}
      />
      {editing && <NoticeEditor notice={editing === 'new' ? null : editing} onClose={() => setEditing(null)} uploader={uploader} />}
      <ConfirmModal
        opened={asking?.kind === 'release'}
        title={t('messages.notice.release')}
        question={t('messages.notice.confirmRelease', { title: asking?.notice.title ?? '' })}
        busy={release.isPending}
        onClose={close}
        onConfirm={() =>
          asking &&
          release.mutate(asking.notice.id, {
            onSuccess: ({ recipientCount }) =>
              notifications.show({ color: 'green', message: t('messages.notice.released', { count: recipientCount }), autoClose: MESSAGE_DURATION_MS }),
            onSettled: close,
          })
        }
      />
      <ConfirmModal
        opened={asking?.kind === 'delete'}
        title={t('messages.notice.delete')}
        question={t('messages.notice.confirmDelete', { title: asking?.notice.title ?? '' })}
        busy={remove.isPending}
        onClose={close}
        onConfirm={() => asking && remove.mutate(asking.notice.id, { onSettled: close })}
      />
    </Stack>
  );
}
