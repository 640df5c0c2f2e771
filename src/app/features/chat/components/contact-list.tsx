import { useRef, useState } from 'react';
import { Loader, ScrollArea, Stack, Text, TextInput, UnstyledButton } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useInfiniteQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { listContacts, type ChatContact } from '../../../../shared/contracts/chat.ts';
import { call } from '../../../api/client.ts';
import { PersonLine } from './conversation-list.tsx';
import { endpointKey } from '../../../platform/endpoint-query.ts';

/** Spec 000 §9: contacts come 20 a page, the next loaded within 300 px of the end. */
const PAGE_SIZE = 20;
const LOAD_MORE_PX = 300;

export function ContactList({ online, onOpen }: { online: ReadonlySet<string>; onOpen: (c: ChatContact) => void }) {
  const { t } = useTranslation();
  const [keyword, setKeyword] = useState('');
  const [search] = useDebouncedValue(keyword.trim(), 300);
  const viewport = useRef<HTMLDivElement>(null);
  const contacts = useInfiniteQuery({
    queryKey: [...endpointKey(listContacts), search],
    queryFn: ({ pageParam }) => call(listContacts, { query: { currentPage: pageParam, pageSize: PAGE_SIZE, ...(search ? { keyword: search } : {}) } }),
    initialPageParam: 1,
    getNextPageParam: (last) => (last.pagination.currentPage * last.pagination.pageSize < last.pagination.total ? last.pagination.currentPage + 1 : undefined),
  });
  const people = contacts.data?.pages.flatMap((p) => p.list) ?? [];
  return (
    <Stack gap="xs" h="100%">
      <TextInput
        size="xs"
        aria-label={t('chat.searchContacts')}
        placeholder={t('chat.searchContacts')}
        value={keyword}
        onChange={(e) => setKeyword(e.currentTarget.value)}
      />
      <ScrollArea
        h="calc(100dvh - 200px)"
        type="auto"
        viewportRef={viewport}
        onScrollPositionChange={({ y }) => {
          const el = viewport.current;
          if (!el || !contacts.hasNextPage || contacts.isFetchingNextPage) return;
          if (el.scrollHeight - el.clientHeight - y <= LOAD_MORE_PX) void contacts.fetchNextPage();
        }}
      >
        <Stack gap={0} role="list" aria-label={t('chat.tabs.contacts')}>
          {people.map((c) => (
            <UnstyledButton key={c.id} role="listitem" p="xs" onClick={() => onOpen(c)} data-testid="chat-contact" data-account={c.account}>
              <PersonLine person={c} online={online.has(c.id)} />
            </UnstyledButton>
          ))}
          {(contacts.isLoading || contacts.isFetchingNextPage) && <Loader size="xs" m="sm" aria-label={t('chat.loading')} />}
          {contacts.isSuccess && people.length === 0 && (
            <Text size="sm" c="dimmed" p="sm">
              {t('chat.noContacts')}
            </Text>
          )}
          {contacts.isError && (
            <Text size="sm" c="red" p="sm">
              {contacts.error.message}
            </Text>
          )}
        </Stack>
      </ScrollArea>
    </Stack>
  );
}
