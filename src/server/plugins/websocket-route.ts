import websocket from '@fastify/websocket';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { WebSocket } from 'ws';
import { unstorableText } from './text-check.ts';
import { CLOSE, WEBSOCKET_MAX_FRAME_BYTES, WEBSOCKET_PATH, clientFrame, type ServerFrame } from '../../shared/contracts/realtime.ts';
import { AppError } from './errors.ts';
import type { ClientFrame, LocalConnection, MethodHandler } from './websocket-connection.ts';

/** What the socket protocol asks of the hub. */
export interface SocketSessions {
  /** A socket silent this long is closed; one that has not named itself too. */
  idleTimeoutMs: number;
  /** OnConnection: the signed-in connection, or null when the token opens none (the socket was told and closed). */
  signIn(socket: WebSocket, token: string, request: FastifyRequest): Promise<LocalConnection | null>;
  /** Checks the session again before a frame is answered: false when it ended or locked (the socket was told and closed). */
  stillAllowed(conn: LocalConnection): Promise<boolean>;
  handlerOf(method: ClientFrame['method']): MethodHandler | undefined;
  signOut(conn: LocalConnection): void;
}

const textOf = (data: Buffer | ArrayBuffer | Buffer[]): string =>
  (Array.isArray(data) ? Buffer.concat(data) : Buffer.isBuffer(data) ? data : Buffer.from(data)).toString('utf8');

/** `ws` names what a client did wrong (a frame over maxPayload, bad UTF-8, a broken frame) with these codes. */
const isClientFault = (error: Error): error is Error & { code: string } =>
  'code' in error && typeof error.code === 'string' && error.code.startsWith('WS_ERR_');

/** The websocket route: frames in order per socket, OnConnection first, the session checked before each answer. */
export async function registerSocketRoute(app: FastifyInstance, sessions: SocketSessions): Promise<void> {
  const signedIn = new WeakMap<WebSocket, LocalConnection>();
  await app.register(websocket, {
    options: { maxPayload: WEBSOCKET_MAX_FRAME_BYTES },
    errorHandler(error, socket, request) {
      const conn = signedIn.get(socket);
      const who = conn ? { userId: conn.session.userId, sessionId: conn.session.sessionId } : {};
      // A client's fault is a warning, not a stack trace; `ws` has already closed with the matching code (1009 for size).
      if (isClientFault(error)) return request.log.warn({ ...who, code: error.code }, `websocket frame refused: ${error.message}`);
      request.log.error({ err: error, ...who }, 'websocket failed');
      socket.terminate();
    },
  });

  app.get(WEBSOCKET_PATH, { websocket: true }, (socket, request) => {
    let conn: LocalConnection | null = null;
    let opening: Promise<void> | null = null;
    const refuse = (msg: string) => socket.readyState === socket.OPEN && socket.send(JSON.stringify({ method: 'error', msg } satisfies ServerFrame));
    // Until OnConnection, the idle sweep does not see this socket: it gets the same time to speak.
    const unnamed = setTimeout(() => socket.close(CLOSE.idle, 'idle'), sessions.idleTimeoutMs);

    const onFrame = async (raw: string) => {
      // A socket closing (locked, ended, refused) answers nothing more, whatever it had sent.
      if (socket.readyState !== socket.OPEN) return;
      let json: unknown;
      try {
        json = JSON.parse(raw);
      } catch {
        return refuse(request.t('chat.badFrame'));
      }
      const parsed = clientFrame.safeParse(json);
      // Text PostgreSQL cannot keep (NUL, a lone surrogate): refused like any malformed frame, never a server error.
      if (!parsed.success || unstorableText(parsed.data)) return refuse(request.t('chat.badFrame'));
      const frame = parsed.data;
      if (frame.method === 'OnConnection') {
        if (conn || opening) return refuse(request.t('chat.alreadyConnected'));
        opening = sessions.signIn(socket, frame.token, request).then((signed) => {
          if (!signed) return;
          clearTimeout(unnamed);
          conn = signed;
          signedIn.set(socket, signed);
        });
        return opening;
      }
      await opening;
      if (!conn) return socket.close(CLOSE.protocol, 'OnConnection first');
      if (frame.token !== conn.token) return socket.close(CLOSE.badToken, 'token changed');
      conn.lastSeen = Date.now();
      // Every frame checks the session (a heartbeat does nothing else): one locked or ended since OnConnection is answered no more.
      const allowed = await sessions.stillAllowed(conn);
      if (!allowed || frame.method === 'heartCheck') return;
      const handler = sessions.handlerOf(frame.method);
      if (!handler) return refuse(request.t('chat.badFrame'));
      try {
        await handler(conn, frame);
      } catch (error) {
        if (!(error instanceof AppError)) throw error;
        refuse(request.t(error.key, error.params));
      }
    };
    // One frame at a time per socket: messages are stored in the order sent, answers come in the order asked.
    let queue = Promise.resolve();
    socket.on('message', (data, isBinary) => {
      if (isBinary) return socket.close(CLOSE.protocol, 'text frames only');
      const text = textOf(data);
      queue = queue
        .then(async () => {
          await onFrame(text);
        })
        .catch((err: unknown) => {
          app.log.error({ err }, 'websocket frame failed');
          refuse(request.t('error.internal', { requestId: request.id }));
        });
    });
    socket.on('close', () => {
      clearTimeout(unnamed);
      // A socket that closes while signing in leaves once it has arrived.
      void (opening ?? Promise.resolve()).catch(() => undefined).then(() => conn && sessions.signOut(conn));
    });
  });
}
