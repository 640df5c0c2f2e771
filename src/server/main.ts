/** CLI entry. `start`: build the PWA if stale, migrate, seed an empty database, serve. `dev`: the same
 * with Vite serving the app with hot reload. `seed`: migrate and (re)apply the idempotent seed;
 * `seed --large N` then also generates N PO items for volume tests (src/server/seed/large-pos.ts). */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import middie from '@fastify/middie';
import { buildApp } from './app.ts';
import { wireDomainEvents } from './domain-events.ts';
import { buildIsStale } from './build-check.ts';
import { loadConfig, type Config } from './config.ts';
import { migrateDatabase, openDatabase, type Database } from './db/client.ts';
import { seedDemoPos } from './seed/demo-pos.ts';
import { largeCountFromArgs, seedLargePos } from './seed/large-pos.ts';
import { seedAreas } from './seed/areas.ts';
import { isEmpty, seedDatabase } from './seed/seed.ts';

async function prepareDatabase(config: Config, alwaysSeed: boolean): Promise<Database> {
  const database = await openDatabase(config.DATABASE_URL ? { url: config.DATABASE_URL } : { dataDir: config.DATA_DIR });
  await migrateDatabase(database);
  if (alwaysSeed || (await isEmpty(database.db))) {
    wireDomainEvents();
    await seedDatabase(database.db, config.SEED_PASSWORD);
    await seedDemoPos(database.db);
  }
  // Reference data every deployment has, also one created before areas existed.
  await seedAreas(database.db);
  return database;
}

function closeOnSignals(app: FastifyInstance, database: Database): void {
  let closing = false;
  const shutdown = (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down: finishing requests, then closing the database');
    const force = setTimeout(() => process.exit(1), 10_000);
    force.unref();
    app
      .close()
      .then(() => database.close())
      .then(() => process.exit(0))
      .catch((err: unknown) => {
        app.log.error({ err }, 'shutdown failed');
        process.exit(1);
      });
  };
  process.once('SIGTERM', () => shutdown('SIGTERM'));
  process.once('SIGINT', () => shutdown('SIGINT'));
}

async function serve(config: Config, dev: boolean): Promise<void> {
  if (!dev && buildIsStale(process.cwd(), config.STATIC_DIR)) {
    console.log('Building the web app (first start or sources changed)…');
    // In a child process: a build takes hundreds of MB the serving process would otherwise keep.
    const vite = createRequire(import.meta.url).resolve('vite/package.json');
    const built = spawnSync(process.execPath, [path.join(path.dirname(vite), 'bin', 'vite.js'), 'build', '--logLevel', 'warn'], { stdio: 'inherit' });
    if (built.status !== 0) throw new Error(`building the web app failed (exit ${built.status ?? built.signal ?? 'unknown'})`);
  }
  const database = await prepareDatabase(config, false);
  const app = await buildApp(config, { database, serveStatic: !dev, dev });
  if (dev) {
    const { createServer } = await import('vite');
    await app.register(middie);
    const vite = await createServer({ server: { middlewareMode: true }, appType: 'spa' });
    // The app's own src/app/api/ modules share the /api/ prefix with the HTTP API: a path naming a
    // source file goes to Vite, every other /api/ path to the server.
    const appRoot = vite.config.root;
    const isApi = (url: string) => {
      const pathname = url.split('?')[0] ?? '';
      return pathname.startsWith('/api/') && !fs.existsSync(path.join(appRoot, pathname));
    };
    app.use((req, res, next) => (isApi(req.url ?? '') ? next() : vite.middlewares(req, res, next)));
    app.addHook('onClose', () => vite.close());
  }
  closeOnSignals(app, database);
  const address = await app.listen({ port: config.PORT, host: config.HOST });
  app.log.info({ address, engine: database.engine }, 'Supplyline is listening');
}

async function main(): Promise<void> {
  const command = process.argv[2] ?? 'start';
  const config = loadConfig();
  if (command === 'start' || command === 'dev') return serve(config, command === 'dev');
  if (command === 'seed') {
    const large = largeCountFromArgs(process.argv.slice(3));
    const database = await prepareDatabase(config, true);
    console.log('Seed applied.');
    if (large !== null) await seedLargePos(database.db, large, (line) => console.log(line));
    await database.close();
    return;
  }
  throw new Error(`Unknown command "${command}": use start, dev or seed`);
}

main().catch((err: unknown) => {
  console.error(err instanceof Error ? err.message : err);
  process.exit(1);
});
