import { useCallback, useEffect, useRef, useState } from 'react';
import { ActionIcon, Button, FileButton, Group, ScrollArea, Stack, Text, Textarea, Tooltip } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { CHAT_OPEN_PAGE, CHAT_TEXT_MAX, type ChatMessage, type ServerFrame } from '../../../../shared/contracts/realtime.ts';
import type { ChatContact } from '../../../../shared/contracts/chat.ts';
import { useLiveQuery } from '../../../offline/live.ts';
import { offlineDb } from '../../../offline/store.ts';
import { notifyError } from '../../../platform/notify.ts';
import { queuedChatMessages } from '../chat-outbox.ts';
import { imageRefusal, uploadImageMessage } from '../send-image.ts';
import type { ChatConnection } from '../use-chat.ts';
import { ChatHistory } from './chat-history.tsx';
import { EmojiPicker } from './emoji-picker.tsx';
import { MessageBubble, type ShownMessage } from './message-bubble.tsx';
import classes from './chat.module.css';

const merged = (a: ChatMessage[], b: ChatMessage[]) =>
  [...new Map([...a, ...b].map((m) => [m.id, m])).values()].sort((x, y) => x.sendTime - y.sendTime || x.id.localeCompare(y.id));

const shown = (m: ChatMessage, me: string): ShownMessage => ({
  key: m.id,
  mine: m.sendUserId === me,
  contentType: m.contentType,
  content: m.content,
  sendTime: m.sendTime,
});

/** One conversation: the latest 30 on open, live messages, the queue of unsent ones, and the composer. */
export function ChatWindow({ chat, partner, onBack }: { chat: ChatConnection; partner: ChatContact; onBack: () => void }) {
  const { t } = useTranslation();
  const me = chat.userId;
  const [messages, setMessages] = useState<ChatMessage[]>([]);
  const [text, setText] = useState('');
  const [history, setHistory] = useState(false);
  const [sendingImage, setSendingImage] = useState(false);
  const viewport = useRef<HTMLDivElement>(null);
  const { connected, markRead, requestPage, subscribe, sendMessage } = chat;
  const queued = useLiveQuery(useCallback(() => queuedChatMessages(offlineDb, me).then((q) => q.filter((m) => m.toUserId === partner.id)), [me, partner.id]));

  // Opening (and coming back online) marks the conversation read and loads its latest messages.
  useEffect(() => {
    if (!connected) return;
    markRead(partner.id);
    requestPage({ toUserId: partner.id, formUserId: me, currentPage: 1, pageSize: CHAT_OPEN_PAGE, sord: 'desc' }).then(
      // Messages that arrived while the page was on its way stay.
      (page) => setMessages((live) => merged(page.list, live)),
      () => undefined,
    );
  }, [connected, markRead, requestPage, partner.id, me]);

  useEffect(
    () =>
      subscribe((frame: ServerFrame) => {
        if (frame.method !== 'receiveMessage' && frame.method !== 'sendMessage') return;
        const m = frame.message;
        if (![m.sendUserId, m.receiveUserId].includes(partner.id)) return;
        setMessages((list) => merged(list, [m]));
        if (frame.method === 'receiveMessage') markRead(partner.id);
      }),
    [subscribe, markRead, partner.id],
  );

  // The server's echo can arrive before the queue entry it confirms is deleted: one bubble, not two.
  const delivered = new Set(messages.map((m) => m.clientMessageId));
  const rows: ShownMessage[] = [
    ...messages.map((m) => shown(m, me)),
    ...(queued ?? [])
      .filter((q) => !delivered.has(q.clientMessageId))
      .map((q) => ({ key: q.clientMessageId, mine: true, contentType: q.messageType, content: q.content, sendTime: q.createdAt, queued: true })),
  ];
  // Braces: Chromium's scrollTo returns a promise, which React would take for a cleanup function.
  useEffect(() => {
    viewport.current?.scrollTo({ top: viewport.current.scrollHeight });
  }, [rows.length]);

  const send = () => {
    // Spec 000 §5: blank text (after trim) is not sent.
    if (!text.trim()) return;
    if (text.length > CHAT_TEXT_MAX) return notifyError(t('chat.textTooLong', { max: CHAT_TEXT_MAX }));
    void sendMessage(partner.id, 'text', text);
    setText('');
  };
  const sendImage = (file: File | null) => {
    if (!file) return;
    const refusal = imageRefusal(file) ?? (navigator.onLine ? null : t('chat.imageOffline'));
    if (refusal) return notifyError(refusal);
    setSendingImage(true);
    uploadImageMessage(file)
      .then((content) => sendMessage(partner.id, 'image', content))
      .catch((error: unknown) => notifyError(error instanceof Error ? error.message : String(error)))
      .finally(() => setSendingImage(false));
  };

  return (
    <Stack h="100%" gap="xs" data-testid="chat-window" data-partner={partner.account}>
      <Group justify="space-between" wrap="nowrap">
        <Button variant="subtle" size="compact-sm" onClick={onBack}>
          ← {t('chat.back')}
        </Button>
        <Text fw={600} truncate>
          {partner.realName}{' '}
          <Text span size="xs" c="dimmed">
            ({chat.online.has(partner.id) ? t('chat.online') : t('chat.offline')})
          </Text>
        </Text>
        <Button variant="subtle" size="compact-sm" onClick={() => setHistory((h) => !h)} aria-expanded={history}>
          {history ? t('chat.hideHistory') : t('chat.history')}
        </Button>
      </Group>
      {!connected && (
        <Text size="xs" c="orange">
          {t('chat.disconnected')}
        </Text>
      )}
      {history ? (
        <ChatHistory chat={chat} partnerId={partner.id} />
      ) : (
        <ScrollArea className={classes.messages} viewportRef={viewport} type="auto">
          <Stack gap="xs" p="xs" aria-live="polite">
            {rows.map((m) => (
              <MessageBubble key={m.key} message={m} />
            ))}
          </Stack>
        </ScrollArea>
      )}
      <Group gap={4}>
        <EmojiPicker onPick={(alias) => setText((v) => v + alias)} />
        <FileButton onChange={sendImage} accept="image/*" multiple={false}>
          {(props) => (
            <Tooltip label={t('chat.image')}>
              <ActionIcon {...props} variant="subtle" aria-label={t('chat.image')} loading={sendingImage}>
                <span aria-hidden>🖼</span>
              </ActionIcon>
            </Tooltip>
          )}
        </FileButton>
      </Group>
      <Textarea
        aria-label={t('chat.placeholder')}
        placeholder={t('chat.placeholder')}
        value={text}
        onChange={(e) => setText(e.currentTarget.value)}
        onKeyDown={(e) => {
          if (e.key === 'Enter' && !e.shiftKey && !e.nativeEvent.isComposing) {
            e.preventDefault();
            send();
          }
        }}
        autosize
        minRows={2}
        maxRows={5}
      />
      <Group justify="flex-end">
        <Button size="xs" onClick={send} disabled={!text.trim()}>
          {t('chat.send')}
        </Button>
      </Group>
    </Stack>
  );
}
