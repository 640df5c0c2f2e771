/**
 * The upload queue's records in the device's store: what the widgets add and change. The runner
 * (upload-runner.ts) does the sending; it reads the same records, so any tab may pause or cancel.
 */
import { extensionOf, type UploadPurpose } from '../../../shared/domain/files.ts';
import type { OfflineDb, UploadRecord } from '../../offline/db.ts';
import { afterUserAction, type UserAction } from './upload-state.ts';

export async function addUploads(
  db: OfflineDb,
  userId: string,
  scope: string,
  purpose: UploadPurpose,
  files: readonly File[],
  now = Date.now(),
): Promise<string[]> {
  const records: UploadRecord[] = files.map((file, i) => ({
    id: crypto.randomUUID(),
    userId,
    scope,
    purpose,
    name: file.name,
    extension: extensionOf(file.name),
    size: file.size,
    blob: file,
    status: 'waiting',
    done: 0,
    // Keeps the order the user chose them in.
    createdAt: now + i,
  }));
  await db.uploads.bulkAdd(records);
  return records.map((r) => r.id);
}

/** Applies a pause, resume or cancel; false when it does not apply to the upload as it is now. */
export function applyUserAction(db: OfflineDb, id: string, action: UserAction): Promise<boolean> {
  return db.transaction('rw', db.uploads, async () => {
    const record = await db.uploads.get(id);
    if (!record) return false;
    const next = afterUserAction(record.status, action);
    if (next === null) return false;
    if (next === 'removed') await db.uploads.delete(id);
    else await db.uploads.update(id, { status: next, error: undefined });
    return true;
  });
}

/** One widget's uploads, oldest first. */
export async function uploadsOf(db: OfflineDb, userId: string, scope: string): Promise<UploadRecord[]> {
  const mine = await db.uploads.where('userId').equals(userId).toArray();
  return mine.filter((r) => r.scope === scope).sort((a, b) => a.createdAt - b.createdAt);
}
