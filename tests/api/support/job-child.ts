import { z } from 'zod';
import { openDatabase } from '../../../src/server/db/client.ts';
import { jobType } from '../../../src/server/jobs/job-types.ts';
import { createJobRunner } from '../../../src/server/jobs/runner.ts';

/** The job the crash test enqueues: a try that holds its claim 2 s without finishing counts as abandoned. */
export const CRASHING = jobType('test.crashing', z.object({ n: z.number() }), { timeoutSeconds: 2, maxAttempts: 3 });

/**
 * A server instance's runner in a process of its own: it claims the job, says so on its output and
 * never finishes it (the test kills the process there). DATABASE_URL or DATA_DIR says where.
 */
async function main(): Promise<void> {
  const url = process.env.DATABASE_URL;
  const database = await openDatabase(url ? { url } : { dataDir: process.env.DATA_DIR! });
  const runner = createJobRunner(database, { instance: 'doomed', onError: (err) => console.error(err) });
  runner.handle(CRASHING, async ({ n }) => {
    console.log(`running ${n}`);
    await new Promise(() => undefined);
  });
  await runner.start();
}

if (process.argv[1]?.endsWith('job-child.ts')) void main();
