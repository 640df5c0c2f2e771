import type { ReactNode } from 'react';
import type { StoredFile } from '../../../../shared/contracts/files.ts';

/**
 * What the PO feature needs from the uploads feature, handed in by the route (features do not
 * import each other): the resumable uploader, forgetting its finished uploads, fetching a stored
 * file with the session.
 */
export interface DocumentFileSlots {
  /** The uploader for the device's upload queue `scope`, one file; reports the stored file, or null. */
  uploader: (scope: string, onFile: (file: StoredFile | null) => void) => ReactNode;
  clearUploads: (scope: string) => Promise<void>;
  download: (url: string, name: string, inline: boolean) => Promise<void>;
}
