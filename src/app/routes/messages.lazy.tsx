import { Stack, Text } from '@mantine/core';
import { useSuspenseQuery } from '@tanstack/react-query';
import { getRouteApi } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { MessageCentre } from '../features/messages/components/message-centre.tsx';
import { NoticeAdmin } from '../features/messages/components/notice-admin.tsx';
import type { NoticeUploader } from '../features/messages/components/notice-editor.tsx';
import { WorkflowDetail } from '../features/messages/components/workflow-detail.tsx';
import { currentUserQuery } from '../platform/current-user.ts';
import { FileUploader } from '../ui/uploads/upload-widget.tsx';

const MAX_ATTACHMENT_BYTES = 150 * 1024 * 1024;
// By id, not by importing the route: the route module must not pull this page into the first load.
const workflowDetailApi = getRouteApi('/signed-in/workFlowDetail');

export function MessageRecordPage() {
  const { data } = useSuspenseQuery(currentUserQuery());
  return <MessageCentre userId={data.userInfo.userId} />;
}

export function WorkflowDetailPage() {
  const { config } = workflowDetailApi.useSearch();
  return <WorkflowDetail config={config} />;
}

export function NoticesPage() {
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
}
