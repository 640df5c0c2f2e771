import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError, saveFile, type FetchedFile } from '../api/client.ts';
import { notifyError } from '../platform/notify.ts';

/** Catalogue keys of the two things a download can say: no connection, or why it failed ({{reason}}). */
export interface DownloadMessages {
  offline: string;
  failed: string;
}

const GENERIC: DownloadMessages = { offline: 'file.downloadOffline', failed: 'file.downloadFailed' };

/**
 * Fetches a file and hands it to the browser, with a busy flag for the button; a failure is told in
 * the user's language: offline before anything is sent, or the server's reason.
 */
export function useFileDownload(messages: DownloadMessages = GENERIC): { busy: boolean; download: (fetchFile: () => Promise<FetchedFile>) => Promise<void> } {
  const { t } = useTranslation();
  const [busy, setBusy] = useState(false);
  const download = async (fetchFile: () => Promise<FetchedFile>) => {
    if (!navigator.onLine) {
      notifyError(t(messages.offline));
      return;
    }
    setBusy(true);
    try {
      saveFile(await fetchFile());
    } catch (error) {
      if (error instanceof ApiError && error.status === 0) notifyError(t(messages.offline));
      else notifyError(t(messages.failed, { reason: error instanceof Error ? error.message : String(error) }));
    } finally {
      setBusy(false);
    }
  };
  return { busy, download };
}
