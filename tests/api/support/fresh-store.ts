import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import pg from 'pg';

/** The engine of this project run: `npm start` on PostgreSQL through DATABASE_URL, or PGlite under DATA_DIR. */
export const onPostgres = process.env.TEST_ENGINE === 'postgres';

const cleanups: Array<() => Promise<void>> = [];

/** Registers something to undo after the file's tests (call `cleanUpStores` in afterAll). */
export function onCleanUp(cleanup: () => Promise<void>): void {
  cleanups.push(cleanup);
}

/** Undoes what was registered, newest first. */
export async function cleanUpStores(): Promise<void> {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
}

/** An empty store of this project's engine for `npm start` (data directory or new database, and files), removed afterwards. */
export async function freshStore(prefix: string): Promise<Record<string, string>> {
  const tempDir = (suffix: string) => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), `supplyline-${prefix}-${suffix}`));
    onCleanUp(() => Promise.resolve(fs.rmSync(dir, { recursive: true, force: true })));
    return dir;
  };
  if (!onPostgres) return { DATA_DIR: tempDir('') };
  const url = process.env.TEST_DATABASE_URL!;
  const name = `supplyline_${prefix}_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`create database ${name}`);
  onCleanUp(async () => {
    await admin.query(`drop database if exists ${name} with (force)`);
    await admin.end();
  });
  const target = new URL(url);
  target.pathname = `/${name}`;
  return { DATABASE_URL: target.toString(), FILES_DIR: tempDir('files-') };
}
