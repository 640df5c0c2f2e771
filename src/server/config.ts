import path from 'node:path';
import { z } from 'zod';

const durationSeconds = z.coerce.number().int().positive();

export const configSchema = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().default('0.0.0.0'),
  /** A PostgreSQL server; without it the embedded PGlite under DATA_DIR is used. */
  DATABASE_URL: z.string().url().optional(),
  DATA_DIR: z.string().default('./data'),
  /** Uploaded files (also with DATABASE_URL); default DATA_DIR/files. */
  FILES_DIR: z.string().optional(),
  /**
   * LibreOffice's soffice, which makes PDFs of doc, xls, ppt and pptx files for their preview: a name
   * on PATH, a path, or a wrapper script that sandboxes it; `none` turns that off. Checked once at start.
   */
  SOFFICE_PATH: z.string().default('soffice'),
  /** Days an interrupted upload's chunks are kept for it to resume; then they are removed. */
  CHUNK_RETENTION_DAYS: z.coerce.number().positive().default(7),
  /** e.g. smtp://user:pass@host:587; without it mail goes to the outbox table. */
  SMTP_URL: z.string().url().optional(),
  MAIL_FROM: z.string().default('Supplyline <no-reply@supplyline.local>'),
  /** Where users open the app, for the links in e-mail (default http://localhost:PORT). */
  PUBLIC_URL: z.string().url().optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /** Idle lifetime of a session in seconds; each request slides it forward. */
  SESSION_TTL: durationSeconds.default(8 * 3600),
  /** Absolute lifetime of a session in seconds, however active: then the user signs in again. */
  SESSION_MAX_AGE: durationSeconds.default(7 * 24 * 3600),
  /** Seconds a websocket may stay silent (clients send heartCheck every 100 s) before the server closes it. */
  WS_IDLE_TIMEOUT: z.coerce.number().positive().default(250),
  /** Sign-in attempts allowed per account and address per minute before 429. */
  LOGIN_RATE_LIMIT: z.coerce.number().int().positive().default(10),
  /**
   * Sign-in attempts that did not succeed allowed per address per minute, whatever the account, before
   * 429: guessing across many accounts. Correct sign-ins do not count, so an office behind one address
   * signing in at nine is never held back.
   */
  LOGIN_ADDRESS_RATE_LIMIT: z.coerce.number().int().positive().default(30),
  /** Consecutive wrong passwords that lock an account from one address (unknown accounts alike), and for how long. */
  LOGIN_MAX_FAILURES: z.coerce.number().int().positive().default(5),
  LOGIN_LOCK_MINUTES: z.coerce.number().int().positive().default(15),
  /**
   * The time zone dates are told in where the server decides a date itself: the date part of a bill
   * number and when its sequence restarts (an IANA name; the plants work on China time).
   */
  TIME_ZONE: z
    .string()
    .default('Asia/Shanghai')
    .refine((zone) => {
      try {
        new Intl.DateTimeFormat('en', { timeZone: zone });
        return true;
      } catch {
        return false;
      }
    }, 'not an IANA time zone'),
  /** PostgreSQL cancels a data interface's statement after this many milliseconds (PGlite cannot: see the next). */
  DATA_INTERFACE_TIMEOUT_MS: z.coerce.number().int().min(100).max(600_000).default(5000),
  /**
   * A data interface's statement the planner estimates above this cost is refused without running, on
   * both engines: PGlite's only guard against a runaway query (a full read of a million-row table with a
   * filter estimates about 25,000; see docs/modules/system-data.md).
   */
  DATA_INTERFACE_MAX_COST: z.coerce.number().positive().default(2_000_000),
  SEED_PASSWORD: z.string().min(1).default('Demo#2026pass'),
  /** Where the built PWA lives; the server serves it when present. */
  STATIC_DIR: z.string().default(path.resolve('dist')),
  TRUST_PROXY: z.stringbool().default(false),
});

export type Config = z.infer<typeof configSchema>;

/** The origin e-mail links point at, without a trailing slash. */
export function publicUrlOf(config: Pick<Config, 'PUBLIC_URL' | 'PORT'>): string {
  return (config.PUBLIC_URL ?? `http://localhost:${config.PORT}`).replace(/\/+$/, '');
}

export function loadConfig(env: Record<string, string | undefined> = process.env): Config {
  // An empty variable (DATABASE_URL= in a .env or a compose file) means "not set", not "invalid".
  const present = Object.fromEntries(Object.entries(env).filter(([, value]) => value !== undefined && value !== ''));
  const parsed = configSchema.safeParse(present);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new Error(`Invalid configuration:\n${lines.join('\n')}`);
  }
  return parsed.data;
}
