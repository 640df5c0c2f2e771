import { useNetwork } from '@mantine/hooks';
import { notifications } from '@mantine/notifications';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { StoredFile } from '../../../shared/contracts/files.ts';
import { addLibraryEntry } from '../../../shared/contracts/library.ts';
import { ApiError, call } from '../../api/client.ts';
import { notifyError } from '../../platform/notify.ts';
import { libraryKeys } from './queries.ts';

export interface FinishedUpload {
  /** The upload's key on the device, to forget it once placed. */
  key: string;
  file: StoredFile;
}

/**
 * Places each finished upload in the folder it was dropped into, then forgets the upload on the
 * device, so a reload does not place it twice. A refusal (already there, folder gone) is said and
 * the upload forgotten too; a network failure keeps it for the next try.
 */
export function usePlaceUploads(folderId: string | null, finished: readonly FinishedUpload[], forget: (key: string) => Promise<unknown>): void {
  const { t } = useTranslation();
  const { online } = useNetwork();
  const queryClient = useQueryClient();
  const pending = useRef(new Set<string>());
  useEffect(() => {
    if (!online) return;
    for (const { key, file } of finished) {
      if (pending.current.has(key)) continue;
      pending.current.add(key);
      call(addLibraryEntry, { body: { folderId, fileVersionId: file.fileVersionId } })
        .then(async (item) => {
          await forget(key);
          notifications.show({ color: 'green', message: t('library.added', { name: item.name }) });
          await queryClient.invalidateQueries({ queryKey: libraryKeys.all });
        })
        .catch(async (error: unknown) => {
          notifyError(error instanceof Error ? error.message : String(error));
          if (error instanceof ApiError && error.status >= 400 && error.status < 500) await forget(key);
          else pending.current.delete(key);
        });
    }
  }, [finished, online, folderId, forget, queryClient, t]);
}
