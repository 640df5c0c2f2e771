import * as Comlink from 'comlink';
import { useEffect } from 'react';
import type { UploadWorkerApi } from '../../../../workers/upload-api.ts';
import { tokenStore } from '../../api/token.ts';
import { currentLanguage } from '../../i18n.ts';
import { offlineDb } from '../../offline/store.ts';
import { startUploadRunner, type UploadWorkerPort } from './upload-runner.ts';

function connectWorker(): UploadWorkerPort {
  const worker = new Worker(new URL('../../../../workers/upload.worker.ts', import.meta.url), { type: 'module', name: 'upload' });
  const api = Comlink.wrap<UploadWorkerApi>(worker);
  return { upload: (job, hooks) => api.upload(job, hooks), stop: (id) => api.stop(id), close: () => worker.terminate() };
}

/** Runs the signed-in user's queued uploads while they are signed in (see upload-runner.ts). */
export function useUploadRunner(userId: string): void {
  useEffect(
    () =>
      startUploadRunner({
        db: offlineDb,
        userId,
        connect: connectWorker,
        exposeHooks: (hooks) => Comlink.proxy(hooks),
        token: () => tokenStore.get(),
        language: currentLanguage,
        isOnline: () => navigator.onLine,
      }),
    [userId],
  );
}
