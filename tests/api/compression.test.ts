import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { syncPull } from '../../src/shared/contracts/sync.ts';
import { envelope } from '../../src/shared/contracts/endpoint.ts';
import { startTestApp, type TestApp } from './support/harness.ts';
import { uploadFile } from './support/upload.ts';

/** A built app's shape: an immutable asset with the .br and .gz the build writes beside it. */
function builtStaticDir(): { dir: string; script: string } {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'supplyline-static-'));
  fs.mkdirSync(path.join(dir, 'assets'));
  const script = `console.log(${JSON.stringify('supplyline '.repeat(500))});`;
  fs.writeFileSync(path.join(dir, 'index.html'), '<!doctype html><title>Supplyline</title>');
  fs.writeFileSync(path.join(dir, 'assets', 'index-abc.js'), script);
  fs.writeFileSync(path.join(dir, 'assets', 'index-abc.js.br'), zlib.brotliCompressSync(script));
  fs.writeFileSync(path.join(dir, 'assets', 'index-abc.js.gz'), zlib.gzipSync(script));
  return { dir, script };
}

let t: TestApp;
let buyer: string;
const built = builtStaticDir();
beforeAll(async () => {
  t = await startTestApp({ STATIC_DIR: built.dir }, { serveStatic: true });
  buyer = await t.tokenFor('buyer1');
});
afterAll(() => t.close());

const pull = (acceptEncoding?: string) =>
  t.request({
    method: 'POST',
    url: '/api/sync/pull',
    token: buyer,
    payload: { clientId: 'device-compression', cursor: 0 },
    headers: acceptEncoding ? { 'accept-encoding': acceptEncoding } : {},
  });

describe('answers travel compressed when the client accepts it', () => {
  it("a buyer's first pull comes back as Brotli (or gzip) and decodes to the same answer", async () => {
    const plain = await pull();
    expect(plain.headers['content-encoding']).toBeUndefined();
    const expected = envelope(syncPull.data).parse(plain.json());
    expect(plain.rawPayload.length).toBeGreaterThan(1024);

    const br = await pull('gzip, deflate, br');
    expect(br.headers['content-encoding']).toBe('br');
    const decoded = JSON.parse(zlib.brotliDecompressSync(br.rawPayload).toString('utf8')) as unknown;
    expect(envelope(syncPull.data).parse(decoded).data.changes).toEqual(expected.data.changes);
    expect(br.rawPayload.length).toBeLessThan(plain.rawPayload.length / 3);

    const gz = await pull('gzip');
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(zlib.gunzipSync(gz.rawPayload).toString('utf8'))).toMatchObject({ code: 200 });
  });

  it("a browser's accept-encoding gets Brotli, a fraction of the size and the same answer once decoded; a client offering only zstd gets it plain", async () => {
    const plain = await pull();
    const expected = envelope(syncPull.data).parse(plain.json());

    const browser = await pull('gzip, deflate, br, zstd');
    expect(browser.headers['content-encoding']).toBe('br');
    expect(browser.rawPayload.length).toBeLessThan(plain.rawPayload.length / 3);
    expect(envelope(syncPull.data).parse(JSON.parse(zlib.brotliDecompressSync(browser.rawPayload).toString('utf8'))).data.changes).toEqual(
      expected.data.changes,
    );

    // zstd is not written here (Node 20 has no zstd): the answer still comes, as it is.
    const zstdOnly = await pull('zstd');
    expect(zstdOnly.headers['content-encoding']).toBeUndefined();
    expect(envelope(syncPull.data).parse(zstdOnly.json()).data.changes).toEqual(expected.data.changes);
  });

  it('a small answer is sent as it is', async () => {
    const res = await t.request({ method: 'GET', url: '/api/message/UnreadCount', token: buyer, headers: { 'accept-encoding': 'br, gzip' } });
    expect(res.statusCode).toBe(200);
    expect(res.rawPayload.length).toBeLessThan(1024);
    expect(res.headers['content-encoding']).toBeUndefined();
  });

  it('a stored file is downloaded byte for byte with its length, never re-compressed', async () => {
    const bytes = Buffer.from('id,name\n'.repeat(2000));
    const stored = await uploadFile(t, buyer, bytes, 'list.csv', 'annex');
    const res = await t.request({ method: 'GET', url: stored.url, token: buyer, headers: { 'accept-encoding': 'br, gzip' } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(Number(res.headers['content-length'])).toBe(bytes.length);
    expect(res.rawPayload.equals(bytes)).toBe(true);
  });

  it('a built asset is served from its precompressed copy, still cached as immutable', async () => {
    const res = await t.request({ method: 'GET', url: '/assets/index-abc.js', headers: { 'accept-encoding': 'gzip, br' } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(zlib.brotliDecompressSync(res.rawPayload).toString('utf8')).toBe(built.script);
    const plain = await t.request({ method: 'GET', url: '/assets/index-abc.js' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.payload).toBe(built.script);
  });
});
