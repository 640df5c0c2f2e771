import 'fake-indexeddb/auto';
import * as Comlink from 'comlink';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { OfflineDb } from '../../src/app/offline/db.ts';
import { stateOf } from '../../src/app/offline/outbox.ts';
import { syncWorkerRounds, type SyncWorkerDeps } from '../../src/app/offline/sync-worker.ts';
import type { EndedSession, SyncRoundOutcome, SyncSession, SyncWorkerApi } from '../../workers/sync-api.ts';

/**
 * A stand-in for the sync worker: Comlink over a MessageChannel, the api given by the test. `fail`
 * fires the error event a worker fires when its script cannot load or it throws uncaught.
 */
function fakeWorker(round: (session: SyncSession) => Promise<SyncRoundOutcome>) {
  const { port1, port2 } = new MessageChannel();
  const api: SyncWorkerApi = { round };
  Comlink.expose(api, port2);
  port1.start();
  const events = new EventTarget();
  const state = { terminated: false };
  const worker = {
    postMessage: (message: unknown, transfer: Transferable[] = []) => port1.postMessage(message, transfer),
    addEventListener: (type: string, listener: EventListener) =>
      type === 'message' ? port1.addEventListener('message', listener) : events.addEventListener(type, listener),
    removeEventListener: (type: string, listener: EventListener) =>
      type === 'message' ? port1.removeEventListener('message', listener) : events.removeEventListener(type, listener),
    terminate: () => {
      state.terminated = true;
      port1.close();
      port2.close();
    },
  };
  const fail = () => events.dispatchEvent(new Event('error'));
  return { worker: worker as unknown as Worker, state, fail };
}

let db: OfflineDb;
let token: string | null;
let ended: EndedSession[];
beforeEach(() => {
  db = new OfflineDb(`rounds-${Math.random()}`);
  token = 'token-1';
  ended = [];
});
afterEach(async () => {
  db.close();
  await db.delete();
});

function rounds(createWorker: () => Worker) {
  const deps: SyncWorkerDeps = {
    db,
    session: () => (token ? { token, language: 'en', requestErrorText: 'Request error' } : null),
    onSessionEnded: (answer) => ended.push(answer),
    createWorker,
  };
  return syncWorkerRounds(deps);
}

describe('sync rounds in the worker', () => {
  it('starts no worker and asks for sign-in once the tab holds no session', async () => {
    token = null;
    let started = 0;
    const sync = rounds(() => {
      started++;
      return fakeWorker(() => Promise.resolve({ status: 'online' })).worker;
    });
    expect(await sync.round('u1')).toBe('needsSignIn');
    expect(started).toBe(0);
  });

  it("runs each round in one worker with the tab's session, and passes on a session the server ended", async () => {
    const sessions: SyncSession[] = [];
    let started = 0;
    const sync = rounds(() => {
      started++;
      return fakeWorker((session) => {
        sessions.push(session);
        return Promise.resolve(
          sessions.length === 1 ? { status: 'online' } : { status: 'needsSignIn', ended: { status: 401, code: 601, msg: 'signed out elsewhere' } },
        );
      }).worker;
    });
    expect(await sync.round('u1')).toBe('online');
    expect(await sync.round('u1')).toBe('needsSignIn');
    expect(started).toBe(1);
    expect(sessions[0]).toEqual({ userId: 'u1', token: 'token-1', language: 'en', requestErrorText: 'Request error' });
    expect(ended).toEqual([{ status: 401, code: 601, msg: 'signed out elsewhere' }]);
    sync.close();
  });

  it('does not sign out a session started while the round ran as the one before', async () => {
    const sync = rounds(
      () =>
        fakeWorker(() => {
          token = 'token-2';
          return Promise.resolve({ status: 'needsSignIn', ended: { status: 401, code: 600, msg: 'expired' } });
        }).worker,
    );
    expect(await sync.round('u1')).toBe('needsSignIn');
    expect(ended).toEqual([]);
    sync.close();
  });

  it('ends the round as an error when the worker fails, records why, and starts a new worker next time', async () => {
    await stateOf(db, 'u1');
    const failing = fakeWorker(() => new Promise<never>(() => undefined));
    const healthy = fakeWorker(() => Promise.resolve({ status: 'online' }));
    const workers = [failing, healthy];
    const sync = rounds(() => workers.shift()!.worker);
    const round = sync.round('u1');
    failing.fail();
    expect(await round).toBe('error');
    expect(failing.state.terminated).toBe(true);
    expect(await db.syncState.get('u1')).toMatchObject({ status: 'error', lastError: 'Request error' });
    expect(await sync.round('u1')).toBe('online');
    sync.close();
    expect(healthy.state.terminated).toBe(true);
  });

  it('ends a round under way at once when closed (sign-out), so the leader lock is not held behind it', async () => {
    const hanging = fakeWorker(() => new Promise<never>(() => undefined));
    const sync = rounds(() => hanging.worker);
    const round = sync.round('u1');
    await Promise.resolve();
    sync.close();
    expect(await round).toBe('offline');
    expect(hanging.state.terminated).toBe(true);
  });
});
