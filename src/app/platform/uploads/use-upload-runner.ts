import { useEffect } from 'react';
import type { UploadWorkerApi } from '../../../../workers/upload-api.ts';
import { tokenStore } from '../../api/token.ts';
import { currentLanguage } from '../../i18n.ts';
import { offlineDb } from '../../offline/store.ts';
import { startUploadRunner, type UploadWorkerPort } from './upload-runner.ts';

/**
 * The upload worker, started at the first upload. Comlink arrives with it: the signed-in frame, part
 * of every page's first load, does without it.
 */
export function connectUploadWorker(): UploadWorkerPort {
  const worker = new Worker(new URL('../../../../workers/upload.worker.ts', import.meta.url), { type: 'module', name: 'upload' });
  const link = import('comlink').then((Comlink) => ({ Comlink, api: Comlink.wrap<UploadWorkerApi>(worker) }));
  return {
    upload: async (job, hooks) => {
      const { Comlink, api } = await link;
      // The hooks stay here and are called from the worker.
      return api.upload(job, Comlink.proxy(hooks));
    },
    stop: async (id) => (await link).api.stop(id),
    close: () => worker.terminate(),
  };
}

/** Runs the signed-in user's queued uploads while they are signed in (see upload-runner.ts). */
export function useUploadRunner(userId: string): void {
  useEffect(
    () =>
      startUploadRunner({
        db: offlineDb,
        userId,
        connect: connectUploadWorker,
        token: () => tokenStore.get(),
        language: currentLanguage,
        isOnline: () => navigator.onLine,
      }),
    [userId],
  );
}
