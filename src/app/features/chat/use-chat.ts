import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { ServerFrame } from '../../../shared/contracts/realtime.ts';
import { listConversations, type ChatConversation } from '../../../shared/contracts/chat.ts';
import { call } from '../../api/client.ts';
import { offlineDb } from '../../offline/store.ts';
import { useRealtime } from '../../platform/realtime/realtime.tsx';
import type { OutgoingFrame } from '../../platform/realtime/socket.ts';
import { confirmChatMessage, flushChatOutbox, queueChatMessage } from './chat-outbox.ts';

type ListFrame = Extract<ServerFrame, { method: 'messageList' }>;
type Delivered = Extract<ServerFrame, { method: 'receiveMessage' | 'sendMessage' }>;
type Listener = (frame: ServerFrame) => void;

export const conversationsKey = ['chat', 'conversations'] as const;
export const conversationsQuery = () => ({ queryKey: conversationsKey, queryFn: () => call(listConversations), staleTime: 30_000 });

export interface ChatConnection {
  userId: string;
  connected: boolean;
  online: ReadonlySet<string>;
  conversations: ChatConversation[];
  unreadTotal: number;
  /** Writes the message to the device's queue and sends it when the socket allows. */
  sendMessage: (toUserId: string, messageType: 'text' | 'image', content: string) => Promise<void>;
  /** A page of a conversation (MessageList); rejects when the socket is down. */
  requestPage: (frame: Omit<Extract<OutgoingFrame, { method: 'MessageList' }>, 'method'>) => Promise<ListFrame>;
  markRead: (fromUserId: string) => void;
  /** Frames as they arrive (the open conversation listens for its messages). */
  subscribe: (listener: Listener) => () => void;
}

/** Moves the message's conversation to the top; unknown partners make the list load again. */
function placeMessage(queryClient: QueryClient, userId: string, frame: Delivered, openWith: string | null): void {
  const partner = frame.formUserId === userId ? frame.toUserId : frame.formUserId;
  const incoming = frame.method === 'receiveMessage' && partner !== openWith;
  const list = queryClient.getQueryData<{ list: ChatConversation[] }>(conversationsKey)?.list;
  const known = list?.find((c) => c.id === partner);
  if (!list || !known) return void queryClient.invalidateQueries({ queryKey: conversationsKey });
  const moved: ChatConversation = {
    ...known,
    latestMessage: frame.formMessage,
    messageType: frame.messageType,
    latestDate: frame.dateTime,
    unreadMessage: known.unreadMessage + (incoming ? 1 : 0),
  };
  queryClient.setQueryData(conversationsKey, { list: [moved, ...list.filter((c) => c.id !== partner)] });
}

/** The tab's chat over the app's socket (platform/realtime): presence, conversations with unread counts, outbox. */
export function useChat(userId: string, openWith: string | null): ChatConnection {
  const queryClient = useQueryClient();
  const { connected, send, subscribe: subscribeToSocket } = useRealtime();
  const [online, setOnline] = useState<ReadonlySet<string>>(new Set());
  const { data } = useQuery(conversationsQuery());
  const listeners = useRef(new Set<Listener>());
  const pages = useRef<Array<{ resolve: (f: ListFrame) => void; reject: (e: Error) => void }>>([]);
  const sent = useRef(new Set<string>());
  const openRef = useRef(openWith);
  useEffect(() => {
    openRef.current = openWith;
  }, [openWith]);

  useEffect(() => {
    const flush = () => void flushChatOutbox(offlineDb, userId, send, sent.current);
    const onFrame = (frame: ServerFrame) => {
      switch (frame.method) {
        case 'initMessage':
          setOnline(new Set(frame.onlineUsers));
          void queryClient.invalidateQueries({ queryKey: conversationsKey });
          flush();
          break;
        case 'Online':
          setOnline((s) => new Set(s).add(frame.userId));
          break;
        case 'Offline':
          setOnline((s) => new Set([...s].filter((u) => u !== frame.userId)));
          break;
        case 'receiveMessage':
        case 'sendMessage':
          if (frame.method === 'sendMessage' && frame.message.clientMessageId) void confirmChatMessage(offlineDb, frame.message.clientMessageId);
          placeMessage(queryClient, userId, frame, openRef.current);
          break;
        case 'messageList':
          pages.current.shift()?.resolve(frame);
          break;
        case 'readMessage':
          queryClient.setQueryData<{ list: ChatConversation[] }>(
            conversationsKey,
            (old) => old && { list: old.list.map((c) => (c.id === frame.formUserId ? { ...c, unreadMessage: 0 } : c)) },
          );
          break;
        default: // app-wide frames (sync pings, sign-out, lock) are handled by the realtime provider
          break;
      }
      for (const listener of listeners.current) listener(frame);
    };
    const unsubscribe = subscribeToSocket(onFrame);
    window.addEventListener('online', flush);
    return () => {
      window.removeEventListener('online', flush);
      unsubscribe();
    };
  }, [userId, queryClient, send, subscribeToSocket]);

  // A dropped socket answers no page and may have lost what was in flight: send those again on reconnect.
  useEffect(() => {
    if (connected) return;
    sent.current.clear();
    for (const page of pages.current.splice(0)) page.reject(new Error('disconnected'));
  }, [connected]);

  const sendMessage = useCallback(
    async (toUserId: string, messageType: 'text' | 'image', content: string) => {
      await queueChatMessage(offlineDb, { userId, toUserId, messageType, content });
      await flushChatOutbox(offlineDb, userId, send, sent.current);
    },
    [userId, send],
  );
  const requestPage = useCallback<ChatConnection['requestPage']>(
    (frame) =>
      new Promise((resolve, reject) => {
        if (!send({ method: 'MessageList', ...frame })) return reject(new Error('disconnected'));
        pages.current.push({ resolve, reject });
      }),
    [send],
  );
  const markRead = useCallback(
    (fromUserId: string) => {
      queryClient.setQueryData<{ list: ChatConversation[] }>(
        conversationsKey,
        (old) => old && { list: old.list.map((c) => (c.id === fromUserId ? { ...c, unreadMessage: 0 } : c)) },
      );
      send({ method: 'UpdateReadMessage', formUserId: fromUserId });
    },
    [queryClient, send],
  );
  const subscribe = useCallback((listener: Listener) => {
    listeners.current.add(listener);
    return () => void listeners.current.delete(listener);
  }, []);

  const conversations = useMemo(() => data?.list ?? [], [data]);
  const unreadTotal = conversations.reduce((n, c) => n + c.unreadMessage, 0);
  return { userId, connected, online, conversations, unreadTotal, sendMessage, requestPage, markRead, subscribe };
}
