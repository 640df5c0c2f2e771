import { lazy, Suspense, useState } from 'react';
import { ActionIcon, Drawer, Indicator, Loader, Tooltip } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { useTranslation } from 'react-i18next';
import type { ChatContact } from '../../../../shared/contracts/chat.ts';
import { useChat } from '../use-chat.ts';
import { useMountOnOpen } from '../../../ui/mount-on-open.ts';
import { ChatIcon } from './chat-icon.tsx';
import type { ChatTab } from './chat-panel.tsx';
import classes from './chat.module.css';

// The conversations, contacts and the chat window (with its emoji table) load when the drawer first opens.
const ChatPanel = lazy(() => import('./chat-panel.tsx').then((m) => ({ default: m.ChatPanel })));

/**
 * The chat in the header (spec 000 §4.4): the icon blinks while anything is unread; the drawer has
 * conversations and contacts (loaded the first time that tab opens); choosing one opens it.
 */
export function ChatDrawer({ userId }: { userId: string }) {
  const { t } = useTranslation();
  const [opened, drawer] = useDisclosure(false);
  const [partner, setPartner] = useState<ChatContact | null>(null);
  const [tab, setTab] = useState<ChatTab>('reply');
  const chat = useChat(userId, opened && partner ? partner.id : null);
  const unread = chat.unreadTotal;
  const overlay = useMountOnOpen(opened);
  const label = unread > 0 ? t('chat.openUnread', { count: unread }) : t('chat.open');

  return (
    <>
      <Tooltip label={label}>
        <Indicator color="red" disabled={unread === 0} label={unread} size={16} offset={4}>
          <ActionIcon
            variant="subtle"
            size="lg"
            onClick={drawer.open}
            aria-label={label}
            className={unread > 0 ? classes.blink : undefined}
            data-testid="chat-open"
            data-unread={unread}
            data-connected={chat.connected}
          >
            <ChatIcon />
          </ActionIcon>
        </Indicator>
      </Tooltip>
      {overlay.mounted && (
        <Drawer opened={overlay.opened} onClose={drawer.close} position="right" size={partner ? 560 : 360} title={t('chat.title')}>
          <Suspense fallback={<Loader size="sm" />}>
            <ChatPanel chat={chat} partner={partner} setPartner={setPartner} tab={tab} setTab={setTab} />
          </Suspense>
        </Drawer>
      )}
    </>
  );
}
