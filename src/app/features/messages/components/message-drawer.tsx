import { ActionIcon, Anchor, Badge, Drawer, Group, Indicator, Loader, ScrollArea, Stack, Text, UnstyledButton } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { MESSAGE_DRAWER } from '../../../../shared/constants.ts';
import type { MessageListItem } from '../../../../shared/contracts/messages.ts';
import { formatRelative } from '../../../shell/format.ts';
import { messageFeedQuery, unreadCountsQuery } from '../queries.ts';
import { useMessagesChanged } from '../use-messages-changed.ts';
import { LineIcon } from '../../../ui/line-icon.tsx';
import { useMountOnOpen } from '../../../ui/mount-on-open.ts';
import { useMessageOpener } from './message-opener.tsx';

function BellIcon() {
  return <LineIcon size={18} d="M18 8a6 6 0 10-12 0c0 7-3 9-3 9h18s-3-2-3-9M13.7 21a2 2 0 01-3.4 0" />;
}

function Row({ item, onOpen }: { item: MessageListItem; onOpen: () => void }) {
  const { t } = useTranslation();
  return (
    <UnstyledButton
      onClick={onOpen}
      p="xs"
      style={{ borderBottom: '1px solid var(--mantine-color-gray-2)' }}
      aria-label={t('messages.open', { title: item.title })}
    >
      <Group gap={6} wrap="nowrap" align="flex-start">
        {item.isRead === '0' && <Badge size="xs" color="red" variant="filled" circle aria-label={t('messages.status.unread')} />}
        <Stack gap={2} style={{ minWidth: 0 }}>
          <Text size="sm" fw={item.isRead === '0' ? 600 : 400} lineClamp={2}>
            {item.title}
          </Text>
          <Text size="xs" c="dimmed">
            {item.creatorUser || t('messages.system')} · {formatRelative(t, item.lastModifyTime)}
          </Text>
        </Stack>
      </Group>
    </UnstyledButton>
  );
}

/**
 * The header's message drawer (spec 000 §2.5, §9): the unread badge, the newest messages 20 at a time
 * loading more within 200 px of the bottom, and the way into the message centre where the user may go.
 */
export function MessageDrawer({ userId, showCentreLink }: { userId: string; showCentreLink: boolean }) {
  const { t } = useTranslation();
  const [opened, drawer] = useDisclosure(false);
  useMessagesChanged(userId);
  const unread = useQuery(unreadCountsQuery(userId)).data?.unreadTotal ?? 0;
  const feed = useInfiniteQuery({ ...messageFeedQuery(userId), enabled: opened });
  const { open, dialog } = useMessageOpener(userId, drawer.close);
  const viewport = useRef<HTMLDivElement>(null);
  const overlay = useMountOnOpen(opened);
  const items = feed.data?.pages.flatMap((p) => p.list) ?? [];

  const onScroll = ({ y }: { y: number }) => {
    const el = viewport.current;
    if (!el || !feed.hasNextPage || feed.isFetchingNextPage) return;
    if (el.scrollHeight - el.clientHeight - y <= MESSAGE_DRAWER.loadWithinPx) void feed.fetchNextPage();
  };

  return (
    <>
      <Indicator color="red" disabled={unread === 0} label={unread > 99 ? '99+' : unread} size={16} offset={4} data-testid="message-badge">
        <ActionIcon
          variant="subtle"
          color="gray"
          size="lg"
          onClick={drawer.open}
          aria-label={`${t('messages.drawer.open')}${unread ? ` (${t('messages.drawer.unread', { count: unread })})` : ''}`}
        >
          <BellIcon />
        </ActionIcon>
      </Indicator>
      {overlay.mounted && (
        <Drawer opened={overlay.opened} onClose={drawer.close} position="right" size={MESSAGE_DRAWER.widthPx} title={t('messages.drawer.title')} padding="xs">
          <Stack gap={0} h="calc(100dvh - 80px)">
            <ScrollArea style={{ flex: 1 }} viewportRef={viewport} onScrollPositionChange={onScroll} data-testid="message-feed">
              <Stack gap={0}>
                {items.map((item) => (
                  <Row key={item.id} item={item} onOpen={() => open(item)} />
                ))}
                {feed.isFetching && <Loader size="sm" m="sm" />}
                {!feed.isFetching && (
                  <Text size="xs" c="dimmed" ta="center" p="sm">
                    {items.length === 0 ? t('messages.drawer.empty') : !feed.hasNextPage ? t('messages.drawer.end') : ''}
                  </Text>
                )}
              </Stack>
            </ScrollArea>
            {showCentreLink && (
              <Anchor component={Link} to="/messageRecord" onClick={drawer.close} ta="center" p="xs" size="sm">
                {t('messages.drawer.viewAll')}
              </Anchor>
            )}
          </Stack>
        </Drawer>
      )}
      {dialog}
    </>
  );
}
