import { startTransition, useEffect, useState } from 'react';
import type { Remote } from 'comlink';
import type { StoreWorkerApi } from '../../../../workers/store-api.ts';
import type { ActionContext } from '../outbox.ts';

/** The tab's device store worker, started by the first question; who listens for its change events. */
let worker: Promise<Remote<StoreWorkerApi>> | undefined;
const versionListeners = new Set<() => void>();

function storeWorker(): Promise<Remote<StoreWorkerApi>> {
  // Comlink arrives with the worker: a page that never asks the store does without both.
  worker ??= import('comlink').then(async (Comlink) => {
    const api = Comlink.wrap<StoreWorkerApi>(new Worker(new URL('../../../../workers/store.worker.ts', import.meta.url), { type: 'module', name: 'store' }));
    await api.watch(
      Comlink.proxy(() => {
        for (const listener of versionListeners) listener();
      }),
    );
    return api;
  });
  return worker;
}

/**
 * Starts the store's worker and its reading of the rows, from a route on its way to a list: the rows
 * come in while the screen's code loads, not after it asks.
 */
export function warmDeviceStore(): void {
  void storeWorker()
    .then((api) => api.warm())
    .catch(() => undefined);
}

/** An action's preconditions and subjects as the user sees them, read by the store's worker. */
export async function actionContextOf(userId: string, name: string, args: unknown): Promise<ActionContext> {
  return (await storeWorker()).actionContext(userId, name, args);
}

export interface DeviceQueryResult<A> {
  /** The latest answer, kept while a newer one is worked out (a page change shows the old page until the new one is there). */
  answer: A | undefined;
  /** The store could not answer (its worker failed to start, or the store cannot be read). */
  failed: boolean;
}

/**
 * The answer of the view named `name` (a `DeviceView` the worker serves) to `query`, from the device store's worker, asked again when the query changes or
 * the store reports a change that may alter it. The query is compared by value.
 */
export function useDeviceQuery<Q extends { userId: string }, A>(name: string, query: Q): DeviceQueryResult<A> {
  const key = JSON.stringify(query);
  const [state, setState] = useState<DeviceQueryResult<A>>({ answer: undefined, failed: false });
  useEffect(() => {
    // Each question's answer is taken only while it is the latest: a slower earlier one never overwrites it.
    let asked = 0;
    const ask = () => {
      const question = ++asked;
      storeWorker()
        .then((api) => api.query(name, JSON.parse(key) as Q))
        .then(
          (result) => {
            // A transition: React renders the new rows in slices, so the page answers input meanwhile.
            if (question === asked) startTransition(() => setState({ answer: result.answer as A, failed: false }));
          },
          () => question === asked && setState((before) => ({ ...before, failed: true })),
        );
    };
    // A change event asks again without rendering the page first: only a new answer renders it.
    versionListeners.add(ask);
    ask();
    return () => {
      asked = -1;
      versionListeners.delete(ask);
    };
  }, [name, key]);
  return state;
}
