/**
 * The chunked-upload conversation (spec 001 §4, §7): ask which chunks the server holds, send the
 * missing ones, merge. Every request gets MAX_CHUNK_RETRIES tries with backoff; a refusal (4xx other
 * than 408/429, or a non-200 code) ends the upload at once; an offline page spends no tries.
 */
import { chunkStatus, mergeChunks, storedFile, testChunks, uploadChunk, type ChunkStatus } from '../src/shared/contracts/files.ts';
import { errorEnvelope } from '../src/shared/contracts/endpoint.ts';
import { chunkCount, chunkRange, missingChunks, MAX_CHUNK_RETRIES } from '../src/shared/domain/files.ts';
import type { UploadFailure, UploadHooks, UploadJob, UploadOutcome } from './upload-api.ts';
import { md5OfBlob, ReadFailure } from './hash-file.ts';

export interface SendDeps {
  fetch: (url: string, init: RequestInit) => Promise<Response>;
  /** Waits `ms`, or rejects when `signal` aborts. */
  sleep: (ms: number, signal: AbortSignal) => Promise<void>;
  random: () => number;
}

const BACKOFF_BASE_MS = 500;
const BACKOFF_MAX_MS = 8_000;

/** Before try `attempt` (2, 3, ...): doubling from 500 ms, capped at 8 s, ±50 % jitter. */
export function retryDelay(attempt: number, random: () => number): number {
  return Math.round(Math.min(BACKOFF_MAX_MS, BACKOFF_BASE_MS * 2 ** Math.max(0, attempt - 2)) * (0.5 + random()));
}

/** Worth another try: the request may succeed later (timeout, rate limit, server trouble). */
export const isRetryableStatus = (status: number) => status === 408 || status === 429 || status >= 500;

class Stop extends Error {
  constructor(readonly outcome: UploadOutcome) {
    super(outcome.kind);
  }
}

type Attempt = { ok: true; data: unknown } | { ok: false; final: UploadFailure } | { ok: false; final?: undefined; message: string };

async function attemptOnce(deps: SendDeps, url: string, init: RequestInit): Promise<Attempt> {
  let response: Response;
  try {
    response = await deps.fetch(url, init);
  } catch (error) {
    if (init.signal?.aborted) throw error;
    return { ok: false, message: error instanceof Error ? error.message : 'network error' };
  }
  const json: unknown = await response.json().catch(() => null);
  const envelope = errorEnvelope.safeParse(json);
  if (envelope.success && envelope.data.code === 200) return { ok: true, data: envelope.data.data };
  const message = envelope.success ? envelope.data.msg : `HTTP ${response.status}`;
  if (isRetryableStatus(response.status) || !envelope.success) return { ok: false, message };
  return { ok: false, final: { kind: 'failed', reason: 'refused', status: response.status, code: envelope.data.code, message } };
}

/** One request with its tries; throws Stop when the upload must end here. */
export async function requestWithRetries(
  deps: SendDeps,
  hooks: Pick<UploadHooks, 'isOnline'>,
  url: string,
  init: RequestInit & { signal: AbortSignal },
): Promise<unknown> {
  let last = '';
  for (let attempt = 1; attempt <= MAX_CHUNK_RETRIES; attempt++) {
    if (attempt > 1) await deps.sleep(retryDelay(attempt, deps.random), init.signal);
    if (!(await hooks.isOnline())) throw new Stop({ kind: 'offline' });
    const result = await attemptOnce(deps, url, init);
    if (result.ok) return result.data;
    if (result.final) throw new Stop(result.final);
    // Lost on the way because the page went offline meanwhile: not the request's fault.
    if (!(await hooks.isOnline())) throw new Stop({ kind: 'offline' });
    last = result.message;
  }
  throw new Stop({ kind: 'failed', reason: 'retries', message: last });
}

const heldBytes = (size: number, held: readonly number[]) =>
  held.reduce((sum, n) => (n <= chunkCount(size) ? sum + chunkRange(size, n).end - chunkRange(size, n).start : sum), 0);

/** Runs one upload to its end, or until `signal` aborts (pause, cancel). */
export async function runUpload(job: UploadJob, hooks: UploadHooks, deps: SendDeps, signal: AbortSignal): Promise<UploadOutcome> {
  const size = job.blob.size;
  const headers = { authorization: `Bearer ${job.token}`, 'accept-language': job.language, 'jnpf-origin': 'pc' };
  try {
    let identifier = job.identifier;
    if (!identifier) {
      identifier = await md5OfBlob(job.blob, (done) => void hooks.onProgress({ phase: 'hashing', done, total: size }), signal);
      await hooks.onHashed(identifier);
    }
    const facts = {
      identifier,
      filename: job.name,
      totalSize: String(size),
      totalChunks: String(chunkCount(size)),
      fileType: job.purpose,
      extension: job.extension,
    };
    const query = new URLSearchParams({ ...facts, timestamp: String(Date.now()) });
    let status: ChunkStatus = chunkStatus.parse(
      await requestWithRetries(deps, hooks, `${testChunks.path}?${query.toString()}`, { method: 'GET', headers, signal }),
    );
    if (status.uploaded && status.file) return { kind: 'done', file: status.file };
    await hooks.onProgress({ phase: 'sending', done: heldBytes(size, status.chunkNumbers), total: size });

    for (const chunkNumber of missingChunks(size, status.chunkNumbers)) {
      const { start, end } = chunkRange(size, chunkNumber);
      const form = new FormData();
      for (const [key, value] of Object.entries(facts)) form.append(key, value);
      form.append('chunkNumber', String(chunkNumber));
      // The part is read again for every try: a Blob slice is a reference, not a copy.
      form.append('file', job.blob.slice(start, end), job.name);
      status = chunkStatus.parse(await requestWithRetries(deps, hooks, uploadChunk.path, { method: 'POST', headers, body: form, signal }));
      await hooks.onProgress({ phase: 'sending', done: heldBytes(size, status.chunkNumbers), total: size });
    }

    const mergeForm = new URLSearchParams({ identifier, fileName: job.name, fileSize: String(size), fileType: job.purpose, extension: job.extension });
    const merged = await requestWithRetries(deps, hooks, mergeChunks.path, {
      method: 'POST',
      headers: { ...headers, 'content-type': 'application/x-www-form-urlencoded' },
      body: mergeForm.toString(),
      signal,
    });
    return { kind: 'done', file: storedFile.parse(merged) };
  } catch (error) {
    if (signal.aborted) return { kind: 'stopped' };
    if (error instanceof Stop) return error.outcome;
    if (error instanceof ReadFailure) return { kind: 'failed', reason: 'read' };
    throw error;
  }
}
