/**
 * What a browser fetches on its first visit, as against the build manifest's sum (size-budget.ts).
 * The server runs as `npm start` runs it (it builds dist/ first when the build is stale); headless
 * Chromium (zh-CN, the manifest's catalogue) opens `/login` in a fresh context (no cache, no service
 * worker), waits until the sign-in form shows and the network is idle, then signs in as vendor1 and
 * lands on the vendor PO list. Every response is recorded with its type and the bytes Chromium
 * received (headers and body as they travelled; 0 when its HTTP cache or the service worker answered).
 *
 * A page's files are the same-origin documents and static assets it asked for (the PO list: those
 * /login had not asked for); API calls are listed apart and not counted. Chromium always asks for br,
 * so each file is fetched again from Node with `Accept-Encoding: br`, `gzip` and `identity`, counting
 * the body bytes as they arrive (node:http does not decode them). The service worker's precache,
 * which runs in the background of /login, is a line of its own. The same path runs once more with
 * service workers blocked: nothing is precached, so the PO list's files travel over the network.
 */
import http from 'node:http';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { chromium, type Browser, type Request } from '@playwright/test';
import { startServerProcess } from '../support/server-process.ts';
import { PAGE_BUDGETS } from '../tooling/size-budget.ts';
import { againstGoal } from './bench-support.ts';

const PASSWORD = 'Bench#2026pass';
const LIST = '/materialTracking/vendor/index';
const ENCODINGS = ['br', 'gzip', 'identity'] as const;
type Encoding = (typeof ENCODINGS)[number];
type Phase = 'login' | 'list';

export interface Fetched {
  url: string;
  path: string;
  /** Playwright's resource type; `worker` for a dedicated worker's script. */
  type: string;
  status: number;
  /** Headers and body as Chromium received them; 0 from its HTTP cache or the service worker. */
  headerBytes: number;
  bodyBytes: number;
  api: boolean;
  /** Fetched by the service worker (its precache), not by the page or its workers. */
  byServiceWorker: boolean;
}

export interface Served {
  /** Body bytes as they travelled, per Accept-Encoding asked. */
  bytes: Record<Encoding, number>;
  /** What the server answered to `br`: a precompressed file (with its length), compressed as it streams, or plain. */
  brAnswer: 'precompressed' | 'per request' | 'plain';
}

export interface Visit {
  login: Fetched[];
  list: Fetched[];
  precache: Fetched[];
}

export interface FirstVisit {
  shipped: Visit;
  withoutServiceWorker: Visit;
  served: Map<string, Served>;
}

/** Signs in on /login and waits until the PO list shows its rows and the network is idle. */
async function visit(browser: Browser, baseURL: string, serviceWorkers: 'allow' | 'block'): Promise<Visit> {
  const context = await browser.newContext({ baseURL, serviceWorkers, locale: 'zh-CN', viewport: { width: 1280, height: 800 } });
  const origin = new URL(baseURL).origin;
  let phase: Phase = 'login';
  const started = new WeakMap<Request, Phase>();
  const pending: Array<Promise<[Phase, Fetched]>> = [];
  context.on('request', (request) => started.set(request, phase));
  context.on('requestfinished', (request) => {
    pending.push(
      (async (): Promise<[Phase, Fetched]> => {
        const [response, sizes] = await Promise.all([request.response(), request.sizes()]);
        const url = new URL(request.url());
        const total = Math.max(0, sizes.responseBodySize + sizes.responseHeadersSize);
        const headerBytes = total === 0 ? 0 : sizes.responseHeadersSize;
        const fetched: Fetched = {
          url: request.url(),
          path: url.origin === origin ? url.pathname : request.url(),
          type: request.resourceType(),
          status: response?.status() ?? 0,
          headerBytes,
          bodyBytes: total - headerBytes,
          api: url.pathname.startsWith('/api/'),
          byServiceWorker: request.serviceWorker() !== null,
        };
        return [started.get(request) ?? phase, fetched];
      })(),
    );
  });
  try {
    const page = await context.newPage();
    const workers = new Set<string>();
    page.on('worker', (worker) => workers.add(worker.url()));
    await page.goto(`/login?redirect=${encodeURIComponent(LIST)}`, { waitUntil: 'networkidle' });
    await page.locator('input[type=password]').waitFor();
    // The service worker installs once the first screen shows; its precache ends before it is ready.
    if (serviceWorkers === 'allow') {
      const ready = await page.evaluate(() =>
        Promise.race([navigator.serviceWorker.ready.then(() => true), new Promise<boolean>((resolve) => setTimeout(() => resolve(false), 60_000))]),
      );
      if (!ready) throw new Error('the service worker was not ready a minute after /login showed');
    }
    await page.waitForTimeout(500);
    phase = 'list';
    await page.locator('form input:not([type=password])').first().fill('vendor1');
    await page.locator('input[type=password]').fill(PASSWORD);
    await page.locator('form button[type=submit]').click();
    await page.waitForURL(`**${LIST}`, { timeout: 60_000 });
    await page.locator('[data-testid^="po-row-"]').first().waitFor({ timeout: 60_000 });
    await page.waitForLoadState('networkidle');
    await page.waitForTimeout(500);
    // A dedicated worker's script: Chromium reports its headers, never its body's size.
    const all = (await Promise.all(pending)).map(([p, f]): [Phase, Fetched] => [p, !f.byServiceWorker && workers.has(f.url) ? { ...f, type: 'worker' } : f]);
    const of = (wanted: Phase) => all.filter(([p, f]) => p === wanted && !f.byServiceWorker).map(([, f]) => f);
    return { login: of('login'), list: of('list'), precache: all.filter(([, f]) => f.byServiceWorker).map(([, f]) => f) };
  } finally {
    await context.close();
  }
}

/** The body of `url` as it travels for one Accept-Encoding, counted before any decoding. */
function fetchRaw(url: string, encoding: Encoding): Promise<{ bytes: number; encoding: string; length: number | null }> {
  return new Promise((resolve, reject) => {
    http
      .get(url, { headers: { 'accept-encoding': encoding } }, (res) => {
        if (res.statusCode !== 200) reject(new Error(`${url}: HTTP ${res.statusCode ?? '?'}`));
        let bytes = 0;
        res.on('data', (chunk: Buffer) => (bytes += chunk.length));
        res.on('error', reject);
        res.on('end', () => {
          const length = res.headers['content-length'] === undefined ? null : Number(res.headers['content-length']);
          if (length !== null && length !== bytes) reject(new Error(`${url}: ${bytes} bytes arrived, content-length ${length}`));
          resolve({ bytes, encoding: res.headers['content-encoding'] ?? 'identity', length });
        });
      })
      .on('error', reject);
  });
}

async function serve(url: string): Promise<Served> {
  const bytes = { br: 0, gzip: 0, identity: 0 };
  let brAnswer: Served['brAnswer'] = 'plain';
  for (const encoding of ENCODINGS) {
    const answer = await fetchRaw(url, encoding);
    bytes[encoding] = answer.bytes;
    if (encoding === 'identity' && answer.encoding !== 'identity') throw new Error(`${url}: sent ${answer.encoding} to a client asking for identity`);
    if (encoding === 'br' && answer.encoding === 'br') brAnswer = answer.length === null ? 'per request' : 'precompressed';
  }
  return { bytes, brAnswer };
}

/** The counted files of a list of responses: documents and static assets (not the API), once each. */
export const filesOf = (fetched: readonly Fetched[]): string[] => [...new Set(fetched.filter((f) => !f.api && f.url.startsWith('http')).map((f) => f.url))];

export async function measureFirstVisit(): Promise<FirstVisit> {
  const work = fs.mkdtempSync(path.join(os.tmpdir(), 'supplyline-bench-first-visit-'));
  const server = await startServerProcess({ DATA_DIR: path.join(work, 'data'), SEED_PASSWORD: PASSWORD });
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--disable-gpu', '--disable-dev-shm-usage', '--no-first-run'],
  });
  try {
    const shipped = await visit(browser, server.url, 'allow');
    const withoutServiceWorker = await visit(browser, server.url, 'block');
    const origin = new URL(server.url).origin;
    const urls = new Set([...filesOf(shipped.login), ...filesOf(shipped.list), ...filesOf(shipped.precache)].filter((u) => u.startsWith(origin)));
    const served = new Map<string, Served>();
    for (const url of urls) served.set(url, await serve(url));
    return { shipped, withoutServiceWorker, served };
  } finally {
    await browser.close();
    await server.stop();
    fs.rmSync(work, { recursive: true, force: true });
  }
}

const kb = (bytes: number) => `${(bytes / 1024).toLocaleString('en', { minimumFractionDigits: 1, maximumFractionDigits: 1 })} KB`;
const sum = (values: readonly number[]) => values.reduce((a, b) => a + b, 0);
const transferred = (fetched: readonly Fetched[]) => sum(fetched.map((f) => f.headerBytes + f.bodyBytes));
const assetsOf = (fetched: readonly Fetched[]) => fetched.filter((f) => !f.api);
/** One response as Chromium received it: its bytes, or where it came from instead of the network. */
const received = (f: Fetched) => (f.type === 'worker' ? 'body not reported' : f.headerBytes + f.bodyBytes === 0 ? 'cache' : kb(f.headerBytes + f.bodyBytes));

/** Bytes per encoding of the files: all, their JavaScript (worker scripts included), the worker scripts alone. */
function sizesOf(urls: readonly string[], served: Map<string, Served>, types: Map<string, string>) {
  const of = (only: readonly string[]) => {
    const bytes = (encoding: Encoding) => sum(only.map((u) => served.get(u)?.bytes[encoding] ?? 0));
    return { gzip: bytes('gzip'), text: `${kb(bytes('br'))} br / ${kb(bytes('gzip'))} gzip / ${kb(bytes('identity'))} plain` };
  };
  const workers = urls.filter((u) => types.get(u) === 'worker');
  return {
    all: of(urls),
    js: of(urls.filter((u) => types.get(u) === 'script' || types.get(u) === 'worker')),
    workers: of(workers),
    workerCount: workers.length,
  };
}

/** A page's summary line, then one line a file: bytes per encoding from Node, and as Chromium received it (also without a service worker). */
function pageLines(label: string, fetched: readonly Fetched[], urls: readonly string[], served: Map<string, Served>, blocked?: readonly Fetched[]): string[] {
  const assets = assetsOf(fetched);
  const types = new Map(assets.map((f) => [f.url, f.type]));
  const sizes = sizesOf(urls, served, types);
  const fromCache = assets.filter((f) => f.type !== 'worker' && f.headerBytes + f.bodyBytes === 0).length;
  const bodies = sum(assets.map((f) => f.bodyBytes));
  const notes = [
    `${kb(bodies)} bodies`,
    `${kb(transferred(assets) - bodies)} headers`,
    `${assets.length} responses`,
    ...(fromCache ? [`${fromCache} from its HTTP cache (filled by the service worker's precache) or the service worker`] : []),
    ...(sizes.workerCount ? [`the ${sizes.workerCount} worker scripts' bodies not reported by Chromium`] : []),
  ];
  const lines = [
    `${label}: ${urls.length} files, JS ${sizes.js.text}${sizes.workerCount ? ` (of it the ${sizes.workerCount} worker scripts ${sizes.workers.text})` : ''}, ` +
      `all files ${sizes.all.text}; Chromium transferred ${kb(transferred(assets))} (${notes.join(', ')})`,
  ];
  for (const url of urls) {
    const s = served.get(url);
    const own = assets.filter((f) => f.url === url);
    const withoutWorker = blocked?.filter((f) => f.url === url) ?? [];
    lines.push(
      `    ${(types.get(url) ?? '').padEnd(10)} ${(own[0]?.path ?? url).padEnd(44)} ` +
        (s
          ? `${kb(s.bytes.br).padStart(9)} br ${kb(s.bytes.gzip).padStart(9)} gzip ${kb(s.bytes.identity).padStart(10)} plain (br ${s.brAnswer})`
          : 'not fetched from Node') +
        `   Chromium ${own.map(received).join(' + ')}${withoutWorker.length ? `, without service worker ${withoutWorker.map(received).join(' + ')}` : ''}`,
    );
  }
  return lines;
}

/** The report: each page's files with their bytes per encoding and as Chromium received them, beside the goals. */
export function firstVisitLines(result: FirstVisit): string[] {
  const goal = (page: string, jsGzip: number) => againstGoal(jsGzip / 1024, PAGE_BUDGETS.find((b) => b.page === page)?.goalKb ?? 0, 'KB', 'atMost', 1);
  const { shipped, withoutServiceWorker: blocked, served } = result;
  const loginFiles = filesOf(shipped.login);
  const listFiles = filesOf(shipped.list).filter((u) => !loginFiles.includes(u));
  const types = new Map([...shipped.login, ...shipped.list].map((f) => [f.url, f.type]));
  const login = sizesOf(loginFiles, served, types);
  const both = sizesOf([...loginFiles, ...listFiles], served, types);
  const answers = [...loginFiles, ...listFiles].map((u) => served.get(u)?.brAnswer);
  const answered = (kind: Served['brAnswer']) => answers.filter((a) => a === kind).length;
  const api = [...shipped.login, ...shipped.list].filter((f) => f.api);
  const precache = sizesOf(filesOf(shipped.precache), served, new Map());
  const precacheFromCache = shipped.precache.filter((f) => f.headerBytes + f.bodyBytes === 0).length;
  const blockedList = assetsOf(blocked.list).filter((f) => !filesOf(blocked.login).includes(f.url));
  return [
    `First visit in headless Chromium (zh-CN, the server as \`npm start\` runs it; files: same-origin documents and static assets, ` +
      `API calls listed apart). Bytes per encoding: each file fetched again from Node, the body as it travelled. Static files: ` +
      `@fastify/static sends the build's .br / .gz (files of 1 KB and more), @fastify/compress compresses smaller ones as they stream ` +
      `(br quality 4): answering br, ${answered('precompressed')} of the ${answers.length} files below came precompressed, ` +
      `${answered('per request')} compressed per request, ${answered('plain')} plain.`,
    ...pageLines('/login first visit', shipped.login, loginFiles, served),
    `  /login JS gzip ${goal('/login', login.js.gzip)}`,
    ...pageLines(`${LIST} after signing in, beyond /login's files`, shipped.list, listFiles, served, blocked.list),
    `  the PO page in all (/login's files and these): JS ${both.js.text}, all ${both.all.text}; ` +
      `JS gzip ${goal(LIST, both.js.gzip)}, without the worker scripts ${kb(both.js.gzip - both.workers.gzip)} gzip`,
    `  API calls (not counted): ${api.length}, ${kb(transferred(api))} transferred: ${[...new Set(api.map((f) => f.path))].join(', ')}`,
    `service worker precache, in the background of /login: ${filesOf(shipped.precache).length} files, ${precache.all.text}; ` +
      `Chromium transferred ${kb(transferred(shipped.precache))} (${shipped.precache.length} responses, ${precacheFromCache} from its HTTP cache: files /login had loaded)`,
    `with service workers blocked (nothing precached): /login ${kb(transferred(assetsOf(blocked.login)))} transferred; ` +
      `the PO list's ${filesOf(blockedList).length} files ${kb(transferred(blockedList))}, bodies ${kb(sum(blockedList.map((f) => f.bodyBytes)))}, worker scripts' not reported`,
  ];
}
