import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { randomUUID } from 'node:crypto';
import Fastify, { type FastifyInstance } from 'fastify';
import compress from '@fastify/compress';
import formbody from '@fastify/formbody';
import helmet from 'helmet';
import fastifyStatic from '@fastify/static';
import { publicUrlOf, type Config } from './config.ts';
import { migrateDatabase, openDatabase, type Database, type Db } from './db/client.ts';
import { wireDomainEvents } from './domain-events.ts';
import { registerAccess } from './plugins/access.ts';
import { registerSessions } from './plugins/auth.ts';
import { API_COMPRESSION } from './plugins/compression.ts';
import { registerErrorHandling, sendError } from './plugins/errors.ts';
import { registerI18n } from './plugins/i18n.ts';
import { CHUNK_SWEEP, CHUNK_SWEEP_SCHEDULE, localDiskStorage, sweepChunksHandler } from './plugins/file-storage.ts';
import { loggerOptions, type LogStream } from './plugins/logger.ts';
import { createJobRunner, type JobRunner } from './jobs/runner.ts';
import { deliverQueuedMail, MAIL_DELIVERY } from './plugins/mail-queue.ts';
import { openSessionChanges, type SessionChanges } from './plugins/session-changes.ts';
import { createSystemLog, LOG_SWEEP, LOG_SWEEP_SCHEDULE, registerSystemLog } from './plugins/system-log.ts';
import { createMailer, type Mailer } from './plugins/mailer.ts';
import { registerHub, type Hub } from './plugins/websocket-hub.ts';
import { registerModules } from './modules/index.ts';
import { CONVERSION_LIMITS, pdfConverter } from './plugins/pdf-converter.ts';
import { startPinyinBackfill } from './modules/users/pinyin-backfill.ts';
import { contactProfilesOf } from './modules/chat/queries.ts';
import { registerPo } from './modules/po/sync.ts';
import { platformRegistry } from './modules/platform-sync.ts';
import type { SyncRegistry } from './modules/sync/registry.ts';
import { syncRoutes } from './modules/sync/routes.ts';

declare module 'fastify' {
  interface FastifyInstance {
    config: Config;
    db: Db;
    mailer: Mailer;
    /** Work after its cause commits: mail, sweeps, timers (jobs/). */
    jobs: JobRunner;
    /** Websocket fan-out across instances (plugins/websocket-hub.ts). */
    hub: Hub;
    /** Keeps the caches of sessions and accounts in step with the database (plugins/session-changes.ts). */
    sessionChanges: SessionChanges;
  }
}

export interface AppOptions {
  /** An opened, migrated database (tests bring their own); otherwise opened from config and migrated. */
  database?: Database;
  /** Serve the built PWA from STATIC_DIR (off in dev, where Vite serves it). */
  serveStatic?: boolean;
  /** Development: Vite's React refresh needs an inline module script. */
  dev?: boolean;
  /** What clients sync; tests extend the platform's with tables and mutations of their own. */
  sync?: SyncRegistry;
  /** Where log lines go (tests read them); standard output otherwise. */
  logStream?: LogStream;
}

const CSP = {
  defaultSrc: ["'self'"],
  scriptSrc: ["'self'"],
  // Mantine injects its CSS variables through <style> elements.
  styleSrc: ["'self'", "'unsafe-inline'"],
  imgSrc: ["'self'", 'data:', 'blob:'],
  fontSrc: ["'self'", 'data:'],
  connectSrc: ["'self'", 'ws:', 'wss:'],
  workerSrc: ["'self'", 'blob:'],
  manifestSrc: ["'self'"],
  // Menu links (type 7, target _self) frame other sites, often intranet ones; a document preview
  // frames a PDF fetched with the session (a blob: URL).
  frameSrc: ["'self'", 'https:', 'http:', 'blob:'],
  frameAncestors: ["'self'"],
  objectSrc: ["'none'"],
  baseUri: ["'self'"],
  formAction: ["'self'"],
  // Plain-HTTP deployments (the one-command start) must not have their requests rewritten to https.
  upgradeInsecureRequests: null,
};

export async function buildApp(config: Config, options: AppOptions = {}): Promise<FastifyInstance> {
  const app = Fastify({
    // process.stdout writes synchronously to files and pipes on Linux: a line logged is out before the
    // next statement, so a crash loses no log (pino's default destination buffers and writes later).
    logger: loggerOptions(config.LOG_LEVEL, options.logStream ?? process.stdout),
    genReqId: (req) => {
      const incoming = req.headers['x-request-id'];
      return typeof incoming === 'string' && /^[\w-]{8,64}$/.test(incoming) ? incoming : randomUUID();
    },
    trustProxy: config.TRUST_PROXY,
    return503OnClosing: true,
  });

  let database = options.database;
  const ownsDatabase = !database;
  if (!database) {
    database = await openDatabase(config.DATABASE_URL ? { url: config.DATABASE_URL } : { dataDir: config.DATA_DIR });
    await migrateDatabase(database);
  }
  const opened = database;
  const mailer = createMailer(database.db, config.SMTP_URL, config.MAIL_FROM);
  app.decorate('config', config);
  app.decorate('db', database.db);
  app.decorate('mailer', mailer);
  const jobs = createJobRunner(database, {
    instance: `${os.hostname()}:${process.pid}:${randomUUID().slice(0, 8)}`,
    onError: (err, job) => app.log.error({ err, jobId: job.id, job: job.name }, 'job failed'),
  });
  app.decorate('jobs', jobs);
  jobs.handle(MAIL_DELIVERY, deliverQueuedMail(mailer));
  const systemLog = createSystemLog(database.db, (err) => app.log.error({ err }, 'system log not written'));
  registerSystemLog(app, systemLog);
  jobs.handle(LOG_SWEEP, async () => void (await systemLog.sweep()));
  jobs.schedule(LOG_SWEEP_SCHEDULE);
  // Names written before users.name_pinyin existed get theirs in the background (the database is migrated).
  const pinyinBackfill = startPinyinBackfill(database.db, (err) => app.log.error({ err }, 'name pinyin backfill failed'));
  void pinyinBackfill.done.then((filled) => filled > 0 && app.log.info({ filled }, 'name pinyin backfilled'));
  const sessionFeed = await openSessionChanges(database, app.log);
  app.decorate('sessionChanges', sessionFeed.changes);
  // One hook, so the order holds: the jobs, the log and the backfill finish writing before the database goes away.
  app.addHook('onClose', async () => {
    await jobs.close();
    await systemLog.close();
    await pinyinBackfill.close();
    await sessionFeed.close();
    mailer.close();
    if (ownsDatabase) await opened.close();
  });
  app.addHook('onRequest', (request, reply, done) => {
    reply.header('x-request-id', request.id);
    done();
  });
  // API answers are one user's data: no browser or proxy cache keeps them (errors and files included).
  app.addHook('onSend', (request, reply, payload, done) => {
    // The matched route, not the raw address: /%61pi/… reaches the same handlers.
    const path = request.routeOptions.url ?? request.url;
    if (path.startsWith('/api/') && !reply.hasHeader('cache-control')) reply.header('cache-control', 'no-store');
    done(null, payload);
  });
  wireDomainEvents();
  registerI18n(app);
  registerSessions(app);
  registerAccess(app);
  registerErrorHandling(app);
  const directives = options.dev ? { ...CSP, scriptSrc: ["'self'", "'unsafe-inline'"] } : CSP;
  // Helmet's middleware built once: @fastify/helmet built it again for every request (its options
  // parsed, the CSP text joined), a tenth of a PO-list request's CPU. The headers go on every answer.
  const securityHeaders = helmet({ contentSecurityPolicy: { directives }, crossOriginEmbedderPolicy: false });
  app.addHook('onRequest', (request, reply, done) => securityHeaders(request.raw, reply.raw, () => done()));
  await app.register(formbody);
  // Registered before static, which serves its own precompressed files.
  await app.register(compress, API_COMPRESSION);
  app.decorate('hub', await registerHub(app, opened, { idleTimeoutMs: config.WS_IDLE_TIMEOUT * 1000, profilesOf: contactProfilesOf }));

  syncRoutes(app, options.sync ?? registerPo(platformRegistry(), { linkBase: publicUrlOf(config) }));
  const storage = localDiskStorage(config.FILES_DIR ?? path.join(config.DATA_DIR, 'files'));
  jobs.handle(CHUNK_SWEEP, sweepChunksHandler(storage, config.CHUNK_RETENTION_DAYS, app.log));
  jobs.schedule(CHUNK_SWEEP_SCHEDULE);
  // Found or not once, in the background: previews of doc, xls, ppt and pptx wait for the answer.
  const converter = pdfConverter(config.SOFFICE_PATH === 'none' ? null : config.SOFFICE_PATH, CONVERSION_LIMITS, (found, detail) =>
    found
      ? app.log.info('LibreOffice found: doc, xls, ppt and pptx files are previewed as PDF')
      : app.log.info({ detail }, 'LibreOffice not found (SOFFICE_PATH): doc, xls, ppt and pptx files are offered for download instead of a preview'),
  );
  // The business modules, from one list (modules/index.ts): the admin modules join it.
  registerModules(app, { storage, converter });
  // Every handler and schedule is registered: the instance starts taking jobs.
  await jobs.start();

  const indexHtml = path.join(config.STATIC_DIR, 'index.html');
  const serveStatic = (options.serveStatic ?? true) && fs.existsSync(indexHtml);
  if (serveStatic) {
    await app.register(fastifyStatic, {
      root: config.STATIC_DIR,
      wildcard: false,
      index: false,
      // The build writes .br and .gz beside each asset (vite.config.ts): served as is, never compressed per request.
      preCompressed: true,
      setHeaders: (res, filePath) => {
        const immutable = filePath.includes(`${path.sep}assets${path.sep}`);
        res.header('cache-control', immutable ? 'public, max-age=31536000, immutable' : 'no-cache');
      },
    });
  }
  // SPA fallback: every other GET for a page gets index.html; /api never does.
  app.setNotFoundHandler((request, reply) => {
    const pathname = request.url.split('?')[0] ?? '/';
    const isPage = request.method === 'GET' && !pathname.startsWith('/api/') && pathname !== '/api';
    if (serveStatic && isPage) return reply.header('cache-control', 'no-cache').sendFile('index.html');
    return sendError(reply, 404, 404, request.t('error.notFound', { path: pathname }));
  });
  return app;
}
