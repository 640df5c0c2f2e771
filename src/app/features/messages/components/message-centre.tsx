import { Alert, Anchor, Badge, Button, Checkbox, Group, Pagination, Select, Stack, Table, Text, TextInput, Title } from '@mantine/core';
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
import { ConfirmModal } from './confirm-modal.tsx';
import { useMessageOpener } from './message-opener.tsx';

/** The message centre (/messageRecord, spec 000 §2.6, §4.3): the user's record, filtered and paged. */
export function MessageCentre({ userId }: { userId: string }) {
  const { t } = useTranslation();
  const { online } = useNetwork();
  const [keywordInput, setKeywordInput] = useState('');
  const [keyword] = useDebouncedValue(keywordInput.trim(), 300);
  const [type, setType] = useState<MessageType | null>(null);
  const [page, setPage] = useState(1);
  const [pageSize, setPageSize] = useState<number>(PAGINATION.pageSize);
  const [chosen, setChosen] = useState<string[]>([]);
  const [asking, setAsking] = useState<'readAll' | 'delete' | null>(null);
  useMessagesChanged(userId);
  const { data } = useQuery(messagePageQuery(userId, { page, pageSize, keyword, type }));
  const readAll = useReadAll();
  const remove = useDeleteRecords();
  const { open, dialog } = useMessageOpener(userId);
  const list = data?.list ?? [];
  const total = data?.pagination.total ?? 0;
  const allChosen = list.length > 0 && list.every((m) => chosen.includes(m.id));
  const toggle = (id: string) => setChosen((c) => (c.includes(id) ? c.filter((x) => x !== id) : [...c, id]));
  const close = () => setAsking(null);

  return (
    <Stack gap="md" maw={1100}>
      <Title order={3}>{t('messages.centre.title')}</Title>
      {!online && <Alert color="yellow">{t('messages.centre.offline')}</Alert>}
      <Group gap="sm" wrap="wrap">
        <TextInput
          label={t('messages.centre.search')}
          value={keywordInput}
          onChange={(e) => {
            setKeywordInput(e.currentTarget.value);
            setPage(1);
          }}
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
          onChange={(v) => {
            setType(v === '1' ? 1 : v === '2' ? 2 : null);
            setPage(1);
          }}
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
      <Table striped highlightOnHover>
        <Table.Thead>
          <Table.Tr>
            <Table.Th w={40}>
              <Checkbox aria-label={t('messages.centre.chooseAll')} checked={allChosen} onChange={() => setChosen(allChosen ? [] : list.map((m) => m.id))} />
            </Table.Th>
            <Table.Th>{t('messages.column.title')}</Table.Th>
            <Table.Th>{t('messages.column.type')}</Table.Th>
            <Table.Th>{t('messages.column.sender')}</Table.Th>
            <Table.Th>{t('messages.column.time')}</Table.Th>
            <Table.Th>{t('messages.column.status')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {list.map((m) => (
            <Table.Tr key={m.id}>
              <Table.Td>
                <Checkbox aria-label={t('messages.centre.choose', { title: m.title })} checked={chosen.includes(m.id)} onChange={() => toggle(m.id)} />
              </Table.Td>
              <Table.Td>
                <Anchor
                  component="button"
                  type="button"
                  fw={m.isRead === '0' ? 600 : 400}
                  onClick={() => open(m)}
                  aria-label={t('messages.open', { title: m.title })}
                >
                  {m.title}
                </Anchor>
              </Table.Td>
              <Table.Td>{t(m.type === 1 ? 'messages.type.1' : 'messages.type.2')}</Table.Td>
              <Table.Td>{m.creatorUser || t('messages.system')}</Table.Td>
              <Table.Td>{formatDateTime(m.lastModifyTime)}</Table.Td>
              <Table.Td>
                <Badge color={m.isRead === '0' ? 'red' : 'gray'} variant="light">
                  {t(m.isRead === '0' ? 'messages.status.unread' : 'messages.status.read')}
                </Badge>
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
      {data && list.length === 0 && (
        <Text c="dimmed" ta="center">
          {t('common.noData')}
        </Text>
      )}
      <Group justify="flex-end" gap="sm">
        <Select
          aria-label={t('messages.centre.pageSize')}
          data={PAGINATION.pageSizes.map(String)}
          value={String(pageSize)}
          onChange={(v) => {
            setPageSize(Number(v ?? PAGINATION.pageSize));
            setPage(1);
          }}
          w={90}
          allowDeselect={false}
        />
        <Pagination total={Math.max(1, Math.ceil(total / pageSize))} value={page} onChange={setPage} />
      </Group>
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
