import { useEffect, useRef, useState } from 'react';
import { Loader, ScrollArea, Stack, Text, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useTranslation } from 'react-i18next';
import { CHAT_HISTORY_PAGE, type ChatMessage } from '../../../../shared/contracts/realtime.ts';
import type { ChatConnection } from '../use-chat.ts';
import { MessageBubble } from './message-bubble.tsx';
import classes from './chat.module.css';

/** Spec 000 §9: history pages of 50, the next loaded within 100 px of the end. */
const LOAD_MORE_PX = 100;

/** The conversation's history, newest first, searchable by keyword. */
export function ChatHistory({ chat, partnerId }: { chat: ChatConnection; partnerId: string }) {
  const { t } = useTranslation();
  const [keyword, setKeyword] = useState('');
  const [search] = useDebouncedValue(keyword.trim(), 300);
  const [pages, setPages] = useState<{ list: ChatMessage[]; total: number; page: number; loading: boolean }>({ list: [], total: 0, page: 0, loading: true });
  const viewport = useRef<HTMLDivElement>(null);
  const { requestPage, userId } = chat;

  const loadMore = (page: number) => {
    setPages((p) => ({ ...p, loading: true }));
    requestPage({
      toUserId: partnerId,
      formUserId: userId,
      currentPage: page,
      pageSize: CHAT_HISTORY_PAGE,
      sord: 'desc',
      ...(search ? { keyword: search } : {}),
    }).then(
      (answer) => setPages((p) => ({ list: [...p.list, ...answer.list], total: answer.pagination.total, page, loading: false })),
      () => setPages((p) => ({ ...p, loading: false })),
    );
  };
  // A new search (or conversation) starts over at the first page.
  useEffect(() => {
    requestPage({
      toUserId: partnerId,
      formUserId: userId,
      currentPage: 1,
      pageSize: CHAT_HISTORY_PAGE,
      sord: 'desc',
      ...(search ? { keyword: search } : {}),
    }).then(
      (answer) => setPages({ list: answer.list, total: answer.pagination.total, page: 1, loading: false }),
      () => setPages((p) => ({ ...p, loading: false })),
    );
  }, [requestPage, partnerId, userId, search]);

  const more = pages.list.length < pages.total;
  return (
    <Stack className={classes.messages} gap="xs" data-testid="chat-history">
      <TextInput
        size="xs"
        aria-label={t('chat.historySearch')}
        placeholder={t('chat.historySearch')}
        value={keyword}
        onChange={(e) => setKeyword(e.currentTarget.value)}
      />
      <ScrollArea
        className={classes.messages}
        type="auto"
        viewportRef={viewport}
        onScrollPositionChange={({ y }) => {
          const el = viewport.current;
          if (!el || pages.loading || !more) return;
          if (el.scrollHeight - el.clientHeight - y <= LOAD_MORE_PX) loadMore(pages.page + 1);
        }}
      >
        <Stack gap="xs" p="xs">
          {pages.list.map((m) => (
            <MessageBubble
              key={m.id}
              message={{ key: m.id, mine: m.sendUserId === userId, contentType: m.contentType, content: m.content, sendTime: m.sendTime }}
            />
          ))}
          {pages.loading && <Loader size="xs" />}
          {!pages.loading && !more && (
            <Text size="xs" c="dimmed" ta="center">
              {t('chat.noMore')}
            </Text>
          )}
        </Stack>
      </ScrollArea>
    </Stack>
  );
}
