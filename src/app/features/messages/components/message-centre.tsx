import { Alert, Anchor, Button, Group, Select, Stack, TextInput, Title } from '@mantine/core';
import { useDebouncedValue, useNetwork } from '@mantine/hooks';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PAGINATION } from '../../../../shared/constants.ts';
import type { MessageType } from '../../../../shared/contracts/messages.ts';
import { formatDateTime } from '../../../../shared/domain/format.ts';
import { useDeleteRecords, useReadAll } from '../mutations.ts';
import { messagePageQuery } from '../queries.ts';
import { useMessagesChanged } from '../use-messages-changed.ts';
import { DataTable } from '../../../ui/data-table.tsx';
import { StatusBadge } from '../../../ui/status-badge.tsx';
import { ConfirmModal } from './confirm-modal.tsx';
import { useMessageOpener } from './message-opener.tsx';
import { z } from 'zod';
import { sizedListSearch } from '../../../../shared/domain/list-search.ts';
import { useAddressSearchState } from '../../../platform/search-state.ts';

/** Its address: keyword, type (1 notice, 2 workflow, '' all), current page and page size. */
const messageCentreSearch = sizedListSearch.extend({ type: z.enum(['1', '2', '']).catch('') });

/** The message centre (/messageRecord, spec 000 §2.6, §4.3): the user's record, filtered and paged. */
export function MessageCentre({ userId }: { userId: string }) {
  const { t } = useTranslation();
  const { online } = useNetwork();
  const [search, setSearch] = useAddressSearchState(messageCentreSearch);
  const { currentPage: page, pageSize } = search;
  const [keyword] = useDebouncedValue(search.keyword.trim(), 300);
  const type: MessageType | null = search.type === '1' ? 1 : search.type === '2' ? 2 : null;
  const [chosen, setChosen] = useState<string[]>([]);
  const [asking, setAsking] = useState<'readAll' | 'delete' | null>(null);
  useMessagesChanged(userId);
  const { data } = useQuery(messagePageQuery(userId, { page, pageSize, keyword, type }));
  const readAll = useReadAll();
  const remove = useDeleteRecords();
  const { open, dialog } = useMessageOpener(userId);
  const list = data?.list ?? [];
  // Chosen messages stay chosen across pages; a page's checkboxes change only that page's.
  const pageIds = list.map((m) => m.id);
  const close = () => setAsking(null);

  return (
    <Stack gap="md" maw={1100}>
      <Title order={3}>{t('messages.centre.title')}</Title>
      {!online && <Alert color="yellow">{t('messages.centre.offline')}</Alert>}
      <Group gap="sm" wrap="wrap">
        <TextInput
          label={t('messages.centre.search')}
          value={search.keyword}
          onChange={(e) => setSearch({ ...search, keyword: e.currentTarget.value, currentPage: 1 })}
          w={240}
        />
        <Select
          label={t('messages.centre.type')}
          data={[
            { value: '', label: t('messages.centre.allTypes') },
            { value: '1', label: t('messages.type.1') },
            { value: '2', label: t('messages.type.2') },
          ]}
          value={type ? String(type) : ''}
          onChange={(v) => setSearch({ ...search, type: v === '1' || v === '2' ? v : '', currentPage: 1 })}
          allowDeselect={false}
          w={180}
        />
        <Group gap="xs" ml="auto" mt="auto">
          <Button variant="default" onClick={() => setAsking('readAll')} disabled={!online}>
            {t('messages.centre.readAll')}
          </Button>
          <Button color="red" variant="light" onClick={() => setAsking('delete')} disabled={!online || chosen.length === 0}>
            {t('messages.centre.deleteChosen')}
          </Button>
        </Group>
      </Group>
      <DataTable
        records={list}
        idAccessor={(m) => m.id}
        fetching={!data}
        ariaLabel={t('messages.centre.title')}
        selectedRecords={list.filter((m) => chosen.includes(m.id))}
        onSelectedRecordsChange={(records) => setChosen((c) => [...c.filter((id) => !pageIds.includes(id)), ...records.map((m) => m.id)])}
        selectionLabels={{ record: (m) => t('messages.centre.choose', { title: m.title }), all: t('messages.centre.chooseAll') }}
        paging={{
          mode: 'server',
          page,
          pageSize,
          total: data?.pagination.total ?? 0,
          onPage: (next) => setSearch({ ...search, currentPage: next }),
          pageSizes: PAGINATION.pageSizes,
          onPageSize: (size) => setSearch({ ...search, pageSize: size, currentPage: 1 }),
        }}
        columns={[
          {
            key: 'title',
            title: t('messages.column.title'),
            render: (m) => (
              <Anchor
                component="button"
                type="button"
                fw={m.isRead === '0' ? 600 : 400}
                onClick={() => open(m)}
                aria-label={t('messages.open', { title: m.title })}
              >
                {m.title}
              </Anchor>
            ),
          },
          { key: 'type', title: t('messages.column.type'), render: (m) => t(m.type === 1 ? 'messages.type.1' : 'messages.type.2') },
          { key: 'creatorUser', title: t('messages.column.sender'), render: (m) => m.creatorUser || t('messages.system') },
          { key: 'lastModifyTime', title: t('messages.column.time'), noWrap: true, render: (m) => formatDateTime(m.lastModifyTime) },
          {
            key: 'isRead',
            title: t('messages.column.status'),
            render: (m) => (
              <StatusBadge color={m.isRead === '0' ? 'red' : 'gray'} variant="light">
                {t(m.isRead === '0' ? 'messages.status.unread' : 'messages.status.read')}
              </StatusBadge>
            ),
          },
        ]}
      />
      <ConfirmModal
        opened={asking === 'readAll'}
        title={t('messages.centre.readAll')}
        question={t('messages.centre.confirmReadAll')}
        busy={readAll.isPending}
        onClose={close}
        onConfirm={() => readAll.mutate(undefined, { onSettled: close })}
      />
      <ConfirmModal
        opened={asking === 'delete'}
        title={t('messages.centre.deleteChosen')}
        question={t('messages.centre.confirmDelete', { count: chosen.length })}
        busy={remove.isPending}
        onClose={close}
        onConfirm={() => remove.mutate(chosen, { onSuccess: () => setChosen([]), onSettled: close })}
      />
      {dialog}
    </Stack>
  );
}
