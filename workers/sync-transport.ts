import type { BodyInput, DataOf, Endpoint } from '../src/shared/contracts/endpoint.ts';
import { isSessionEndCode, requestEndpoint } from '../src/shared/contracts/request.ts';
import { syncPull, syncPush } from '../src/shared/contracts/sync.ts';
import type { OfflineDb } from '../src/app/offline/db.ts';
import { syncOnce, type SyncOptions, type SyncTransport, type TransportError } from '../src/app/offline/engine.ts';
import type { EndedSession, SyncRoundOutcome, SyncSession } from './sync-api.ts';

/**
 * On a bad connection a request can hang without ever failing; past this the round is given up
 * and retried with backoff (a push that did arrive is answered from the log on replay).
 */
const SYNC_REQUEST_TIMEOUT_MS = 60_000;

function failure(status: number, message: string): Error & TransportError {
  return Object.assign(new Error(message), { status });
}

/** The sync endpoints called from the worker as the session's user; an answer that ends the session is reported. */
export function fetchTransport(session: SyncSession, onSessionEnded: (ended: EndedSession) => void): SyncTransport {
  const send = async <E extends Endpoint>(ep: E, body: BodyInput<E>): Promise<DataOf<E>> => {
    const answer = await requestEndpoint(ep, { body, token: session.token, language: session.language, timeoutMs: SYNC_REQUEST_TIMEOUT_MS });
    switch (answer.kind) {
      case 'ok':
        return answer.data as DataOf<E>;
      case 'network':
        throw failure(0, session.requestErrorText);
      case 'unreadable':
      case 'invalid':
        throw failure(answer.status, session.requestErrorText);
      case 'refused':
        if (isSessionEndCode(answer.code)) onSessionEnded({ status: answer.status, code: answer.code, msg: answer.msg });
        throw failure(answer.status, answer.msg || session.requestErrorText);
    }
  };
  return { pull: (body) => send(syncPull, body), push: (body) => send(syncPush, body) };
}

/** One round in the worker as the session's user: its status, and the answer that ended the session if one did. */
export async function syncRound(db: OfflineDb, session: SyncSession, options: SyncOptions = {}): Promise<SyncRoundOutcome> {
  let ended: EndedSession | undefined;
  const status = await syncOnce(
    db,
    session.userId,
    fetchTransport(session, (answer) => (ended = answer)),
    options,
  );
  return ended ? { status, ended } : { status };
}
