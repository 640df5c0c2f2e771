import { useMemo } from 'react';
import type { DocumentFileSlots } from '../features/po/components/document-file-slots.ts';
import { SheetPreview } from '../features/uploads/components/sheet-preview.tsx';
import { FileUploader } from '../features/uploads/components/upload-widget.tsx';
import { downloadStoredFile } from '../features/uploads/download-file.ts';
import { applyUserAction, uploadsOf } from '../features/uploads/upload-queue.ts';
import { offlineDb } from '../offline/store.ts';
import { UPLOAD_PURPOSES } from '../../shared/domain/files.ts';

/** The uploads feature's parts the PO drawer's shipping documents use (features do not import each other). */
export function useDocumentSlots(userId: string): DocumentFileSlots {
  return useMemo(
    () => ({
      uploader: (scope, onFile) => (
        <FileUploader
          userId={userId}
          scope={scope}
          purpose="annex"
          maxBytes={UPLOAD_PURPOSES.annex.maxBytes}
          limit={1}
          onChange={(files) => onFile(files[0] ?? null)}
        />
      ),
      clearUploads: async (scope) => {
        for (const record of await uploadsOf(offlineDb, userId, scope)) await applyUserAction(offlineDb, record.id, 'cancel');
      },
      download: downloadStoredFile,
      sheetPreview: (file, onClose) => <SheetPreview fileVersionId={file.fileId} name={file.name} onClose={onClose} />,
    }),
    [userId],
  );
}
