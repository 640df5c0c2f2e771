import { createHash, randomBytes } from 'node:crypto';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { mergeChunks, testChunks, uploadChunk } from '../../src/shared/contracts/files.ts';
import { CHUNK_SIZE, chunkCount, chunkRange, missingChunks, type UploadPurpose } from '../../src/shared/domain/files.ts';
import { body, dataOf, startTestApp, type TestApp } from './support/harness.ts';

let t: TestApp;
const tokens: Record<string, string> = {};
beforeEach(async () => {
  t = await startTestApp();
  for (const account of ['admin', 'vendor1', 'vendor2']) tokens[account] = await t.tokenFor(account);
});
afterEach(() => t.close());

interface Upload {
  bytes: Buffer;
  identifier: string;
  filename: string;
  fileType: UploadPurpose;
}
const upload = (bytes: Buffer, filename: string, fileType: UploadPurpose = 'annex', identifier?: string): Upload => ({
  bytes,
  filename,
  fileType,
  identifier: identifier ?? createHash('md5').update(bytes).digest('hex'),
});
const facts = (u: Upload) => ({
  identifier: u.identifier,
  filename: u.filename,
  totalSize: String(u.bytes.length),
  totalChunks: String(chunkCount(u.bytes.length)),
  fileType: u.fileType,
  extension: u.filename.split('.').pop()!,
});

const ask = (u: Upload, account = 'vendor1', language = 'en') =>
  t.request({
    method: 'GET',
    url: `/api/file/chunk?${new URLSearchParams(facts(u)).toString()}`,
    token: tokens[account],
    headers: { 'accept-language': language },
  });

async function send(u: Upload, chunkNumber: number, account = 'vendor1', bytes?: Buffer) {
  const { start, end } = chunkRange(u.bytes.length, chunkNumber);
  const form = new FormData();
  for (const [key, value] of Object.entries(facts(u))) form.append(key, value);
  form.append('chunkNumber', String(chunkNumber));
  form.append('file', new Blob([new Uint8Array(bytes ?? u.bytes.subarray(start, end))]), u.filename);
  const encoded = new Response(form);
  const payload = Buffer.from(await encoded.arrayBuffer());
  return t.request({
    method: 'POST',
    url: '/api/file/chunk',
    token: tokens[account],
    payload,
    headers: { 'content-type': encoded.headers.get('content-type')! },
  });
}

const merge = (u: Upload, account = 'vendor1') =>
  t.request({
    method: 'POST',
    url: '/api/file/merge',
    token: tokens[account],
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams({
      identifier: u.identifier,
      fileName: u.filename,
      fileSize: String(u.bytes.length),
      fileType: u.fileType,
      extension: u.filename.split('.').pop()!,
    }).toString(),
  });

describe('chunked upload', () => {
  it('resumes a partial upload from the chunks the server holds, merges, verifies and serves the file to its owner only', async () => {
    const file = upload(randomBytes(2 * CHUNK_SIZE + 1_000_000), '采购订单 batch.xlsx');
    expect(dataOf(testChunks, await ask(file))).toEqual({ uploaded: false, merge: false, chunkNumbers: [], file: null });
    dataOf(uploadChunk, await send(file, 1));
    dataOf(uploadChunk, await send(file, 3));

    // The connection dropped; the device asks what is there and sends only the rest.
    const held = dataOf(testChunks, await ask(file));
    expect(held).toMatchObject({ merge: false, chunkNumbers: [1, 3] });
    expect(missingChunks(file.bytes.length, held.chunkNumbers)).toEqual([2]);
    expect(dataOf(uploadChunk, await send(file, 2))).toMatchObject({ merge: true, chunkNumbers: [1, 2, 3] });

    const stored = dataOf(mergeChunks, await merge(file));
    expect(stored.url).toBe(`/api/file/Download/annex/${stored.fileVersionId}`);
    const download = await t.request({ method: 'GET', url: stored.url, token: tokens.vendor1 });
    expect(download.statusCode).toBe(200);
    expect(download.headers['content-type']).toBe('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
    expect(download.headers['content-disposition']).toBe(
      `attachment; filename="____ batch.xlsx"; filename*=UTF-8''${encodeURIComponent('采购订单 batch.xlsx')}`,
    );
    expect(download.rawPayload.equals(file.bytes)).toBe(true);

    // The same bytes again: nothing to send.
    expect(dataOf(testChunks, await ask(file))).toMatchObject({ uploaded: true, file: stored });
    // Another vendor cannot fetch it, not even knowing the id; an administrator can; no session, no file.
    const other = await t.request({ method: 'GET', url: stored.url, token: tokens.vendor2 });
    expect(other.statusCode).toBe(404);
    expect(body(other).msg).toBe(`There is no such file among yours (${stored.fileVersionId}).`);
    expect((await t.request({ method: 'GET', url: stored.url, token: tokens.admin })).statusCode).toBe(200);
    expect((await t.request({ method: 'GET', url: stored.url })).statusCode).toBe(401);
  });

  it('the same bytes under another name are a file of their own, with that name', async () => {
    const bytes = randomBytes(1000);
    const original = upload(bytes, 'packing list.pdf');
    dataOf(uploadChunk, await send(original, 1));
    const first = dataOf(mergeChunks, await merge(original));
    const renamed = upload(bytes, 'invoice.pdf');
    expect(dataOf(testChunks, await ask(renamed))).toMatchObject({ uploaded: false, chunkNumbers: [] });
    dataOf(uploadChunk, await send(renamed, 1));
    const second = dataOf(mergeChunks, await merge(renamed));
    expect(second.fileVersionId).not.toBe(first.fileVersionId);
    const nameOf = async (url: string) => (await t.request({ method: 'GET', url, token: tokens.vendor1 })).headers['content-disposition'];
    expect(await nameOf(second.url)).toContain('filename="invoice.pdf"');
    expect(await nameOf(first.url)).toContain('filename="packing list.pdf"');
  });

  it('refuses a merge whose bytes do not match the MD5 and drops the chunks, so the device starts over', async () => {
    const bytes = randomBytes(1000);
    const forged = upload(bytes, 'note.txt', 'annex', createHash('md5').update('something else').digest('hex'));
    await send(forged, 1);
    const refused = await merge(forged);
    expect(refused.statusCode).toBe(400);
    expect(body(refused).msg).toBe('The file arrived damaged (its checksum does not match). Upload it again.');
    expect(dataOf(testChunks, await ask(forged)).chunkNumbers).toEqual([]);
  });

  it('refuses a merge with chunks missing, naming them', async () => {
    const file = upload(randomBytes(CHUNK_SIZE + 10), 'scan.pdf');
    await send(file, 2);
    const refused = await merge(file);
    expect(refused.statusCode).toBe(400);
    expect(body(refused).msg).toBe('Parts of the file have not arrived yet (chunks 1). Resume the upload.');
  });

  it("refuses empty, oversize and wrong-type files with the spec's messages, in the user's language", async () => {
    const msg = async (u: Upload, language = 'en') => {
      const res = await ask(u, 'vendor1', language);
      expect(res.statusCode).toBe(400);
      return body(res).msg;
    };
    expect(await msg(upload(Buffer.alloc(0), 'empty.xlsx', 'poBatch'))).toBe('Cannot upload empty files');
    const huge = { ...upload(Buffer.alloc(1), 'big.xlsx', 'poBatch'), bytes: { length: 150 * 1024 * 1024 + 1 } as Buffer };
    expect(await msg(huge)).toBe('Maximum upload 150MB');
    expect(await msg(huge, 'zh-CN')).toBe('文件大小超过150MB');
    expect(await msg(upload(Buffer.alloc(10), 'orders.pdf', 'poBatch'))).toBe('Please choose a file of type xls, xlsx');
    expect(await msg(upload(Buffer.alloc(10), 'orders.pdf', 'poBatch'), 'zh-TW')).toBe('請選擇xls, xlsx類型的檔案');
    const bigImage = { ...upload(Buffer.alloc(1), 'photo.png', 'image'), bytes: { length: 5 * 1024 * 1024 + 1 } as Buffer };
    expect(await msg(bigImage)).toBe('Maximum upload 5MB');
    expect(await msg(upload(Buffer.alloc(10), 'script.html'))).toMatch(/^Please choose a file of type gif, jpg/);
  });

  it('refuses a torn chunk (wrong length for its number) and a chunk above the chunk size, keeping neither', async () => {
    const file = upload(randomBytes(CHUNK_SIZE + 100), 'data.csv');
    const torn = await send(file, 1, 'vendor1', file.bytes.subarray(0, 1000));
    expect(torn.statusCode).toBe(400);
    expect(body(torn).msg).toBe(`Chunk 1 arrived with 1000 bytes instead of ${CHUNK_SIZE}: it was cut off. It will be sent again.`);
    const oversize = await send(file, 1, 'vendor1', randomBytes(CHUNK_SIZE + 1));
    expect(oversize.statusCode).toBe(413);
    expect(dataOf(testChunks, await ask(file)).chunkNumbers).toEqual([]);
  });

  it("keeps each owner's chunks apart: another user sending the same MD5 does not complete the first one's upload", async () => {
    const file = upload(randomBytes(CHUNK_SIZE + 5), 'plan.docx');
    await send(file, 1, 'vendor1');
    await send(file, 2, 'vendor2');
    expect(dataOf(testChunks, await ask(file, 'vendor1')).chunkNumbers).toEqual([1]);
    expect((await merge(file, 'vendor1')).statusCode).toBe(400);
  });
});
