import { createHash, randomBytes } from 'node:crypto';
import type { Page, Route } from '@playwright/test';
import { CHUNK_SIZE, chunkCount } from '../../src/shared/domain/files.ts';
import { expect, testWithOwnServer } from './support/fixtures.ts';
import { indicator, signInControlled } from './support/offline.ts';
import { apiToken } from './support/session.ts';

// Files stored here are the user's own; a server of its own keeps other specs' lists clean.
const test = testWithOwnServer();

const FILE_NAME = 'delivery schedule.pdf';
const row = (page: Page) => page.getByTestId('upload-row').filter({ hasText: FILE_NAME });

test('an upload cut off by going offline survives a reload and resumes from the chunks the server holds', async ({ context, page, ownServer }) => {
  test.setTimeout(120_000);
  const bytes = randomBytes(4 * CHUNK_SIZE - 1_000_000);
  const identifier = createHash('md5').update(bytes).digest('hex');
  const token = await apiToken(ownServer.url, 'vendor1');
  const facts = new URLSearchParams({
    identifier,
    filename: FILE_NAME,
    totalSize: String(bytes.length),
    totalChunks: String(chunkCount(bytes.length)),
    fileType: 'annex',
    extension: 'pdf',
  });
  /** What the server holds of this file for vendor1, asked from outside the browser. */
  const held = async () => {
    const res = await fetch(`${ownServer.url}/api/file/chunk?${facts.toString()}`, { headers: { authorization: `Bearer ${token}` } });
    return ((await res.json()) as { data: { chunkNumbers: number[] } }).data.chunkNumbers;
  };

  // The second chunk is held on its way until the device is offline, then lost: a connection cut mid-upload.
  let chunkPosts = 0;
  let cutOff: () => void = () => undefined;
  const offline = new Promise<void>((resolve) => (cutOff = resolve));
  const holdSecond = async (route: Route) => {
    if (route.request().method() !== 'POST') return route.fallback();
    chunkPosts += 1;
    if (chunkPosts !== 2) return route.fallback();
    await offline;
    return route.abort('internetdisconnected');
  };
  await context.route('**/api/file/chunk', holdSecond);

  await signInControlled(page, 'vendor1');
  await page.goto('/profile/uploads');
  await expect(page.getByRole('table', { name: 'Stored files' })).toBeVisible();
  await page.getByTestId('upload-dropzone').locator('input[type=file]').setInputFiles({ name: FILE_NAME, mimeType: 'application/pdf', buffer: bytes });
  await expect(row(page)).toBeVisible();

  await expect.poll(held, { timeout: 30_000 }).toEqual([1]);
  // The second chunk is on its way (held by the route) before the connection goes: cut mid-upload.
  await expect.poll(() => chunkPosts, { timeout: 30_000 }).toBe(2);
  await context.setOffline(true);
  cutOff();
  await expect(row(page)).toHaveAttribute('data-status', 'waiting');
  await expect(row(page).getByTestId('upload-status')).toContainText('Waiting for the connection');

  // Reloaded while offline: the upload is still there, waiting; nothing more reached the server.
  await page.reload();
  await expect(indicator(page)).toHaveAttribute('data-status', 'offline');
  await expect(row(page)).toHaveAttribute('data-status', 'waiting');
  expect(await held()).toEqual([1]);
  expect(chunkPosts).toBe(2);

  await context.unroute('**/api/file/chunk', holdSecond);
  // Counted, not intercepted: routing would carry every 5 MB body through the test process.
  const posted: string[] = [];
  context.on('request', (request) => {
    if (request.method() === 'POST' && request.url().endsWith('/api/file/chunk')) posted.push(request.url());
  });
  await context.setOffline(false);
  await expect(row(page)).toHaveAttribute('data-status', 'success', { timeout: 60_000 });
  // Resumed, not restarted: only the three chunks the server lacked were sent.
  expect(posted).toHaveLength(chunkCount(bytes.length) - 1);
  await expect(page.getByRole('table', { name: 'Stored files' }).getByRole('row').filter({ hasText: FILE_NAME })).toBeVisible();

  // The stored file is the one chosen, byte for byte.
  const list = (await (await fetch(`${ownServer.url}/api/file/Mine`, { headers: { authorization: `Bearer ${token}` } })).json()) as {
    data: { list: { name: string; url: string }[] };
  };
  const stored = list.data.list.find((f) => f.name === FILE_NAME);
  expect(stored).toBeDefined();
  const download = await fetch(`${ownServer.url}${stored!.url}`, { headers: { authorization: `Bearer ${token}` } });
  expect(
    createHash('md5')
      .update(Buffer.from(await download.arrayBuffer()))
      .digest('hex'),
  ).toBe(identifier);
});

test('files refused by the widget are named with the reason, in the user’s language', async ({ page }) => {
  await signInControlled(page, 'vendor2');
  await page.goto('/profile/uploads');
  await page
    .getByTestId('upload-dropzone')
    .locator('input[type=file]')
    .setInputFiles([
      { name: 'empty.pdf', mimeType: 'application/pdf', buffer: Buffer.alloc(0) },
      { name: 'tool.exe', mimeType: 'application/octet-stream', buffer: Buffer.from('MZ') },
    ]);
  const refusals = page.getByTestId('upload-refusals');
  await expect(refusals).toContainText('empty.pdf: Cannot upload empty files');
  await expect(refusals).toContainText('tool.exe: Please choose a file of type');
  await expect(page.getByTestId('upload-row')).toHaveCount(0);
});
