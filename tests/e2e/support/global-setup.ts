import { PASSWORD } from './session.ts';
import { newSeededStore, SEEDED_STORE_ENV } from './stores.ts';

/**
 * Migrates and seeds one store (the platform seed without demo POs) for the whole run; each test
 * server starts on a copy of it (stores.ts) rather than migrating and seeding its own, which costs
 * seconds per server. Answers the teardown that removes it.
 */
export default async function globalSetup(): Promise<() => Promise<void>> {
  // Imported here, not at the top: the server's modules take seconds to load.
  const { migrateDatabase, openDatabase } = await import('../../../src/server/db/client.ts');
  const { seedDatabase } = await import('../../../src/server/seed/seed.ts');
  const { store, source, remove } = await newSeededStore();
  const database = await openDatabase(source);
  await migrateDatabase(database);
  await seedDatabase(database.db, PASSWORD);
  await database.close();
  process.env[SEEDED_STORE_ENV] = store;
  return remove;
}
