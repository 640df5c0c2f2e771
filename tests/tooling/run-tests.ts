/**
 * `npm test`: every layer of the tests, one phase after another, with each phase's wall time printed
 * as it ends and all of them in a table at the end, so a slow phase shows in the log of every run.
 * A step runs lanes side by side, each lane its phases one after another: ESLint keeps one core of
 * two busy for about twice as long as Prettier and the type check take on the other, so the unit tests
 * and the build follow those in the second lane instead of waiting for ESLint.
 * Stops at the first failing step (its output above says why); the table still lists what ran.
 *
 * The API tests run on PostgreSQL when TEST_DATABASE_URL names a server (every file) and on PGlite
 * (with a server named, only the files marked as touching an engine difference: see
 * tests/tooling/engine-split.ts); without a server every file runs on PGlite.
 */
import { spawn } from 'node:child_process';
import { performance } from 'node:perf_hooks';

interface Phase {
  name: string;
  /** npm scripts of package.json, run one after another. */
  scripts: string[];
}

/** Phases run one after another. */
type Lane = Phase[];

const steps: Lane[][] = [
  [
    [{ name: 'eslint', scripts: ['lint:eslint'] }],
    [
      { name: 'prettier, import cycles, typecheck', scripts: ['lint:format', 'typecheck'] },
      { name: 'unit', scripts: ['test:unit'] },
      { name: 'build, size budget', scripts: ['test:build'] },
    ],
  ],
  ...(process.env.TEST_DATABASE_URL ? [[[{ name: 'api on PostgreSQL', scripts: ['test:api:postgres'] }]]] : []),
  [[{ name: 'api on PGlite', scripts: ['test:api:pglite'] }]],
  [[{ name: 'e2e', scripts: ['test:e2e:run'] }]],
];

interface Timed {
  name: string;
  seconds: number;
  ok: boolean;
}

/** Runs one npm script: its output goes to `output` when given, to the terminal otherwise. */
function runScript(script: string, output: Buffer[] | null): Promise<boolean> {
  return new Promise((resolve) => {
    const child = spawn('npm', ['run', '--silent', script], { stdio: output ? ['ignore', 'pipe', 'pipe'] : 'inherit' });
    child.stdout?.on('data', (chunk: Buffer) => output?.push(chunk));
    child.stderr?.on('data', (chunk: Buffer) => output?.push(chunk));
    child.once('close', (code) => resolve(code === 0));
  });
}

/**
 * Runs one phase. A phase in a lane of its own writes straight to the terminal; phases in lanes side
 * by side keep their output until they end, so each one's lines stay together in the log.
 */
async function runPhase(phase: Phase, alone: boolean): Promise<Timed> {
  const started = performance.now();
  const output: Buffer[] | null = alone ? null : [];
  let ok = true;
  for (const script of phase.scripts) {
    ok = await runScript(script, output);
    if (!ok) break;
  }
  const timed = { name: phase.name, seconds: (performance.now() - started) / 1000, ok };
  if (output && output.length > 0) process.stdout.write(Buffer.concat(output));
  console.log(`\n[phase] ${timed.name}: ${timed.ok ? 'passed' : 'FAILED'} in ${timed.seconds.toFixed(0)} s\n`);
  return timed;
}

/** A lane's phases in turn, up to the first that fails. */
async function runLane(lane: Lane, alone: boolean): Promise<Timed[]> {
  const results: Timed[] = [];
  for (const phase of lane) {
    const result = await runPhase(phase, alone);
    results.push(result);
    if (!result.ok) break;
  }
  return results;
}

function table(times: Timed[], totalSeconds: number): string {
  const width = Math.max(...times.map((t) => t.name.length), 'total'.length);
  const line = (name: string, seconds: number, note: string) => `  ${name.padEnd(width)}  ${seconds.toFixed(0).padStart(5)} s  ${note}`;
  return [
    'Phase times (wall clock; ESLint ran beside the phases up to the build)',
    ...times.map((t) => line(t.name, t.seconds, t.ok ? '' : 'FAILED')),
    line('total', totalSeconds, ''),
  ].join('\n');
}

const started = performance.now();
const times: Timed[] = [];
let failed = false;
for (const step of steps) {
  const results = (await Promise.all(step.map((lane) => runLane(lane, step.length === 1)))).flat();
  times.push(...results);
  if (results.some((r) => !r.ok)) {
    failed = true;
    break;
  }
}
console.log(`\n${table(times, (performance.now() - started) / 1000)}`);
process.exitCode = failed ? 1 : 0;
