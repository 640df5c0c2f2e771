import { createHash, randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, afterEach, expect, it } from 'vitest';
import { testChunks, uploadChunk } from '../../src/shared/contracts/files.ts';
import { CHUNK_SIZE, chunkCount, chunkRange } from '../../src/shared/domain/files.ts';
import { dataOf, startTestApp, type TestApp } from './support/harness.ts';

const filesDir = fs.mkdtempSync(path.join(os.tmpdir(), 'supplyline-retention-'));
const apps: TestApp[] = [];
afterEach(async () => {
  for (const app of apps.splice(0)) await app.close();
});
afterAll(() => fs.rmSync(filesDir, { recursive: true, force: true }));

const DAY = 86_400_000;
const bytes = randomBytes(CHUNK_SIZE + 1000);
const facts = (identifier: string) => ({
  identifier,
  filename: 'packing-list.pdf',
  totalSize: String(bytes.length),
  totalChunks: String(chunkCount(bytes.length)),
  fileType: 'annex',
  extension: 'pdf',
});

async function sendFirstChunk(t: TestApp, token: string, identifier: string): Promise<void> {
  const form = new FormData();
  for (const [key, value] of Object.entries(facts(identifier))) form.append(key, value);
  form.append('chunkNumber', '1');
  const { start, end } = chunkRange(bytes.length, 1);
  form.append('file', new Blob([new Uint8Array(bytes.subarray(start, end))]), 'packing-list.pdf');
  const encoded = new Response(form);
  const payload = Buffer.from(await encoded.arrayBuffer());
  dataOf(
    uploadChunk,
    await t.request({ method: 'POST', url: '/api/file/chunk', token, payload, headers: { 'content-type': encoded.headers.get('content-type')! } }),
  );
}

const held = async (t: TestApp, token: string, identifier: string) =>
  dataOf(testChunks, await t.request({ method: 'GET', url: `/api/file/chunk?${new URLSearchParams(facts(identifier)).toString()}`, token })).chunkNumbers;

it('chunks of an upload left alone past the retention are removed when the server starts; a recent one is kept', async () => {
  const first = await startTestApp({ FILES_DIR: filesDir, CHUNK_RETENTION_DAYS: '7' });
  apps.push(first);
  const token = await first.tokenFor('vendor1');
  const abandoned = createHash('md5').update('abandoned').digest('hex');
  const recent = createHash('md5').update('recent').digest('hex');
  await sendFirstChunk(first, token, abandoned);
  await sendFirstChunk(first, token, recent);
  expect(await held(first, token, abandoned)).toEqual([1]);

  const [owner] = fs.readdirSync(path.join(filesDir, 'chunks'));
  const abandonedDir = path.join(filesDir, 'chunks', owner!, abandoned);
  const eightDaysAgo = new Date(Date.now() - 8 * DAY);
  fs.utimesSync(abandonedDir, eightDaysAgo, eightDaysAgo);
  const sixDaysAgo = new Date(Date.now() - 6 * DAY);
  fs.utimesSync(path.join(filesDir, 'chunks', owner!, recent), sixDaysAgo, sixDaysAgo);
  await first.close();
  apps.pop();

  // A restart sweeps; the device asking afterwards learns it must send the abandoned file again.
  const second = await startTestApp({ FILES_DIR: filesDir, CHUNK_RETENTION_DAYS: '7' });
  apps.push(second);
  await expect.poll(() => fs.existsSync(abandonedDir)).toBe(false);
  expect(fs.existsSync(path.join(filesDir, 'chunks', owner!, recent))).toBe(true);
});
