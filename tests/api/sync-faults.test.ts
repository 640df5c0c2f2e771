import 'fake-indexeddb/auto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createWorld } from '../faults/world.ts';
import { runScenario } from '../faults/scenario.ts';
import { freshDatabase, loginForm } from './support/harness.ts';

// Both engines: the fault harness's concurrent devices against each engine's locking.

/**
 * The fault harness (tests/faults): randomised scenarios of the real client engine against the real
 * server. CI runs this fixed-seed sample; `npm run test:faults -- --runs 500` runs more.
 */
const runs = Number(process.env.FAULT_RUNS ?? 50);
const firstSeed = Number(process.env.FAULT_SEED ?? 1);

let world: Awaited<ReturnType<typeof createWorld>>;
let drop: () => Promise<void>;
let closeDb: () => Promise<void>;
beforeAll(async () => {
  const fresh = await freshDatabase();
  drop = fresh.drop;
  closeDb = () => fresh.database.close();
  world = await createWorld(fresh.database, (account) => loginForm(account));
});
afterAll(async () => {
  await world.close();
  await closeDb();
  await drop();
});

describe(`fault harness, seeds ${firstSeed}-${firstSeed + runs - 1}`, () => {
  it('every action applied exactly once or visibly refused, in order, and every tab converged', { timeout: runs * 20_000 }, async () => {
    const failures: string[] = [];
    for (let seed = firstSeed; seed < firstSeed + runs; seed++) {
      const report = await runScenario(world, seed);
      if (process.env.FAULT_VERBOSE) console.log(`seed ${seed}: ${report.problems.length ? 'FAILED' : 'ok'}\n  ${report.log.join('\n  ')}`);
      if (report.problems.length) failures.push(`seed ${seed}:\n  ${report.problems.join('\n  ')}\n  steps:\n    ${report.log.join('\n    ')}`);
    }
    expect(failures.join('\n\n')).toBe('');
  });
});
