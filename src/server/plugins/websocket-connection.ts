/**
 * What a socket on this instance is, shared by the hub (fan-out, presence) and the socket route (the
 * protocol), so neither imports the other for its types.
 */
import type { WebSocket } from 'ws';
import type { z } from 'zod';
import type { clientFrame, ServerFrame } from '../../shared/contracts/realtime.ts';
import type { ContactFence } from '../../shared/domain/chat.ts';
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
/** What presence needs of a user: the fence of its own contact list, and its supplier codes for others' fences. */
export interface PresenceProfile {
  fence: ContactFence;
  supplierCodes: string[];
}

export interface LocalConnection extends Connection, PresenceProfile {
  socket: WebSocket;
  token: string;
  lastSeen: number;
}

export type MethodHandler = (conn: Connection, frame: ClientFrame) => Promise<void>;
