/**
 * Sends the signed-in user's queued uploads, one at a time, through the upload worker. One tab per
 * user runs them (a Web Lock); the others only show the records. While the page is offline nothing
 * is tried; `online` starts the queue again, and a reload finds the records where they stood (the
 * MD5 is kept, so only the chunks the server lacks are sent).
 */
import { liveQuery } from 'dexie';
import type { UploadHooks, UploadJob, UploadOutcome } from '../../../../workers/upload-api.ts';
import type { OfflineDb, UploadRecord } from '../../offline/db.ts';
import { afterRun, wantsRun } from './upload-state.ts';

/** The worker as the runner uses it (a Comlink remote in the app, a fake in tests). */
export interface UploadWorkerPort {
  upload(job: UploadJob, hooks: UploadHooks): Promise<UploadOutcome>;
  stop(id: string): unknown;
  /** Ends the worker when the runner stops (sign-out, another user): nothing of it is left running. */
  close?(): void;
}

export interface UploadRunnerOptions {
  db: OfflineDb;
  userId: string;
  connect: () => UploadWorkerPort;
  /** Wraps the hooks for the trip to the worker (Comlink.proxy in the app). */
  exposeHooks?: (hooks: UploadHooks) => UploadHooks;
  token: () => string | null;
  language: () => string;
  isOnline: () => boolean;
}

const LOCK_PREFIX = 'supplyline-uploads:';

/** Starts the runner; returns a stop function that ends the current run (it resumes on the next start). */
export function startUploadRunner(options: UploadRunnerOptions): () => void {
  const { db, userId, isOnline } = options;
  let stopped = false;
  let worker: UploadWorkerPort | null = null;
  let current: string | null = null;
  let records: UploadRecord[] = [];

  const run = async (record: UploadRecord, blob: Blob, token: string) => {
    current = record.id;
    const started = await db.transaction('rw', db.uploads, async () => {
      const now = await db.uploads.get(record.id);
      if (!now || !wantsRun(now)) return false;
      await db.uploads.update(record.id, { status: 'uploading', error: undefined });
      return true;
    });
    if (!started) return finish();
    worker ??= options.connect();
    const job: UploadJob = {
      id: record.id,
      blob,
      name: record.name,
      extension: record.extension,
      purpose: record.purpose,
      token,
      language: options.language(),
      ...(record.identifier ? { identifier: record.identifier } : {}),
    };
    const hooks: UploadHooks = {
      onProgress: ({ phase, done }) => db.uploads.update(record.id, { phase, done }),
      onHashed: (identifier) => db.uploads.update(record.id, { identifier }),
      isOnline,
    };
    let outcome: UploadOutcome;
    try {
      outcome = await worker.upload(job, options.exposeHooks ? options.exposeHooks(hooks) : hooks);
    } catch (error) {
      outcome = { kind: 'failed', reason: 'retries', message: error instanceof Error ? error.message : String(error) };
    }
    // Stopped (sign-out, another user, the store closing): the run's end is not this runner's to write.
    if (stopped) return;
    const change = afterRun(outcome);
    if (change) {
      await db.transaction('rw', db.uploads, async () => {
        // Paused or cancelled while the run ended: the user's word stands.
        const now = await db.uploads.get(record.id);
        if (now && wantsRun(now)) await db.uploads.update(record.id, change);
      });
    }
    await finish();
  };

  /** Reads the records afresh before choosing the next: the live query may not have seen this run's end yet. */
  const finish = async () => {
    if (stopped) return;
    records = await db.uploads.where('userId').equals(userId).toArray();
    current = null;
    tick();
  };

  function tick(): void {
    if (stopped) return;
    if (current !== null) {
      const mine = records.find((r) => r.id === current);
      if (!mine || !wantsRun(mine)) worker?.stop(current);
      return;
    }
    const token = options.token();
    if (!token || !isOnline()) return;
    const next = records.filter((r) => wantsRun(r) && r.blob).sort((a, b) => a.createdAt - b.createdAt)[0];
    if (next?.blob) void run(next, next.blob, token);
  }

  const lead = () =>
    new Promise<void>((release) => {
      const subscription = liveQuery(() => db.uploads.where('userId').equals(userId).toArray()).subscribe({
        next: (list) => {
          records = list;
          tick();
        },
      });
      window.addEventListener('online', tick);
      stopLeading = () => {
        subscription.unsubscribe();
        window.removeEventListener('online', tick);
        if (current !== null) worker?.stop(current);
        release();
      };
      if (stopped) stopLeading();
    });

  let stopLeading = () => undefined as void;
  const abort = new AbortController();
  if (typeof navigator !== 'undefined' && navigator.locks) {
    void navigator.locks.request(LOCK_PREFIX + userId, { signal: abort.signal }, lead).catch((error: unknown) => {
      if (!(error instanceof DOMException && error.name === 'AbortError')) throw error;
    });
  } else void lead();

  return () => {
    stopped = true;
    abort.abort();
    stopLeading();
    worker?.close?.();
  };
}
