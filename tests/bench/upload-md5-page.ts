/**
 * Bundled for the upload benchmark and run in headless Chromium: MD5 of one large Blob on the page
 * (spark-md5 in the worker's own slicing, on the main thread) and in the upload worker through
 * Comlink, with the longest main-thread task while the worker hashes.
 */
import * as Comlink from 'comlink';
import { md5OfBlob } from '../../workers/hash-file.ts';
import type { UploadWorkerApi } from '../../workers/upload-api.ts';

let longest = 0;
new PerformanceObserver((list) => {
  for (const entry of list.getEntries()) longest = Math.max(longest, entry.duration);
}).observe({ type: 'longtask', buffered: true });

/** Random bytes (getRandomValues gives at most 64 KiB a call), so no part compresses or repeats. */
function randomBlob(size: number): Blob {
  const parts: Uint8Array<ArrayBuffer>[] = [];
  for (let at = 0; at < size; at += 1 << 20) {
    const part = new Uint8Array(Math.min(1 << 20, size - at));
    for (let i = 0; i < part.length; i += 65_536) crypto.getRandomValues(part.subarray(i, i + 65_536));
    parts.push(part);
  }
  return new Blob(parts);
}

async function compare(size: number) {
  const blob = randomBlob(size);
  const api = Comlink.wrap<UploadWorkerApi>(new Worker('/upload-worker.js', { type: 'module' }));
  await api.md5(new Blob(['warm up']));

  longest = 0;
  let started = performance.now();
  const onPage = await md5OfBlob(blob);
  const pageSeconds = (performance.now() - started) / 1000;
  const pageLongestTaskMs = longest;

  // Let the observer report the page run's tasks before counting the worker's.
  await new Promise((resolve) => setTimeout(resolve, 200));
  longest = 0;
  started = performance.now();
  const inWorker = await api.md5(blob);
  const workerSeconds = (performance.now() - started) / 1000;
  await new Promise((resolve) => setTimeout(resolve, 200));
  return { same: onPage === inWorker, pageSeconds, workerSeconds, pageLongestTaskMs, workerLongestTaskMs: longest };
}

Object.assign(window, { bench: { compare } });
