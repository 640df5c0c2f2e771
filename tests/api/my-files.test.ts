import { createHash, randomBytes } from 'node:crypto';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { listMyFiles, mergeChunks, uploadChunk } from '../../src/shared/contracts/files.ts';
import { body, dataOf, startTestApp, type TestApp } from './support/harness.ts';

let t: TestApp;
const tokens: Record<string, string> = {};
beforeEach(async () => {
  t = await startTestApp();
  for (const account of ['admin', 'vendor1', 'vendor2']) tokens[account] = await t.tokenFor(account);
});
afterEach(() => t.close());

/** Uploads a one-chunk file as `account` and returns what the merge stored. */
async function store(account: string, filename: string, bytes = randomBytes(1000)) {
  const identifier = createHash('md5').update(bytes).digest('hex');
  const fields = { identifier, filename, totalSize: String(bytes.length), totalChunks: '1', fileType: 'annex', extension: filename.split('.').pop()! };
  const form = new FormData();
  for (const [key, value] of Object.entries(fields)) form.append(key, value);
  form.append('chunkNumber', '1');
  form.append('file', new Blob([new Uint8Array(bytes)]), filename);
  const encoded = new Response(form);
  const payload = Buffer.from(await encoded.arrayBuffer());
  dataOf(
    uploadChunk,
    await t.request({
      method: 'POST',
      url: '/api/file/chunk',
      token: tokens[account],
      payload,
      headers: { 'content-type': encoded.headers.get('content-type')! },
    }),
  );
  return dataOf(
    mergeChunks,
    await t.request({
      method: 'POST',
      url: '/api/file/merge',
      token: tokens[account],
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({
        identifier,
        fileName: filename,
        fileSize: String(bytes.length),
        fileType: 'annex',
        extension: fields.extension,
      }).toString(),
    }),
  );
}

const mine = (account: string, query = '') => t.request({ method: 'GET', url: `/api/file/Mine${query}`, token: tokens[account] });

describe('my files', () => {
  it('lists only the caller’s own files, newest first, with their download path', async () => {
    const first = await store('vendor1', 'delivery note.pdf');
    const second = await store('vendor1', 'invoice 2026.xlsx');
    await store('vendor2', 'other vendor.pdf');

    const page = dataOf(listMyFiles, await mine('vendor1'));
    expect(page.pagination).toEqual({ currentPage: 1, pageSize: 20, total: 2 });
    expect(page.list.map((f) => [f.name, f.fileVersionId, f.url, f.size, f.fileType])).toEqual([
      ['invoice 2026.xlsx', second.fileVersionId, second.url, 1000, 'annex'],
      ['delivery note.pdf', first.fileVersionId, first.url, 1000, 'annex'],
    ]);
    expect(dataOf(listMyFiles, await mine('vendor2')).list.map((f) => f.name)).toEqual(['other vendor.pdf']);
    // An administrator's own list holds their own files, not everyone's.
    expect(dataOf(listMyFiles, await mine('admin')).list).toEqual([]);
  });

  it('filters by a name keyword taken literally and pages', async () => {
    await store('vendor1', 'a_1.pdf');
    await store('vendor1', 'ab1.pdf');
    expect(dataOf(listMyFiles, await mine('vendor1', '?keyword=a_1')).list.map((f) => f.name)).toEqual(['a_1.pdf']);
    const paged = dataOf(listMyFiles, await mine('vendor1', '?pageSize=1&currentPage=2'));
    expect(paged.list.map((f) => f.name)).toEqual(['a_1.pdf']);
    expect(paged.pagination.total).toBe(2);
  });

  it('sorts by name, size or upload time as asked, and refuses a column it does not sort by, naming it', async () => {
    await store('vendor1', 'b.pdf');
    await store('vendor1', 'a.pdf');
    await store('vendor1', 'c.pdf');
    expect(dataOf(listMyFiles, await mine('vendor1', '?sidx=name&sort=asc')).list.map((f) => f.name)).toEqual(['a.pdf', 'b.pdf', 'c.pdf']);
    expect(dataOf(listMyFiles, await mine('vendor1', '?sidx=name&sort=desc')).list.map((f) => f.name)).toEqual(['c.pdf', 'b.pdf', 'a.pdf']);
    expect(dataOf(listMyFiles, await mine('vendor1', '?sidx=createdAt&sort=asc')).list.map((f) => f.name)).toEqual(['b.pdf', 'a.pdf', 'c.pdf']);
    const refused = await mine('vendor1', '?sidx=ownerId');
    expect(refused.statusCode).toBe(400);
    expect(body(refused).msg).toContain('sidx');
  });

  it('needs a session', async () => {
    const res = await t.request({ method: 'GET', url: '/api/file/Mine' });
    expect(res.statusCode).toBe(401);
    expect(body(res).code).not.toBe(200);
  });
});
