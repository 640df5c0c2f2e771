import { Stack, Text } from '@mantine/core';
import { useSuspenseQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { FileManager } from '../features/library/components/file-manager.tsx';
import { usePlaceUploads } from '../features/library/use-place-uploads.ts';
import { currentUserQuery } from '../platform/current-user.ts';
import { FileUploader } from '../ui/uploads/upload-widget.tsx';
import { applyUserAction } from '../platform/uploads/upload-queue.ts';
import { useUploads } from '../platform/uploads/use-uploads.ts';
import { offlineDb } from '../offline/store.ts';

const MAX_BYTES = 150 * 1024 * 1024;
const scopeOf = (folderId: string | null) => `library:${folderId ?? 'root'}`;
const forget = (key: string) => applyUserAction(offlineDb, key, 'cancel');

/** Uploads dropped into a folder go into that folder once stored (the queue is per folder on the device). */
function FolderUpload({ userId, folderId }: { userId: string; folderId: string | null }) {
  const { t } = useTranslation();
  const records = useUploads(userId, scopeOf(folderId));
  const finished = useMemo(() => (records ?? []).flatMap((r) => (r.status === 'success' && r.result ? [{ key: r.id, file: r.result }] : [])), [records]);
  usePlaceUploads(folderId, finished, forget);
  return (
    <Stack gap={4}>
      <Text size="sm" fw={500}>
        {t('library.upload')}
      </Text>
      <FileUploader userId={userId} scope={scopeOf(folderId)} purpose="annex" maxBytes={MAX_BYTES} />
    </Stack>
  );
}

function LibraryPage({ manage }: { manage: boolean }) {
  const { data } = useSuspenseQuery(currentUserQuery());
  const userId = data.userInfo.userId;
  return (
    <Stack gap="md" maw={1200}>
      <FileManager manage={manage} uploader={(folderId) => <FolderUpload key={scopeOf(folderId)} userId={userId} folderId={folderId} />} />
    </Stack>
  );
}

export const VendorLibraryPage = () => <LibraryPage manage={false} />;
export const BuyerLibraryPage = () => <LibraryPage manage />;
