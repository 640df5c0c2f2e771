import { test as base, expect } from '@playwright/test';
import type { Db } from '../../../src/server/db/client.ts';
import { startMailbox, type Mailbox } from '../../support/mailbox.ts';
import { startServerProcess } from '../../support/server-process.ts';
import { copySeededStore } from './stores.ts';

interface Server {
  url: string;
}

interface ServerOptions {
  /** Changes the seeded store before the server opens it. */
  prepare?: (db: Db) => Promise<void>;
  env?: Record<string, string>;
}

/** The production server on a free port with a copy of the run's seeded store of its own. */
async function startServer({ prepare, env = {} }: ServerOptions = {}): Promise<{ server: Server; stop: () => Promise<unknown> }> {
  const store = await copySeededStore();
  if (prepare) {
    // Loaded here, not at the top: the server's modules take a worker seconds to load, and only the
    // spec files that prepare data need them.
    const { openDatabase } = await import('../../../src/server/db/client.ts');
    const { wireDomainEvents } = await import('../../../src/server/domain-events.ts');
    const database = await openDatabase(store.source);
    // prepare() changes POs as the CLI would, outside a built app: their events need their listeners.
    wireDomainEvents();
    await prepare(database.db);
    await database.close();
  }
  // Every browser test signs in from 127.0.0.1; the per-address limit is the API tests' subject.
  const proc = await startServerProcess({ ...store.env, LOGIN_RATE_LIMIT: '1000', LOGIN_ADDRESS_RATE_LIMIT: '1000', ...env });
  return {
    server: { url: proc.url },
    stop: async () => {
      await proc.stop();
      await store.remove();
    },
  };
}

/**
 * A server's start (copy, prepare, boot) has a budget of its own rather than eating into its first
 * test's: on CI it takes three times as long as here.
 */
const SERVER_FIXTURE = { scope: 'worker', timeout: 60_000 } as const;

/** Tests of one worker share a server (and its data: each test picks accounts others do not change). */
export const test = base.extend<object, { server: Server }>({
  server: [
    async ({}, use) => {
      const { server, stop } = await startServer();
      await use(server);
      await stop();
    },
    SERVER_FIXTURE,
  ],
  baseURL: async ({ server }, use) => use(server.url),
});

/**
 * A spec file whose tests change what others rely on gets a server of its own; with `mailbox` the
 * server sends its mail to a real SMTP server in the test process.
 */
export function testWithOwnServer(options: ServerOptions & { mailbox?: boolean; startTimeout?: number } = {}) {
  return base.extend<object, { ownServer: Server; mailbox: Mailbox | null }>({
    mailbox: [
      async ({}, use) => {
        if (!options.mailbox) return use(null);
        const mailbox = await startMailbox();
        await use(mailbox);
        await mailbox.close();
      },
      { scope: 'worker' },
    ],
    ownServer: [
      async ({ mailbox }, use) => {
        const { server, stop } = await startServer({ ...options, env: { ...options.env, ...(mailbox ? { SMTP_URL: mailbox.url } : {}) } });
        await use(server);
        await stop();
      },
      { ...SERVER_FIXTURE, timeout: options.startTimeout ?? SERVER_FIXTURE.timeout },
    ],
    baseURL: async ({ ownServer }, use) => use(ownServer.url),
  });
}

export { expect };
