/**
 * How an upload's status moves (spec 001 §4: waiting, uploading, paused, success, error). The user
 * pauses, resumes or cancels; the runner starts a waiting upload and reports how its run ended.
 * Pure, so the queue's bookkeeping is tested without a worker or a network.
 */
import type { UploadOutcome } from '../../../../workers/upload-api.ts';
import type { UploadRecord, UploadStatus } from '../../offline/db.ts';

export type UserAction = 'pause' | 'resume' | 'cancel';

/** The status after the user's action, `removed` for a cancel, or null when the action does not apply. */
export function afterUserAction(status: UploadStatus, action: UserAction): UploadStatus | 'removed' | null {
  switch (action) {
    case 'pause':
      return status === 'waiting' || status === 'uploading' ? 'paused' : null;
    case 'resume':
      // An error can be tried again: a network failure may have passed, and a refusal is shown anew.
      return status === 'paused' || status === 'error' ? 'waiting' : null;
    case 'cancel':
      // On a finished upload: takes it off the list; the stored file stays on the server.
      return 'removed';
  }
}

/** What the user may do now: the buttons a row shows. */
export function userActions(status: UploadStatus): UserAction[] {
  return (['pause', 'resume', 'cancel'] as const).filter((action) => afterUserAction(status, action) !== null);
}

/** Whether the runner should (re)start it: waiting, or uploading when no run of this tab holds it (a reload cut it off). */
export const wantsRun = (record: UploadRecord) => record.status === 'waiting' || record.status === 'uploading';

/**
 * The record's change when a run ends. A run that was stopped changes nothing: the pause or cancel
 * that stopped it has written its own status already.
 */
export function afterRun(outcome: UploadOutcome): Partial<UploadRecord> | null {
  switch (outcome.kind) {
    case 'done':
      return { status: 'success', result: outcome.file, blob: undefined, error: undefined, phase: 'sending' };
    case 'stopped':
      return null;
    case 'offline':
      return { status: 'waiting', error: undefined };
    case 'failed':
      if (outcome.reason === 'read') return { status: 'error', error: { key: 'upload.readFailed' } };
      if (outcome.reason === 'refused') return { status: 'error', error: { key: 'upload.refused', values: { message: outcome.message } } };
      return { status: 'error', error: { key: 'upload.failed', values: { message: outcome.message } } };
  }
}

/** Share of the work done, 0..100: hashing counts for the first tenth, sending for the rest. */
export function percentDone(record: Pick<UploadRecord, 'status' | 'phase' | 'done' | 'size'>): number {
  if (record.status === 'success') return 100;
  if (record.size <= 0) return 0;
  const share = Math.min(1, record.done / record.size);
  if (record.phase === 'hashing') return Math.round(share * 10);
  if (record.phase === 'sending') return Math.round(10 + share * 90);
  return 0;
}
