import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, expect, it } from 'vitest';
import { migrateDatabase, openDatabase, queryRows, type Database } from '../../src/server/db/client.ts';
import { enqueueJob } from '../../src/server/jobs/job-types.ts';
import { createJobRunner } from '../../src/server/jobs/runner.ts';
import { CRASHING } from './support/job-child.ts';
import { cleanUpStores, onCleanUp, onPostgres } from './support/fresh-store.ts';
import { freshDatabase } from './support/harness.ts';

// Both engines: PostgreSQL through a second process's pool; PGlite through its data directory, opened
// again after the process that held it died.

afterAll(cleanUpStores);

/** Where the doomed process and then the survivor find the database: a PostgreSQL URL or a PGlite data directory. */
async function sharedStore(): Promise<{ env: Record<string, string>; open: () => Promise<Database> }> {
  if (onPostgres) {
    const fresh = await freshDatabase();
    onCleanUp(async () => {
      await fresh.database.close();
      await fresh.drop();
    });
    return { env: { DATABASE_URL: fresh.url! }, open: () => Promise.resolve(fresh.database) };
  }
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'supplyline-job-crash-'));
  onCleanUp(() => Promise.resolve(fs.rmSync(dataDir, { recursive: true, force: true })));
  const created = await openDatabase({ dataDir });
  await migrateDatabase(created);
  await created.close();
  return { env: { DATA_DIR: dataDir }, open: () => openDatabase({ dataDir }) };
}

it('a job whose process dies mid-run is run again by another instance once its claim lapses', { timeout: 60_000 }, async () => {
  const store = await sharedStore();
  let database = await store.open();
  await enqueueJob(database.db, CRASHING, { n: 1 });
  // PGlite: one process at a time holds the data directory.
  if (!store.env.DATABASE_URL) await database.close();

  const child = spawn(process.execPath, ['--import', 'tsx', 'tests/api/support/job-child.ts'], {
    env: { ...process.env, DATABASE_URL: '', ...store.env },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const exited = new Promise((resolve) => child.once('exit', resolve));
  await new Promise<void>((resolve, reject) => {
    child.stdout.on('data', (chunk: Buffer) => chunk.toString().includes('running 1') && resolve());
    void exited.then(() => reject(new Error('the job process exited before running the job')));
  });
  child.kill('SIGKILL');
  await exited;

  if (!store.env.DATABASE_URL) database = await store.open();
  const runs: number[] = [];
  const survivor = createJobRunner(database, { instance: 'survivor', onError: () => undefined });
  survivor.handle(CRASHING, (_payload, { attempt }) => void runs.push(attempt));
  onCleanUp(async () => {
    await survivor.close();
    if (!store.env.DATABASE_URL) await database.close();
  });
  await survivor.start();
  // The survivor wakes by itself when the dead claim lapses (2 s after it was taken).
  await expect.poll(() => runs, { timeout: 20_000 }).toEqual([2]);
  await survivor.drain();
  expect(
    await queryRows<{ state: string; attempts: number; lockedBy: string }>(
      database.db,
      sql`select state, attempts, locked_by as "lockedBy" from jobs where name = ${CRASHING.name}`,
    ),
  ).toEqual([{ state: 'done', attempts: 2, lockedBy: 'survivor' }]);
});
