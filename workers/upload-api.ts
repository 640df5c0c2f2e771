/**
 * What crosses the boundary between the page and the upload worker (see upload.worker.ts). Plain
 * types only, valid under both the DOM and the WebWorker libraries: the page imports them too.
 */
import type { StoredFile } from '../src/shared/contracts/files.ts';
import type { UploadPurpose } from '../src/shared/domain/files.ts';

export interface UploadJob {
  /** The page's id for this upload: `stop(id)` names it. */
  id: string;
  blob: Blob;
  name: string;
  extension: string;
  purpose: UploadPurpose;
  /** The MD5 from an earlier run: a resumed upload is not hashed again. */
  identifier?: string;
  /** The session token (a worker cannot read local storage). */
  token: string;
  /** Sent as accept-language, so the server's refusals come in the user's language. */
  language: string;
}

export interface UploadProgress {
  phase: 'hashing' | 'sending';
  /** Bytes hashed, or bytes the server holds. */
  done: number;
  total: number;
}

/** The page's side of a run; over Comlink each call returns a promise, so either form is accepted. */
export interface UploadHooks {
  onProgress(progress: UploadProgress): unknown;
  /** The file's MD5, once known: the page keeps it for a later resume. */
  onHashed(identifier: string): unknown;
  /** Whether the page believes it is online; asked before every request, so offline spends no retries. */
  isOnline(): boolean | Promise<boolean>;
}

export type UploadFailure =
  /** The file could not be read (moved, deleted, permission lost). */
  | { kind: 'failed'; reason: 'read' }
  /** The server refused (a 4xx other than 408/429, or a non-200 code): sending again would not help. */
  | { kind: 'failed'; reason: 'refused'; status: number; code: number | string; message: string }
  /** Every try of one request failed on the network or the server (5xx, 408, 429). */
  | { kind: 'failed'; reason: 'retries'; message: string };

export type UploadOutcome =
  | { kind: 'done'; file: StoredFile }
  /** stop(id) was called: pause or cancel, the page knows which. */
  | { kind: 'stopped' }
  /** The page went offline: nothing failed, run again when it is back. */
  | { kind: 'offline' }
  | UploadFailure;

export interface UploadWorkerApi {
  /** Hashes (unless the job carries its MD5), sends the chunks the server lacks and merges. */
  upload(job: UploadJob, hooks: UploadHooks): Promise<UploadOutcome>;
  /** Ends the run of this id at the next slice or request; its promise answers `stopped`. */
  stop(id: string): void;
  /** MD5 of a blob as the upload computes it (the benchmark times it). */
  md5(blob: Blob): Promise<string>;
}
