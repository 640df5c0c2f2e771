import type { Remote } from 'comlink';
import type { EndedSession, SyncSession, SyncWorkerApi } from '../../../workers/sync-api.ts';
import type { ConnectionStatus, OfflineDb } from './db.ts';

/** What a round needs from the page: the session as it is now, and what to do when the server ends it. */
export interface SyncWorkerDeps {
  db: OfflineDb;
  /** Null once signed out: no round is started. */
  session(userId: string): Omit<SyncSession, 'userId'> | null;
  onSessionEnded(ended: EndedSession): void;
  /** Starts the worker; the benchmark passes its own build of it. */
  createWorker(): Worker;
}

/** Sync rounds run in a worker; `close` ends it (a round under way ends at once, its open transaction rolls back). */
export interface SyncRounds {
  round(userId: string): Promise<ConnectionStatus>;
  close(): void;
}

interface Connection {
  worker: Worker;
  api: Promise<Remote<SyncWorkerApi>>;
  /**
   * Rejects when the worker fails to load or dies, or is ended by `close`: a round under way would
   * otherwise wait forever, and hold the leader lock a new sign-in's loop waits for.
   */
  died: Promise<never>;
  end(): void;
}

class SyncWorkerClosed extends Error {}

/**
 * The leading tab's rounds, each run by the sync worker (workers/sync.worker.ts), started at the first
 * round. A worker that fails (its script missing, a crash) ends the round as an error, recorded in the
 * store as the worker would have; the next round starts a new one.
 */
export function syncWorkerRounds(deps: SyncWorkerDeps): SyncRounds {
  let connection: Connection | undefined;
  const connect = (): Connection => {
    const worker = deps.createWorker();
    let stop: (reason: Error) => void = () => undefined;
    const died = new Promise<never>((_resolve, reject) => (stop = reject));
    died.catch(() => undefined);
    worker.addEventListener('error', () => stop(new Error('the sync worker failed')));
    const end = () => {
      worker.terminate();
      stop(new SyncWorkerClosed('closed'));
    };
    // Comlink arrives with the worker: the signed-in frame, part of every page's first load, does without it.
    return { worker, died, end, api: import('comlink').then((Comlink) => Comlink.wrap<SyncWorkerApi>(worker)) };
  };
  return {
    async round(userId) {
      const session = deps.session(userId);
      if (!session) return 'needsSignIn';
      connection ??= connect();
      const current = connection;
      try {
        const outcome = await Promise.race([current.api.then((api) => api.round({ ...session, userId })), current.died]);
        // Only if the tab still holds the session the round ran as (not one signed in meanwhile).
        if (outcome.ended && deps.session(userId)?.token === session.token) deps.onSessionEnded(outcome.ended);
        return outcome.status;
      } catch (error) {
        current.end();
        if (connection === current) connection = undefined;
        // Ended by sign-out: the next sign-in's first round records how it goes.
        if (error instanceof SyncWorkerClosed) return 'offline';
        // The user is told in their language that it failed and will be tried again (the loop backs off).
        await deps.db.syncState.update(userId, { status: 'error', lastError: session.requestErrorText });
        return 'error';
      }
    },
    close() {
      connection?.end();
      connection = undefined;
    },
  };
}
