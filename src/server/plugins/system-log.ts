import type { FastifyInstance, FastifyRequest } from 'fastify';
import { sql } from 'drizzle-orm';
import { LOG_RETENTION_DEFAULTS, logRetention, type LogRetention } from '../../shared/contracts/system-logs.ts';
import { queryRows, type Db } from '../db/client.ts';
import { insertRows } from '../db/insert-rows.ts';
import { jobType } from '../jobs/job-types.ts';
import { scheduledRun, type CronSchedule } from '../jobs/schedules.ts';
import { endpointAt } from './endpoint-registry.ts';
import { redactSecretsInText } from './logger.ts';
import { printable } from './text-check.ts';
import { systemConfig, systemLogs } from '../db/schema/index.ts';

type Entry = typeof systemLogs.$inferInsert;

/** Rows wait at most this long, or until this many, before one insert writes them. */
const FLUSH_EVERY_MS = 1000;
const FLUSH_AT = 500;
export const RETENTION_KEY = 'logRetention';

/** The retention sweep: when an instance starts and every six hours, once among all instances. */
export const LOG_SWEEP = jobType('system.sweepLogs', scheduledRun, { maxAttempts: 3 });
export const LOG_SWEEP_SCHEDULE: CronSchedule = { type: LOG_SWEEP, cron: '0 */6 * * *', timeZone: 'UTC', atStart: true };

export interface SystemLog {
  record(entry: Entry): void;
  /** Writes what waits (the tests read the log after it). */
  flush(): Promise<void>;
  /**
   * Removes rows older than their category's retention: sign-ins, ended mail, sessions and jobs,
   * data-interface calls included (the job LOG_SWEEP runs it).
   */
  sweep(): Promise<number>;
  close(): Promise<void>;
}

declare module 'fastify' {
  interface FastifyInstance {
    systemLog: SystemLog;
  }
  interface FastifyRequest {
    /** An unexpected error's message, for the exception log (the caller is told only the request id). */
    failure: string | null;
  }
}

export async function retentionOf(db: Db): Promise<LogRetention> {
  const [row] = await db
    .select({ value: systemConfig.value })
    .from(systemConfig)
    .where(sql`${systemConfig.key} = ${RETENTION_KEY}`);
  const parsed = logRetention.safeParse(row?.value);
  return parsed.success ? parsed.data : LOG_RETENTION_DEFAULTS;
}

async function sweepOld(db: Db): Promise<number> {
  const days = await retentionOf(db);
  const removed = (statement: ReturnType<typeof sql>) =>
    queryRows<{ n: number }>(db, sql`with gone as (${statement} returning 1) select count(*)::int as n from gone`).then((rows) => rows[0]?.n ?? 0);
  let total = 0;
  for (const category of ['request', 'operation', 'exception'] as const) {
    total += await removed(sql`delete from system_logs where category = ${category} and created_at < now() - make_interval(days => ${days[category]})`);
  }
  const older = (column: ReturnType<typeof sql>, key: keyof LogRetention) => sql`${column} < now() - make_interval(days => ${days[key]})`;
  total += await removed(sql`delete from login_log where ${older(sql`created_at`, 'login')}`);
  // Failure counts untouched as long as sign-ins are kept, unknown names' included, are forgotten with them.
  total += await removed(sql`delete from login_lockouts where ${older(sql`greatest(reserved_at, locked_until)`, 'login')}`);
  // Mail still to be sent and sessions still open are not records yet: only what has ended ages.
  total += await removed(sql`delete from mail_queue where ${older(sql`coalesce(sent_at, failed_at)`, 'mail')}`);
  // Finished jobs (dead letters included) are a record of work done, kept as long as the operations.
  total += await removed(sql`delete from jobs where finished_at is not null and ${older(sql`finished_at`, 'operation')}`);
  total += await removed(sql`delete from sessions where ${older(sql`least(coalesce(ended_at, expires_at), expires_at)`, 'session')}`);
  return total + (await removed(sql`delete from data_interface_logs where ${older(sql`created_at`, 'dataInterface')}`));
}

/**
 * The log writer: entries are kept in memory and inserted together, after the answers have gone, so
 * a request never waits for its own log line; a failed insert is reported, never the caller's problem.
 */
export function createSystemLog(db: Db, onError: (err: unknown) => void): SystemLog {
  let waiting: Entry[] = [];
  let writing: Promise<void> = Promise.resolve();
  const flush = (): Promise<void> => {
    if (waiting.length === 0) return writing;
    const batch = waiting;
    waiting = [];
    writing = writing
      // One JSON parameter for the batch (insertRows): every API call is logged, so this runs under load.
      .then(() => insertRows(db, systemLogs, batch))
      .catch(onError);
    return writing;
  };
  const timer = setInterval(() => void flush(), FLUSH_EVERY_MS);
  timer.unref();
  return {
    record(entry) {
      waiting.push(entry);
      if (waiting.length >= FLUSH_AT) void flush();
    },
    flush,
    sweep: () => sweepOld(db),
    async close() {
      clearInterval(timer);
      await flush();
    },
  };
}

/**
 * The category of a finished API call: 500s are exceptions; writes that succeeded for a signed-in
 * user operations (a sign-in is the sign-in log's, and an operation names who did it); the rest requests.
 */
function categoryOf(request: FastifyRequest, route: string, status: number): 'request' | 'operation' | 'exception' {
  if (status >= 500) return 'exception';
  const { method } = request;
  if (method !== 'GET' && method !== 'HEAD' && status < 400 && request.viewer && !endpointAt(method, route)?.reads) return 'operation';
  return 'request';
}

const header = (request: FastifyRequest, name: string): string => {
  const value = request.headers[name];
  return typeof value === 'string' ? value.slice(0, 500) : '';
};

/** Logs every API call once its answer has gone. */
export function registerSystemLog(app: FastifyInstance, log: SystemLog): void {
  app.decorate('systemLog', log);
  app.decorateRequest('failure', null);
  app.addHook('onResponse', (request, reply, done) => {
    const route = request.routeOptions.url ?? '';
    if (route.startsWith('/api/') && request.method !== 'OPTIONS') {
      const status = reply.statusCode;
      log.record({
        category: categoryOf(request, route, status),
        userId: request.viewer?.userId ?? null,
        userName: request.viewer?.realName ?? '',
        method: request.method,
        route,
        path: (request.url.split('?')[0] ?? '').slice(0, 500),
        status,
        durationMs: Math.round(reply.elapsedTime),
        ipAddress: request.ip,
        userAgent: printable(header(request, 'user-agent')),
        // An error's message may repeat the address it failed at, secrets in its query included, or
        // text PostgreSQL refuses (a NUL, a lone surrogate): one such row would lose its whole batch.
        message: printable(redactSecretsInText(request.failure ?? '').slice(0, 2000)),
        requestId: String(request.id),
      });
    }
    done();
  });
}
