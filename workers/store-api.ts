/**
 * What crosses between a page and the device store's worker (store.worker.ts). Plain types only,
 * valid under both the DOM and the WebWorker libraries: the page imports them too.
 */
import type { ActionContext } from '../src/app/offline/outbox.ts';

export interface StoreWorkerApi {
  /** A view's answer to a query, with the data version it was read at. */
  query(view: string, query: { userId: string }): Promise<{ version: number; answer: unknown }>;
  /** Starts reading the views' tables into memory before a screen asks. */
  warm(): void;
  /** An action's preconditions and subjects, read from what the user sees now. */
  actionContext(userId: string, name: string, args: unknown): Promise<ActionContext>;
  /** `listener(version)` after each change that may alter an answer (a Comlink proxy). */
  watch(listener: (version: number) => void): void;
}
