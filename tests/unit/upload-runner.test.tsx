import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { addUploads, applyUserAction, uploadsOf } from '../../src/app/platform/uploads/upload-queue.ts';
import { startUploadRunner, type UploadWorkerPort } from '../../src/app/platform/uploads/upload-runner.ts';
import { OfflineDb } from '../../src/app/offline/db.ts';
import type { UploadHooks, UploadJob, UploadOutcome } from '../../workers/upload-api.ts';

const stored = { name: 'f1.pdf', fileVersionId: 'f1', url: '/api/file/Download/annex/f1' };

/** A worker whose runs the test ends by hand. */
function fakeWorker() {
  const runs: { job: UploadJob; hooks: UploadHooks; finish: (o: UploadOutcome) => void }[] = [];
  const stopped: string[] = [];
  const port: UploadWorkerPort = {
    upload: (job, hooks) => new Promise((finish) => runs.push({ job, hooks, finish })),
    stop: (id) => {
      stopped.push(id);
      const run = runs.find((r) => r.job.id === id);
      run?.finish({ kind: 'stopped' });
    },
  };
  return { port, runs, stopped };
}

let db: OfflineDb;
let online = true;
let stop: () => void = () => undefined;
beforeEach(() => {
  db = new OfflineDb(`uploads-${Math.random()}`);
  online = true;
});
afterEach(async () => {
  stop();
  db.close();
  await db.delete();
});

function start(worker = fakeWorker()) {
  stop = startUploadRunner({ db, userId: 'u1', connect: () => worker.port, token: () => 'token', language: () => 'en', isOnline: () => online });
  return worker;
}
const file = (name: string) => new File([new Uint8Array(10)], name);
const statuses = async () => (await uploadsOf(db, 'u1', 'w')).map((r) => [r.name, r.status]);

describe('upload runner', () => {
  it('sends queued files one at a time, keeps the MD5 and the result, and drops the bytes once stored', async () => {
    const worker = start();
    await addUploads(db, 'u1', 'w', 'annex', [file('a.pdf'), file('b.pdf')]);
    await expect.poll(() => worker.runs.length).toBe(1);
    expect(await statuses()).toEqual([
      ['a.pdf', 'uploading'],
      ['b.pdf', 'waiting'],
    ]);
    await worker.runs[0]!.hooks.onHashed('0'.repeat(32));
    worker.runs[0]!.finish({ kind: 'done', file: stored });
    await expect.poll(() => worker.runs.length).toBe(2);
    const [a] = await uploadsOf(db, 'u1', 'w');
    expect(a).toMatchObject({ status: 'success', result: stored, identifier: '0'.repeat(32) });
    expect(a?.blob).toBeUndefined();
    expect(worker.runs[1]!.job.name).toBe('b.pdf');
  });

  it('pausing stops the run and keeps it paused until resumed, then passes the known MD5', async () => {
    const worker = start();
    const [id] = await addUploads(db, 'u1', 'w', 'annex', [file('a.pdf')]);
    await expect.poll(() => worker.runs.length).toBe(1);
    await worker.runs[0]!.hooks.onHashed('1'.repeat(32));
    expect(await applyUserAction(db, id!, 'pause')).toBe(true);
    await expect.poll(() => worker.stopped).toEqual([id]);
    expect(await statuses()).toEqual([['a.pdf', 'paused']]);
    expect(await applyUserAction(db, id!, 'pause')).toBe(false);

    expect(await applyUserAction(db, id!, 'resume')).toBe(true);
    await expect.poll(() => worker.runs.length).toBe(2);
    expect(worker.runs[1]!.job.identifier).toBe('1'.repeat(32));
  });

  it('cancelling stops the run and removes the upload', async () => {
    const worker = start();
    const [id] = await addUploads(db, 'u1', 'w', 'annex', [file('a.pdf')]);
    await expect.poll(() => worker.runs.length).toBe(1);
    await applyUserAction(db, id!, 'cancel');
    await expect.poll(() => worker.stopped).toEqual([id]);
    expect(await statuses()).toEqual([]);
  });

  it('waits while offline and starts again on `online`; a failure is kept with its reason', async () => {
    online = false;
    const worker = start();
    await addUploads(db, 'u1', 'w', 'annex', [file('a.pdf')]);
    expect(await statuses()).toEqual([['a.pdf', 'waiting']]);
    expect(worker.runs).toHaveLength(0);
    online = true;
    window.dispatchEvent(new Event('online'));
    await expect.poll(() => worker.runs.length).toBe(1);

    // The connection dropped mid-run: back to waiting, no error.
    online = false;
    worker.runs[0]!.finish({ kind: 'offline' });
    await expect.poll(statuses).toEqual([['a.pdf', 'waiting']]);
    online = true;
    window.dispatchEvent(new Event('online'));
    await expect.poll(() => worker.runs.length).toBe(2);
    worker.runs[1]!.finish({ kind: 'failed', reason: 'refused', status: 400, code: 400, message: 'no' });
    await expect.poll(statuses).toEqual([['a.pdf', 'error']]);
    expect((await uploadsOf(db, 'u1', 'w'))[0]?.error).toEqual({ key: 'upload.refused', values: { message: 'no' } });
  });

  it('after a restart picks up what a closed tab left uploading, and never another user’s uploads', async () => {
    await addUploads(db, 'u1', 'w', 'annex', [file('mine.pdf')]);
    await addUploads(db, 'u2', 'w', 'annex', [file('theirs.pdf')]);
    await db.uploads
      .where('userId')
      .equals('u1')
      .modify({ status: 'uploading', identifier: '2'.repeat(32) });
    const worker = start();
    await expect.poll(() => worker.runs.map((r) => [r.job.name, r.job.identifier])).toEqual([['mine.pdf', '2'.repeat(32)]]);
  });
});
