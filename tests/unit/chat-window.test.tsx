import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { MantineProvider } from '@mantine/core';
import { I18nextProvider } from 'react-i18next';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { ServerFrame } from '../../src/shared/contracts/realtime.ts';
import { ChatWindow } from '../../src/app/features/chat/components/chat-window.tsx';
import { queueChatMessage } from '../../src/app/features/chat/chat-outbox.ts';
import { offlineDb } from '../../src/app/offline/store.ts';
import type { ChatConnection } from '../../src/app/features/chat/use-chat.ts';
import { i18n, switchLanguage } from '../../src/app/i18n.ts';

const partner = { id: 'u-vendor', account: 'vendor1', realName: 'Victor Vendor', headIcon: '', department: '' };

function fakeChat(): ChatConnection & { listeners: Set<(f: ServerFrame) => void> } {
  const listeners = new Set<(f: ServerFrame) => void>();
  return {
    userId: 'u-buyer',
    connected: true,
    online: new Set([partner.id]),
    conversations: [],
    unreadTotal: 0,
    listeners,
    sendMessage: vi.fn(() => Promise.resolve()),
    requestPage: vi.fn((frame: Parameters<ChatConnection['requestPage']>[0]) =>
      Promise.resolve({ method: 'messageList' as const, toUserId: frame.toUserId, list: [], pagination: { currentPage: 1, pageSize: 30, total: 0 } }),
    ),
    markRead: vi.fn(),
    subscribe: (listener) => {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
  };
}

beforeEach(() => switchLanguage('en'));
// jsdom lacks what browsers give the autosizing textarea and the scrolling list.
if (!('fonts' in document)) Object.defineProperty(document, 'fonts', { value: { addEventListener: () => undefined, removeEventListener: () => undefined } });
if (typeof Element.prototype.scrollTo !== 'function') Element.prototype.scrollTo = () => undefined;

const renderWindow = (chat: ChatConnection) =>
  render(
    <I18nextProvider i18n={i18n}>
      <MantineProvider>
        <ChatWindow chat={chat} partner={partner} onBack={() => undefined} />
      </MantineProvider>
    </I18nextProvider>,
  );

describe('chat window', () => {
  it('opens with the latest 30 and marks read; Enter sends, blank text is not sent; an incoming message shows with its emoji', async () => {
    const chat = fakeChat();
    const view = renderWindow(chat);
    expect(chat.markRead).toHaveBeenCalledWith(partner.id);
    expect(chat.requestPage).toHaveBeenCalledWith({ toUserId: partner.id, formUserId: 'u-buyer', currentPage: 1, pageSize: 30, sord: 'desc' });
    const box = screen.getByRole('textbox', { name: /Write a message/ });
    fireEvent.change(box, { target: { value: '   ' } });
    fireEvent.keyDown(box, { key: 'Enter' });
    expect(chat.sendMessage).not.toHaveBeenCalled();
    fireEvent.change(box, { target: { value: 'On time [smile]' } });
    fireEvent.keyDown(box, { key: 'Enter' });
    expect(chat.sendMessage).toHaveBeenCalledWith(partner.id, 'text', 'On time [smile]');

    const message = {
      id: 'm1',
      clientMessageId: null,
      sendUserId: partner.id,
      receiveUserId: 'u-buyer',
      contentType: 'text' as const,
      content: 'Yes [grin]',
      sendTime: 1,
      readTime: null,
    };
    for (const listener of chat.listeners)
      listener({
        method: 'receiveMessage',
        formUserId: partner.id,
        toUserId: 'u-buyer',
        formMessage: message.content,
        messageType: 'text',
        dateTime: 1,
        message,
      });
    expect(await screen.findByText(/Yes/)).toBeTruthy();
    expect(screen.getByRole('img', { name: '[grin]' }).textContent).toBe('😁');
    view.unmount();
    expect(chat.listeners.size).toBe(0);
  });

  it('shows a sent message once when the server echoes it before its queue entry is gone', async () => {
    const chat = fakeChat();
    const queued = await queueChatMessage(offlineDb, { userId: 'u-buyer', toUserId: partner.id, messageType: 'text', content: 'Pallets ready' });
    const view = renderWindow(chat);
    expect(await screen.findByText(/Waiting for a connection/)).toBeTruthy();
    const message = {
      id: 'm2',
      clientMessageId: queued.clientMessageId,
      sendUserId: 'u-buyer',
      receiveUserId: partner.id,
      contentType: 'text' as const,
      content: 'Pallets ready',
      sendTime: 2,
      readTime: null,
    };
    for (const listener of chat.listeners)
      listener({ method: 'sendMessage', formUserId: 'u-buyer', toUserId: partner.id, formMessage: message.content, messageType: 'text', dateTime: 2, message });
    await waitFor(() => expect(screen.queryByText(/Waiting for a connection/)).toBeNull());
    expect(screen.getAllByText('Pallets ready')).toHaveLength(1);
    view.unmount();
    await offlineDb.chatOutbox.clear();
  });
});
