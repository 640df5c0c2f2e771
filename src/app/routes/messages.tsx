import { Stack, Text } from '@mantine/core';
import { useSuspenseQuery } from '@tanstack/react-query';
import { createRoute } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { MessageCentre } from '../features/messages/components/message-centre.tsx';
import { NoticeAdmin } from '../features/messages/components/notice-admin.tsx';
import type { NoticeUploader } from '../features/messages/components/notice-editor.tsx';
import { WorkflowDetail } from '../features/messages/components/workflow-detail.tsx';
import { currentUserQuery } from '../features/session/queries.ts';
import { FileUploader } from '../features/uploads/components/upload-widget.tsx';
import { signedInRoute } from './signed-in.tsx';

const MAX_ATTACHMENT_BYTES = 150 * 1024 * 1024;

/** The message centre (spec 000 §2.3 fixed route), opened from the header's message drawer. */
export const messageRecordRoute = createRoute({
  getParentRoute: () => signedInRoute,
  path: '/messageRecord',
  staticData: { titleKey: 'messages.centre.title' },
  component: function MessageRecordPage() {
    const { data } = useSuspenseQuery(currentUserQuery());
    return <MessageCentre userId={data.userInfo.userId} />;
  },
});

/** A workflow message's detail (spec 000 §2.6): `config` is its body, base64 then URL-encoded. */
export const workflowDetailRoute = createRoute({
  getParentRoute: () => signedInRoute,
  path: '/workFlowDetail',
  staticData: { titleKey: 'messages.workflow.title' },
  validateSearch: z.object({ config: z.string().catch('') }),
  component: function WorkflowDetailPage() {
    const { config } = workflowDetailRoute.useSearch();
    return <WorkflowDetail config={config} />;
  },
});

/** System → Notices (administrators): attachments go up through the resumable uploader. */
export const noticesRoute = createRoute({
  getParentRoute: () => signedInRoute,
  path: '/system/notices',
  staticData: { titleKey: 'messages.notice.title' },
  component: function NoticesPage() {
    const { t } = useTranslation();
    const { data } = useSuspenseQuery(currentUserQuery());
    const uploader: NoticeUploader = (scope, onStored) => (
      <Stack gap={4}>
        <Text size="xs" c="dimmed">
          {t('messages.notice.files')}
        </Text>
        <FileUploader userId={data.userInfo.userId} scope={scope} purpose="annex" maxBytes={MAX_ATTACHMENT_BYTES} onChange={onStored} />
      </Stack>
    );
    return <NoticeAdmin uploader={uploader} />;
  },
});
