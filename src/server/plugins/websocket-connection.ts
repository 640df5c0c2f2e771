/**
 * What a socket on this instance is, shared by the hub (fan-out, presence) and the socket route (the
 * protocol), so neither imports the other for its types.
 */
import type { WebSocket } from 'ws';
import type { z } from 'zod';
import type { clientFrame, ServerFrame } from '../../shared/contracts/realtime.ts';
import type { ContactProfile } from '../modules/chat/queries.ts';
import type { SessionInfo } from './auth.ts';
import type { TranslateFn } from './i18n.ts';

export type ClientFrame = z.output<typeof clientFrame>;

/** One signed-in socket on this instance. */
export interface Connection {
  session: SessionInfo;
  t: TranslateFn;
  send(frame: ServerFrame): void;
}

/** A signed-in socket on this instance, with its user's contact profile (who it may hear of, who may hear of it). */
export interface LocalConnection extends Connection, ContactProfile {
  socket: WebSocket;
  token: string;
  lastSeen: number;
}

export type MethodHandler = (conn: Connection, frame: ClientFrame) => Promise<void>;
