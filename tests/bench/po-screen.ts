/**
 * The vendor's PO screen in headless Chromium against the real server as `npm start` runs it (the
 * production build, its service worker, logging as shipped), for a vendor with 50,000 PO items
 * (`seed --large`, half of whose items are vendor1's). What a user waits for:
 * - the first pull after signing in, each run on a fresh device (rows per second against the same rows
 *   put straight into IndexedDB, the baseline) and the longest main-thread task from the sign-in click to its end;
 * - opening the PO list (a reload, the service worker in control), online and offline: time from
 *   navigation to the first rows, and the longest task until then;
 * - a page change and a filter change: time from the click until the list shows other rows.
 * Each figure is min / median / max of BENCH_SCREEN_RUNS runs, with the machine's load beside it.
 */
import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { chromium, type BrowserContext, type Page } from '@playwright/test';
import { startServerProcess } from '../support/server-process.ts';
import { againstGoal, freshServerDatabase, loadAverage, medianOf, spread } from './bench-support.ts';
import { installProbe, lastSyncAt, probeState, rawPutsOfPulledRows, resetProbe, timeListChange } from './po-screen-probe.ts';

const PASSWORD = 'Bench#2026pass';
const VENDOR_ITEMS = Number(process.env.BENCH_VENDOR_ITEMS ?? 50_000);
const RUNS = Number(process.env.BENCH_SCREEN_RUNS ?? 5);
const LIST = '/materialTracking/vendor/index';
const PULL_PAGE_ROWS = 5_000;

const load = () => `load ${loadAverage()}`;
/** "min / median / max" of times, the median beside the goal. */
function timesLine(name: string, ms: readonly number[], goalMs: number): string {
  return `${name}: ${spread(ms)} ms (min / median / max of ${ms.length}), median ${againstGoal(medianOf(ms), goalMs, 'ms', 'atMost')}, ${load()}`;
}

/** Migrates and seeds as an operator would: `npm run seed -- --large N`. */
async function seed(env: Record<string, string>): Promise<void> {
  await promisify(execFile)(process.execPath, ['--import', 'tsx', 'src/server/main.ts', 'seed', '--large', String(VENDOR_ITEMS * 2)], {
    env: { ...process.env, ...env, SEED_PASSWORD: PASSWORD },
    maxBuffer: 16 * 1024 * 1024,
  });
}

/** Signs in; the probe counts long tasks from the click on (the sign-in page's own load is not the pull's). */
async function signIn(page: Page): Promise<void> {
  await page.goto('/login');
  await page.getByLabel('Account').fill('vendor1');
  await page.getByLabel('Password').and(page.locator('input')).fill(PASSWORD);
  await page.evaluate(resetProbe);
  await page.getByRole('button', { name: 'Sign in' }).click();
}

interface PullRun {
  rows: number;
  rate: number;
  rawRate: number;
  longestTaskMs: number;
  /** Seconds from the sign-in click to the first PO row on the list the vendor lands on, and the pull's whole time. */
  firstRowsSeconds: number;
  seconds: number;
}

/** Signs in on a fresh device (a new browser context) and times its first pull, which ends when the sync state records it. */
async function firstPull(context: BrowserContext): Promise<PullRun> {
  const page = await context.newPage();
  let firstRequestAt = 0;
  context.on('request', (request) => {
    if (firstRequestAt === 0 && request.url().includes('/api/sync/pull')) firstRequestAt = Date.now();
  });
  await signIn(page);
  await page.getByTestId('user-name').waitFor();
  for (;;) {
    const done = await page.evaluate(lastSyncAt).catch(() => null);
    if (done !== null) break;
    await page.waitForTimeout(100);
  }
  const seconds = (Date.now() - firstRequestAt) / 1000;
  // The longest task up to the pull's end, not the wait for rows after it.
  const { longestTaskMs } = await page.evaluate(probeState);
  // The list the vendor lands on fills in during the pull: its first rows, if not in yet, come soon after.
  await page.locator('[data-testid^="po-row-"]').first().waitFor({ timeout: 60_000 });
  const { firstRowsAt, resetAt } = await page.evaluate(probeState);
  const raw = await page.evaluate(rawPutsOfPulledRows, PULL_PAGE_ROWS);
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
  await page.close();
  return {
    rows: raw.rows,
    rate: raw.rows / seconds,
    rawRate: raw.rows / raw.seconds,
    longestTaskMs,
    firstRowsSeconds: (firstRowsAt! - resetAt) / 1000,
    seconds,
  };
}

/**
 * The first pull on `RUNS` fresh devices: rows per second against raw puts of the same rows on each.
 * Returns the last device, signed in and holding the rows, for the list.
 */
async function firstPulls(newDevice: () => Promise<BrowserContext>): Promise<BrowserContext> {
  const runs: PullRun[] = [];
  let context: BrowserContext | undefined;
  for (let run = 0; run < RUNS; run++) {
    await context?.close();
    context = await newDevice();
    runs.push(await firstPull(context));
  }
  const ratios = runs.map((r) => r.rate / r.rawRate);
  const tasks = runs.map((r) => r.longestTaskMs);
  console.log(
    `first pull of ${runs[0]!.rows.toLocaleString('en')} rows: ${spread(runs.map((r) => r.rate))} rows/s; raw IndexedDB puts of the same rows ${spread(runs.map((r) => r.rawRate))} rows/s; ratio ${spread(ratios, 2)} (min / median / max of ${RUNS}), median ${againstGoal(medianOf(ratios), 0.6, '', 'atLeast', 2)}; ${load()}`,
  );
  console.log(`  longest main-thread task during the pull: ${spread(tasks)} ms, median ${againstGoal(medianOf(tasks), 50, 'ms', 'atMost')}`);
  console.log(
    `  first PO rows on the list after the sign-in click: ${spread(
      runs.map((r) => r.firstRowsSeconds),
      1,
    )} s, of a pull of ${spread(
      runs.map((r) => r.seconds),
      1,
    )} s (no goal)`,
  );
  return context!;
}

/** Reloads the PO list `RUNS` times: time to the first rows, and the longest task until a second after. */
async function openList(page: Page, label: string): Promise<void> {
  const times: number[] = [];
  const tasks: number[] = [];
  for (let run = 0; run < RUNS; run++) {
    await page.reload();
    await page.waitForFunction(() => (window as unknown as { probe?: { state: { firstRowsAt: number | null } } }).probe?.state.firstRowsAt != null, null, {
      timeout: 120_000,
      polling: 100,
    });
    await page.waitForTimeout(1_000);
    const state = await page.evaluate(probeState);
    times.push(state.firstRowsAt!);
    tasks.push(state.longestTaskMs);
  }
  console.log(timesLine(`PO list ${label}, navigation to first rows`, times, 1_000));
  console.log(timesLine(`  longest main-thread task until a second after`, tasks, 50));
}

/** Alternates between two targets `RUNS` times each, timing each click until the rows change. */
async function changeList(page: Page, label: string, targets: readonly [string, string]): Promise<void> {
  const times: number[] = [];
  await page.evaluate(resetProbe);
  for (let run = 0; run < RUNS * 2; run++) {
    const target = await page
      .locator(targets[run % 2]!)
      .first()
      .elementHandle();
    if (!target) throw new Error(`no ${targets[run % 2]} on the PO list`);
    times.push(await page.evaluate(timeListChange, target));
  }
  const { longestTaskMs } = await page.evaluate(probeState);
  console.log(`${timesLine(label, times, 200)}; longest task ${againstGoal(longestTaskMs, 50, 'ms', 'atMost')}`);
}

export async function benchPoScreen(): Promise<void> {
  const work = fs.mkdtempSync(path.join(os.tmpdir(), 'supplyline-bench-screen-'));
  const serverUrl = process.env.BENCH_DATABASE_URL;
  const fresh = serverUrl ? await freshServerDatabase(serverUrl, 'screen') : undefined;
  const env = { DATA_DIR: path.join(work, 'data'), ...(fresh ? { DATABASE_URL: fresh.url } : {}) };
  console.log(`\nPO screen in headless Chromium, vendor1 with ${VENDOR_ITEMS.toLocaleString('en')} generated items, ${fresh ? 'PostgreSQL' : 'PGlite'}`);
  await seed(env);
  const server = await startServerProcess({ ...env, SEED_PASSWORD: PASSWORD });
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--disable-gpu', '--disable-dev-shm-usage', '--no-first-run'],
  });
  try {
    const newDevice = async () => {
      const device = await browser.newContext({ baseURL: server.url, viewport: { width: 1280, height: 800 }, locale: 'en-US' });
      // tsx names functions with a helper of its own (`__name`): the probes passed to the page call it.
      await device.addInitScript({ content: 'globalThis.__name = (f) => f;' });
      await device.addInitScript(installProbe);
      return device;
    };
    const context = await firstPulls(newDevice);
    const page = await context.newPage();
    await page.goto(LIST);
    await openList(page, 'online');
    await changeList(page, 'next page and back', ['button[aria-label="Next page"]', 'button[aria-label="Previous page"]']);
    await changeList(page, 'status filter (confirmed / pending receiving)', ['input[value="confirmed"]', 'input[value="pendingReceiving"]']);
    await page.goto(LIST);
    await context.setOffline(true);
    await openList(page, 'offline');
    await context.close();
  } finally {
    await browser.close();
    await server.stop();
    await fresh?.drop();
    fs.rmSync(work, { recursive: true, force: true });
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) await benchPoScreen();
