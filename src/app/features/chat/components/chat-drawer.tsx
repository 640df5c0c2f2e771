import { useState } from 'react';
import { ActionIcon, Drawer, Indicator, Tabs, Tooltip } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { useTranslation } from 'react-i18next';
import type { ChatContact } from '../../../../shared/contracts/chat.ts';
import { useChat } from '../use-chat.ts';
import { ChatIcon } from './chat-icon.tsx';
import { ChatWindow } from './chat-window.tsx';
import { ContactList } from './contact-list.tsx';
import { ConversationList } from './conversation-list.tsx';
import classes from './chat.module.css';

type Tab = 'reply' | 'contacts';

/**
 * The chat in the header (spec 000 §4.4): the icon blinks while anything is unread; the drawer has
 * conversations and contacts (loaded the first time that tab opens); choosing one opens it.
 */
export function ChatDrawer({ userId }: { userId: string }) {
  const { t } = useTranslation();
  const [opened, drawer] = useDisclosure(false);
  const [tab, setTab] = useState<Tab>('reply');
  const [contactsOpened, setContactsOpened] = useState(false);
  const [partner, setPartner] = useState<ChatContact | null>(null);
  const chat = useChat(userId, opened && partner ? partner.id : null);
  const unread = chat.unreadTotal;
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
      <Drawer opened={opened} onClose={drawer.close} position="right" size={partner ? 560 : 360} title={t('chat.title')}>
        {partner ? (
          <div style={{ height: 'calc(100dvh - 90px)' }}>
            <ChatWindow chat={chat} partner={partner} onBack={() => setPartner(null)} />
          </div>
        ) : (
          <Tabs
            value={tab}
            onChange={(value) => {
              const next = value === 'contacts' ? 'contacts' : 'reply';
              setTab(next);
              if (next === 'contacts') setContactsOpened(true);
            }}
          >
            <Tabs.List grow>
              <Tabs.Tab value="reply">{t('chat.tabs.reply')}</Tabs.Tab>
              <Tabs.Tab value="contacts">{t('chat.tabs.contacts')}</Tabs.Tab>
            </Tabs.List>
            <Tabs.Panel value="reply" pt="xs">
              <ConversationList conversations={chat.conversations} online={chat.online} onOpen={setPartner} />
            </Tabs.Panel>
            <Tabs.Panel value="contacts" pt="xs">
              {contactsOpened && <ContactList online={chat.online} onOpen={setPartner} />}
            </Tabs.Panel>
          </Tabs>
        )}
      </Drawer>
    </>
  );
}
