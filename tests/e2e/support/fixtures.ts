import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { test as base, expect } from '@playwright/test';
import { startServerProcess } from '../../support/server-process.ts';

interface Server {
  url: string;
}

/** The production server on a free port with a fresh data directory. */
async function startServer(): Promise<{ server: Server; stop: () => Promise<unknown>; dataDir: string }> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'supplyline-e2e-'));
  // Every browser test signs in from 127.0.0.1; the per-address limit is the API tests' subject.
  const proc = await startServerProcess({ DATA_DIR: dataDir, LOGIN_RATE_LIMIT: '1000' });
  return { server: { url: proc.url }, stop: proc.stop, dataDir };
}

export const test = base.extend<object, { server: Server }>({
  server: [
    async ({}, use) => {
      const { server, stop, dataDir } = await startServer();
      await use(server);
      await stop();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
    { scope: 'worker' },
  ],
  baseURL: async ({ server }, use) => use(server.url),
});

export { expect };
