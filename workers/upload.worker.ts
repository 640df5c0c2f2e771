/**
 * The upload worker: hashing and sending happen here so the page never stalls on a large file
 * (DESIGN "Realtime, files"). The page holds the queue; this runs one job per call.
 */
import * as Comlink from 'comlink';
import type { UploadHooks, UploadJob, UploadWorkerApi } from './upload-api.ts';
import { md5OfBlob } from './hash-file.ts';
import { runUpload, type SendDeps } from './send-chunks.ts';

const running = new Map<string, AbortController>();

const deps: SendDeps = {
  fetch: (url, init) => fetch(url, init),
  random: Math.random,
  sleep: (ms, signal) =>
    new Promise<void>((resolve, reject) => {
      const timer = setTimeout(resolve, ms);
      signal.addEventListener(
        'abort',
        () => {
          clearTimeout(timer);
          reject(signal.reason instanceof Error ? signal.reason : new Error('aborted'));
        },
        { once: true },
      );
    }),
};

const api: UploadWorkerApi = {
  async upload(job: UploadJob, hooks: UploadHooks) {
    running.get(job.id)?.abort();
    const controller = new AbortController();
    running.set(job.id, controller);
    try {
      return await runUpload(job, hooks, deps, controller.signal);
    } finally {
      if (running.get(job.id) === controller) running.delete(job.id);
    }
  },
  stop(id: string) {
    running.get(id)?.abort();
  },
  md5: (blob: Blob) => md5OfBlob(blob),
};

Comlink.expose(api);
