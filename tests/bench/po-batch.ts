/**
 * PO batch upload at scale: a 100,000-row workbook (20,000 POs × 5 items, plant 1000 / supplier
 * V1001 / group P01) uploaded through the chunk API as uploader1, its dry run (parse + validate +
 * plan + store the rows, until the batch is ready) and its confirm (the staged rows applied in one
 * transaction) timed apart and together, with the server's peak RSS. Goals: ≤ 30 s and ≤ 300 MB
 * for parse, validate and apply; reported against, never enforced.
 *
 * The server is the real one (`main.ts start` as a child process), so its RSS is only the server's:
 * embedded PGlite in a temporary directory (PGlite runs inside the server process and counts), or a
 * fresh database on the PostgreSQL server of BENCH_DATABASE_URL (created and dropped here).
 * BENCH_BATCH_ROWS sets the row count (5 items a PO) for quick runs.
 * Run alone with `npx tsx tests/bench/po-batch.ts`.
 */
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import ExcelJS from 'exceljs';
import pg from 'pg';
import { OAUTH_CLIENT } from '../../src/shared/constants.ts';
import { envelope } from '../../src/shared/contracts/endpoint.ts';
import { poList } from '../../src/shared/contracts/po.ts';
import { poBatchSummary, type PoBatchSummary } from '../../src/shared/contracts/po-batch.ts';
import { BATCH_COLUMNS } from '../../src/shared/domain/po/batch.ts';
import { md5Hex } from '../../src/server/modules/auth/passwords.ts';
import { over, uploadFile } from '../api/support/upload.ts';
import { startServerProcess } from '../support/server-process.ts';
import { againstGoal } from './bench-support.ts';

const ROWS = Number(process.env.BENCH_BATCH_ROWS ?? 100_000);
const ITEMS_PER_PO = 5;
const GOAL_SECONDS = 30;
const GOAL_MB = 300;
/** Bounds the run: a dry run or confirm slower than this is reported as unfinished. */
const PHASE_LIMIT_MS = 30 * 60_000;
const PO_PREFIX = '47'; // 10-digit PO numbers no seed uses, so the list count below is the batch's alone

/** The workbook as a user fills the template, written as a stream to disk (memory stays flat). */
async function writeWorkbook(file: string, rows: number): Promise<void> {
  const book = new ExcelJS.stream.xlsx.WorkbookWriter({ filename: file, useSharedStrings: true, useStyles: false });
  const sheet = book.addWorksheet('Upload');
  sheet.addRow(BATCH_COLUMNS.poUpload.map((c) => c.key)).commit();
  for (let r = 0; r < rows; r++) {
    const po = PO_PREFIX + String(Math.floor(r / ITEMS_PER_PO) + 1).padStart(8, '0');
    const item = String(((r % ITEMS_PER_PO) + 1) * 10).padStart(5, '0');
    const day = String((r % 28) + 1).padStart(2, '0');
    sheet
      .addRow([
        po,
        item,
        'V1001',
        'Acme Parts Co., Ltd.',
        '1000',
        '2026-11-20',
        'P01',
        'CNY',
        `MAT-${10000 + (r % 500)}`,
        `Part ${r % 500}`,
        'PC',
        10 + (r % 90),
        `2026-12-${day}`,
        0,
        'N',
        '',
      ])
      .commit();
  }
  sheet.commit();
  await book.commit();
}

/** Peak resident set of a process, sampled: the largest VmRSS seen since the last reset. */
class RssSampler {
  private peakKb = 0;
  private readonly timer: NodeJS.Timeout;
  constructor(private readonly pid: number) {
    this.timer = setInterval(() => this.sample(), 50);
  }
  private field(name: 'VmRSS' | 'VmHWM'): number {
    try {
      const match = new RegExp(`${name}:\\s+(\\d+) kB`).exec(fs.readFileSync(`/proc/${this.pid}/status`, 'utf8'));
      return match ? Number(match[1]) : 0;
    } catch {
      return 0; // the process has exited
    }
  }
  sample(): void {
    this.peakKb = Math.max(this.peakKb, this.field('VmRSS'));
  }
  /** The peak since the last call, in MB; the next phase starts from the current RSS. */
  takePeakMb(): number {
    this.sample();
    const peak = this.peakKb / 1024;
    this.peakKb = this.field('VmRSS');
    return peak;
  }
  nowMb(): number {
    return this.field('VmRSS') / 1024;
  }
  /** The kernel's own high-water mark over the process's whole life (catches spikes between samples). */
  lifetimeMb(): number {
    return this.field('VmHWM') / 1024;
  }
  stop(): void {
    clearInterval(this.timer);
  }
}

/**
 * A JSON call through node:http, not fetch: fetch gives up after 300 s without response headers, and
 * a slow confirm answers only when the whole transaction is done.
 */
function call(base: string, method: 'GET' | 'POST', url: string, token: string, body?: object): Promise<unknown> {
  return new Promise((resolve, reject) => {
    const payload = body ? JSON.stringify(body) : undefined;
    const req = http.request(
      `${base}${url}`,
      { method, headers: { authorization: `Bearer ${token}`, ...(payload ? { 'content-type': 'application/json' } : {}) } },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () => {
          try {
            resolve(JSON.parse(Buffer.concat(chunks).toString('utf8')));
          } catch (error) {
            reject(error instanceof Error ? error : new Error(String(error)));
          }
        });
      },
    );
    req.on('error', reject);
    req.end(payload);
  });
}

async function batchCall(base: string, method: 'GET' | 'POST', url: string, token: string, body?: object): Promise<PoBatchSummary> {
  const answer = envelope(poBatchSummary).parse(await call(base, method, url, token, body));
  if (answer.code !== 200) throw new Error(`${url}: ${answer.msg}`);
  return answer.data;
}

async function signIn(base: string): Promise<string> {
  const form = new URLSearchParams({
    account: 'uploader1',
    password: md5Hex(process.env.SEED_PASSWORD ?? 'Demo#2026pass'),
    client_id: OAUTH_CLIENT.id,
    client_secret: OAUTH_CLIENT.secret,
    scope: OAUTH_CLIENT.scope,
    grant_type: OAUTH_CLIENT.grantType,
  });
  const res = await fetch(`${base}/api/oauth/Login`, { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: form });
  const answer = (await res.json()) as { data?: { token?: string } | null };
  if (!answer.data?.token) throw new Error('uploader1 could not sign in (SEED_PASSWORD?)');
  return answer.data.token;
}

/** An empty store for the server, and how to remove it afterwards. */
async function freshStore(work: string): Promise<{ env: Record<string, string>; engine: string; drop: () => Promise<void> }> {
  // A built-looking static dir, so `start` does not build the PWA inside the measured process.
  const staticDir = path.join(work, 'static');
  fs.mkdirSync(staticDir);
  fs.writeFileSync(path.join(staticDir, 'index.html'), '<!doctype html><title>bench</title>');
  const base = { STATIC_DIR: staticDir, LOGIN_RATE_LIMIT: '1000000' };
  const url = process.env.BENCH_DATABASE_URL;
  if (!url) return { env: { ...base, DATA_DIR: path.join(work, 'data') }, engine: 'PGlite', drop: () => Promise.resolve() };
  const name = `supplyline_bench_batch_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`create database ${name}`);
  const target = new URL(url);
  target.pathname = `/${name}`;
  return {
    env: { ...base, DATABASE_URL: target.toString(), FILES_DIR: path.join(work, 'files') },
    engine: 'PostgreSQL',
    drop: async () => {
      await admin.query(`drop database if exists ${name} with (force)`);
      await admin.end();
    },
  };
}

async function until(what: string, check: () => Promise<boolean>): Promise<void> {
  const deadline = Date.now() + PHASE_LIMIT_MS;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`${what}: not done after ${PHASE_LIMIT_MS / 60_000} min`);
    await new Promise((r) => setTimeout(r, 200));
  }
}

export async function benchPoBatch(): Promise<void> {
  const work = fs.mkdtempSync(path.join(os.tmpdir(), 'supplyline-bench-batch-'));
  const store = await freshStore(work);
  const pos = Math.ceil(ROWS / ITEMS_PER_PO);
  console.log(
    `\nPO batch: ${ROWS.toLocaleString('en')} rows (${pos.toLocaleString('en')} POs × ${ITEMS_PER_PO} items) on ${store.engine}, ${os.cpus().length} cores`,
  );
  let server: Awaited<ReturnType<typeof startServerProcess>> | null = null;
  let rss: RssSampler | null = null;
  try {
    const file = path.join(work, 'batch.xlsx');
    let t0 = performance.now();
    await writeWorkbook(file, ROWS);
    const bytes = fs.readFileSync(file);
    console.log(`  workbook written in ${((performance.now() - t0) / 1000).toFixed(1)} s, ${(bytes.length / 1024 / 1024).toFixed(1)} MB`);

    // The first start creates the store (initdb, migrations, demo seed); PGlite's WebAssembly memory
    // never shrinks, so a server measured right after that would carry initdb's peak. Measured is a
    // restart on the existing store, as a server runs in production.
    const first = await startServerProcess(store.env);
    await first.stop();
    server = await startServerProcess(store.env);
    rss = new RssSampler(server.child.pid!);
    const base = server.url;
    const token = await signIn(base);
    const idleMb = rss.nowMb();
    console.log(`  server idle RSS ${idleMb.toFixed(0)} MB`);

    t0 = performance.now();
    const stored = await uploadFile(over(base), token, bytes, 'batch.xlsx', 'poBatch');
    const uploadS = (performance.now() - t0) / 1000;
    const uploadMb = rss.takePeakMb();
    console.log(`  upload (chunk API, not in the goal) ${uploadS.toFixed(1)} s, peak RSS ${uploadMb.toFixed(0)} MB`);

    t0 = performance.now();
    let batch = await batchCall(base, 'POST', '/api/po/batch', token, { fileVersionId: stored.fileVersionId, category: 'poUpload' });
    const id = batch.id;
    await until('dry run', async () => (batch = await batchCall(base, 'GET', `/api/po/batch/${id}`, token)).status !== 'parsing');
    const dryS = (performance.now() - t0) / 1000;
    const dryMb = rss.takePeakMb();
    console.log(
      `  dry run (parse, validate, stage rows)        ${dryS.toFixed(1).padStart(6)} s   peak RSS ${dryMb.toFixed(0).padStart(4)} MB   -> ${batch.status}, ${batch.poCount} POs, ${batch.itemCount} items, ${batch.errorCount} errors`,
    );
    if (batch.status !== 'ready') throw new Error(`the dry run ended ${batch.status}: ${batch.failure ?? ''}`);

    t0 = performance.now();
    batch = await batchCall(base, 'POST', `/api/po/batch/${id}/Actions/Confirm`, token);
    const confirmS = (performance.now() - t0) / 1000;
    const confirmMb = rss.takePeakMb();
    const listed = envelope(poList.data).parse(await call(base, 'GET', `/api/po/items?keyword=${PO_PREFIX}000&pageSize=1`, token));
    console.log(
      `  confirm (apply the staged rows)              ${confirmS.toFixed(1).padStart(6)} s   peak RSS ${confirmMb.toFixed(0).padStart(4)} MB   -> ${batch.status}, ${listed.data.pagination.total} items listed`,
    );

    const totalS = dryS + confirmS;
    const peakMb = Math.max(dryMb, confirmMb);
    // The goals are PostgreSQL's; on PGlite the same figures are reported beside them.
    console.log(
      `  parsed, validated and applied: ${againstGoal(totalS, GOAL_SECONDS, 's', 'atMost', 1)}, peak RSS ${againstGoal(peakMb, GOAL_MB, 'MB', 'atMost')}, ${(peakMb - idleMb).toFixed(0)} MB over idle; kernel high-water mark over the server's life ${rss.lifetimeMb().toFixed(0)} MB`,
    );
  } finally {
    rss?.stop();
    await server?.stop();
    await store.drop();
    fs.rmSync(work, { recursive: true, force: true });
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  benchPoBatch().catch((err: unknown) => {
    console.error(err);
    process.exit(1);
  });
}
