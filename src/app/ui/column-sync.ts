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

/** The server's copy, fetched once a session per list; offline it fails at once (the device's copy stands). */
function serverCopy({ queryClient, storageKey, moduleId, server = apiColumnServer }: ColumnSyncTarget): Promise<SavedColumns | null> {
  return queryClient.fetchQuery({
    queryKey: columnSettingsKeys.module(storageKey),
    queryFn: () => server.get(moduleId),
    staleTime: Infinity,
    retry: false,
    networkMode: 'always',
  });
}

/** Sends the device's copy up if it has not reached the server; a failure leaves it pending for the next try. */
export async function pushPending(target: ColumnSyncTarget): Promise<void> {
  const { queryClient, storageKey, moduleId, server = apiColumnServer } = target;
  const settings = localColumnStore.load(storageKey);
  const state = stateOf(storageKey);
  if (!settings || !state?.pending) return;
  try {
    const saved = await server.put(moduleId, JSON.stringify(toColumnFields(settings)));
    queryClient.setQueryData(columnSettingsKeys.module(storageKey), saved);
    // A save made while this one was on its way stays pending: only the copy sent is confirmed.
    if (stateOf(storageKey)?.updatedAt === state.updatedAt) writeSyncState(localStorage, storageKey, { updatedAt: saved.updatedAt, pending: false });
  } catch (error) {
    // A refusal (the per-user cap) does not change by trying again: the settings stay on this device.
    // Offline, a network failure or an ended session leave the save pending.
    if (error instanceof ApiError && error.status === 400) writeSyncState(localStorage, storageKey, { ...state, pending: false });
  }
}

/** Records a save of the device copy (just made) as pending, then sends it up. */
export function saveToServer(target: ColumnSyncTarget, now: number): Promise<void> {
  writeSyncState(localStorage, target.storageKey, { updatedAt: now, pending: true });
  return pushPending(target);
}

/** One round: fetch the server's copy, then adopt it, send the device's up, or leave both. */
export async function syncColumns(target: ColumnSyncTarget, onAdopt: () => void): Promise<void> {
  let server: SavedColumns | null;
  try {
    server = await serverCopy(target);
  } catch {
    return;
  }
  const step = nextSyncStep(stateOf(target.storageKey), server);
  if (step === 'push') return pushPending(target);
  if (step !== 'adopt' || !server) return;
  const fields = columnFieldListText.safeParse(server.fieldList);
  if (!fields.success) return;
  localColumnStore.save(target.storageKey, fromColumnFields(fields.data));
  writeSyncState(localStorage, target.storageKey, { updatedAt: server.updatedAt, pending: false });
  onAdopt();
}

/**
 * Syncs a list's settings now and again whenever the browser comes back online, while the list is
 * shown; returns the stop. `onAdopt` tells the table to read the device copy again.
 */
export function startColumnSync(target: ColumnSyncTarget, onAdopt: () => void): () => void {
  const run = () => void syncColumns(target, onAdopt);
  run();
  window.addEventListener('online', run);
  return () => window.removeEventListener('online', run);
}
