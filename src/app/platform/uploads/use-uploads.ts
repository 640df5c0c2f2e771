import { useCallback, useEffect, useRef } from 'react';
import type { StoredFile } from '../../../shared/contracts/files.ts';
import type { UploadRecord } from '../../offline/db.ts';
import { useLiveQuery } from '../../offline/live.ts';
import { offlineDb } from '../../offline/store.ts';
import { uploadsOf } from './upload-queue.ts';

/** One widget's uploads as stored on the device, kept current as any tab changes them. */
export function useUploads(userId: string, scope: string): UploadRecord[] | undefined {
  const query = useCallback(() => uploadsOf(offlineDb, userId, scope), [userId, scope]);
  return useLiveQuery(query);
}

/** Calls `onChange` with the stored files whenever the set of finished uploads changes. */
export function useStoredFilesChange(records: UploadRecord[] | undefined, onChange: ((files: StoredFile[]) => void) | undefined): void {
  const last = useRef<string | null>(null);
  useEffect(() => {
    if (!records || !onChange) return;
    const files = records.flatMap((r) => (r.status === 'success' && r.result ? [r.result] : []));
    const key = files.map((f) => f.fileVersionId).join(',');
    if (key === last.current) return;
    last.current = key;
    onChange(files);
  }, [records, onChange]);
}
