import os from 'node:os';
import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';
import { bothEngineFiles } from './tests/tooling/engine-split.ts';

const postgresNamed = Boolean(process.env.TEST_DATABASE_URL);

/**
 * PostgreSQL, when a server is named, runs every API test; PGlite then runs the files marked as
 * touching an engine difference (tests/tooling/engine-split.ts), and every file when none is named.
 */
const apiProject = (engine: 'pglite' | 'postgres') => ({
  test: {
    name: `api-${engine}`,
    include: engine === 'pglite' && postgresNamed ? bothEngineFiles().map((marked) => marked.file) : ['tests/api/**/*.test.ts'],
    environment: 'node',
    globalSetup: ['tests/api/support/global-setup.ts'],
    env: { TEST_ENGINE: engine },
    testTimeout: 30_000,
    hookTimeout: 60_000,
    // The files of one worker share loaded modules: loading the server's module graph again for each
    // file was 105 s of 245 on PostgreSQL. So a file leaves no module state behind: it closes the apps
    // it builds and restores what it spies on; module caches and the idempotent event wiring may stay.
    isolate: false,
  },
});

export default defineConfig({
  plugins: [react()],
  test: {
    // Vitest's default leaves a core idle (all but one): on two cores, one file at a time. An API
    // test waits on its database about as much as it computes, so two at a time finish a third sooner.
    maxWorkers: os.availableParallelism(),
    projects: [
      { test: { name: 'unit', include: ['tests/unit/**/*.test.ts'], environment: 'node' } },
      {
        plugins: [react()],
        test: {
          name: 'unit-dom',
          include: ['tests/unit/**/*.test.tsx'],
          environment: 'jsdom',
          setupFiles: ['tests/unit/support/dom-setup.ts'],
        },
      },
      apiProject('pglite'),
      ...(postgresNamed ? [apiProject('postgres')] : []),
    ],
  },
});
