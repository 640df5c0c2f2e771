import { Loader, Modal } from '@mantine/core';
import { useNavigate } from '@tanstack/react-router';
import { lazy, Suspense, useState, type ReactNode } from 'react';
import type { MessageInfo, MessageListItem } from '../../../../shared/contracts/messages.ts';
import { useOpenMessage } from '../mutations.ts';
import { openTargetOf } from '../open-target.ts';
import { useMountOnOpen } from '../../../ui/mount-on-open.ts';

// A notice's body brings the HTML sanitiser (DOMPurify, ~10 KB gzip): loaded when a notice opens.
const MessageBody = lazy(() => import('./message-body.tsx').then((m) => ({ default: m.MessageBody })));

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
  const overlay = useMountOnOpen(shown !== null);
  const dialog = overlay.mounted && (
    <Modal opened={overlay.opened} onClose={() => setShown(null)} title={shown?.title} size="lg" centered>
      {shown && (
        <Suspense fallback={<Loader size="sm" />}>
          <MessageBody info={shown} />
        </Suspense>
      )}
    </Modal>
  );
  return { open, dialog };
}
