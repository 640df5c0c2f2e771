import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { build } from 'vite';
import type { TestProject } from 'vitest/node';
import { buildIsStale } from '../../../src/server/build-check.ts';
import { migrateDatabase, openDatabase } from '../../../src/server/db/client.ts';
import { seedDatabase } from '../../../src/server/seed/seed.ts';
import { TEST_PASSWORD } from './constants.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    pgliteTemplate: string;
    postgresTemplate: string;
  }
}

/**
 * One migrated, seeded template per run; each test file then gets its own copy: a PGlite data dir
 * loaded from a dump, or a PostgreSQL database created from a template database.
 */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  // The project's `env` reaches its test workers, not this process: read it from the project.
  if (project.config.env.TEST_ENGINE === 'postgres') {
    const url = process.env.TEST_DATABASE_URL;
    if (!url) throw new Error('TEST_DATABASE_URL is needed for the postgres API tests');
    const name = `supplyline_tpl_${process.pid}`;
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    await admin.query(`drop database if exists ${name}`);
    await admin.query(`create database ${name}`);
    const target = new URL(url);
    target.pathname = `/${name}`;
    const database = await openDatabase({ url: target.toString() });
    await migrateDatabase(database);
    await seedDatabase(database.db, TEST_PASSWORD);
    await database.close();
    project.provide('postgresTemplate', name);
    project.provide('pgliteTemplate', '');
    return async () => {
      await admin.query(`drop database if exists ${name} with (force)`);
      await admin.end();
    };
  }
  // tests/api/start.test.ts runs `npm start`, which builds the app when stale: build it once here,
  // so the two engines' runs of that test do not build into dist/ at the same time.
  if (buildIsStale(process.cwd(), path.resolve('dist'))) await build({ logLevel: 'warn' });
  const client = await PGlite.create();
  const database = await openDatabase({ pglite: client });
  await migrateDatabase(database);
  await seedDatabase(database.db, TEST_PASSWORD);
  const dump = await client.dumpDataDir('none');
  await client.close();
  const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'supplyline-tpl-')), 'template.tar');
  fs.writeFileSync(file, Buffer.from(await dump.arrayBuffer()));
  project.provide('pgliteTemplate', file);
  project.provide('postgresTemplate', '');
  return () => {
    fs.rmSync(path.dirname(file), { recursive: true, force: true });
    return Promise.resolve();
  };
}
