import { describe, expect, it } from 'vitest';
import { freshDatabase } from './support/harness.ts';

// Both engines: checks that each project really runs on the engine it is named for.

/**
 * Each API project runs on the engine it is named for: the PostgreSQL project once ran every file on
 * PGlite without a sign (its global setup read the project's env where it is not set).
 */
describe('the API tests', () => {
  it('run on the engine their project names', async () => {
    const { database, drop } = await freshDatabase();
    try {
      expect(database.engine).toBe(process.env.TEST_ENGINE);
    } finally {
      await database.close();
      await drop();
    }
  });
});
