import { useState } from 'react';
import { Tabs } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { ChatContact } from '../../../../shared/contracts/chat.ts';
import type { ChatConnection } from '../use-chat.ts';
import { ChatWindow } from './chat-window.tsx';
import { ContactList } from './contact-list.tsx';
import { ConversationList } from './conversation-list.tsx';

export type ChatTab = 'reply' | 'contacts';

interface Props {
  chat: ChatConnection;
  partner: ChatContact | null;
  setPartner: (partner: ChatContact | null) => void;
  /** Kept by the drawer, so the tab chosen stays across closing and opening it. */
  tab: ChatTab;
  setTab: (tab: ChatTab) => void;
}

/**
 * The chat drawer's content: conversations and contacts (loaded the first time that tab opens), or
 * the conversation chosen. A chunk of its own, loaded when the drawer first opens.
 */
export function ChatPanel({ chat, partner, setPartner, tab, setTab }: Props) {
  const { t } = useTranslation();
  // Contacts load the first time their tab opens and stay (with their search) while the drawer is open.
  const [contactsSeen, setContactsSeen] = useState(tab === 'contacts');
  return (
    <>
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
            if (next === 'contacts') setContactsSeen(true);
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
            {contactsSeen && <ContactList online={chat.online} onOpen={setPartner} />}
          </Tabs.Panel>
        </Tabs>
      )}
    </>
  );
}
