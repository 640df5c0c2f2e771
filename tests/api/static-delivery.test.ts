import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from './support/harness.ts';

// A built app as vite.config.ts leaves it: hashed assets with .br and .gz written next to them.
const script = `export const rows = ${JSON.stringify(Array.from({ length: 200 }, (_, i) => ({ po: `PO-${i}`, qty: i })))};\n`;

let t: TestApp;
let staticDir: string;
beforeAll(async () => {
  staticDir = fs.mkdtempSync(path.join(os.tmpdir(), 'supplyline-static-'));
  fs.mkdirSync(path.join(staticDir, 'assets'));
  fs.writeFileSync(path.join(staticDir, 'index.html'), '<!doctype html><title>Supplyline</title>');
  fs.writeFileSync(path.join(staticDir, 'sw.js'), 'self.addEventListener("fetch", () => {});');
  const asset = path.join(staticDir, 'assets', 'index-abc123.js');
  fs.writeFileSync(asset, script);
  fs.writeFileSync(`${asset}.br`, zlib.brotliCompressSync(script));
  fs.writeFileSync(`${asset}.gz`, zlib.gzipSync(script));
  t = await startTestApp({ STATIC_DIR: staticDir }, { serveStatic: true });
});
afterAll(async () => {
  await t.close();
  fs.rmSync(staticDir, { recursive: true, force: true });
});

describe('pages and the service worker beside precompressed assets', () => {
  it('index.html and sw.js stay no-cache so a new release is picked up', async () => {
    const page = await t.request({ method: 'GET', url: '/', headers: { 'accept-encoding': 'br' } });
    expect(page.statusCode).toBe(200);
    expect(page.headers['cache-control']).toBe('no-cache');
    const sw = await t.request({ method: 'GET', url: '/sw.js', headers: { 'accept-encoding': 'br' } });
    expect(sw.statusCode).toBe(200);
    expect(sw.headers['cache-control']).toBe('no-cache');
  });
});
