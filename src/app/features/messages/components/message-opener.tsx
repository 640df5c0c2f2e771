import { Modal } from '@mantine/core';
import { useNavigate } from '@tanstack/react-router';
import { useState, type ReactNode } from 'react';
import type { MessageInfo, MessageListItem } from '../../../../shared/contracts/messages.ts';
import { useOpenMessage } from '../mutations.ts';
import { openTargetOf } from '../open-target.ts';
import { MessageBody } from './message-body.tsx';

/**
 * Opening a message (centre and drawer alike): it is read on the server, then a notice shows in a
 * dialog, a PO event opens its PO and a workflow message its detail page (spec 000 §2.6).
 */
export function useMessageOpener(userId: string, onNavigate?: () => void): { open: (item: MessageListItem) => void; dialog: ReactNode } {
  const navigate = useNavigate();
  const read = useOpenMessage(userId);
  const [shown, setShown] = useState<MessageInfo | null>(null);
  const open = (item: MessageListItem) =>
    read.mutate(item.id, {
      onSuccess: (info) => {
        const target = openTargetOf(item, info.bodyText);
        if (target.kind === 'dialog') return setShown(info);
        onNavigate?.();
        void navigate({ href: target.href });
      },
    });
  const dialog = (
    <Modal opened={shown !== null} onClose={() => setShown(null)} title={shown?.title} size="lg" centered>
      {shown && <MessageBody info={shown} />}
    </Modal>
  );
  return { open, dialog };
}
