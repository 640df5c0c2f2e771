import type { FastifyInstance } from 'fastify';
import { eq } from 'drizzle-orm';
import { buildApp } from '../../src/server/app.ts';
import { loadConfig } from '../../src/server/config.ts';
import { users } from '../../src/server/db/schema/index.ts';
import type { Database } from '../../src/server/db/client.ts';
import { createFaultTable, faultRegistry } from './fault-domain.ts';
import type { World } from './scenario.ts';

/** The real server on `database`, with the test-only synced table; `restart` builds a new app on the same data. */
export async function createWorld(database: Database, loginForm: (account: string) => string): Promise<World & { close: () => Promise<void> }> {
  await createFaultTable(database.db);
  const config = loadConfig({ LOG_LEVEL: 'silent', STATIC_DIR: '/nonexistent', LOGIN_RATE_LIMIT: '100000' });
  const registry = faultRegistry();
  const build = () => buildApp(config, { database, serveStatic: false, sync: registry });
  let app: FastifyInstance = await build();
  const [user] = await database.db.select({ id: users.id }).from(users).where(eq(users.account, 'vendor1'));
  return {
    app: () => app,
    db: database.db,
    userId: user!.id,
    loginForm,
    restart: async () => {
      const old = app;
      app = await build();
      await old.close();
    },
    close: () => app.close(),
  };
}
