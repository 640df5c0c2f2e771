import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { WebSocket } from 'ws';
import { CLOSE, type ServerFrame } from '../../shared/contracts/realtime.ts';
import type { Database, Db } from '../db/client.ts';
import { authenticateToken, type SessionInfo } from './auth.ts';
import { AppError } from './errors.ts';
import { PRESENCE_REFRESH_MS, createPresence, presentUser } from './presence.ts';
import { openBus, type Bus, type BusEvent } from './realtime-bus.ts';
import { registerSocketRoute } from './websocket-route.ts';
import type { ClientFrame, Connection, LocalConnection, MethodHandler, PresenceProfile } from './websocket-connection.ts';

type Method = ClientFrame['method'];
type FrameOf<M extends Method> = Extract<ClientFrame, { method: M }>;
type InitFrame = Extract<ServerFrame, { method: 'initMessage' }>;

/** What other modules use to reach users' sockets on whichever instance holds them. */
export interface Hub {
  /** Sends `frame` to every socket of these users (all instances); after `tx` commits when given. */
  pushToUsers(userIds: readonly string[], frame: ServerFrame, tx?: Db): Promise<void>;
  /** Sends `frame` to every signed-in socket of every instance. */
  pushToAll(frame: ServerFrame, tx?: Db): Promise<void>;
  /**
   * Call after ending or locking sessions of a user: sockets of an ended session get `logout`, those of a
   * locked one `locked`, and close (all instances).
   */
  recheckSessions(userId: string): Promise<void>;
  /**
   * Rows that devices sync changed (a push applied, POs imported): every signed-in socket hears
   * `changed` and its device pulls what is in its scope. Coalesced to one ping per SYNC_PING_MS.
   */
  syncChanged(): void;
  /** Users with a socket on any instance, as far as this instance has heard. */
  onlineUserIds(): string[];
  /** Answers a client method (SendMessage, MessageList, UpdateReadMessage: the chat module's). */
  handle<M extends Exclude<Method, 'OnConnection' | 'heartCheck'>>(method: M, handler: (conn: Connection, frame: FrameOf<M>) => Promise<void>): void;
  /** Adds fields to the initMessage a socket receives after OnConnection (unread counts of a module). */
  addInitPart(part: (userId: string) => Promise<Partial<Omit<InitFrame, 'method' | 'onlineUsers'>>>): void;
}

export interface HubOptions {
  /** A socket that sends nothing (heartCheck included) for this long is closed. */
  idleTimeoutMs: number;
  /** The presence profiles of these users in one query (chat's contact rules decide them). */
  profilesOf: (db: Db, userIds: readonly string[]) => Promise<Map<string, PresenceProfile>>;
}

/** A burst of writes makes one `changed` ping at its start and one at its end, at most one a second. */
const SYNC_PING_MS = 1_000;

export async function registerHub(app: FastifyInstance, database: Database, options: HubOptions): Promise<Hub> {
  const instanceId = randomUUID();
  const byUser = new Map<string, Set<LocalConnection>>();
  const handlers = new Map<Method, MethodHandler>();
  const initParts: Array<(userId: string) => Promise<Partial<InitFrame>>> = [];

  const everyLocal = function* (userIds?: readonly string[]) {
    const sets = userIds ? userIds.map((u) => byUser.get(u)) : byUser.values();
    for (const set of sets) if (set) yield* set;
  };
  const deliverTo = (frame: ServerFrame, conns: Iterable<LocalConnection>, hears: (conn: LocalConnection) => boolean = () => true) => {
    const text = JSON.stringify(frame);
    for (const conn of conns) if (conn.socket.readyState === conn.socket.OPEN && hears(conn)) conn.socket.send(text);
  };
  const deliver = (frame: ServerFrame, userIds?: readonly string[]) => deliverTo(frame, everyLocal(userIds));
  const presence = createPresence((frame, hears) => deliverTo(frame, everyLocal(), hears));

  /** A locked session hears nothing but that: told, then closed until the screen is unlocked. */
  const refuseLocked = (socket: WebSocket) => {
    if (socket.readyState !== socket.OPEN) return;
    socket.send(JSON.stringify({ method: 'locked' } satisfies ServerFrame));
    socket.close(CLOSE.locked, 'screen locked');
  };
  /**
   * Checks the socket's session again: an ended one gets `logout`, a locked one `locked`, and the
   * socket closes. `fresh` for a recheck: it comes on the hub's channel, maybe before this instance
   * heard of the change that caused it (another channel), so the cached check may not know it yet.
   */
  const stillAllowed = async (conn: LocalConnection, fresh = false): Promise<boolean> => {
    let session: SessionInfo;
    try {
      session = await authenticateToken(app, conn.token, { allowLocked: true, allowPasswordPending: true, slide: false, fresh });
    } catch (error) {
      if (!(error instanceof AppError)) throw error;
      // Only an ended session signs the user out; a password to replace is the guard's business.
      if (error.status !== 401) return true;
      conn.send({ method: 'logout', msg: conn.t(error.key, error.params) });
      conn.socket.close(CLOSE.loggedOut, 'session ended');
      return false;
    }
    if (!session.locked) return true;
    refuseLocked(conn.socket);
    return false;
  };

  const onEvent = (event: BusEvent) => {
    switch (event.k) {
      case 'push':
        if (event.o !== instanceId) deliver(event.m, event.u);
        return;
      case 'recheck':
        for (const conn of everyLocal([event.u])) void stillAllowed(conn, true).catch((err: unknown) => app.log.error({ err }, 'session recheck failed'));
        return;
      case 'on':
        return presence.arrived(event.u, event.i);
      case 'off':
        return presence.left(event.u, event.i);
      case 'presence':
        for (const u of event.u) presence.arrived(u, event.i);
        return;
      case 'hello':
        if (event.i !== instanceId) void announce();
        return;
      case 'bye':
        return presence.instanceGone(event.i);
    }
  };
  const publish = (event: BusEvent, tx?: Db) => bus.publish(event, tx);
  const announce = async () => {
    const users = [...byUser].map(([userId, set]) => presentUser(userId, set.values().next().value?.supplierCodes ?? []));
    if (users.length > 0) await publish({ k: 'presence', i: instanceId, u: users });
  };
  /** Roles and supplier codes change rarely: each refresh reads every local user's profile again, in one query. */
  const refreshProfiles = async () => {
    const profiles = await options.profilesOf(app.db, [...byUser.keys()]);
    for (const conn of everyLocal()) Object.assign(conn, profiles.get(conn.session.userId));
  };
  const logFailure = (what: string) => (err: unknown) => app.log.error({ err }, what);
  const bus: Bus = await openBus(
    database,
    onEvent,
    () => void publish({ k: 'hello', i: instanceId }).then(announce).catch(logFailure('hub presence after reconnect failed')),
    logFailure('unreadable hub event'),
  );
  await publish({ k: 'hello', i: instanceId });

  const refresh = setInterval(() => {
    presence.expire(instanceId, Date.now());
    void refreshProfiles().then(announce).catch(logFailure('hub presence refresh failed'));
  }, PRESENCE_REFRESH_MS);
  const sweep = setInterval(
    () => {
      const now = Date.now();
      for (const conn of everyLocal()) if (now - conn.lastSeen > options.idleTimeoutMs) conn.socket.close(CLOSE.idle, 'idle');
    },
    Math.max(50, Math.min(options.idleTimeoutMs / 2, 30_000)),
  );

  /**
   * Outside a transaction this instance's sockets get the frame at once and the NOTIFY carries it to
   * the others only; inside one, everybody (this instance too) hears it when the transaction commits.
   */
  const push = async (userIds: string[] | undefined, frame: ServerFrame, tx?: Db) => {
    if (tx) return publish({ k: 'push', ...(userIds ? { u: userIds } : {}), m: frame }, tx);
    deliver(frame, userIds);
    await publish({ k: 'push', ...(userIds ? { u: userIds } : {}), m: frame, o: instanceId });
  };

  let pingTimer: NodeJS.Timeout | undefined;
  let pingAgain = false;
  const syncChanged = () => {
    if (pingTimer) {
      pingAgain = true;
      return;
    }
    void publish({ k: 'push', m: { method: 'changed' } }).catch(logFailure('sync ping failed'));
    pingTimer = setTimeout(() => {
      pingTimer = undefined;
      if (pingAgain) {
        pingAgain = false;
        syncChanged();
      }
    }, SYNC_PING_MS);
  };

  const hub: Hub = {
    pushToUsers: (userIds, frame, tx) => (userIds.length ? push([...new Set(userIds)], frame, tx) : Promise.resolve()),
    pushToAll: (frame, tx) => push(undefined, frame, tx),
    recheckSessions: (userId) => publish({ k: 'recheck', u: userId }),
    syncChanged,
    onlineUserIds: () => presence.userIds(),
    handle(method, handler) {
      handlers.set(method, handler as MethodHandler);
    },
    addInitPart(part) {
      initParts.push(part);
    },
  };

  const attach = async (conn: LocalConnection) => {
    const userId = conn.session.userId;
    let set = byUser.get(userId);
    const first = !set;
    if (!set) byUser.set(userId, (set = new Set<LocalConnection>()));
    set.add(conn);
    if (first) await publish({ k: 'on', i: instanceId, u: presentUser(userId, conn.supplierCodes) });
    const init: InitFrame = { method: 'initMessage', onlineUsers: [], unreadNums: [], unreadNoticeCount: 0, unreadMessageCount: 0 };
    for (const part of await Promise.all(initParts.map((p) => p(userId)))) Object.assign(init, part);
    init.onlineUsers = presence.visibleTo(conn);
    conn.send(init);
  };

  await registerSocketRoute(app, {
    idleTimeoutMs: options.idleTimeoutMs,
    async signIn(socket, token, request) {
      const session = await authenticateToken(app, token, { allowLocked: true, allowPasswordPending: false, slide: false }).catch((error: unknown) => {
        if (!(error instanceof AppError)) throw error;
        socket.close(CLOSE.badToken, request.t(error.key, error.params).slice(0, 120));
        return null;
      });
      if (!session) return null;
      if (session.locked) {
        refuseLocked(socket);
        return null;
      }
      const profile = (await options.profilesOf(app.db, [session.userId])).get(session.userId);
      if (!profile || socket.readyState !== socket.OPEN) return null;
      // The socket lives long: it keeps the session, not the account row read with it.
      const { account: _account, ...kept } = session;
      const conn: LocalConnection = {
        socket,
        token,
        session: kept,
        t: request.t,
        lastSeen: Date.now(),
        ...profile,
        send: (f) => socket.readyState === socket.OPEN && socket.send(JSON.stringify(f)),
      };
      await attach(conn);
      return conn;
    },
    stillAllowed,
    handlerOf: (method) => handlers.get(method),
    signOut(conn) {
      const set = byUser.get(conn.session.userId);
      if (!set?.delete(conn) || set.size > 0) return;
      byUser.delete(conn.session.userId);
      void publish({ k: 'off', i: instanceId, u: conn.session.userId }).catch(logFailure('hub offline event failed'));
    },
  });

  app.addHook('preClose', async () => {
    clearInterval(refresh);
    clearInterval(sweep);
    clearTimeout(pingTimer);
    for (const conn of everyLocal()) conn.socket.close(1001, 'server stopping');
    byUser.clear();
    await publish({ k: 'bye', i: instanceId }).catch(logFailure('hub bye failed'));
    await bus.close();
  });
  return hub;
}
