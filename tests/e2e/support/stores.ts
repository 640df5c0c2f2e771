import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import type { DatabaseSource } from '../../../src/server/db/client.ts';

/**
 * Where the browser tests' servers keep their data. The run migrates and seeds one store; each
 * server gets a copy of it. With a PostgreSQL server named (TEST_DATABASE_URL) the store is a
 * template database and a copy is `create database … template` (a fraction of a second); without
 * one it is an embedded PGlite directory, copied file by file, which the server then boots (about two
 * seconds more per server). The screens are the subject here: what differs between the engines is
 * the API tests' (tests/tooling/engine-split.ts).
 */
export const SEEDED_STORE_ENV = 'E2E_SEEDED_STORE';

const serverUrl = () => process.env.TEST_DATABASE_URL || '';

function databaseUrl(name: string): string {
  const url = new URL(serverUrl());
  url.pathname = `/${name}`;
  return url.toString();
}

async function onServer<T>(work: (admin: pg.Client) => Promise<T>): Promise<T> {
  const admin = new pg.Client({ connectionString: serverUrl() });
  await admin.connect();
  try {
    return await work(admin);
  } finally {
    await admin.end();
  }
}

/** Makes the empty store the run seeds: a database name, or a data directory. */
export async function newSeededStore(): Promise<{ store: string; source: DatabaseSource; remove: () => Promise<void> }> {
  if (serverUrl()) {
    const name = `supplyline_e2e_tpl_${process.pid}`;
    await onServer(async (admin) => {
      await admin.query(`drop database if exists ${name}`);
      await admin.query(`create database ${name}`);
    });
    const remove = async () => {
      await onServer((admin) => admin.query(`drop database if exists ${name} with (force)`));
    };
    return { store: name, source: { url: databaseUrl(name) }, remove };
  }
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'supplyline-e2e-seeded-'));
  return { store: dataDir, source: { dataDir }, remove: () => Promise.resolve(fs.rmSync(dataDir, { recursive: true, force: true })) };
}

export interface StoreCopy {
  source: DatabaseSource;
  /** What the server's environment needs to open the copy. */
  env: Record<string, string>;
  remove: () => Promise<void>;
}

/** A server's own copy of the seeded store, with a fresh directory for its files. */
export async function copySeededStore(): Promise<StoreCopy> {
  const seeded = process.env[SEEDED_STORE_ENV];
  if (!seeded) throw new Error(`${SEEDED_STORE_ENV} is not set: playwright.config.ts names the global setup that seeds the store`);
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'supplyline-e2e-'));
  const removeDir = () => fs.rmSync(dataDir, { recursive: true, force: true });
  if (!serverUrl()) {
    fs.cpSync(seeded, dataDir, { recursive: true });
    return { source: { dataDir }, env: { DATA_DIR: dataDir }, remove: () => Promise.resolve(removeDir()) };
  }
  const name = `supplyline_e2e_${process.pid}_${randomBytes(4).toString('hex')}`;
  await onServer((admin) => admin.query(`create database ${name} template ${seeded}`));
  const url = databaseUrl(name);
  return {
    source: { url },
    env: { DATABASE_URL: url, DATA_DIR: dataDir },
    remove: async () => {
      await onServer((admin) => admin.query(`drop database if exists ${name} with (force)`));
      removeDir();
    },
  };
}
