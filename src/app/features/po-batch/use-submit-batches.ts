import { useNetwork } from '@mantine/hooks';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { StoredFile } from '../../../shared/contracts/files.ts';
import { poBatchCreate } from '../../../shared/contracts/po-batch.ts';
import type { BatchCategory } from '../../../shared/domain/po/batch-categories.ts';
import { call } from '../../api/client.ts';
import { notifyError } from '../../platform/notify.ts';
import { batchKeys } from './queries.ts';

export interface FinishedUpload {
  /** The upload's key on the device, to forget it once handed on. */
  key: string;
  file: StoredFile;
}

/**
 * Hands each finished upload of a category to the server as a batch, then forgets the upload on the
 * device, so a reload does not hand it on twice. Offline, it waits for the connection.
 */
export function useSubmitBatches(
  category: BatchCategory,
  finished: readonly FinishedUpload[],
  forget: (key: string) => Promise<unknown>,
  onCreated: (id: string) => void,
): void {
  const { t } = useTranslation();
  const { online } = useNetwork();
  const queryClient = useQueryClient();
  const pending = useRef(new Set<string>());
  useEffect(() => {
    if (!online) return;
    for (const { key, file } of finished) {
      if (pending.current.has(key)) continue;
      pending.current.add(key);
      call(poBatchCreate, { body: { fileVersionId: file.fileVersionId, category } })
        .then(async (batch) => {
          await forget(key);
          await queryClient.invalidateQueries({ queryKey: batchKeys.all });
          onCreated(batch.id);
        })
        .catch((error: unknown) => {
          pending.current.delete(key);
          notifyError(t('po.batch.page.submitFailed', { reason: error instanceof Error ? error.message : String(error) }));
        });
    }
  }, [finished, online, category, forget, onCreated, queryClient, t]);
}
