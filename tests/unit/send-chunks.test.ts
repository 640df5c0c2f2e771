import { createHash, randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { CHUNK_SIZE, HASH_SLICE_SIZE, MAX_CHUNK_RETRIES } from '../../src/shared/domain/files.ts';
import { md5OfBlob } from '../../workers/hash-file.ts';
import { retryDelay, runUpload, type SendDeps } from '../../workers/send-chunks.ts';
import type { UploadHooks, UploadJob, UploadProgress } from '../../workers/upload-api.ts';

const bytes = randomBytes(3 * CHUNK_SIZE + 123);
const md5 = createHash('md5').update(bytes).digest('hex');
const stored = { name: 'f1.pdf', fileVersionId: 'f1', url: '/api/file/Download/annex/f1' };
const ok = (data: unknown) => Response.json({ code: 200, msg: 'Success', data });

/** A server holding some chunks already; `answer` may replace an answer (a failure) by request number. */
function fakeServer(held: number[] = [], answer: (n: number, method: string) => Response | 'network' | undefined = () => undefined) {
  const have = new Set(held);
  const sent: number[] = [];
  let requests = 0;
  const status = () => ({ uploaded: false, merge: have.size === 4, chunkNumbers: [...have].sort(), file: null });
  const fetch: SendDeps['fetch'] = (url, init) => Promise.resolve().then(() => respond(url, init));
  const respond = (url: string, init: RequestInit): Response => {
    requests += 1;
    const replaced = answer(requests, init.method ?? 'GET');
    if (replaced === 'network') throw new TypeError('Failed to fetch');
    if (replaced) return replaced;
    if (url.startsWith('/api/file/chunk?')) return ok(status());
    if (url === '/api/file/chunk') {
      const n = Number((init.body as FormData).get('chunkNumber'));
      sent.push(n);
      have.add(n);
      return ok(status());
    }
    return ok(stored);
  };
  return { fetch, sent, requests: () => requests };
}

const job = (extra: Partial<UploadJob> = {}): UploadJob => ({
  id: 'u1',
  blob: new Blob([new Uint8Array(bytes)]),
  name: 'plan.pdf',
  extension: 'pdf',
  purpose: 'annex',
  token: 't',
  language: 'en',
  ...extra,
});
function hooks(online: () => boolean = () => true) {
  const progress: UploadProgress[] = [];
  const hashed: string[] = [];
  const value: UploadHooks = { onProgress: (p) => progress.push(p), onHashed: (id) => hashed.push(id), isOnline: online };
  return { value, progress, hashed };
}
const deps = (fetch: SendDeps['fetch'], delays: number[] = []): SendDeps => ({
  fetch,
  random: () => 0.5,
  sleep: (ms) => (delays.push(ms), Promise.resolve()),
});
const run = (j: UploadJob, h: UploadHooks, d: SendDeps) => runUpload(j, h, d, new AbortController().signal);

describe('upload worker conversation', () => {
  it('hashes in slices to the same MD5 as the whole file', async () => {
    const big = new Blob([new Uint8Array(HASH_SLICE_SIZE + 5)]);
    const seen: number[] = [];
    expect(await md5OfBlob(big, (done) => seen.push(done))).toBe(
      createHash('md5')
        .update(new Uint8Array(HASH_SLICE_SIZE + 5))
        .digest('hex'),
    );
    expect(seen).toEqual([HASH_SLICE_SIZE, HASH_SLICE_SIZE + 5]);
  });

  it('after a partial upload sends only the chunks the server lacks, then merges', async () => {
    const server = fakeServer([1, 3]);
    const h = hooks();
    expect(await run(job(), h.value, deps(server.fetch))).toEqual({ kind: 'done', file: stored });
    expect(server.sent).toEqual([2, 4]);
    expect(h.hashed).toEqual([md5]);
    expect(h.progress.filter((p) => p.phase === 'sending').map((p) => p.done)).toEqual([2 * CHUNK_SIZE, 3 * CHUNK_SIZE, bytes.length]);
  });

  it('does not hash again when the MD5 is known, and stops at once when the file is already stored', async () => {
    const server = fakeServer([], (_n, method) => (method === 'GET' ? ok({ uploaded: true, merge: false, chunkNumbers: [], file: stored }) : undefined));
    const h = hooks();
    expect(await run(job({ identifier: md5 }), h.value, deps(server.fetch))).toEqual({ kind: 'done', file: stored });
    expect(h.hashed).toEqual([]);
    expect(server.sent).toEqual([]);
  });

  it(`tries a request ${MAX_CHUNK_RETRIES} times with growing delays before failing`, async () => {
    const failing = fakeServer([1, 2, 3], (_n, method) => (method === 'POST' ? new Response('busy', { status: 503 }) : undefined));
    const delays: number[] = [];
    const outcome = await run(job({ identifier: md5 }), hooks().value, deps(failing.fetch, delays));
    expect(outcome).toEqual({ kind: 'failed', reason: 'retries', message: 'HTTP 503' });
    expect(failing.requests()).toBe(1 + MAX_CHUNK_RETRIES);
    expect(delays).toEqual([2, 3, 4, 5].map((attempt) => retryDelay(attempt, () => 0.5)));
    expect(delays).toEqual([500, 1000, 2000, 4000]);

    // The fifth try succeeds: the upload goes on.
    const flaky = fakeServer([1, 2, 3], (n) => (n >= 2 && n <= 5 ? 'network' : undefined));
    expect(await run(job({ identifier: md5 }), hooks().value, deps(flaky.fetch))).toEqual({ kind: 'done', file: stored });
    expect(flaky.sent).toEqual([4]);
  });

  it('ends at the first refusal, with the server’s message; 408 and 429 are tried again', async () => {
    const refusing = fakeServer([], (n) => (n === 2 ? Response.json({ code: 400, msg: 'Maximum upload 150MB', data: null }, { status: 400 }) : undefined));
    expect(await run(job({ identifier: md5 }), hooks().value, deps(refusing.fetch))).toEqual({
      kind: 'failed',
      reason: 'refused',
      status: 400,
      code: 400,
      message: 'Maximum upload 150MB',
    });
    expect(refusing.requests()).toBe(2);

    const limited = fakeServer([], (n) => (n === 2 ? Response.json({ code: 429, msg: 'slow down', data: null }, { status: 429 }) : undefined));
    expect((await run(job({ identifier: md5 }), hooks().value, deps(limited.fetch))).kind).toBe('done');
  });

  it('spends no tries while offline: a request lost to the network waits for the connection', async () => {
    let online = true;
    const server = fakeServer([], (n) => {
      if (n !== 3) return undefined;
      online = false;
      return 'network';
    });
    expect(await run(job({ identifier: md5 }), hooks(() => online).value, deps(server.fetch))).toEqual({ kind: 'offline' });
    expect(server.requests()).toBe(3);
    expect(server.sent).toEqual([1]);

    const never = fakeServer();
    expect(await run(job({ identifier: md5 }), hooks(() => false).value, deps(never.fetch))).toEqual({ kind: 'offline' });
    expect(never.requests()).toBe(0);
  });

  it('stops when paused or cancelled, and reports an unreadable file as such', async () => {
    const controller = new AbortController();
    controller.abort();
    expect(await runUpload(job(), hooks().value, deps(fakeServer().fetch), controller.signal)).toEqual({ kind: 'stopped' });
    const unreadable = { size: 10, slice: () => ({ arrayBuffer: () => Promise.reject(new Error('NotReadableError')) }) } as unknown as Blob;
    expect(await run(job({ blob: unreadable }), hooks().value, deps(fakeServer().fetch))).toEqual({ kind: 'failed', reason: 'read' });
  });
});
