/**
 * What crosses the boundary between the page and the sync worker (see sync.worker.ts). Plain types
 * only, valid under both the DOM and the WebWorker libraries: the page imports them too.
 */
import type { ConnectionStatus } from '../src/app/offline/db.ts';

/** Who the round is for, read by the page at the start of each round (a worker cannot read local storage). */
export interface SyncSession {
  userId: string;
  token: string;
  /** Sent as accept-language, so the server's refusals of queued actions come in the user's language. */
  language: string;
  /** What to record when the server's answer could not be read, already in the user's language. */
  requestErrorText: string;
}

/** The server said the session is over (600, 601, 602): the page forgets the token and shows sign-in. */
export interface EndedSession {
  status: number;
  code: number | string;
  msg: string;
}

export interface SyncRoundOutcome {
  status: ConnectionStatus;
  ended?: EndedSession;
}

export interface SyncWorkerApi {
  /** One round (send what is pending, then pull): how it went is also recorded in the store for every tab. */
  round(session: SyncSession): Promise<SyncRoundOutcome>;
}
