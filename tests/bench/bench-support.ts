/** What the database benchmarks share: a throw-away database, signing in, a result row, the server's log. */
import { randomBytes } from 'node:crypto';
import os from 'node:os';
import fs from 'node:fs';
import pg from 'pg';
import type { LogStream } from '../../src/server/plugins/logger.ts';
import { OAUTH_CLIENT } from '../../src/shared/constants.ts';
import { md5Hex } from '../../src/server/modules/auth/passwords.ts';

/** Signs in through the app's own login form; the token of the new session. */
export async function signIn(appUrl: string, account: string, password: string): Promise<string> {
  const form = new URLSearchParams({
    account,
    password: md5Hex(password),
    client_id: OAUTH_CLIENT.id,
    client_secret: OAUTH_CLIENT.secret,
    scope: OAUTH_CLIENT.scope,
    grant_type: OAUTH_CLIENT.grantType,
  });
  const res = await fetch(`${appUrl}/api/oauth/Login`, { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: form });
  const body = (await res.json()) as { data?: { token?: string } | null };
  if (!body.data?.token) throw new Error(`${account} could not sign in`);
  return body.data.token;
}

/**
 * A figure beside its goal, as every bench prints it: "14,014 / ≥ 20,000 rows/s (met)".
 * `atMost` for times and sizes, where lower is better.
 */
export function againstGoal(measured: number, goal: number, unit: string, direction: 'atLeast' | 'atMost' = 'atLeast', digits = 0): string {
  const met = direction === 'atLeast' ? measured >= goal : measured <= goal;
  const figure = (n: number) => n.toLocaleString('en', { minimumFractionDigits: digits, maximumFractionDigits: digits });
  return `${figure(measured)} / ${direction === 'atLeast' ? '≥' : '≤'} ${figure(goal)} ${unit} (${met ? 'met' : 'not met'})`;
}

/** The middle of several runs' figures (the mean of the two middle ones for an even count). */
export function medianOf(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const half = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[half]! : (sorted[half - 1]! + sorted[half]!) / 2;
}

/** "min / median / max" of several runs' figures. */
export function spread(values: readonly number[], digits = 0): string {
  const figure = (n: number) => n.toLocaleString('en', { minimumFractionDigits: digits, maximumFractionDigits: digits });
  return `${figure(Math.min(...values))} / ${figure(medianOf(values))} / ${figure(Math.max(...values))}`;
}

/** The machine's 1-minute load average, printed beside each figure: the same code measures differently on a busy machine. */
export const loadAverage = () => os.loadavg()[0]!.toFixed(2);

export const row = (name: string, r: { rps: number; p99: number; errors: number }) =>
  `  ${name.padEnd(40)} ${r.rps.toFixed(0).padStart(7)} req/s   p99 ${String(r.p99).padStart(5)} ms   errors ${r.errors}`;

/** A database of its own on the BENCH_DATABASE_URL server (created here, dropped after), so no run meets another's rows. */
export async function freshServerDatabase(serverUrl: string, prefix: string): Promise<{ url: string; drop: () => Promise<void> }> {
  const name = `supplyline_bench_${prefix}_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  const target = new URL(serverUrl);
  target.pathname = `/${name}`;
  return {
    url: target.toString(),
    drop: async () => {
      // pg-pool's end() resolves once it has asked its clients to end, not when they have: a backend
      // still closing would be terminated by the forced drop, and its client's error would reach a
      // pool with no listener left. So wait (at most 5 s) until the database has no sessions.
      for (let i = 0; i < 50; i++) {
        const { rows } = await admin.query<{ n: number }>(`select count(*)::int as n from pg_stat_activity where datname = $1`, [name]);
        if (rows[0]?.n === 0) break;
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
      await admin.query(`drop database if exists ${name} with (force)`);
      await admin.end();
    },
  };
}

/**
 * A database of the bench's own on the server at `serverUrl`, kept between runs so its generated data
 * is found again, created when missing; its URL.
 */
export async function keptServerDatabase(serverUrl: string, name: string): Promise<string> {
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  try {
    const { rows } = await admin.query('select 1 from pg_database where datname = $1', [name]);
    if (rows.length === 0) await admin.query(`create database ${name}`);
  } finally {
    await admin.end();
  }
  const target = new URL(serverUrl);
  target.pathname = `/${name}`;
  return target.toString();
}

/**
 * The server's log as `npm start` writes it (LOG_LEVEL info: two lines a request) to a file, line
 * by line and synchronously, as process.stdout writes to a file or a pipe.
 */
export function fileLog(file: string): LogStream & { lines(): number; close(): void } {
  const fd = fs.openSync(file, 'a');
  let lines = 0;
  let open = true;
  return {
    write(line) {
      // A response the load generator dropped may still log its closed stream after the bench ended.
      if (!open) return;
      fs.writeSync(fd, line);
      lines++;
    },
    lines: () => lines,
    close: () => {
      open = false;
      fs.closeSync(fd);
    },
  };
}
