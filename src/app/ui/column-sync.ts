/**
 * Keeps a list's column settings on the server too, so they follow the user to another device. The
 * device's copy (localStorage, column-settings.ts) stays the one the table renders from, at once and
 * offline; this module, loaded after the table shows, brings the server's copy in when it is newer and
 * sends the device's up when a save has not reached the server yet (column-sync-rules.ts decides).
 */
import type { QueryClient } from '@tanstack/react-query';
import { columnFieldListText, getColumnsByModuleId, setColumnsByModuleId, type SavedColumns } from '../../shared/contracts/column-settings.ts';
import { ApiError, call } from '../api/client.ts';
import { localColumnStore } from './column-settings.ts';
import { fromColumnFields, nextSyncStep, readSyncState, toColumnFields, writeSyncState } from './column-sync-rules.ts';

/** The server's side of the settings; tests put one in memory in its place. */
export interface ColumnServer {
  get(moduleId: string): Promise<SavedColumns | null>;
  put(moduleId: string, fieldList: string): Promise<SavedColumns>;
}

export const apiColumnServer: ColumnServer = {
  get: (id) => call(getColumnsByModuleId, { params: { id } }),
  put: (moduleId, fieldList) => call(setColumnsByModuleId, { body: { moduleId, fieldList } }),
};

export interface ColumnSyncTarget {
  queryClient: QueryClient;
  /** The device copy's key (user and module, columnStorageKey). */
  storageKey: string;
  /** The module key on the server. */
  moduleId: string;
  server?: ColumnServer;
}

export const columnSettingsKeys = {
  all: ['columnSettings'] as const,
  module: (storageKey: string) => [...columnSettingsKeys.all, storageKey] as const,
};

const stateOf = (storageKey: string) => readSyncState(localStorage, storageKey, localColumnStore.load(storageKey) !== null);

/** Whether a failed call may go through later: the network failed, or the server did (not a refusal or an ended session). */
const worthRetrying = (error: unknown): boolean => !(error instanceof ApiError) || error.status === 0 || error.status >= 500;

/**
 * The server's copy, fetched once a session per list. Not through fetchQuery: a background sync that
 * fails (offline) must not reach the query cache's error toast, so a failure is thrown to the caller
 * only and leaves nothing in the cache (the next round fetches again).
 */
async function serverCopy({ queryClient, storageKey, moduleId, server = apiColumnServer }: ColumnSyncTarget): Promise<SavedColumns | null> {
  const key = columnSettingsKeys.module(storageKey);
  if (queryClient.getQueryState(key)?.status === 'success') return queryClient.getQueryData<SavedColumns | null>(key) ?? null;
  const copy = await server.get(moduleId);
  queryClient.setQueryData(key, copy);
  return copy;
}

/**
 * Sends the device's copy up if it has not reached the server; a failure leaves it pending for the next
 * try. Offline it does not try. Resolves false when it is worth trying again later.
 */
export async function pushPending(target: ColumnSyncTarget): Promise<boolean> {
  const { queryClient, storageKey, moduleId, server = apiColumnServer } = target;
  const settings = localColumnStore.load(storageKey);
  const state = stateOf(storageKey);
  if (!settings || !state?.pending) return true;
  if (!navigator.onLine) return false;
  try {
    const saved = await server.put(moduleId, JSON.stringify(toColumnFields(settings)));
    queryClient.setQueryData(columnSettingsKeys.module(storageKey), saved);
    // A save made while this one was on its way stays pending: only the copy sent is confirmed.
    if (stateOf(storageKey)?.updatedAt === state.updatedAt) writeSyncState(localStorage, storageKey, { updatedAt: saved.updatedAt, pending: false });
    return true;
  } catch (error) {
    // A refusal (the per-user cap) does not change by trying again: the settings stay on this device.
    // Offline, a network failure or an ended session leave the save pending.
    if (error instanceof ApiError && error.status === 400) writeSyncState(localStorage, storageKey, { ...state, pending: false });
    return !worthRetrying(error);
  }
}

/** Records a save of the device copy (just made) as pending, then sends it up. */
export function saveToServer(target: ColumnSyncTarget, now: number): Promise<boolean> {
  writeSyncState(localStorage, target.storageKey, { updatedAt: now, pending: true });
  return pushPending(target);
}

/**
 * One round: fetch the server's copy, then adopt it, send the device's up, or leave both. `onAdopt`
 * runs only when the adopted copy differs from the device's, so an unchanged copy re-renders nothing.
 * Resolves false when the round failed and is worth trying again later.
 */
export async function syncColumns(target: ColumnSyncTarget, onAdopt: () => void): Promise<boolean> {
  let server: SavedColumns | null;
  try {
    server = await serverCopy(target);
  } catch (error) {
    return !worthRetrying(error);
  }
  const step = nextSyncStep(stateOf(target.storageKey), server);
  if (step === 'push') return pushPending(target);
  if (step !== 'adopt' || !server) return true;
  const fields = columnFieldListText.safeParse(server.fieldList);
  if (!fields.success) return true;
  const adopted = fromColumnFields(fields.data);
  const changed = JSON.stringify(adopted) !== JSON.stringify(localColumnStore.load(target.storageKey));
  localColumnStore.save(target.storageKey, adopted);
  writeSyncState(localStorage, target.storageKey, { updatedAt: server.updatedAt, pending: false });
  if (changed) onAdopt();
  return true;
}

/** The waits before trying a failed round again: 5 s, doubling, at most 5 minutes. */
export const RETRY_DELAYS_MS: readonly number[] = [5_000, 10_000, 20_000, 40_000, 80_000, 160_000, 300_000];

/**
 * Syncs a list's settings now and, while the list is shown, again when the browser comes back online;
 * returns the stop. Offline it waits for the `online` event instead of trying; a failed round is tried
 * again after a growing wait, and an `online` event during that wait does not cut it short, so a
 * flapping connection cannot make it loop. One round at a time. `onAdopt` tells the table to read the
 * device copy again.
 */
export function startColumnSync(target: ColumnSyncTarget, onAdopt: () => void, delays: readonly number[] = RETRY_DELAYS_MS): () => void {
  let stopped = false;
  let running = false;
  let failures = 0;
  let retry: ReturnType<typeof setTimeout> | undefined;
  const run = async () => {
    if (stopped || running || retry !== undefined || !navigator.onLine) return;
    running = true;
    const done = await syncColumns(target, () => {
      if (!stopped) onAdopt();
    });
    running = false;
    if (stopped) return;
    if (done) {
      failures = 0;
      return;
    }
    const delay = delays[Math.min(failures, delays.length - 1)] ?? 5_000;
    failures++;
    retry = setTimeout(() => {
      retry = undefined;
      void run();
    }, delay);
  };
  const onOnline = () => void run();
  void run();
  window.addEventListener('online', onOnline);
  return () => {
    stopped = true;
    clearTimeout(retry);
    window.removeEventListener('online', onOnline);
  };
}
