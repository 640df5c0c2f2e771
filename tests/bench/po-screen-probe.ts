/**
 * What the PO screen bench runs inside the app's own pages (po-screen.ts passes these functions to
 * Playwright, which serialises them: each must stand alone, importing nothing).
 */

/** What the probe has seen in this document since it started (or since `reset`). */
export interface ProbeState {
  /** The longest main-thread task (Long Tasks API: every task over 50 ms is reported). */
  longestTaskMs: number;
  /** When the first PO row was in the document, from navigation start; null until then. */
  firstRowsAt: number | null;
  /** When `reset` was last called (the sign-in click in the first pull), from navigation start. */
  resetAt: number;
}

/**
 * Installed before any of the app's scripts (an init script), so it sees the whole load: long tasks
 * and the moment the first PO row is put in the document.
 */
export function installProbe(): void {
  const state: ProbeState = { longestTaskMs: 0, firstRowsAt: null, resetAt: 0 };
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) state.longestTaskMs = Math.max(state.longestTaskMs, entry.duration);
  }).observe({ type: 'longtask', buffered: true });
  const look = () => {
    if (state.firstRowsAt === null && document.querySelector('[data-testid^="po-row-"]')) state.firstRowsAt = performance.now();
  };
  new MutationObserver(look).observe(document, { childList: true, subtree: true });
  Object.assign(window, { probe: { state, reset: () => Object.assign(state, { longestTaskMs: 0, resetAt: performance.now() }) } });
}

interface ProbeWindow {
  probe: { state: ProbeState; reset: () => void };
}

export function probeState(): ProbeState {
  return { ...(window as unknown as ProbeWindow).probe.state };
}

export function resetProbe(): void {
  (window as unknown as ProbeWindow).probe.reset();
}

/**
 * Milliseconds from a click on `target` until the list's first row is another one (the next page,
 * or the rows of another filter): the time the user waits for the list to answer.
 */
export function timeListChange(target: Element): Promise<number> {
  const first = () => document.querySelector('[data-testid^="po-row-"]')?.getAttribute('data-testid') ?? null;
  const before = first();
  const start = performance.now();
  return new Promise<number>((resolve) => {
    const observer = new MutationObserver(() => {
      const now = first();
      if (now === null || now === before) return;
      observer.disconnect();
      resolve(performance.now() - start);
    });
    observer.observe(document.body, { childList: true, subtree: true, attributes: true, attributeFilter: ['data-testid'] });
    (target as HTMLElement).click();
  });
}

/** The device's sync state of one user, read straight from IndexedDB: when their last complete pull ended. */
export async function lastSyncAt(): Promise<number | null> {
  const db = await new Promise<IDBDatabase>((resolve, reject) => {
    const open = indexedDB.open('supplyline');
    open.onsuccess = () => resolve(open.result);
    open.onerror = () => reject(open.error ?? new Error('cannot open'));
  });
  try {
    if (!db.objectStoreNames.contains('syncState')) return null;
    const states = await new Promise<{ lastSyncAt?: number }[]>((resolve, reject) => {
      const request = db.transaction('syncState').objectStore('syncState').getAll();
      request.onsuccess = () => resolve(request.result as { lastSyncAt?: number }[]);
      request.onerror = () => reject(request.error ?? new Error('cannot read'));
    });
    return states.find((s) => s.lastSyncAt !== undefined)?.lastSyncAt ?? null;
  } finally {
    db.close();
  }
}

/**
 * The baseline of the first pull: every row the app's pull stored, put again straight into a new
 * IndexedDB database with the same stores and indexes, in transactions of `pageRows` rows as the
 * pull's pages are (the same structured clone and index upkeep, none of the app's work).
 */
export async function rawPutsOfPulledRows(pageRows: number): Promise<{ rows: number; seconds: number }> {
  const LOCAL = new Set(['outbox', 'syncState', 'meta', 'uploads', 'chatOutbox']);
  const done = <T>(request: IDBRequest<T>) =>
    new Promise<T>((resolve, reject) => {
      request.onsuccess = () => resolve(request.result);
      request.onerror = () => reject(request.error ?? new Error('request failed'));
    });
  const openDb = (name: string, upgrade?: (db: IDBDatabase) => void) =>
    new Promise<IDBDatabase>((resolve, reject) => {
      const open = upgrade ? indexedDB.open(name, 1) : indexedDB.open(name);
      if (upgrade) open.onupgradeneeded = () => upgrade(open.result);
      open.onsuccess = () => resolve(open.result);
      open.onerror = () => reject(open.error ?? new Error('cannot open'));
    });
  const app = await openDb('supplyline');
  const tables = [...app.objectStoreNames].filter((n) => !LOCAL.has(n));
  const rows = new Map<string, unknown[]>();
  const shapes = new Map<string, { keyPath: string | string[]; indexes: { name: string; keyPath: string | string[]; multiEntry: boolean }[] }>();
  for (const name of tables) {
    const store = app.transaction(name).objectStore(name);
    rows.set(name, await done(store.getAll()));
    const indexes = [...store.indexNames].map((i) => {
      const index = store.index(i);
      return { name: i, keyPath: index.keyPath, multiEntry: index.multiEntry };
    });
    shapes.set(name, { keyPath: store.keyPath ?? 'id', indexes });
  }
  app.close();
  const rawName = `bench-raw-${Date.now()}`;
  const raw = await openDb(rawName, (db) => {
    for (const [name, shape] of shapes) {
      const store = db.createObjectStore(name, { keyPath: shape.keyPath });
      for (const index of shape.indexes) store.createIndex(index.name, index.keyPath, { multiEntry: index.multiEntry });
    }
  });
  const all = [...rows].flatMap(([table, list]) => list.map((row) => [table, row] as const));
  const start = performance.now();
  for (let at = 0; at < all.length; at += pageRows) {
    const page = all.slice(at, at + pageRows);
    const tx = raw.transaction([...new Set(page.map(([table]) => table))], 'readwrite');
    for (const [table, row] of page) tx.objectStore(table).put(row);
    await new Promise<void>((resolve, reject) => {
      tx.oncomplete = () => resolve();
      tx.onerror = () => reject(tx.error ?? new Error('transaction failed'));
    });
  }
  const seconds = (performance.now() - start) / 1000;
  raw.close();
  await done(indexedDB.deleteDatabase(rawName));
  return { rows: all.length, seconds };
}
