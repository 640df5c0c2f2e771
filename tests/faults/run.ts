/**
 * `npm run test:faults -- --runs 500 [--seed 1] [--verbose]`: the fault harness beyond CI's sample,
 * through the same test file (and so the same server setup, on PGlite or on TEST_DATABASE_URL).
 */
import { spawnSync } from 'node:child_process';
import { parseArgs } from 'node:util';

const { values } = parseArgs({
  options: { runs: { type: 'string', default: '500' }, seed: { type: 'string', default: '1' }, verbose: { type: 'boolean', default: false } },
});
const project = process.env.TEST_DATABASE_URL ? 'api-postgres' : 'api-pglite';
const result = spawnSync('npx', ['vitest', 'run', '--project', project, 'tests/api/sync-faults.test.ts'], {
  stdio: 'inherit',
  env: { ...process.env, FAULT_RUNS: values.runs, FAULT_SEED: values.seed, FAULT_VERBOSE: values.verbose ? '1' : '' },
});
process.exit(result.status ?? 1);
