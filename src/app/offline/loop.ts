import type { ConnectionStatus } from './db.ts';

const LEADER_LOCK = 'supplyline-sync-leader';
const CHANNEL = 'supplyline-sync';
/** With nothing to prompt it (no websocket yet), the leader still looks for server changes this often. */
const IDLE_POLL_MS = 60_000;
const BACKOFF_BASE_MS = 2_000;
const BACKOFF_MAX_MS = 60_000;

/** Exponential, capped, with ±50 % jitter so many devices coming back at once do not arrive together. */
export function backoffDelay(failures: number, random: () => number = Math.random): number {
  const plain = Math.min(BACKOFF_MAX_MS, BACKOFF_BASE_MS * 2 ** Math.max(0, failures - 1));
  return Math.round(plain * (0.5 + random()));
}

const localTriggers = new Set<() => void>();

/** Asks for a sync round now: in this tab if it leads, else in the leading tab. */
export function requestSync(): void {
  for (const trigger of localTriggers) trigger();
  if (typeof BroadcastChannel === 'undefined') return;
  const channel = new BroadcastChannel(CHANNEL);
  channel.postMessage('nudge');
  channel.close();
}

/** The hook the realtime connection calls when the server says something changed. */
export const notifyServerChanged = requestSync;

export interface SyncLoopOptions {
  userId: string;
  /** One round (push, then pull), run where the caller chooses: the app's sync worker. */
  round: (userId: string) => Promise<ConnectionStatus>;
}

/**
 * Runs sync rounds while this tab holds the leader lock; every other tab waits for the lock and reads
 * the results through Dexie. Rounds run at start, on `online`, when the tab becomes visible, when any
 * tab asks, and on a timer (backing off after failures). `navigator.onLine` only prompts a try.
 * Returns a stop function that also gives up the lock.
 */
export function startSyncLoop({ userId, round }: SyncLoopOptions): () => void {
  let stopped = false;
  let wanted = true;
  let wake: () => void = () => undefined;
  const trigger = () => {
    wanted = true;
    wake();
  };
  const onVisible = () => document.visibilityState === 'visible' && trigger();
  const channel = typeof BroadcastChannel === 'undefined' ? undefined : new BroadcastChannel(CHANNEL);
  if (channel) channel.onmessage = (event: MessageEvent) => event.data === 'nudge' && trigger();
  window.addEventListener('online', trigger);
  document.addEventListener('visibilitychange', onVisible);
  localTriggers.add(trigger);
  const abort = new AbortController();

  const lead = async () => {
    let failures = 0;
    while (!stopped) {
      if (!wanted) {
        const delay = failures === 0 ? IDLE_POLL_MS : backoffDelay(failures);
        await new Promise<void>((resolve) => {
          const timer = setTimeout(resolve, delay);
          wake = () => {
            clearTimeout(timer);
            resolve();
          };
        });
        wake = () => undefined;
        if (stopped) return;
      }
      wanted = false;
      const status = await round(userId);
      // Signed out: the sign-in page takes over, and this loop ends with the signed-in layout.
      if (status === 'needsSignIn') return;
      failures = status === 'online' ? 0 : failures + 1;
    }
  };
  void navigator.locks.request(LEADER_LOCK, { signal: abort.signal }, lead).catch((error: unknown) => {
    if (!(error instanceof DOMException && error.name === 'AbortError')) throw error;
  });

  return () => {
    stopped = true;
    abort.abort();
    wake();
    channel?.close();
    window.removeEventListener('online', trigger);
    document.removeEventListener('visibilitychange', onVisible);
    localTriggers.delete(trigger);
  };
}
