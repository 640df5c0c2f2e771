/**
 * Upload hashing in headless Chromium: MD5 of a 150 MB Blob in the upload worker against spark-md5
 * on the page (speed ratio worker / page; goal ≥ 0.9), and the longest main-thread task while the
 * worker hashes (goal ≤ 50 ms: the page stays responsive). Figures only.
 */
import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { chromium } from '@playwright/test';
import { build } from 'vite';

const SIZE = Number(process.env.BENCH_UPLOAD_MB ?? 150) * 1024 * 1024;

interface CompareResult {
  same: boolean;
  pageSeconds: number;
  workerSeconds: number;
  pageLongestTaskMs: number;
  workerLongestTaskMs: number;
}
interface BenchWindow {
  bench: { compare: (size: number) => Promise<CompareResult> };
}

async function bundle(entry: string, outDir: string, fileName: string): Promise<string> {
  await build({
    configFile: false,
    logLevel: 'warn',
    build: { outDir, emptyOutDir: true, lib: { entry: path.resolve(entry), formats: ['es'], fileName: () => fileName } },
  });
  return path.join(outDir, fileName);
}

export async function benchUploadMd5(): Promise<void> {
  const work = fs.mkdtempSync(path.join(os.tmpdir(), 'supplyline-bench-upload-'));
  const files: Record<string, string> = {
    '/bench.js': await bundle('tests/bench/upload-md5-page.ts', path.join(work, 'page'), 'bench.js'),
    '/upload-worker.js': await bundle('workers/upload.worker.ts', path.join(work, 'worker'), 'upload-worker.js'),
  };
  const server = http.createServer((req, res) => {
    const file = files[req.url ?? ''];
    if (file) res.writeHead(200, { 'content-type': 'text/javascript' }).end(fs.readFileSync(file));
    else res.writeHead(200, { 'content-type': 'text/html' }).end('<!doctype html><title>bench</title><script type="module" src="/bench.js"></script>');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/`;

  const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--disable-gpu', '--disable-dev-shm-usage', '--no-first-run'] });
  try {
    const page = await browser.newPage();
    await page.goto(url);
    await page.waitForFunction(() => 'bench' in window);
    const r = await page.evaluate((size) => (window as unknown as BenchWindow).bench.compare(size), SIZE);
    const mbps = (seconds: number) => (SIZE / 1024 / 1024 / seconds).toFixed(0);
    console.log(`\nUpload MD5 of ${SIZE / 1024 / 1024} MB in headless Chromium (10,240,000-byte slices), same digest: ${r.same}`);
    console.log(`on the page     ${r.pageSeconds.toFixed(2)} s  ${mbps(r.pageSeconds)} MB/s   longest main-thread task ${r.pageLongestTaskMs.toFixed(0)} ms`);
    console.log(
      `in the worker   ${r.workerSeconds.toFixed(2)} s  ${mbps(r.workerSeconds)} MB/s   longest main-thread task ${r.workerLongestTaskMs.toFixed(0)} ms (goal ≤ 50)`,
    );
    console.log(`speed ratio worker / page: ${(r.pageSeconds / r.workerSeconds).toFixed(3)} (goal ≥ 0.9)`);
  } finally {
    await browser.close();
    server.close();
    fs.rmSync(work, { recursive: true, force: true });
  }
}
