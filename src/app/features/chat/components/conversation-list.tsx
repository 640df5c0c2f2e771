import { Avatar, Badge, Group, Indicator, Stack, Text, UnstyledButton } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { ChatContact, ChatConversation } from '../../../../shared/contracts/chat.ts';
import { withEmoji } from '../../../../shared/domain/chat.ts';

/** A person in the lists: avatar with presence, name, account and department. */
export function PersonLine({ person, online, children }: { person: ChatContact; online: boolean; children?: React.ReactNode }) {
  const { t } = useTranslation();
  return (
    <Group wrap="nowrap" gap="sm" align="flex-start">
      <Indicator
        color={online ? 'green' : 'gray'}
        position="bottom-end"
        offset={4}
        size={9}
        withBorder
        label={undefined}
        aria-label={online ? t('chat.online') : t('chat.offline')}
      >
        <Avatar src={person.headIcon || null} name={person.realName} color="initials" size="md" />
      </Indicator>
      <Stack gap={0} style={{ flex: 1, minWidth: 0 }}>
        <Text size="sm" fw={500} truncate>
          {person.realName}{' '}
          <Text span size="xs" c="dimmed">
            {person.account}
          </Text>
        </Text>
        {children ?? (
          <Text size="xs" c="dimmed" truncate>
            {person.department}
          </Text>
        )}
      </Stack>
    </Group>
  );
}

export function ConversationList({
  conversations,
  online,
  onOpen,
}: {
  conversations: ChatConversation[];
  online: ReadonlySet<string>;
  onOpen: (c: ChatConversation) => void;
}) {
  const { t } = useTranslation();
  if (conversations.length === 0)
    return (
      <Text size="sm" c="dimmed" p="sm">
        {t('chat.noConversations')}
      </Text>
    );
  return (
    <Stack gap={0} role="list" aria-label={t('chat.tabs.reply')}>
      {conversations.map((c) => (
        <UnstyledButton
          key={c.id}
          role="listitem"
          onClick={() => onOpen(c)}
          p="xs"
          data-testid="chat-conversation"
          data-account={c.account}
          data-unread={c.unreadMessage}
        >
          <PersonLine person={c} online={online.has(c.id)}>
            <Group gap={4} wrap="nowrap" justify="space-between">
              <Text size="xs" c="dimmed" truncate>
                {c.messageType === 'image' ? t('chat.imageMessage') : withEmoji(c.latestMessage)}
              </Text>
              <Group gap={4} wrap="nowrap">
                <Text size="xs" c="dimmed">
                  {new Date(c.latestDate).toLocaleTimeString([], { hour: '2-digit', minute: '2-digit' })}
                </Text>
                {c.unreadMessage > 0 && (
                  <Badge size="xs" color="red" aria-label={t('chat.unread', { count: c.unreadMessage })}>
                    {c.unreadMessage}
                  </Badge>
                )}
              </Group>
            </Group>
          </PersonLine>
        </UnstyledButton>
      ))}
    </Stack>
  );
}
