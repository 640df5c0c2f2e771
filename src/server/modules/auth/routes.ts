import type { FastifyInstance } from 'fastify';
import { currentUser } from '../../../shared/contracts/current-user.ts';
import { getConfig, lockScreen, login, logout } from '../../../shared/contracts/auth.ts';
import { publicRoute, sessionRoute } from '../../plugins/endpoints.ts';
import { badRequest, notFound } from '../../plugins/errors.ts';
import { loadCurrentUser } from './current-user.ts';
import { configEntry, endSession, setSessionLock } from './queries.ts';
import * as service from './service.ts';

export function authRoutes(app: FastifyInstance): void {
  publicRoute(app, login, ({ body, request }) => service.login(app, request, body));

  sessionRoute(app, currentUser, ({ request, session, viewer }) => loadCurrentUser(app, request, session, viewer));

  sessionRoute(app, logout, async ({ session }) => {
    await endSession(app.db, session.sessionId, 'logout');
    // The session's sockets (other tabs of this browser) close with it.
    await app.hub.recheckSessions(session.userId);
    return null;
  });

  sessionRoute(app, lockScreen, async ({ body, request, session }) => {
    if (body?.account === undefined && body?.password === undefined) {
      await setSessionLock(app.db, session.sessionId, true);
      // The session's sockets stop hearing chat and pushes now, not at their next frame.
      await app.hub.recheckSessions(session.userId);
      return { isLock: true };
    }
    const { account, password } = body;
    if (!account || !password) throw badRequest('field.required', { field: account ? 'password' : 'account' });
    await service.unlock(app, request, session.sessionId, session.userId, account, password);
    return { isLock: false };
  });

  publicRoute(app, getConfig, async ({ params }) => {
    const row = await configEntry(app.db, params.key);
    if (!row?.isPublic) throw notFound('error.configNotFound', { key: params.key });
    return { key: row.key, value: row.value };
  });
}
