import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { migrateDatabase, openDatabase } from '../../../src/server/db/client.ts';
import { seedDatabase } from '../../../src/server/seed/seed.ts';
import { PASSWORD } from './session.ts';

/** Where the seeded store every test server copies lies; set for the workers by the setup below. */
export const SEEDED_STORE_ENV = 'E2E_SEEDED_DATA_DIR';

/**
 * Migrates and seeds one embedded store (the platform seed without demo POs) for the whole run. A
 * server's own store is a copy of it: a fresh PGlite cluster costs an initdb, the migrations and the
 * seed, ~4 s here and three times that on CI, for each of the 35 servers a run starts; a copy costs
 * under a second. Answers the teardown that removes it.
 */
export default async function globalSetup(): Promise<() => void> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'supplyline-e2e-seeded-'));
  const database = await openDatabase({ dataDir });
  await migrateDatabase(database);
  await seedDatabase(database.db, PASSWORD);
  await database.close();
  process.env[SEEDED_STORE_ENV] = dataDir;
  return () => fs.rmSync(dataDir, { recursive: true, force: true });
}
