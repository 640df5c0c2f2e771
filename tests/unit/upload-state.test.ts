import { describe, expect, it } from 'vitest';
import { checkFiles, effectiveMaxBytes } from '../../src/app/platform/uploads/upload-checks.ts';
import { afterRun, afterUserAction, percentDone, userActions } from '../../src/app/platform/uploads/upload-state.ts';

const MB = 1024 * 1024;
const file = (name: string, size: number) => new File([new Uint8Array(size)], name);

describe('upload status transitions', () => {
  it('pauses only what is waiting or uploading, resumes what is paused or failed, cancels anything', () => {
    expect(afterUserAction('uploading', 'pause')).toBe('paused');
    expect(afterUserAction('waiting', 'pause')).toBe('paused');
    expect(afterUserAction('paused', 'pause')).toBeNull();
    expect(afterUserAction('success', 'pause')).toBeNull();
    expect(afterUserAction('paused', 'resume')).toBe('waiting');
    expect(afterUserAction('error', 'resume')).toBe('waiting');
    expect(afterUserAction('uploading', 'resume')).toBeNull();
    for (const status of ['waiting', 'uploading', 'paused', 'success', 'error'] as const) expect(afterUserAction(status, 'cancel')).toBe('removed');
  });

  it('offers the buttons that apply', () => {
    expect(userActions('uploading')).toEqual(['pause', 'cancel']);
    expect(userActions('paused')).toEqual(['resume', 'cancel']);
    expect(userActions('success')).toEqual(['cancel']);
  });

  it('records how a run ended: stored, waiting for the network, or the reason it failed', () => {
    const stored = { name: 'x.pdf', fileVersionId: 'f1', url: '/api/file/Download/annex/f1' };
    expect(afterRun({ kind: 'done', file: stored })).toMatchObject({ status: 'success', result: stored, blob: undefined });
    expect(afterRun({ kind: 'offline' })).toEqual({ status: 'waiting', error: undefined });
    // A pause or cancel has written its own status.
    expect(afterRun({ kind: 'stopped' })).toBeNull();
    expect(afterRun({ kind: 'failed', reason: 'read' })).toEqual({ status: 'error', error: { key: 'upload.readFailed' } });
    expect(afterRun({ kind: 'failed', reason: 'refused', status: 400, code: 400, message: 'Maximum upload 150MB' })).toEqual({
      status: 'error',
      error: { key: 'upload.refused', values: { message: 'Maximum upload 150MB' } },
    });
  });

  it('counts hashing as the first tenth of the progress', () => {
    expect(percentDone({ status: 'uploading', phase: 'hashing', done: 50, size: 100 })).toBe(5);
    expect(percentDone({ status: 'uploading', phase: 'sending', done: 50, size: 100 })).toBe(55);
    expect(percentDone({ status: 'success', phase: 'sending', done: 0, size: 100 })).toBe(100);
  });
});

describe('widget checks before queueing', () => {
  it('refuses the whole choice past the count limit, with the file or image wording', () => {
    expect(checkFiles({ purpose: 'annex', limit: 2 }, [file('a.pdf', 1), file('b.pdf', 1)], 1).refusals).toEqual([
      { key: 'upload.tooManyFiles', values: { n: 2 } },
    ]);
    expect(checkFiles({ purpose: 'image', limit: 1, images: true }, [file('a.png', 1)], 1).refusals).toEqual([
      { key: 'upload.tooManyImages', values: { n: 1 } },
    ]);
    expect(checkFiles({ purpose: 'annex', limit: 0 }, [file('a.pdf', 1), file('b.pdf', 1)], 50).accepted).toHaveLength(2);
  });

  it('keeps the 5 MB default and never goes above the purpose’s limit', () => {
    expect(effectiveMaxBytes({ purpose: 'annex' })).toBe(5 * MB);
    expect(effectiveMaxBytes({ purpose: 'image', maxBytes: 50 * MB })).toBe(5 * MB);
    const { accepted, refusals } = checkFiles({ purpose: 'annex' }, [file('big.pdf', 5 * MB + 1), file('ok.pdf', 5 * MB), file('none.pdf', 0)], 0);
    expect(accepted.map((f) => f.name)).toEqual(['ok.pdf']);
    expect(refusals).toEqual([
      { key: 'file.tooLarge', values: { size: 5, unit: 'MB', name: 'big.pdf' } },
      { key: 'file.empty', values: { name: 'none.pdf' } },
    ]);
  });

  it('narrows the types by `accept`, and the image widget says to upload an image', () => {
    expect(checkFiles({ purpose: 'annex', accept: ['xlsx'] }, [file('a.pdf', 1)], 0).refusals).toEqual([
      { key: 'file.wrongType', values: { type: 'xlsx', name: 'a.pdf' } },
    ]);
    expect(checkFiles({ purpose: 'image', images: true }, [file('a.pdf', 1)], 0).refusals[0]?.key).toBe('upload.notImage');
    expect(checkFiles({ purpose: 'image', images: true }, [file('a.png', 6 * MB)], 0).refusals[0]).toEqual({
      key: 'upload.imageTooLarge',
      values: { size: 5, unit: 'MB', name: 'a.png' },
    });
  });
});
