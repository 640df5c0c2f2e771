import { lazy, Suspense, useMemo } from 'react';
import { Loader } from '@mantine/core';
import type { DocumentFileSlots } from '../features/po/components/document-file-slots.ts';
import { downloadStoredFile } from '../platform/uploads/download-file.ts';
import { applyUserAction, uploadsOf } from '../platform/uploads/upload-queue.ts';
import { offlineDb } from '../offline/store.ts';
import { UPLOAD_PURPOSES } from '../../shared/domain/files.ts';

// The uploader (a dropzone) loads when a vendor adds a document.
const FileUploader = lazy(async () => ({ default: (await import('../ui/uploads/upload-widget.tsx')).FileUploader }));

/** The uploads feature's parts the PO drawer's shipping documents use (features do not import each other). */
export function useDocumentSlots(userId: string): DocumentFileSlots {
  return useMemo(
    () => ({
      uploader: (scope, onFile) => (
        <Suspense fallback={<Loader size="sm" />}>
          <FileUploader
            userId={userId}
            scope={scope}
            purpose="annex"
            maxBytes={UPLOAD_PURPOSES.annex.maxBytes}
            limit={1}
            onChange={(files) => onFile(files[0] ?? null)}
          />
        </Suspense>
      ),
      clearUploads: async (scope) => {
        for (const record of await uploadsOf(offlineDb, userId, scope)) await applyUserAction(offlineDb, record.id, 'cancel');
      },
      download: downloadStoredFile,
    }),
    [userId],
  );
}
