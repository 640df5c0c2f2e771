import { QueryCache, QueryClient } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../src/app/api/client.ts';
import { localColumnStore, type ColumnSetting } from '../../src/app/ui/column-settings.ts';
import { readSyncState, toColumnFields, writeSyncState } from '../../src/app/ui/column-sync-rules.ts';
import { pushPending, saveToServer, startColumnSync, syncColumns, type ColumnServer, type ColumnSyncTarget } from '../../src/app/ui/column-sync.ts';
import type { SavedColumns } from '../../src/shared/contracts/column-settings.ts';

/** The hybrid store against a server kept in memory: the device copy in jsdom's real localStorage. */
const KEY = 'supplyline:columns:u1:po.vendor';
const MODULE = 'po.vendor';

const columns = (hidden: string[] = []): ColumnSetting[] =>
  ['poNumber', 'itemNumber', 'plant', 'remark'].map((key) => ({ key, visible: !hidden.includes(key), width: 0, fixed: null }));

function memoryServer() {
  const rows = new Map<string, SavedColumns>();
  let clock = 1_000;
  const server = {
    rows,
    offline: false,
    refuse: false,
    gets: 0,
    /** A save made on another device, at the server's time `at`. */
    savedElsewhere(settings: ColumnSetting[], at: number) {
      rows.set(MODULE, { moduleId: MODULE, fieldList: JSON.stringify(toColumnFields(settings)), updatedAt: at });
    },
    get: vi.fn((moduleId: string) => {
      server.gets++;
      if (server.offline) return Promise.reject(new ApiError(0, 0, 'offline'));
      return Promise.resolve(rows.get(moduleId) ?? null);
    }),
    put: vi.fn((moduleId: string, fieldList: string) => {
      if (server.offline) return Promise.reject(new ApiError(0, 0, 'offline'));
      if (server.refuse) return Promise.reject(new ApiError(400, 400, 'too many lists'));
      const row = { moduleId, fieldList, updatedAt: (clock += 1000) };
      rows.set(moduleId, row);
      return Promise.resolve(row);
    }),
  } satisfies ColumnServer & Record<string, unknown>;
  return server;
}

let server: ReturnType<typeof memoryServer>;
let target: ColumnSyncTarget;
const state = () => readSyncState(localStorage, KEY, localColumnStore.load(KEY) !== null);
/** The user saves in the drawer: the device copy first, then the server's. */
const saveOnDevice = (settings: ColumnSetting[], now: number) => {
  localColumnStore.save(KEY, settings);
  return saveToServer(target, now);
};

beforeEach(() => {
  localStorage.clear();
  server = memoryServer();
  target = { queryClient: new QueryClient(), storageKey: KEY, moduleId: MODULE, server };
});

describe('column settings kept on the device and the server', () => {
  it('a save reaches the server and is no longer pending, dated by the server', async () => {
    await saveOnDevice(columns(['remark']), 500);
    expect(JSON.parse(server.rows.get(MODULE)!.fieldList)).toEqual(toColumnFields(columns(['remark'])));
    expect(state()).toEqual({ updatedAt: 2_000, pending: false });
  });

  it('a save made offline stays on the device as pending, and the next sync once online sends it up', async () => {
    server.offline = true;
    await saveOnDevice(columns(['remark']), 500);
    expect(localColumnStore.load(KEY)).toEqual(columns(['remark']));
    expect(state()).toEqual({ updatedAt: 500, pending: true });

    server.offline = false;
    const onAdopt = vi.fn();
    await syncColumns(target, onAdopt);
    expect(server.rows.get(MODULE)?.fieldList).toBe(JSON.stringify(toColumnFields(columns(['remark']))));
    expect(state()?.pending).toBe(false);
    expect(onAdopt).not.toHaveBeenCalled();
  });

  it('a fresh device adopts the server copy and tells the table to read it again', async () => {
    server.savedElsewhere(columns(['plant']), 3_000);
    const onAdopt = vi.fn();
    await syncColumns(target, onAdopt);
    expect(localColumnStore.load(KEY)).toEqual(columns(['plant']));
    expect(state()).toEqual({ updatedAt: 3_000, pending: false });
    expect(onAdopt).toHaveBeenCalledOnce();
  });

  it('a newer server copy replaces a confirmed device copy', async () => {
    await saveOnDevice(columns(['remark']), 500);
    server.savedElsewhere(columns(['plant']), 9_000);
    await syncColumns({ ...target, queryClient: new QueryClient() }, () => undefined);
    expect(localColumnStore.load(KEY)).toEqual(columns(['plant']));
  });

  it('a pending save newer than the server copy goes up instead of being replaced', async () => {
    server.savedElsewhere(columns(['plant']), 3_000);
    server.offline = true;
    await saveOnDevice(columns(['remark']), 5_000);
    server.offline = false;
    await syncColumns(target, () => undefined);
    expect(localColumnStore.load(KEY)).toEqual(columns(['remark']));
    expect(server.rows.get(MODULE)?.fieldList).toBe(JSON.stringify(toColumnFields(columns(['remark']))));
  });

  it('a save made elsewhere after a pending one wins over it (last write wins)', async () => {
    server.offline = true;
    await saveOnDevice(columns(['remark']), 2_000);
    server.offline = false;
    server.put.mockClear();
    server.savedElsewhere(columns(['plant']), 3_000);
    await syncColumns(target, () => undefined);
    expect(localColumnStore.load(KEY)).toEqual(columns(['plant']));
    expect(state()).toEqual({ updatedAt: 3_000, pending: false });
    expect(server.put).not.toHaveBeenCalled();
  });

  it('a device copy from before the server kept settings goes up when the server has none', async () => {
    localColumnStore.save(KEY, columns(['itemNumber']));
    await syncColumns(target, () => undefined);
    expect(server.rows.get(MODULE)?.fieldList).toBe(JSON.stringify(toColumnFields(columns(['itemNumber']))));
  });

  it('offline, a sync leaves the device copy alone and fetches again on the next try', async () => {
    localColumnStore.save(KEY, columns(['remark']));
    writeSyncState(localStorage, KEY, { updatedAt: 500, pending: false });
    server.offline = true;
    server.savedElsewhere(columns(['plant']), 3_000);
    await syncColumns(target, () => undefined);
    expect(localColumnStore.load(KEY)).toEqual(columns(['remark']));
    server.offline = false;
    await syncColumns(target, () => undefined);
    expect(localColumnStore.load(KEY)).toEqual(columns(['plant']));
  });

  it('fetches the server copy once while the list is shown again and again', async () => {
    await syncColumns(target, () => undefined);
    await syncColumns(target, () => undefined);
    expect(server.gets).toBe(1);
  });

  it('a refused save stays on the device and is not sent again', async () => {
    server.refuse = true;
    await saveOnDevice(columns(['remark']), 500);
    expect(state()).toEqual({ updatedAt: 500, pending: false });
    expect(localColumnStore.load(KEY)).toEqual(columns(['remark']));
    await pushPending(target);
    expect(server.put).toHaveBeenCalledOnce();
  });

  it('a save made while the previous one is on its way stays pending', async () => {
    localColumnStore.save(KEY, columns(['remark']));
    const first = saveToServer(target, 500);
    localColumnStore.save(KEY, columns(['plant']));
    writeSyncState(localStorage, KEY, { updatedAt: 600, pending: true });
    await first;
    expect(state()).toEqual({ updatedAt: 600, pending: true });
    await pushPending(target);
    expect(server.rows.get(MODULE)?.fieldList).toBe(JSON.stringify(toColumnFields(columns(['plant']))));
    expect(state()?.pending).toBe(false);
  });
});

describe('the sync while a list is shown', () => {
  const online = vi.spyOn(navigator, 'onLine', 'get');
  beforeEach(() => {
    vi.useFakeTimers();
    online.mockReturnValue(true);
  });
  afterEach(() => {
    vi.useRealTimers();
    online.mockReset();
  });
  const goOnline = async () => {
    online.mockReturnValue(true);
    window.dispatchEvent(new Event('online'));
    await vi.advanceTimersByTimeAsync(0);
  };

  it('offline, it asks nothing of the server and tells nobody; it syncs when the connection is back', async () => {
    const onQueryError = vi.fn();
    target = { ...target, queryClient: new QueryClient({ queryCache: new QueryCache({ onError: onQueryError }) }) };
    online.mockReturnValue(false);
    server.savedElsewhere(columns(['plant']), 3_000);
    const onAdopt = vi.fn();
    const stop = startColumnSync(target, onAdopt);
    window.dispatchEvent(new Event('online')); // a stray event while still offline
    await vi.advanceTimersByTimeAsync(60_000);
    expect(server.gets).toBe(0);
    expect(onAdopt).not.toHaveBeenCalled();

    await goOnline();
    expect(server.gets).toBe(1);
    expect(onAdopt).toHaveBeenCalledOnce();
    expect(onQueryError).not.toHaveBeenCalled();
    stop();
  });

  it('a failed round leaves no error in the query cache, and is tried again after a growing wait, not at every online event', async () => {
    const onQueryError = vi.fn();
    target = { ...target, queryClient: new QueryClient({ queryCache: new QueryCache({ onError: onQueryError }) }) };
    server.offline = true; // the browser says online, the server cannot be reached
    const stop = startColumnSync(target, () => undefined, [1_000, 4_000]);
    await vi.advanceTimersByTimeAsync(0);
    expect(server.gets).toBe(1);
    for (let i = 0; i < 20; i++) window.dispatchEvent(new Event('online'));
    await vi.advanceTimersByTimeAsync(999);
    expect(server.gets).toBe(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(server.gets).toBe(2);
    await vi.advanceTimersByTimeAsync(3_999);
    expect(server.gets).toBe(2);
    server.offline = false;
    await vi.advanceTimersByTimeAsync(1);
    expect(server.gets).toBe(3);
    await vi.advanceTimersByTimeAsync(600_000);
    expect(server.gets).toBe(3);
    expect(onQueryError).not.toHaveBeenCalled();
    expect(
      target.queryClient
        .getQueryCache()
        .getAll()
        .every((q) => q.state.status !== 'error'),
    ).toBe(true);
    stop();
  });

  it('a server copy the device already has re-renders nothing', async () => {
    localColumnStore.save(KEY, columns(['remark']));
    writeSyncState(localStorage, KEY, { updatedAt: 500, pending: false });
    server.savedElsewhere(columns(['remark']), 3_000);
    const onAdopt = vi.fn();
    await syncColumns(target, onAdopt);
    expect(state()).toEqual({ updatedAt: 3_000, pending: false });
    expect(onAdopt).not.toHaveBeenCalled();
  });

  it('stopped (the list closed), it neither tries again nor tells the table', async () => {
    server.offline = true;
    const onAdopt = vi.fn();
    const stop = startColumnSync(target, onAdopt, [1_000]);
    await vi.advanceTimersByTimeAsync(0);
    stop();
    server.offline = false;
    server.savedElsewhere(columns(['plant']), 3_000);
    await goOnline();
    await vi.advanceTimersByTimeAsync(10_000);
    expect(server.gets).toBe(1);
    expect(onAdopt).not.toHaveBeenCalled();
  });
});
